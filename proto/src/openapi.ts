import { z } from 'zod';
import * as analytics from './analytics';
import * as apiKeys from './api-keys';
import * as auth from './auth';
import { ErrorBody, ModerationRefusal } from './common';
import * as exports from './export';
import { jsonSchemaOf, namesOf, SchemaComponents, type JsonSchema } from './json-schema';
import * as link from './link';
import * as question from './question';
import type { RouteDef } from './route-def';
import { Ack, PATH_PARAMS, ROUTES } from './routes';
import * as submission from './submission';

export const API_VERSION = '1.0.0';

/** Every zod schema exported by these modules is a named component; others are inlined. */
const NAMED = namesOf(
  Object.fromEntries(
    [analytics, apiKeys, auth, exports, link, question, submission, { Ack, ErrorBody }].flatMap((module) =>
      Object.entries(module).filter((entry): entry is [string, z.ZodType] => isZod(entry[1])),
    ),
  ),
);
/** A moderation refusal's body: the message and what was refused, flat. */
const ModerationError = z.union(ModerationRefusal.options.map((refusal) => refusal.extend(ErrorBody.shape)));

function isZod(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

const ERRORS: Record<number, string> = {
  400: 'The input is invalid; `message` says what to change.',
  401: 'Not signed in, or the API key is unknown or revoked.',
  403: "A write with cookies that did not come from this site's pages, or an API key where only a session may act.",
  404: "Not found, or another owner's.",
  409: 'It conflicts with what exists.',
  410: 'The pill is closed (its response limit or closing time was reached) and takes no more responses.',
  413: 'The request body is over 1 MB.',
  415: 'The request body is not application/json.',
  422: 'Moderation refused a text: `field` (and `questionId`) say which, `kind` why; the text is never quoted.',
  429: 'Too many requests; try again later.',
  503: 'Busy; try again in a moment.',
};

const SECURITY_SCHEMES = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: 'pill_session',
    description: "The session cookie of a signed-in owner (Clerk's `__session` when AUTH_PROVIDER=clerk).",
  },
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    description:
      'An API key (`pill_…`) from POST /api/api-keys, as `Authorization: Bearer <key>`: no cookie and no `Origin` needed. ' +
      'A key acts as its owner on owner routes, but cannot create or revoke keys or delete the account.',
  },
};

/** The failures every route of its kind can answer, plus its own. */
function errorsOf(route: RouteDef): number[] {
  const codes = new Set(route.errors ?? []);
  if (route.body || route.query || route.headers) codes.add(400);
  if (route.body) [413, 415].forEach((c) => codes.add(c));
  if (route.auth !== 'public') codes.add(401);
  if (route.auth === 'session' || (route.auth === 'owner' && route.method !== 'get')) codes.add(403);
  if (route.auth !== 'public' && route.path.includes('{')) codes.add(404);
  return [...codes].sort((a, b) => a - b);
}

function parameters(route: RouteDef, components: SchemaComponents): JsonSchema[] {
  const path = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: jsonSchemaOf(route.params?.[name] ?? PATH_PARAMS[name] ?? z.string(), 'input'),
  }));
  const query = route.query ? jsonSchemaOf(route.query, 'input') : { properties: {}, required: [] };
  const required = new Set((query.required as string[] | undefined) ?? []);
  const queryParams = Object.entries((query.properties as Record<string, JsonSchema>) ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }));
  const headers = Object.entries(route.headers ?? {}).map(([name, h]) => ({
    name,
    in: 'header',
    required: h.required ?? false,
    description: h.description,
    ...(h.schema ? { schema: components.ref(h.schema, 'input') } : { schema: { type: 'string' } }),
  }));
  return [...path, ...queryParams, ...headers];
}

function responses(route: RouteDef, components: SchemaComponents): Record<string, JsonSchema> {
  const headers = Object.fromEntries(
    Object.entries(route.replyHeaders ?? {}).map(([name, description]) => [name, { description, schema: { type: 'string' } }]),
  );
  const success: JsonSchema = {
    description: route.summary,
    ...(route.replyHeaders ? { headers } : {}),
    ...(route.reply || route.replyMedia ? { content: contentOf(route, components) } : {}),
  };
  const answers: Record<string, JsonSchema> = { [String(route.status)]: success };
  for (const code of errorsOf(route)) {
    const schema = code === 422 ? 'ModerationError' : 'ErrorBody';
    answers[String(code)] = {
      description: ERRORS[code] ?? 'Refused.',
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } },
    };
  }
  return answers;
}

function contentOf(route: RouteDef, components: SchemaComponents): JsonSchema {
  const media = Object.fromEntries((route.replyMedia ?? []).map((type) => [type, { schema: { type: 'string' } }]));
  return { ...(route.reply ? { 'application/json': { schema: components.ref(route.reply, 'output') } } : {}), ...media };
}

function operation(route: RouteDef, components: SchemaComponents): JsonSchema {
  const params = parameters(route, components);
  return {
    operationId: route.id,
    tags: [route.tag],
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    ...(route.auth === 'owner' ? { security: [{ session: [] }, { apiKey: [] }] } : {}),
    ...(route.auth === 'session' ? { security: [{ session: [] }] } : {}),
    ...(params.length ? { parameters: params } : {}),
    ...(route.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: components.ref(route.body, 'input') } } } }
      : {}),
    responses: responses(route, components),
  };
}

/** The OpenAPI 3.1 document of the gateway, from the route table and the proto schemas. */
export function openApiDocument(routes: RouteDef[] = ROUTES): JsonSchema {
  const components = new SchemaComponents(NAMED, '#/components/schemas/');
  components.ref(ErrorBody, 'output');
  components.schemas.ModerationError = jsonSchemaOf(ModerationError, 'output');
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const ids = new Set<string>();
  for (const route of routes) {
    if (ids.has(route.id)) throw new Error(`Two routes are named ${route.id}`);
    ids.add(route.id);
    paths[route.path] ??= {};
    if (paths[route.path][route.method]) throw new Error(`${route.method.toUpperCase()} ${route.path} is in the table twice`);
    paths[route.path][route.method] = operation(route, components);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Pill API',
      version: API_VERSION,
      description:
        'Anonymous feedback links: owners build forms, respondents answer without an account. Every error answers ' +
        '`{ "message" }`. Owner routes take the session cookie or an API key; another owner’s ids answer 404.',
    },
    tags: [...new Set(routes.map((r) => r.tag))].map((name) => ({ name })),
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: { schemas: sortKeys(components.schemas), securitySchemes: SECURITY_SCHEMES },
  };
}

const sortKeys = <T>(record: Record<string, T>) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
