import { DynamicModule, Inject, Injectable, Module, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { analysisEncoder } from '@pill/platform/encoder/worker-encoder';
import { EventSourcedStreams } from '@pill/platform/event-sourcing/event-sourced-streams';
import { createLogger } from '@pill/platform/logger';
import { PlatformModule, type ServiceContext } from '@pill/platform/nest/platform.module';
import { VECTOR_STORE } from '@pill/platform/vectors/vector-store.port';
import { AnalysisMessages } from './analysis.messages';
import { ANALYZER } from './analyzer/analyzer.port';
import { createAnalyzer } from './analyzer/create-analyzer';
import { WorkerEngine } from './analyzer/local/local-analyzer';
import { AnswerVectors, SENTENCE_ENCODER } from './answer-vectors/answer-vectors';
import { AnalysisResults } from './read-model/analysis-results';
import { LinkAnalytics } from './read-model/link-analytics';
import { LinkOwners } from './read-model/link-owners';
import { AnalysisScheduler } from './unified/analysis-scheduler';

/** The threads the analysis runs on stop with the service. */
@Injectable()
class AnalysisThreads implements OnApplicationShutdown {
  constructor(@Inject(WorkerEngine) private readonly engine: WorkerEngine) {}

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.engine.close(), analysisEncoder().close()]);
  }
}

@Module({})
export class AnalysisServiceModule implements OnModuleInit {
  constructor(
    private readonly streams: EventSourcedStreams,
    private readonly results: AnalysisResults,
  ) {}

  /** Read-your-writes: a finished run's analysis is read at once, before the bus delivers it. */
  onModuleInit(): void {
    this.streams.afterAppend(async (events) => {
      for (const event of events) await this.results.apply(event);
    });
  }

  static register(ctx: Omit<ServiceContext, 'service'>): DynamicModule {
    const c = ctx.config;
    const engine = new WorkerEngine();
    const analyzer = createAnalyzer(
      { openaiApiKey: c.OPENAI_API_KEY, openaiBaseUrl: c.OPENAI_BASE_URL, openaiModel: c.OPENAI_MODEL },
      createLogger('analysis', c.LOG_LEVEL),
      engine.run,
    );
    return {
      module: AnalysisServiceModule,
      imports: [PlatformModule.forService({ ...ctx, service: 'analysis' }, { eventSourced: true })],
      controllers: [AnalysisMessages],
      providers: [
        LinkAnalytics,
        LinkOwners,
        AnalysisResults,
        AnalysisScheduler,
        AnswerVectors,
        AnalysisThreads,
        { provide: ANALYZER, useValue: analyzer },
        { provide: WorkerEngine, useValue: engine },
        { provide: SENTENCE_ENCODER, useFactory: () => analysisEncoder() },
        { provide: VECTOR_STORE, useFactory: () => ctx.infra.vectorStore('analysis') },
      ],
    };
  }
}
