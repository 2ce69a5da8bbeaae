import { Inject, Injectable, Optional } from '@nestjs/common';
import { INFRASTRUCTURE, type Infrastructure } from '@pill/platform/infrastructure';
import { Counter } from 'prom-client';
import type { SentenceEncoder } from '@pill/platform/encoder/sentence-encoder';
import { LOGGER, type Logger } from '@pill/platform/logger';
import { VECTOR_STORE, type StoredVectors, type VectorStore } from '@pill/platform/vectors/vector-store.port';
import type { AnalysisAnswer, AnswerUnits } from '../analyzer/analyzer.port';
import { embedQuestions, embedUnits, unitsModel } from '../analyzer/local/embed-units';

export const SENTENCE_ENCODER = Symbol('SentenceEncoder');

/** An answer to embed: the link it belongs to and its text. */
export interface ArrivedAnswer {
  responseId: string;
  linkId: string;
  response: string;
}

/** Answers embedded in one request to the encoder. */
const BATCH = 32;
/** Stored vectors read in one query: a large link is read in pieces, between which requests are served. */
const PAGE = 500;
/** How long an erased answer is remembered, so an embedding already under way cannot store it again. */
const TOMBSTONE_MS = 10 * 60_000;
const QUESTIONS_KEPT = 1_000;

const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Each answer's units and their vectors, kept in the vector store: embedded once, in the
 * background, when the answer arrives; read by every analysis run; erased with the answer. A run
 * that finds an answer not embedded yet (its process stopped first, or the model changed) embeds it
 * then, so nothing is lost and nothing stored is embedded twice.
 */
@Injectable()
export class AnswerVectors {
  private readonly queue = new Map<string, ArrivedAnswer>();
  /** Answers being embedded now, by id: a run waits for them rather than embedding them twice. */
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private draining?: Promise<void>;
  private readonly erased = new Map<string, number>();
  private readonly erasedLinks = new Map<string, number>();
  private readonly questions = new Map<string, Float32Array>();
  private readonly model: string;
  private readonly embedded: Counter;

  constructor(
    @Inject(VECTOR_STORE) private readonly store: VectorStore,
    @Inject(SENTENCE_ENCODER) private readonly encoder: SentenceEncoder,
    @Inject(LOGGER) private readonly logger: Logger,
    @Optional() @Inject(INFRASTRUCTURE) infra?: Infrastructure,
  ) {
    this.model = unitsModel(encoder);
    const name = 'pill_analysis_answers_embedded_total';
    this.embedded =
      (infra?.metrics.getSingleMetric(name) as Counter | undefined) ??
      new Counter({
        name,
        help: 'Answers this process embedded (each is embedded once, when it arrives)',
        registers: infra ? [infra.metrics] : [],
      });
  }

  /** Queues answers that arrived for embedding; returns at once. */
  arrived(answers: ArrivedAnswer[]): void {
    for (const a of answers) if (a.response.trim()) this.queue.set(a.responseId, a);
    this.draining ??= this.drain().finally(() => {
      this.draining = undefined;
    });
  }

  /** Resolves once everything queued so far is embedded (tests, benchmarks). */
  async idle(): Promise<void> {
    while (this.draining) await this.draining;
  }

  private async drain(): Promise<void> {
    while (this.queue.size > 0) {
      const batch = [...this.queue.values()].slice(0, BATCH);
      batch.forEach((a) => this.queue.delete(a.responseId));
      const work = (async () => {
        // After a restart every answer arrives again: what is stored is not embedded twice.
        const stored = new Set(
          (await this.store.get(batch.map((a) => a.responseId))).filter((r) => r.model === this.model).map((r) => r.id),
        );
        await this.embed(batch.filter((a) => !stored.has(a.responseId)));
      })();
      batch.forEach((a) => this.inFlight.set(a.responseId, work));
      try {
        await work;
      } catch (err) {
        this.logger.warn({ err, answers: batch.length }, 'embedding answers failed; the next analysis run embeds them');
      } finally {
        batch.forEach((a) => this.inFlight.delete(a.responseId));
      }
    }
  }

