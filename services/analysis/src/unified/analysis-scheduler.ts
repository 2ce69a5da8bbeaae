import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { CLOCK, type Clock } from '@pill/platform/clock';
import { CONFIG, type Config } from '@pill/platform/config';
import { EventSourcedStreams } from '@pill/platform/event-sourcing/event-sourced-streams';
import { LOGGER, type Logger } from '@pill/platform/logger';
import { ANALYZER, type Analyzer } from '../analyzer/analyzer.port';
import { AnalysisResults, analysisStreamId } from '../read-model/analysis-results';
import { LinkAnalytics } from '../read-model/link-analytics';

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

  async isStale(linkId: string): Promise<boolean> {
    const [latest, revision] = await Promise.all([this.results.get(linkId), this.analytics.revision(linkId)]);
    return !latest || latest.sourceRevision < revision;
  }

  /**
   * Runs now unless a current result exists; concurrent callers share one run. A call made while
   * a run is in flight waits for it and then runs again if answers changed meanwhile, so the last
   * change is never left out.
   */
  runNow(linkId: string): Promise<void> {
    const inFlight = this.running.get(linkId);
    if (inFlight) return inFlight.catch(() => undefined).then(() => this.runNow(linkId));
    // The staleness check is part of the run, so callers arriving while it reads share it.
    const run = this.runIfStale(linkId).finally(() => this.running.delete(linkId));
    this.running.set(linkId, run);
    return run;
  }

  private async runIfStale(linkId: string): Promise<void> {
    if (await this.isStale(linkId)) await this.generate(linkId);
  }

  private async generate(linkId: string): Promise<void> {
    const { revision, answers } = await this.analytics.answersAt(linkId);
    if (answers.length === 0) return;
    const started = Date.now();
    const output = await this.analyzer.analyze({ answers });
    if (await this.analytics.isDeleted(linkId)) return; // the link went away meanwhile
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
