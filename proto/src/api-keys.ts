import { z } from 'zod';
import { Id, IsoDateTime } from './common';
import { requiredShownText } from './text';

/** Every key starts with this, so a Bearer token is told apart from an identity provider's session token. */
export const API_KEY_PREFIX = 'pill_';

/** Keys one owner may hold at once: enough for every integration, not a store to fill. */
export const MAX_API_KEYS = 25;

/** POST /api/api-keys: a name that tells the owner where the key is used. */
export const ApiKeyBody = z.object({
  name: requiredShownText('name', 'Please give the key a name.').max(100, 'Please keep the name under 100 characters.'),
});
export type ApiKeyBody = z.infer<typeof ApiKeyBody>;

/** The answer to POST /api/api-keys: the only time the key itself is shown. */
export const ApiKeyCreated = z.object({
  id: Id,
  name: z.string(),
  key: z.string().describe('The secret, shown this once: only its SHA-256 hash is kept.'),
});
export type ApiKeyCreated = z.infer<typeof ApiKeyCreated>;

/** GET /api/api-keys: the keys of the owner, never their secrets. */
export const ApiKey = z.object({ id: Id, name: z.string(), createdAt: IsoDateTime, lastUsedAt: IsoDateTime.nullable() });
export type ApiKey = z.infer<typeof ApiKey>;
export const ApiKeyList = z.array(ApiKey);
