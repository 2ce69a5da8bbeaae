import { Inject, Injectable } from '@nestjs/common';
import { RemoteCaller } from '@pill/platform/transport/rpc';
import { INFRASTRUCTURE, type Infrastructure } from '@pill/platform/infrastructure';
import { LINK, QUESTION, SUBMISSION, ANALYSIS } from '@pill/proto/messages';

/** Ready once the projections have caught up after start and every service answers. */
@Injectable()
export class Readiness {
  private settled = false;

  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure, private readonly remote: RemoteCaller) {
    void infra.settled().then(() => (this.settled = true));
  }

  async check(): Promise<boolean> {
    if (!this.settled) return false;
    const probe = { ownerId: 'readiness-probe', linkId: 'readiness-probe' };
    const calls = [
      this.remote.call(LINK.list, { ownerId: probe.ownerId }),
      this.remote.call(QUESTION.categories, { ownerId: probe.ownerId }),
      this.remote.call(SUBMISSION.listForLink, probe),
      this.remote.call(ANALYSIS.analytics, probe),
    ];
    const results = await Promise.allSettled(calls);
    return results.every((r) => r.status === 'fulfilled');
  }
}
