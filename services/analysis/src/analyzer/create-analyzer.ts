import type { Analyzer } from './analyzer.port';
import { inThisThread, LocalAnalyzer, type Engine } from './local/local-analyzer';
import { OpenAIAnalyzer, type AnalyzerLogger } from './openai/openai-analyzer';

export interface AnalyzerConfig {
  openaiApiKey?: string;
  openaiBaseUrl?: string;
  openaiModel?: string;
  timeoutMs?: number;
}

/** OpenAI (falling back to the built-in analyzer) when a key is set; otherwise the built-in one. */
export function createAnalyzer(config: AnalyzerConfig, logger?: AnalyzerLogger, engine: Engine = inThisThread): Analyzer {
  const local = new LocalAnalyzer(engine);
  if (!config.openaiApiKey) return local;
  return new OpenAIAnalyzer({
    apiKey: config.openaiApiKey,
    baseURL: config.openaiBaseUrl || undefined,
    model: config.openaiModel || 'gpt-4o-mini',
    timeoutMs: config.timeoutMs,
    local,
    logger,
  });
}
