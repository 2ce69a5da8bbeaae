import { Inject, Injectable, OnModuleDestroy, Optional } from '@nestjs/common';
import type { Counter } from 'prom-client';
import { CLOCK, type Clock } from '@pill/platform/clock';
import { CONFIG, type Config } from '@pill/platform/config';
import { EventSourcedStreams } from '@pill/platform/event-sourcing/event-sourced-streams';
import { INFRASTRUCTURE, type Infrastructure } from '@pill/platform/infrastructure';
import { LOGGER, type Logger } from '@pill/platform/logger';
import { analysesCounter } from '@pill/platform/metrics/business-metrics';
import { ANALYZER, type Analyzer } from '../analyzer/analyzer.port';
import { AnswerVectors } from '../answer-vectors/answer-vectors';
import { AnalysisResults, analysisStreamId } from '../read-model/analysis-results';
import { LinkAnalytics } from '../read-model/link-analytics';

/** A run reads at most this many answers, the most recent. */
export const MAX_RUN_ANSWERS = 50_000;
/**
 * After a run over at least PAUSE_FROM answers, the link waits this long per answer before its
 * next run (at most MAX_PAUSE_MS): a big link cannot take the analysis thread for itself, while a
 * small one is analysed again as soon as its answers settle.
 */
export const PAUSE_FROM = 1_000;
export const PAUSE_PER_ANSWER_MS = 5;
export const MAX_PAUSE_MS = 120_000;

const pauseAfter = (answers: number) => (answers < PAUSE_FROM ? 0 : Math.min(MAX_PAUSE_MS, answers * PAUSE_PER_ANSWER_MS));

/**
 * Regenerates a link's analysis after its answers stop changing for a quiet period, one run at a
 * time per link and not sooner after the last than that run's size allows, and stores each
 * result as an `analysis.completed` event.
 */
@Injectable()
export class AnalysisScheduler implements OnModuleDestroy {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Map<string, Promise<void>>();
  /** When each link may run again (ms since the epoch, by the process clock). */
  private readonly nextAllowed = new Map<string, number>();
  private closed = false;
  private readonly analyses?: Counter<'outcome'>;

  constructor(
    private readonly analytics: LinkAnalytics,
    private readonly results: AnalysisResults,
    private readonly streams: EventSourcedStreams,
    private readonly vectors: AnswerVectors,
    @Inject(ANALYZER) private readonly analyzer: Analyzer,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: Logger,
    @Optional() @Inject(INFRASTRUCTURE) infra?: Infrastructure,
  ) {
    this.analyses = infra && analysesCounter(infra.metrics);
  }

  /** Answers changed: run after the quiet period, or once the link's pause is over. */
  markDirty(linkId: string): void {
    if (this.closed) return;
    clearTimeout(this.timers.get(linkId));
    const wait = Math.max(this.config.ANALYSIS_QUIET_PERIOD_MS, (this.nextAllowed.get(linkId) ?? 0) - Date.now());
    const timer = setTimeout(() => {
      this.timers.delete(linkId);
      this.runNow(linkId).catch((err: unknown) => this.logger.error({ err, linkId }, 'analysis failed'));
    }, wait);
    timer.unref();
    this.timers.set(linkId, timer);
  }

  async isStale(linkId: string): Promise<boolean> {
    const [latest, revision] = await Promise.all([this.results.get(linkId), this.analytics.revision(linkId)]);
    return !latest || latest.sourceRevision < revision;
  }

  /** Whether the link's pause after its last run is over (a stale read then need not wait for a timer). */
  mayRun(linkId: string): boolean {
    return (this.nextAllowed.get(linkId) ?? 0) <= Date.now();
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
    if (!(await this.isStale(linkId))) return;
    try {
      if (await this.generate(linkId)) this.analyses?.inc({ outcome: 'completed' });
    } catch (error) {
      this.analyses?.inc({ outcome: 'failed' });
      throw error;
    }
  }

  /** False when there was nothing to store: no answers, or the link went away meanwhile. */
  private async generate(linkId: string): Promise<boolean> {
    const { revision, answers: all } = await this.analytics.answersAt(linkId);
    if (all.length === 0) return false;
    const answers = all.slice(-MAX_RUN_ANSWERS);
    const started = Date.now();
    const [units, questions] = await Promise.all([
      this.vectors.unitsFor(linkId, answers),
      this.vectors.questionVectors(answers.map((a) => a.questionText)),
    ]);
    const output = await this.analyzer.analyze({ answers, units, questions });
    this.nextAllowed.set(linkId, Date.now() + pauseAfter(answers.length));
    if (await this.analytics.isDeleted(linkId)) return false;
    await this.streams.appendEvents(analysisStreamId(linkId), 'any', [
      {
        type: 'analysis.completed',
        data: {
          linkId,
          analyzer: output.analyzer,
          ...(output.message ? { message: output.message } : {}),
          basedOnResponses: answers.length,
          sourceRevision: revision,
          generatedAt: this.clock.now().toISOString(),
          result: output.result,
        },
      },
    ]);
    this.logger.info({ linkId, answers: answers.length, ms: Date.now() - started, analyzer: output.analyzer }, 'analysis completed');
    return true;
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    this.timers.forEach((t) => clearTimeout(t));
    await Promise.allSettled([...this.running.values()]);
  }
}
