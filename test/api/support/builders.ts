import { randomUUID } from 'node:crypto';
import type { Client } from './http';

/** A link made through the API; overrides change any field of the body. */
export async function createLink(owner: Client, overrides: Record<string, unknown> = {}) {
  const reply = await owner.post('/api/feedback-links', {
    title: `Team feedback ${randomUUID().slice(0, 8)}`,
    subtitle: 'Be honest, it helps.',
    questionIds: ['default-general-1', 'default-general-2'],
    ...overrides,
  });
  if (reply.status !== 201) throw new Error(`create link failed: ${reply.status} ${reply.text}`);
  return reply.body as { id: string; shortCode: string; title: string; isActive: boolean; questions: Array<{ questionId: string }> };
}

export function submit(
  client: Client,
  shortCode: string,
  responses: Array<{ questionId: string; response: string }>,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return client.post(`/api/public/feedback-links/${shortCode}/responses`, { responses, ...extra }, headers);
}
