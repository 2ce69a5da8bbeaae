import type { ErrorCode, ModerationRefusal, RemoteError } from '@pill/proto/common';

/** A refusal with a stable code; the gateway alone turns codes into HTTP statuses. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** A moderation refusal's kind and the field it concerns. */
    readonly refusal?: ModerationRefusal,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  toRemote(): RemoteError {
    return { code: this.code, message: this.message, ...(this.refusal ? { refusal: this.refusal } : {}) };
  }
}

export const notFound = (message: string) => new DomainError('NOT_FOUND', message);
export const invalid = (message: string) => new DomainError('VALIDATION', message);
export const conflict = (message: string) => new DomainError('CONFLICT', message);

/** Optimistic concurrency: the stream moved on since it was read. */
export class StreamVersionConflict extends DomainError {
  constructor(
    readonly streamId: string,
    readonly expected: number | 'any',
    readonly actual: number,
  ) {
    super('CONFLICT', `Stream ${streamId} is at version ${actual}, expected ${expected}`);
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
