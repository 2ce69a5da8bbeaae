import type { Analytics } from '@pill/proto/analytics';
import { MODERATION_KINDS, type ModerationKind } from '@pill/proto/common';
import type { PillEvent } from '@pill/proto/events';

/** A link's submissions refused by moderation, per kind: one document per refusal stream, counts only. */
export interface RefusalsDoc {
  linkId: string;
  byKind: Partial<Record<ModerationKind, number>>;
}

export const NO_REFUSALS: Analytics['moderation'] = { refused: 0, byKind: [] };

/** Folds one event of a refusal stream. */
export function foldRefusals(current: RefusalsDoc | undefined, event: PillEvent): RefusalsDoc | null {
  if (event.type !== 'submission.refused') return current ?? null;
  const { linkId, kind } = event.data;
  const byKind = { ...current?.byKind };
  byKind[kind] = (byKind[kind] ?? 0) + 1;
  return { linkId, byKind };
}

/** The link's refusals by kind, most first (ties in the order of the kinds). */
export function moderationOf(docs: RefusalsDoc[]): Analytics['moderation'] {
  const byKind = MODERATION_KINDS.map((kind) => ({ kind, count: docs.reduce((sum, d) => sum + (d.byKind[kind] ?? 0), 0) }))
    .filter((k) => k.count > 0)
    .sort((a, b) => b.count - a.count);
  return { refused: byKind.reduce((sum, k) => sum + k.count, 0), byKind };
}
