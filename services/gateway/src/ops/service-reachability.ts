import type { Registry } from 'prom-client';
import { Gauge } from 'prom-client';
import type { RemoteCaller } from '@pill/platform/transport/rpc';
import { ANALYSIS, LINK, QUESTION, SUBMISSION } from '@pill/proto/messages';

export const PROBE_EVERY_MS = 15_000;
const PROBE = { ownerId: 'readiness-probe', linkId: 'readiness-probe' };
/** One cheap read per service; a refusal (no such link) is an answer too. */
const PROBES = {
  link: (r: RemoteCaller) => r.call(LINK.list, { ownerId: PROBE.ownerId }),
  question: (r: RemoteCaller) => r.call(QUESTION.categories, { ownerId: PROBE.ownerId }),
  submission: (r: RemoteCaller) => r.call(SUBMISSION.listForLink, PROBE),
  analysis: (r: RemoteCaller) => r.call(ANALYSIS.analytics, PROBE),
};

/**
 * Whether the other services answer this gateway: a diagnostic, never its readiness (one slow
 * service must not take every gateway pod, and the public form with them, out of the load
 * balancer). Probed in the background, shown as `pill_service_reachable{service}`.
 */
export class ServiceReachability {
  private timer: NodeJS.Timeout | undefined;
  private readonly reachable: Gauge<'service'>;
  private readonly seconds: Gauge<'service'>;

  constructor(
    private readonly remote: RemoteCaller,
    registry: Registry,
  ) {
    this.reachable = new Gauge({
      name: 'pill_service_reachable',
      help: "1 when the service answered the gateway's last probe",
      labelNames: ['service'],
      registers: [registry],
    });
    this.seconds = new Gauge({
      name: 'pill_service_probe_seconds',
      help: 'How long the service took to answer the last probe',
      labelNames: ['service'],
      registers: [registry],
    });
  }

  start(everyMs = PROBE_EVERY_MS): void {
    const tick = async () => {
      await this.probe();
      if (this.timer) this.timer = setTimeout(() => void tick(), everyMs).unref();
    };
    this.timer = setTimeout(() => void tick(), 0).unref();
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  async probe(): Promise<void> {
    await Promise.all(
      Object.entries(PROBES).map(async ([service, call]) => {
        const started = process.hrtime.bigint();
        const answered = await call(this.remote).then(
          () => true,
          (err: { code?: string }) => err?.code !== 'UNAVAILABLE' && err?.code !== 'INTERNAL',
        );
        this.reachable.set({ service }, answered ? 1 : 0);
        this.seconds.set({ service }, Number(process.hrtime.bigint() - started) / 1e9);
      }),
    );
  }
}
