import type { Analyzer } from './analyzer.port';
import { LocalAnalyzer } from './local-analyzer';
import { OpenAIAnalyzer, type AnalyzerLogger } from './openai-analyzer';

export interface AnalyzerConfig { openaiApiKey?: string; openaiBaseUrl?: string; openaiModel?: string; timeoutMs?: number }

/** OpenAI (falling back to the built-in analyzer) when a key is set; otherwise the built-in one. */
export function createAnalyzer(config: AnalyzerConfig, logger?: AnalyzerLogger): Analyzer {
  const local = new LocalAnalyzer();
  if (!config.openaiApiKey) return local;
  return new OpenAIAnalyzer({
    apiKey: config.openaiApiKey,
    baseURL: config.openaiBaseUrl || undefined,
    model: config.openaiModel || 'gpt-4o-mini',
    timeoutMs: config.timeoutMs,
    fallback: local,
    logger,
  });
}
