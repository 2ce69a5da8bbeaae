import { responsesStillNeeded } from '@pill/proto/threshold';
import type { ResponseTotals } from '@pill/proto/submission';

/**
 * How many more responses to name in place of the answers: only while none is shown and the link
 * asks for more than one (a link without a threshold keeps its "No responses yet"). The server's
 * respondent count is the number of submissions its threshold counts.
 */
export function stillNeededFor(link: { minResponses: number }, shown: number, totals: ResponseTotals | null | undefined): number {
  if (shown > 0 || link.minResponses <= 1 || !totals) return 0;
  return responsesStillNeeded(link, totals.respondents);
}
