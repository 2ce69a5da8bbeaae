import { receivedEvent } from '@pill/platform/testing/stored-events';
import { TOPICS } from '@pill/proto/topics';
import type { ProjectionStore } from '@pill/platform/projection/projection-store.port';
import type { LinkForSubmission } from '../domain/answers';
import { KnownLinks } from '../read-model/known-links';
import { Submissions } from '../read-model/submissions';

/** An event of a link's stream as the link service would publish it. */
export const linkEvent = (linkId: string, streamVersion: number, type: string, data: object) =>
  receivedEvent(type, `link-${linkId}`, streamVersion, { linkId, ...data }, TOPICS.link);

/** An event of an owner's question library, as the question service would publish it. */
export const questionEvent = (ownerId: string, streamVersion: number, type: string, data: object) =>
  receivedEvent(type, `question-library-${ownerId}`, streamVersion, { ownerId, ...data }, TOPICS.question);

/** This service's view of links, already told that `link` was created (active, with its questions). */
export async function knownLinks(projections: ProjectionStore, link: LinkForSubmission): Promise<KnownLinks> {
  const links = new KnownLinks(projections, new Submissions(projections));
  links.waitMs = 0;
  await links.applyLink(
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
