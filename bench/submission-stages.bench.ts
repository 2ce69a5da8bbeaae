/**
 * Where one submission's time goes, from the traces the embedded product exports: one respondent
 * submits one after another, a local OTLP/HTTP receiver collects the spans, and each span's own
 * time (its duration less its children's) is charged to the stage of its nearest named ancestor.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SubmissionBody } from '@pill/proto/submission';
import { createLink } from '../test/api/support/builders';
import { Client, signUpOwner } from '../test/api/support/http';
import { startEmbeddedTarget } from '../test/api/support/app';
import { otlpReceiver, type ExportedSpan as Span } from '../test/api/support/otlp-receiver';
import type { Figure } from './http.bench';

const SUBMISSIONS = Number(process.env.BENCH_STAGE_SUBMISSIONS ?? 200);

/** Span names to stages; a span not named here belongs to its parent's stage. */
const STAGES: Array<[RegExp, string]> = [
  [/^POST /, 'HTTP, routing, validation, receipt (gateway)'],
  [/^send submission\.submit$/, 'request/reply to the submission service'],
  [/^process submission\.submit$/, 'submission service, other'],
  [/^submit: link$/, 'link check'],
  [/^submit: moderation$/, 'moderation'],
  [/^submit: intake$/, 'daily intake and response limit'],
  [/^event-store /, 'store (event append, stream read)'],
  [/^(publish|process) submission\.received$/, 'after the reply: outbox and projections'],
];

const durationMs = (s: Span) => Number(BigInt(s.endTimeUnixNano) - BigInt(s.startTimeUnixNano)) / 1e6;

/** Milliseconds per stage over the traces that hold a submission's server span. */
export function stageTimes(spans: Span[]): { traces: number; perStage: Map<string, number> } {
  const byId = new Map(spans.map((s) => [s.spanId, s]));
  const children = new Map<string, number>();
  for (const s of spans) if (s.parentSpanId) children.set(s.parentSpanId, (children.get(s.parentSpanId) ?? 0) + durationMs(s));
  const stageOf = (s: Span | undefined): string | undefined => {
    for (let at = s; at; at = at.parentSpanId ? byId.get(at.parentSpanId) : undefined) {
      const stage = STAGES.find(([name]) => name.test(at!.name));
      if (stage) return stage[1];
    }
    return undefined;
  };
  const submitted = new Set(spans.filter((s) => /^POST .*\/responses$/.test(s.name)).map((s) => s.traceId));
  const perStage = new Map<string, number>();
  for (const s of spans) {
    const stage = submitted.has(s.traceId) ? stageOf(s) : undefined;
    if (!stage) continue;
    const own = Math.max(0, durationMs(s) - (children.get(s.spanId) ?? 0));
    perStage.set(stage, (perStage.get(stage) ?? 0) + own);
  }
  for (const [stage, total] of perStage) perStage.set(stage, total / submitted.size);
  return { traces: submitted.size, perStage };
}

/** The zod parse of the same body alone, in this process: part of the gateway's stage. */
function validationMs(body: unknown): number {
  for (let i = 0; i < 2_000; i++) SubmissionBody.parse(body);
  const started = process.hrtime.bigint();
  for (let i = 0; i < 10_000; i++) SubmissionBody.parse(body);
  return Number(process.hrtime.bigint() - started) / 1e6 / 10_000;
}

export async function benchSubmissionStages(): Promise<Figure[]> {
  const spans: Span[] = [];
  const receiver = await otlpReceiver(spans);
  const endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  const pill = await startEmbeddedTarget({
    SAMPLE_PILLS: 'off',
    LOG_LEVEL: 'error',
    OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
    OTEL_BSP_SCHEDULE_DELAY: '100',
    // Every span of the run is kept: a full queue would drop whole submissions from the split.
    OTEL_BSP_MAX_QUEUE_SIZE: '100000',
    OTEL_BSP_MAX_EXPORT_BATCH_SIZE: '5000',
  });
  try {
    const owner = await signUpOwner(() => pill.url);
    const link = await createLink(owner);
    const respondent = new Client(() => pill.url);
    const body = {
      responses: [
        { questionId: 'default-general-1', response: 'You explain decisions clearly and listen in meetings.' },
        { questionId: 'default-general-2', response: 'Share the agenda a day before.' },
      ],
    };
    const path = `/api/public/feedback-links/${link.shortCode}/responses`;
    for (let i = 0; i < 20; i++) await respondent.post(path, body);
    // Each measured submission names its own trace, so nothing else is counted.
    const measured = new Set<string>();
    const started = Date.now();
    for (let i = 0; i < SUBMISSIONS; i++) {
      const traceId = randomBytes(16).toString('hex');
      measured.add(traceId);
      const traceparent = `00-${traceId}-${randomBytes(8).toString('hex')}-01`;
      const reply = await respondent.post(path, body, { traceparent });
      if (reply.status !== 201) throw new Error(`a submission answered ${reply.status}`);
    }
    const wallMs = (Date.now() - started) / SUBMISSIONS;
    // The last batches are exported within the schedule delay; wait until no new span arrives.
    for (let seen = -1; seen !== spans.length;) {
      seen = spans.length;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    const { traces, perStage } = stageTimes(spans.filter((s) => measured.has(s.traceId)));
    if (traces < SUBMISSIONS * 0.95) throw new Error(`only ${traces} of ${SUBMISSIONS} submissions were traced`);
    const figures = STAGES.map(([, stage]) => stage)
      .filter((stage, i, all) => all.indexOf(stage) === i)
      .map((stage) => ({ name: `  ${stage}`, value: perStage.get(stage) ?? 0, unit: 'ms' }));
    return [
      { name: `one submission, client to reply (${SUBMISSIONS} in a row, traced)`, value: wallMs, unit: 'ms' },
      ...figures,
      { name: '  of the gateway: zod validation alone', value: validationMs(body), unit: 'ms' },
    ];
  } finally {
    await pill.close();
    receiver.close();
  }
}
