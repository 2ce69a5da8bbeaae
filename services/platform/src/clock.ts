import { randomUUID } from 'node:crypto';

/** Time and ids are injected so business rules stay deterministic under test. */
export interface Clock {
  now(): Date;
}
export interface IdGenerator {
  newId(): string;
}

export const CLOCK = Symbol('Clock');
export const ID_GENERATOR = Symbol('IdGenerator');

export const systemClock: Clock = { now: () => new Date() };
export const uuidGenerator: IdGenerator = { newId: () => randomUUID() };
