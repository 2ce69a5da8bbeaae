import { z } from 'zod';
import { Id } from './common';
import { ShortCode } from './link';

/**
 * Who may call a route: anyone; a signed-in owner (session cookie or API key); or only an owner's
 * session, never an API key (managing keys, deleting the account).
 */
export type RouteAuth = 'public' | 'owner' | 'session';
export type RouteMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RouteHeader {
  description: string;
  schema?: z.ZodType;
  required?: boolean;
}

/** One HTTP route of the gateway: what the OpenAPI document says of it, checked against what Nest registers. */
export interface RouteDef {
  /** Unique, camelCase: the operationId client generators name their functions after. */
  id: string;
  method: RouteMethod;
  /** OpenAPI template: `/api/feedback-links/{id}`. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  auth: RouteAuth;
  /** Path parameters default to the schemas in `PATH_PARAMS` by name. */
  params?: Record<string, z.ZodType>;
  query?: z.ZodObject;
  body?: z.ZodType;
  headers?: Record<string, RouteHeader>;
  /** The success status and its body (none for 204 and redirects). */
  status: number;
  reply?: z.ZodType;
  /** Media types the success body may also come as, besides JSON (a download, an image): plain text or bytes. */
  replyMedia?: string[];
  replyHeaders?: Record<string, string>;
  /** Failures beyond the ones every route of its kind has (400 for a body, 401 and 404 for owners...). */
  errors?: number[];
}

/** Lets a table be typed as routes while keeping it a plain array literal. */
export const routes = (...defs: RouteDef[]): RouteDef[] => defs;

/** `{ ok: true }`: the answer of a write that has nothing else to say. */
export const Ack = z.object({ ok: z.literal(true) });
/** Path parameters by name, unless a route says otherwise. */
export const PATH_PARAMS: Record<string, z.ZodType> = { id: Id, shortCode: ShortCode };
/** A document served as it is (OpenAPI, AsyncAPI). */
export const JsonDocument = z.object({}).passthrough();
