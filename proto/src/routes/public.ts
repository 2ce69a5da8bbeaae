import { ClientConfig } from '../auth';
import { SubmitReply } from '../conversation';
import { PublicLink } from '../link';
import { IdempotencyKey, SubmissionBody } from '../submission';
import { JsonDocument, routes } from '../route-def';

/** Public links and the site documents. */
export const PUBLIC_ROUTES = routes(
  {
    id: 'viewPublicLink',
    method: 'get',
    path: '/api/public/feedback-links/{shortCode}',
    tag: 'Respondents',
    summary: 'The form a respondent answers (counts a visit; nothing about the visitor is kept)',
    auth: 'public',
    status: 200,
    reply: PublicLink,
    errors: [404, 410, 429],
  },
  {
    id: 'submitResponses',
    method: 'post',
    path: '/api/public/feedback-links/{shortCode}/responses',
    tag: 'Respondents',
    summary: 'Submit answers, anonymously unless a name is given',
    auth: 'public',
    headers: {
      'Idempotency-Key': { description: 'A random token: a retried submit counts once.', schema: IdempotencyKey },
    },
    body: SubmissionBody,
    status: 201,
    reply: SubmitReply,
    errors: [404, 410, 422, 429, 503],
  },
);

export const SITE_ROUTES = routes(
  {
    id: 'clientConfig',
    method: 'get',
    path: '/api/config',
    tag: 'Site',
    summary: 'What the web app needs at start (public keys only)',
    auth: 'public',
    status: 200,
    reply: ClientConfig,
  },
  {
    id: 'openApi',
    method: 'get',
    path: '/api/openapi.json',
    tag: 'Site',
    summary: 'This document',
    auth: 'public',
    status: 200,
    reply: JsonDocument,
  },
  {
    id: 'asyncApi',
    method: 'get',
    path: '/api/asyncapi.json',
    tag: 'Site',
    summary: 'The AsyncAPI 3.0 document of the events the services publish',
    auth: 'public',
    status: 200,
    reply: JsonDocument,
  },
);
