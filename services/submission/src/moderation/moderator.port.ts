/** Why an answer was refused; each kind has its own message telling the respondent what to change. */
export type ModerationKind = 'threat' | 'violence' | 'self_harm' | 'hate' | 'harassment' | 'sexual' | 'personal_details';
/** `index`: which of the texts passed to `check` was refused (the first, when several were). */
export type ModerationVerdict = { allowed: true } | { allowed: false; message: string; kind: ModerationKind; index: number };
export interface Moderator {
  check(texts: string[], signal?: AbortSignal): Promise<ModerationVerdict>;
}
export const MODERATOR = Symbol('Moderator');
