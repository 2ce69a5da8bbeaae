import { DynamicModule, Module, OnModuleInit } from '@nestjs/common';
import { EventSourcedStreams } from '@pill/platform/event-sourcing/event-sourced-streams';
import { createLogger } from '@pill/platform/logger';
import { PlatformModule, type ServiceContext } from '@pill/platform/nest/platform.module';
import { AnalysisMessages } from './analysis.messages';
import { ANALYZER } from './analyzer/analyzer.port';
import { createAnalyzer } from './analyzer/create-analyzer';
import { AnalysisResults } from './read-model/analysis-results';
import { LinkAnalytics } from './read-model/link-analytics';
import { AnalysisScheduler } from './unified/analysis-scheduler';

@Module({})
export class AnalysisServiceModule implements OnModuleInit {
  constructor(private readonly streams: EventSourcedStreams, private readonly results: AnalysisResults) {}

  /** Read-your-writes: a finished run's analysis is read at once, before the bus delivers it. */
  onModuleInit(): void {
    this.streams.afterAppend(async (events) => {
      for (const event of events) await this.results.apply(event);
    });
  }

  static register(ctx: Omit<ServiceContext, 'service'>): DynamicModule {
    const c = ctx.config;
    const analyzer = createAnalyzer({ openaiApiKey: c.OPENAI_API_KEY, openaiBaseUrl: c.OPENAI_BASE_URL, openaiModel: c.OPENAI_MODEL }, createLogger('analysis', c.LOG_LEVEL));
    return {
      module: AnalysisServiceModule,
      imports: [PlatformModule.forService({ ...ctx, service: 'analysis' }, { eventSourced: true })],
      controllers: [AnalysisMessages],
      providers: [LinkAnalytics, AnalysisResults, AnalysisScheduler, { provide: ANALYZER, useValue: analyzer }],
    };
  }
}
