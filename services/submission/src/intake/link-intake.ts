import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@pill/platform/errors';
import type { ReceivedEvent } from '@pill/platform/transport/received-event';
import { PROJECTION_STORE, type ProjectionCollection, type ProjectionStore } from '@pill/platform/projection/projection-store.port';
import {
  admit,
  record,
  submittedBytes,
  totalOf,
  type Arrival,
  type DailyIntake,
  type IntakeCaps,
  type IntakeVerdict,
} from './daily-intake';

type Decision<V> = { doc?: DailyIntake; verdict: V };

export const INTAKE_CAPS = Symbol('IntakeCaps');
const ATTEMPTS = 50;

/** That a submission was counted in its link's intake, and on which day. */
type IntakeMark = { linkId: string; day: string };

/**
 * Each link's intake for the day, in the projection store every replica of the service shares, so
 * the daily caps hold however many processes accept submissions. A submission takes its place
 * before it is stored; its received event counts it again only where nothing did (a replay at
 * start, a rebuilt read model), so each counts once. One document per link: a new day replaces it.
 *
 * Which submissions were counted is a mark per submission, beside the link's document, so that
 * document keeps the same small size all day: a busy link's compare-and-set copies and rewrites
 * a few numbers, not every id of the day. The mark is written once its count is (a crash between
 * the two can count that one submission twice, never lose it); two retries of one submission at
 * once in a process wait for each other.
 */
@Injectable()
export class LinkIntake {
  private readonly intake: ProjectionCollection<DailyIntake>;
  private readonly marks: ProjectionCollection<IntakeMark>;
  /** Per submission, its admission or record under way in this process. */
  private readonly counting = new Map<string, Promise<unknown>>();
  /** Per link, the changes waiting for the write in flight in this process, and the links being written. */
  private readonly pending = new Map<string, Change[]>();
  private readonly writing = new Set<string>();

  constructor(
    @Inject(PROJECTION_STORE) store: ProjectionStore,
    @Inject(INTAKE_CAPS) private readonly caps: IntakeCaps,
  ) {
    this.intake = store.collection<DailyIntake>({ name: 'daily-intake' });
    this.marks = store.collection<IntakeMark>({ name: 'intake-marks' });
  }

  /** Takes the arrival's place in its link's day, or says which cap it would pass; one already counted is admitted. */
  admit(arrival: Arrival): Promise<IntakeVerdict> {
    const count = async (): Promise<IntakeVerdict> => {
      const verdict = await this.change(arrival.linkId, (current) => admit(current, arrival, this.caps));
      if (verdict.admitted) await this.marks.put(arrival.submissionId, { linkId: arrival.linkId, day: arrival.day });
      return verdict;
    };
    // An id made for this arrival was counted nowhere, and no retry of it can be under way.
    if (arrival.newId) return count();
    return this.once(arrival.submissionId, async () => ((await this.marks.get(arrival.submissionId)) ? { admitted: true } : count()));
  }

  /** How many submissions the link has taken in all. */
  async submissions(linkId: string): Promise<number> {
    return totalOf(await this.intake.get(linkId));
  }

  /** Counts a stored submission in its day (idempotent). */
  async record(event: ReceivedEvent): Promise<void> {
    if (event.type !== 'submission.received') return;
    const d = event.data;
    const bytes = submittedBytes(d.responses, d.respondentName);
    const arrival = { linkId: d.linkId, submissionId: d.submissionId, day: d.submittedAt.slice(0, 10), bytes };
    await this.once(arrival.submissionId, async () => {
      if (await this.marks.get(arrival.submissionId)) return;
      await this.change(d.linkId, (current) => ({ doc: record(current, arrival), verdict: undefined }));
      await this.marks.put(arrival.submissionId, { linkId: arrival.linkId, day: arrival.day });
    });
  }

  /** Runs `count` for a submission after any count of it already under way here. */
  private once<T>(submissionId: string, count: () => Promise<T>): Promise<T> {
    const before = this.counting.get(submissionId) ?? Promise.resolve();
    const run = before.catch(() => undefined).then(count);
    const settled = run.catch(() => undefined);
    this.counting.set(submissionId, settled);
    void settled.then(() => {
      if (this.counting.get(submissionId) === settled) this.counting.delete(submissionId);
    });
    return run;
  }

  /**
   * Compare-and-set on the link's document: its version counts its changes, so writing the next
   * one fails when another replica wrote it first, and the decisions are taken again on what it
   * wrote. Changes to one link that arrive while a write is in flight wait for it, then go in one
   * write together, each deciding on what the ones before it decided: a burst of submissions to a
   * link costs a few writes, not one round trip after another.
   */
  private change<V>(linkId: string, decide: (current: DailyIntake | undefined) => Decision<V>): Promise<V> {
    return new Promise<V>((resolve, reject) => {
      const batch = this.pending.get(linkId) ?? [];
      batch.push({ decide, resolve: resolve as (verdict: unknown) => void, reject });
      this.pending.set(linkId, batch);
      if (!this.writing.has(linkId)) void this.drain(linkId);
    });
  }

  private async drain(linkId: string): Promise<void> {
    this.writing.add(linkId);
    try {
      for (let batch = this.take(linkId); batch; batch = this.take(linkId)) {
        await this.write(linkId, batch).then(
          (verdicts) => batch.forEach((c, i) => c.resolve(verdicts[i])),
          (error: unknown) => batch.forEach((c) => c.reject(error)),
        );
      }
    } finally {
      this.writing.delete(linkId);
    }
  }

  private take(linkId: string): Change[] | undefined {
    const batch = this.pending.get(linkId);
    this.pending.delete(linkId);
    return batch;
  }

  private async write(linkId: string, batch: Change[]): Promise<unknown[]> {
    const first = fold(batch, await this.intake.get(linkId));
    if (!first.changed) return first.verdicts;
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      let verdicts = first.verdicts;
      const version = await this.intake.version(linkId);
      const written = await this.intake.apply(linkId, version + 1, (current) => {
        const folded = fold(batch, current);
        verdicts = folded.verdicts;
        return folded.doc ?? null;
      });
      if (written) return verdicts;
    }
    throw new DomainError('UNAVAILABLE', 'This form is busy right now. Please try again in a minute.');
  }
}

type Change = {
  decide: (current: DailyIntake | undefined) => Decision<unknown>;
  resolve: (verdict: unknown) => void;
  reject: (error: unknown) => void;
};

/** Each change decides on the document the ones before it left. */
function fold(batch: Change[], current: DailyIntake | undefined): { doc?: DailyIntake; verdicts: unknown[]; changed: boolean } {
  let doc = current;
  let changed = false;
  const verdicts = batch.map((c) => {
    const decided = c.decide(doc);
    if (decided.doc) [doc, changed] = [decided.doc, true];
    return decided.verdict;
  });
  return { doc, verdicts, changed };
}
