import OpenAI from 'openai';
import type { AnalysisResult } from '@pill/proto/analytics';
import type { AnalysisInput, AnalysisOutput, Analyzer } from '../analyzer.port';
import { groundEvidence } from '../ground-evidence';
import { answersWithin, parseResult, RESULT_JSON_SCHEMA, SYSTEM, userMessage } from './openai-prompt';
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
  /** Characters of answers sent with the first analysis; a larger link sends the answers it quotes and a sample. */
  answerChars?: number;
  retry?: Partial<RetryPolicy>;
  /** The built-in analyzer: its analysis is the structure the model writes from, and the answer when the model fails. */
  local: Analyzer;
  logger?: AnalyzerLogger;
}

/**
 * Analysis by any OpenAI-compatible chat-completions server (OpenAI, or Ollama, llama.cpp or vLLM
 * on your own machine), grounded in the built-in analysis: the model gets its themes, quotes and
 * concerns with the answers, returns structured output checked against the contract, and every
 * quote it returns is checked against the answers. Any failure shows the built-in analysis, and
 * the owner is told.
 */
export class OpenAIAnalyzer implements Analyzer {
  private readonly client: OpenAI;
  private readonly model: string;
  private readonly timeoutMs: number;
  private readonly answerChars: number;
  private readonly retry: RetryPolicy;

  constructor(private readonly options: OpenAIAnalyzerOptions) {
    this.timeoutMs = options.timeoutMs ?? 60_000;
    // Retries are ours (bounded, 429 and 5xx only), so the client's own are off.
    this.client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, maxRetries: 0, timeout: this.timeoutMs });
    this.model = options.model ?? 'gpt-4o-mini';
    this.answerChars = options.answerChars ?? 24_000;
    this.retry = { maxAttempts: 3, baseDelayMs: 1_000, maxDelayMs: 30_000, ...options.retry };
  }

  async analyze(input: AnalysisInput, signal?: AbortSignal): Promise<AnalysisOutput> {
    const local = await this.options.local.analyze(input, signal);
    const answers = input.answers.filter((a) => a.response.trim().length > 0);
    if (answers.length === 0) return local;
    try {
      const quoted = [
        ...local.result.criticalConcerns.flatMap((c) => c.evidence),
        ...local.result.summary.keyThemes.flatMap((t) => t.examples),
      ];
      const sent = answersWithin(answers, quoted, this.answerChars);
      const raw = await this.complete(userMessage(input.linkTitle, local.result, sent, answers.length), signal);
      const { result, dropped } = groundEvidence(raw, answers);
      if (dropped > 0) this.options.logger?.warn({ dropped }, 'AI analysis quoted text that is not in any answer; dropped it');
      return { result, analyzer: 'openai' };
    } catch (err) {
      if (signal?.aborted) throw err;
      this.options.logger?.warn({ reason: describe(err) }, 'AI analysis failed; using the built-in analyzer');
      return { ...local, message: FALLBACK_MESSAGE };
    }
  }

  private complete(user: string, signal?: AbortSignal): Promise<AnalysisResult> {
    return withRetry(
      async () => {
        const completion = await this.client.chat.completions.create(
          {
            model: this.model,
            messages: [
              { role: 'system', content: SYSTEM },
              { role: 'user', content: user },
            ],
            response_format: { type: 'json_schema', json_schema: { name: 'analysis_result', strict: true, schema: RESULT_JSON_SCHEMA } },
          },
          { signal, timeout: this.timeoutMs },
        );
        const choice = completion.choices[0];
        if (choice?.finish_reason === 'length') throw new Error('model output was cut off');
        return parseResult(choice?.message?.content);
      },
      this.retry,
      signal,
    );
  }
}

/** What went wrong, without any respondent text. */
function describe(err: unknown): string {
  if (err instanceof OpenAI.APIError) return `${err.constructor.name}${err.status ? ` ${err.status}` : ''}`;
  if (err instanceof SyntaxError) return 'malformed JSON from model';
  if (err instanceof Error && err.name === 'ZodError') return 'model output does not match the contract';
  return err instanceof Error ? err.message.slice(0, 200) : 'unknown error';
}
