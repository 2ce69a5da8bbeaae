import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Registry } from 'prom-client';
import { INFRASTRUCTURE, type Infrastructure } from '@pill/platform/infrastructure';
import { withPhase, type HealthReport } from '@pill/platform/nest/process-health';
import { RemoteCaller } from '@pill/platform/transport/rpc';
import { METRICS_REGISTRY } from './metrics';
import { ServiceReachability } from './service-reachability';

/**
 * The gateway's own ability to serve: caught up after start (embedded: every service's
 * projections; cluster: its own cache consumers), its Kafka consumers in their groups and its
 * MongoDB answering (cluster), and not draining for shutdown. Answered from kept state, so the
 * probe never waits on the network. The other services' reachability is a metric instead.
 */
@Injectable()
export class Readiness implements OnApplicationShutdown {
  private settled = false;
  private draining = false;
  private readonly services: ServiceReachability;

  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    remote: RemoteCaller,
    @Inject(METRICS_REGISTRY) registry: Registry,
  ) {
    void infra.settled().then(
      () => (this.settled = true),
      () => undefined,
    );
    this.services = new ServiceReachability(remote, registry);
    this.services.start();
  }

  report(): HealthReport {
    return withPhase(this.infra.health(), this.draining ? 'stopping' : this.settled ? 'running' : 'starting');
  }

  /** From now on /readyz answers 503 while requests are still served: load balancers move away first. */
  drain(): void {
    this.draining = true;
    this.services.stop();
  }

  onApplicationShutdown(): void {
    this.services.stop();
  }
}
