import { Id } from '@pill/proto/common';
import { invalid, notFound } from '@pill/platform/errors';
import type { z } from 'zod';

/** Parses a request part with its proto schema; the first problem becomes the 400 message. */
export function parse<S extends z.ZodTypeAny>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (!issue) throw invalid('Invalid request.');
  const generic = /^(Invalid|Expected|Too (big|small)|Unrecognized)/.test(issue.message);
  throw invalid(generic && issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message);
}

/** An id in a path that cannot be valid cannot name anything: it is simply not found. */
export function pathId(value: unknown, what = 'Not found'): string {
  const result = Id.safeParse(value);
  if (!result.success) throw notFound(what);
  return result.data;
}
