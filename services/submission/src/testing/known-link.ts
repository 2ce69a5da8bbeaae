import { randomUUID } from 'node:crypto';
import type { StoredEvent } from '@pill/platform/event-store/event-store.port';
import type { ProjectionStore } from '@pill/platform/projection/projection-store.port';
import type { LinkForSubmission } from '../domain/answers';
import { KnownLinks } from '../read-model/known-links';
import { Submissions } from '../read-model/submissions';

let position = 0;

/** An event of a link's stream as the link service would publish it. */
export function linkEvent(linkId: string, streamVersion: number, type: string, data: object): StoredEvent {
  return {
    id: randomUUID(),
    type,
    schemaVersion: 1,
    streamId: `link-${linkId}`,
    streamVersion,
    occurredAt: '2026-01-01T00:00:00.000Z',
    data: { linkId, ...data },
    metadata: { correlationId: 'c' },
    position: ++position,
  };
}

/** This service's view of links, already told that `link` was created (active, with its questions). */
export async function knownLinks(projections: ProjectionStore, link: LinkForSubmission): Promise<KnownLinks> {
  const links = new KnownLinks(projections, new Submissions(projections));
  links.waitMs = 0;
  await links.apply(
    linkEvent(link.linkId, 1, 'link.created', {
      ownerId: link.ownerId,
      title: 'Retro',
      shortCode: `code-${link.linkId}`,
      createdAt: '2026-01-01T00:00:00.000Z',
      questions: link.questions.map((q) => ({ questionId: q.id, text: q.text })),
    }),
  );
  return links;
}
