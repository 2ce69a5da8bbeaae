import { createHash, createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** A new signing secret: 24 random bytes, as Standard Webhooks writes them (`whsec_` + base64). */
export function newSecret(): string {
  return SECRET_PREFIX + randomBytes(24).toString('base64');
}

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, keyed with the secret's decoded bytes (Standard Webhooks). */
export function signature(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64')}`;
}

/** The headers of one attempt: the id is the delivery's, the same on every retry, so receivers can skip repeats. */
export function signedHeaders(secret: string, id: string, at: Date, body: string): Record<string, string> {
  const timestamp = Math.floor(at.getTime() / 1000);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signature(secret, id, timestamp, body),
  };
}

/** One delivery per submission and webhook: the same id however often the submission's event is received. */
export function deliveryId(submissionId: string, webhookId: string): string {
  return `msg_${createHash('sha256').update(`${submissionId}:${webhookId}`).digest('base64url').slice(0, 26)}`;
}
