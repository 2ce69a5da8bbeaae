import { AUTH_ROUTES, API_KEY_ROUTES } from './routes/auth';
import { CONVERSATION_ROUTES } from './routes/conversations';
import { LINK_ROUTES, NOTIFICATION_ROUTES, WEBHOOK_ROUTES } from './routes/links';
import { PUBLIC_ROUTES, SITE_ROUTES } from './routes/public';
import { QUESTION_ROUTES } from './routes/questions';

export type { RouteDef } from './route-def';
export { Ack, PATH_PARAMS } from './route-def';

/** Every route the gateway serves under /api. A new route is one entry in a group; a test fails without it. */
export const ROUTES = [
  ...AUTH_ROUTES,
  ...API_KEY_ROUTES,
  ...LINK_ROUTES,
  ...WEBHOOK_ROUTES,
  ...NOTIFICATION_ROUTES,
  ...CONVERSATION_ROUTES,
  ...QUESTION_ROUTES,
  ...PUBLIC_ROUTES,
  ...SITE_ROUTES,
];
