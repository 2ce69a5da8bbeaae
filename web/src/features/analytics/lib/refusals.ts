import type { Analytics } from '@pill/proto/analytics';
import type { ModerationKind } from '@pill/proto/common';

/** Each kind in words, for one refusal and for several. */
const WORDS: Record<ModerationKind, [string, string]> = {
  threat: ['threat', 'threats'],
  violence: ['violence', 'violence'],
  self_harm: ['self-harm', 'self-harm'],
  hate: ['hate speech', 'hate speech'],
  harassment: ['harassment', 'harassment'],
  sexual: ['sexual content', 'sexual content'],
  personal_details: ['personal details', 'personal details'],
};

/** "2 threats, 1 personal details": the refusals by kind, in the order the server gives. */
export function refusalBreakdown(byKind: Analytics['moderation']['byKind']): string {
  return byKind.map(({ kind, count }) => `${count} ${WORDS[kind][count === 1 ? 0 : 1]}`).join(', ');
}
