export type ModerationVerdict = { allowed: true } | { allowed: false; message: string };
export interface Moderator { check(texts: string[], signal?: AbortSignal): Promise<ModerationVerdict> }
export const MODERATOR = Symbol('Moderator');
