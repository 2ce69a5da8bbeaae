import { DomainError } from '@pill/platform/errors';

/** The cluster's default: about what it answers within the gateway's 10 s on a small machine. */
export const CLUSTER_SUBMISSIONS_IN_FLIGHT = 16;

export const BUSY = 'Many people are answering right now. Please try again in a moment: your answers are still here.';

/**
 * The submissions one gateway process has waiting on the submission service. Past the limit a
 * respondent is told at once to try again (429) rather than waiting out the 10 s a request may
 * take and getting a 503: a burst the services cannot take in time is shed at the door.
 */
export class SubmissionsInFlight {
  private count = 0;

  constructor(private readonly limit: number) {}

  async send<T>(submit: () => Promise<T>): Promise<T> {
    if (this.limit > 0 && this.count >= this.limit) throw new DomainError('RATE_LIMITED', BUSY);
    this.count++;
    try {
      return await submit();
    } finally {
      this.count--;
    }
  }
}
