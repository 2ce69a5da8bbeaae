import OpenAI from 'openai';
import type { AnalysisResult } from '@pill/proto/analytics';
import type { AnalysisAnswer, AnalysisInput, AnalysisOutput, Analyzer } from './analyzer.port';
import { groundEvidence } from './ground-evidence';
import { RESULT_JSON_SCHEMA, SYSTEM_ANALYSE, SYSTEM_MERGE, analyseMessage, chunkAnswers, mergeMessage, parseResult } from './openai-prompt';
import { withRetry, type RetryPolicy } from './retry';

export const FALLBACK_MESSAGE = 'AI service unavailable; showing the built-in analysis.';

export interface AnalyzerLogger {
  warn(obj: object, msg?: string): void;
  info?(obj: object, msg?: string): void;
}

export interface OpenAIAnalyzerOptions {
  apiKey: string;
  baseURL?: string;
  model?: string;
  /** Per request. */
  timeoutMs?: number;
  /** Characters of answers sent in one request; more answers are analysed in batches and merged. */
  chunkChars?: number;
  retry?: Partial<RetryPolicy>;
  fallback: Analyzer;
  logger?: AnalyzerLogger;
}

/**
 * Analysis by any OpenAI-compatible chat-completions server, with structured output checked
 * against the contract and every quote checked against the answers. Any failure falls back to
 * the built-in analyzer, and the owner is told.
 */
export class OpenAIAnalyzer implements Analyzer {
  private readonly client: OpenAI;
  private readonly model: string;
  private readonly timeoutMs: number;
  private readonly chunkChars: number;
  private readonly retry: RetryPolicy;

  constructor(private readonly options: OpenAIAnalyzerOptions) {
    this.timeoutMs = options.timeoutMs ?? 60_000;
    // Retries are ours (bounded, 429 and 5xx only), so the client's own are off.
    this.client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, maxRetries: 0, timeout: this.timeoutMs });
    this.model = options.model ?? 'gpt-4o-mini';
    this.chunkChars = options.chunkChars ?? 12_000;
    this.retry = { maxAttempts: 3, baseDelayMs: 1_000, maxDelayMs: 30_000, ...options.retry };
  }

  async analyze(input: AnalysisInput, signal?: AbortSignal): Promise<AnalysisOutput> {
    const answers = input.answers.filter((a) => a.response.trim().length > 0);
    if (answers.length === 0) return this.options.fallback.analyze(input, signal);
    try {
      const raw = await this.analyseAll(input.linkTitle, answers, signal);
      const { result, dropped } = groundEvidence(raw, answers);
      if (dropped > 0) this.options.logger?.warn({ dropped }, 'AI analysis quoted text that is not in any answer; dropped it');
      return { result, analyzer: 'openai' };
    } catch (err) {
      if (signal?.aborted) throw err;
      this.options.logger?.warn({ reason: describe(err) }, 'AI analysis failed; using the built-in analyzer');
      const local = await this.options.fallback.analyze(input, signal);
      return { ...local, message: FALLBACK_MESSAGE };
    }
  }

  private async analyseAll(linkTitle: string | undefined, answers: AnalysisAnswer[], signal?: AbortSignal): Promise<AnalysisResult> {
    const chunks = chunkAnswers(answers, this.chunkChars);
    let partials: AnalysisResult[] = [];
    for (const chunk of chunks) partials.push(await this.complete(SYSTEM_ANALYSE, analyseMessage(linkTitle, chunk), signal));
    // Merge in rounds of batches that fit the budget, so any number of chunks stays bounded per call.
    while (partials.length > 1) {
      const groups: AnalysisResult[][] = [[]];
      for (const p of partials) {
        const group = groups[groups.length - 1];
        if (group.length >= 2 && JSON.stringify([...group, p]).length > this.chunkChars) groups.push([p]);
        else group.push(p);
      }
      partials = [];
      for (const g of groups) partials.push(g.length === 1 ? g[0] : await this.complete(SYSTEM_MERGE, mergeMessage(g, answers.length), signal));
    }
    return partials[0];
  }

  private complete(system: string, user: string, signal?: AbortSignal): Promise<AnalysisResult> {
    return withRetry(async () => {
      const completion = await this.client.chat.completions.create(
        {
          model: this.model,
          messages: [{ role: 'system', content: system }, { role: 'user', content: user }],
          response_format: { type: 'json_schema', json_schema: { name: 'analysis_result', strict: true, schema: RESULT_JSON_SCHEMA } },
        },
        { signal, timeout: this.timeoutMs },
      );
      const choice = completion.choices[0];
      if (choice?.finish_reason === 'length') throw new Error('model output was cut off');
      return parseResult(choice?.message?.content);
    }, this.retry, signal);
  }
}

/** What went wrong, without any respondent text. */
function describe(err: unknown): string {
  if (err instanceof OpenAI.APIError) return `${err.constructor.name}${err.status ? ` ${err.status}` : ''}`;
  if (err instanceof SyntaxError) return 'malformed JSON from model';
  if (err instanceof Error && err.name === 'ZodError') return 'model output does not match the contract';
  return err instanceof Error ? err.message.slice(0, 200) : 'unknown error';
}