  private async embed(answers: ArrivedAnswer[]): Promise<Map<string, AnswerUnits>> {
    if (answers.length === 0) return new Map();
    const units = await embedUnits(
      this.encoder,
      answers.map((a) => a.response),
    );
    this.embedded.inc(answers.length);
    const records: StoredVectors[] = answers
      .map((a, i) => ({ id: a.responseId, group: a.linkId, model: this.model, ...units[i] }))
      .filter((r) => !this.isErased(r));
    await this.store.put(records);
    // Erased while it was being stored: erase it again.
    const late = records.filter((r) => this.isErased(r)).map((r) => r.id);
    if (late.length > 0) await this.store.delete(late);
    return new Map(answers.map((a, i) => [a.responseId, units[i]]));
  }

  /**
   * The units of a link's answers, in their order. Answers still waiting in the background queue
   * are embedded now, with this run; those being embedded are waited for; nothing is embedded twice.
   */
  async unitsFor(linkId: string, answers: AnalysisAnswer[]): Promise<AnswerUnits[]> {
    for (const a of answers) this.queue.delete(a.responseId);
    await Promise.allSettled(answers.flatMap((a) => this.inFlight.get(a.responseId) ?? []));
    const found = new Map<string, AnswerUnits>();
    for (let after: string | undefined; ;) {
      const page = await this.store.page(linkId, after, PAGE);
      for (const r of page) if (r.model === this.model) found.set(r.id, { spans: r.spans, vectors: r.vectors, scales: r.scales });
      if (page.length < PAGE) break;
      after = page[page.length - 1].id;
      await yieldToRequests();
    }
    const missing = answers.filter((a) => !found.has(a.responseId) && a.response.trim());
    for (let i = 0; i < missing.length; i += BATCH) {
      const made = await this.embed(missing.slice(i, i + BATCH).map((a) => ({ responseId: a.responseId, linkId, response: a.response })));
      made.forEach((u, id) => found.set(id, u));
    }
    return answers.map((a) => found.get(a.responseId) ?? { spans: [], vectors: new Int8Array(0), scales: new Float32Array(0) });
  }

  /** The vector of each question asked, kept in memory: a link asks the same few questions every run. */
  async questionVectors(texts: string[]): Promise<Map<string, Float32Array>> {
    const missing = [...new Set(texts.filter((t) => !this.questions.has(t)))];
    if (missing.length > 0) {
      for (const [q, v] of await embedQuestions(this.encoder, missing)) this.questions.set(q, v);
      while (this.questions.size > QUESTIONS_KEPT) this.questions.delete(this.questions.keys().next().value as string);
    }
    // Copies: a run moves its vectors to the analysis thread.
    return new Map([...new Set(texts)].map((t) => [t, (this.questions.get(t) as Float32Array).slice()]));
  }

  private isErased(r: { id: string; group: string }): boolean {
    return this.erased.has(r.id) || this.erasedLinks.has(r.group);
  }

  private remember(tombstones: Map<string, number>, ids: string[]): void {
    const now = Date.now();
    for (const [id, at] of tombstones) if (now - at > TOMBSTONE_MS) tombstones.delete(id);
    for (const id of ids) tombstones.set(id, now);
  }

  /** Erases the vectors of deleted answers (also from an embedding still under way). */
  async forget(responseIds: string[]): Promise<void> {
    if (responseIds.length === 0) return;
    this.remember(this.erased, responseIds);
    responseIds.forEach((id) => this.queue.delete(id));
    await this.store.delete(responseIds);
  }

  /** Erases every vector of a deleted link. */
  async forgetLink(linkId: string): Promise<void> {
    this.remember(this.erasedLinks, [linkId]);
    for (const [id, a] of this.queue) if (a.linkId === linkId) this.queue.delete(id);
    await this.store.deleteGroup(linkId);
  }
}
