import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '@pill/platform/clock';
import { LOGGER, type Logger } from '@pill/platform/logger';
import { RemoteCaller } from '@pill/platform/transport/rpc';
import { LINK, SUBMISSION } from '@pill/proto/messages';
import { ACCOUNT_STORE, type AccountStore } from '../auth/account-store.port';
import { SAMPLE_PILLS } from '../samples/sample-pills';

export type NewOwner = { ownerId: string; ownerName?: string };

/**
 * A new account gets three sample pills with answers, so the dashboard, analytics and insights
 * have something to show. Run when `account.created` is handled; they are ordinary links,
 * deletable like any. Once per owner, however often the event is delivered.
 */
@Injectable()
export class SampleSeeder {
  private readonly inFlight = new Map<string, Promise<void>>();
  /** Owners whose seeding this process has finished (or found done): redeliveries skip the store. */
  private readonly settled = new Set<string>();
  private readonly waiting = new Map<string, Array<() => void>>();

  constructor(
    private readonly remote: RemoteCaller,
    @Inject(ACCOUNT_STORE) private readonly accounts: AccountStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly enabled: boolean,
  ) {}

  /** Seeds once per owner; a concurrent delivery of the same event waits for the same seeding. */
  seed(owner: NewOwner): Promise<void> {
    if (!this.enabled || this.settled.has(owner.ownerId)) return Promise.resolve();
    const running = this.inFlight.get(owner.ownerId);
    if (running) return running;
    const run = this.seedIfFirst(owner)
      .then(() => this.settle(owner.ownerId))
      .finally(() => this.inFlight.delete(owner.ownerId));
    this.inFlight.set(owner.ownerId, run);
    return run;
  }

  /**
   * Resolves once this process has seeded the owner, or after `waitMs`: a new owner's first page
   * then shows the samples, and another replica doing the seeding only costs that wait.
   */
  whenSeeded(ownerId: string, waitMs: number): Promise<void> {
    if (!this.enabled || this.settled.has(ownerId)) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, waitMs).unref();
      this.waiting.set(ownerId, [...(this.waiting.get(ownerId) ?? []), () => (clearTimeout(timer), resolve())]);
    });
  }

  private settle(ownerId: string): void {
    this.settled.add(ownerId);
    for (const wake of this.waiting.get(ownerId) ?? []) wake();
    this.waiting.delete(ownerId);
  }

  private async seedIfFirst(owner: NewOwner): Promise<void> {
    if (!(await this.accounts.claimSampleSeeding(owner.ownerId))) return;
    try {
      // Links one after another, so the dashboard lists them in order; their answers all together.
      const links: string[] = [];
      for (const sample of [...SAMPLE_PILLS].reverse()) links.push(await this.createLink(owner, sample));
      await Promise.all([...SAMPLE_PILLS].reverse().map((sample, i) => this.submitAnswers(links[i], sample)));
    } catch (err) {
      this.logger.warn({ err }, 'sample pills could not be created');
    }
  }

  private async createLink(owner: NewOwner, sample: (typeof SAMPLE_PILLS)[number]): Promise<string> {
    const link = await this.remote.call(LINK.create, {
      ...owner,
      link: { title: sample.title, subtitle: sample.subtitle, questionIds: sample.questionIds },
    });
    return link.id;
  }

  /** Dated, so they need not be sent in order: together, a new owner's first page waits less. */
  private async submitAnswers(linkId: string, sample: (typeof SAMPLE_PILLS)[number]): Promise<void> {
    const now = this.clock.now().getTime();
    const submitted = sample.submissions.map((s, i) => {
      const submittedAt = new Date(now - s.daysAgo * 86_400_000 - (i % 5) * 3_600_000).toISOString();
      return this.remote.call(SUBMISSION.submit, {
        link: { linkId },
        submission: { responses: s.answers, respondentName: s.respondentName },
        submittedAt,
      });
    });
    await Promise.all(submitted);
  }
}
