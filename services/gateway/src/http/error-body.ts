import type { FastifyError } from 'fastify';
import { HttpException } from '@nestjs/common';
import { isDomainError } from '@pill/platform/errors';
import type { Logger } from '@pill/platform/logger';
import type { ModerationRefusal } from '@pill/proto/common';
import { STATUS_OF } from './status';

/**
 * Every failure answers JSON `{ message }` with a 4xx for the client's mistakes, never a stack;
 * a moderation refusal also says its kind and the field it concerns.
 */
export function errorBody(error: unknown, logger: Logger): { status: number; message: string; refusal?: ModerationRefusal } {
  if (isDomainError(error)) return { status: STATUS_OF[error.code], message: error.message, refusal: error.refusal };
  if (error instanceof HttpException) {
    const body = error.getResponse();
    const message = typeof body === 'string' ? body : (body as { message?: string | string[] }).message;
    return { status: error.getStatus(), message: Array.isArray(message) ? message.join(', ') : (message ?? error.message) };
  }
  const fe = error as FastifyError;
  if (fe?.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return { status: 413, message: 'The request is too large.' };
  if (fe?.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return { status: 415, message: 'Send the request body as application/json.' };
  if (fe?.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || (fe instanceof SyntaxError && fe.statusCode === 400))
    return { status: 400, message: 'The request body is not valid JSON.' };
  if (fe?.statusCode === 429) return { status: 429, message: 'Too many requests. Please wait a minute and try again.' };
  if (fe?.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) return { status: fe.statusCode, message: fe.message };
  logger.error({ err: error }, 'unhandled error');
  return { status: 500, message: 'Something went wrong on our side. Please try again.' };
}
