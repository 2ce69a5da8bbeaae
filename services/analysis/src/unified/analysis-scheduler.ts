import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { CLOCK, type Clock } from '@pill/platform/clock';
import { CONFIG, type Config } from '@pill/platform/config';
import { EventSourcedStreams } from '@pill/platform/event-sourcing/event-sourced-streams';
import { LOGGER, type Logger } from '@pill/platform/logger';
import { ANALYZER, type Analyzer } from '../analyzer/analyzer.port';
import { AnalysisResults } from '../read-model/analysis-results';
import { LinkAnalytics } from '../read-model/link-analytics';

export const analysisStreamId = (linkId: string) => `analysis-${linkId}`;

/**
 * Regenerates a link's analysis after its answers stop changing for a quiet period, one run at a
 * time per link, and stores each result as an `analysis.completed` event.
 */
@Injectable()
export class AnalysisScheduler implements OnModuleDestroy {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Map<string, Promise<void>>();
  private closed = false;

  constructor(
    private readonly analytics: LinkAnalytics,
    private readonly results: AnalysisResults,
    private readonly streams: EventSourcedStreams,
    @Inject(ANALYZER) private readonly analyzer: Analyzer,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  markDirty(linkId: string): void {
    if (this.closed) return;
    clearTimeout(this.timers.get(linkId));
    const timer = setTimeout(() => {
      this.timers.delete(linkId);
      this.runNow(linkId).catch((err: unknown) => this.logger.error({ err, linkId }, 'analysis failed'));
    }, this.config.ANALYSIS_QUIET_PERIOD_MS);
    timer.unref();
    this.timers.set(linkId, timer);
  }

  isStale(linkId: string): boolean {
    const latest = this.results.get(linkId);
    return !latest || latest.sourceRevision < this.analytics.revision(linkId);
  }

  /**
   * Runs now unless a current result exists; concurrent callers share one run. A call made while
   * a run is in flight waits for it and then runs again if answers changed meanwhile, so the last
   * change is never left out.
   */
  runNow(linkId: string): Promise<void> {
    const inFlight = this.running.get(linkId);
    if (inFlight) return inFlight.catch(() => undefined).then(() => this.runNow(linkId));
    if (!this.isStale(linkId)) return Promise.resolve();
    const run = this.generate(linkId).finally(() => this.running.delete(linkId));
    this.running.set(linkId, run);
    return run;
  }

  private async generate(linkId: string): Promise<void> {
    const revision = this.analytics.revision(linkId);
    const answers = this.analytics.answers(linkId);
    if (answers.length === 0) return;
    const started = Date.now();
    const output = await this.analyzer.analyze({ answers });
    if (this.analytics.revision(linkId) === 0) return; // the link went away meanwhile
    await this.streams.appendEvents(analysisStreamId(linkId), 'any', [{
      type: 'analysis.completed',
      data: {
        linkId, analyzer: output.analyzer, ...(output.message ? { message: output.message } : {}), basedOnResponses: answers.length,
        sourceRevision: revision, generatedAt: this.clock.now().toISOString(), result: output.result,
      },
    }]);
    this.logger.info({ linkId, answers: answers.length, ms: Date.now() - started, analyzer: output.analyzer }, 'analysis completed');
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    this.timers.forEach((t) => clearTimeout(t));
    await Promise.allSettled([...this.running.values()]);
  }
}
