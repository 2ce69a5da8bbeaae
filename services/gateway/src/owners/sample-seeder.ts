import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '@pill/platform/clock';
import { LOGGER, type Logger } from '@pill/platform/logger';
import { RemoteCaller } from '@pill/platform/transport/rpc';
import { LINK, SUBMISSION } from '@pill/proto/messages';
import { ACCOUNT_STORE, type AccountStore } from '../auth/account-store.port';
import type { SignedInUser } from '../auth/auth-provider.port';
import { SAMPLE_PILLS } from '../samples/sample-pills';

/**
 * A new owner's first request creates three sample pills with answers, so the dashboard,
 * analytics and insights have something to show. They are ordinary links: deletable like any.
 */
@Injectable()
export class SampleSeeder {
  private readonly inFlight = new Map<string, Promise<void>>();
  /** Owners already claimed by this process: later requests skip the store entirely. */
  private readonly settled = new Set<string>();

  constructor(
    private readonly remote: RemoteCaller,
    @Inject(ACCOUNT_STORE) private readonly accounts: AccountStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly enabled: boolean,
  ) {}

  /** Seeds once per owner; concurrent first requests wait for the same seeding. */
  ensureSeeded(user: SignedInUser): Promise<void> {
    if (!this.enabled || this.settled.has(user.userId)) return Promise.resolve();
    const running = this.inFlight.get(user.userId);
    if (running) return running;
    const run = this.seedIfFirst(user)
      .then(() => void this.settled.add(user.userId))
      .finally(() => this.inFlight.delete(user.userId));
    this.inFlight.set(user.userId, run);
    return run;
  }

  private async seedIfFirst(user: SignedInUser): Promise<void> {
    if (!(await this.accounts.claimSampleSeeding(user.userId))) return;
    try {
      for (const sample of [...SAMPLE_PILLS].reverse()) await this.seedOne(user, sample);
    } catch (err) {
      this.logger.warn({ err }, 'sample pills could not be created');
    }
  }

  private async seedOne(user: SignedInUser, sample: (typeof SAMPLE_PILLS)[number]): Promise<void> {
    const owner = { ownerId: user.userId, ...(user.firstName ? { ownerName: user.firstName } : {}) };
    const link = await this.remote.call(LINK.create, {
      ...owner,
      link: { title: sample.title, subtitle: sample.subtitle, questionIds: sample.questionIds },
    });
    const now = this.clock.now().getTime();
    for (const [i, s] of sample.submissions.entries()) {
      const submittedAt = new Date(now - s.daysAgo * 86_400_000 - (i % 5) * 3_600_000).toISOString();
      await this.remote.call(SUBMISSION.submit, {
        link: { linkId: link.id },
        submission: { responses: s.answers, respondentName: s.respondentName },
        submittedAt,
      });
    }
  }
}
