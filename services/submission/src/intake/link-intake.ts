import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@pill/platform/errors';
import type { ReceivedEvent } from '@pill/platform/transport/received-event';
import { PROJECTION_STORE, type ProjectionCollection, type ProjectionStore } from '@pill/platform/projection/projection-store.port';
import { admit, record, submittedBytes, type Arrival, type DailyIntake, type IntakeCaps, type IntakeVerdict } from './daily-intake';

type Decision<V> = { doc?: DailyIntake; verdict: V };

export const INTAKE_CAPS = Symbol('IntakeCaps');
const ATTEMPTS = 50;

/**
 * Each link's intake for the day, in the projection store every replica of the service shares, so
 * the daily caps hold however many processes accept submissions. A submission takes its place
 * before it is stored; its received event counts it again only where nothing did (a replay at
 * start, a rebuilt read model), so each counts once. One document per link: a new day replaces it.
 */
@Injectable()
export class LinkIntake {
  private readonly intake: ProjectionCollection<DailyIntake>;
  /** Per link, the change in flight in this process: they queue here instead of racing for a version. */
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(
    @Inject(PROJECTION_STORE) store: ProjectionStore,
    @Inject(INTAKE_CAPS) private readonly caps: IntakeCaps,
  ) {
    this.intake = store.collection<DailyIntake>({ name: 'daily-intake' });
  }

  /** Takes the arrival's place in its link's day, or says which cap it would pass. */
  admit(arrival: Arrival): Promise<IntakeVerdict> {
    return this.change(arrival.linkId, (current) => admit(current, arrival, this.caps));
  }

  /** Counts a stored submission in its day (idempotent). */
  async record(event: ReceivedEvent): Promise<void> {
    if (event.type !== 'submission.received') return;
    const d = event.data;
    const bytes = submittedBytes(d.responses, d.respondentName);
    const arrival = { linkId: d.linkId, submissionId: d.submissionId, day: d.submittedAt.slice(0, 10), bytes };
    await this.change(d.linkId, (current) => ({ doc: record(current, arrival), verdict: undefined }));
  }

  /**
   * Compare-and-set on the link's document: its version counts its changes, so writing the next
   * one fails when another replica wrote it first, and the decision is taken again on what it wrote.
   */
  private change<V>(linkId: string, decide: (current: DailyIntake | undefined) => Decision<V>): Promise<V> {
    const run = async (): Promise<V> => {
      const first = decide(await this.intake.get(linkId));
      if (!first.doc) return first.verdict;
      for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        let verdict = first.verdict;
        const version = await this.intake.version(linkId);
        const written = await this.intake.apply(linkId, version + 1, (current) => {
          const decided = decide(current);
          verdict = decided.verdict;
          return decided.doc ?? current ?? null;
        });
        if (written) return verdict;
      }
      throw new DomainError('UNAVAILABLE', 'This form is busy right now. Please try again in a minute.');
    };
    const queued = (this.queues.get(linkId) ?? Promise.resolve()).then(run, run);
    const settled = queued.catch(() => undefined);
    this.queues.set(linkId, settled);
    void settled.then(() => this.queues.get(linkId) === settled && this.queues.delete(linkId));
    return queued;
  }
}
