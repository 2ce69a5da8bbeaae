import { linkEvent } from '../testing/known-link';
import { evolveKnownLink } from './known-link-documents';

describe("this service's view of a link's threshold", () => {
  it("follows the link's events: created without one (1), then raised by an update", () => {
    const created = { ownerId: 'o1', title: 'Retro', shortCode: 'code-l1', createdAt: '2026-01-01T00:00:00.000Z', questions: [] };
    const known = evolveKnownLink(undefined, linkEvent('l1', 1, 'link.created', created))!;
    expect(known.minResponses).toBe(1);
    const raised = evolveKnownLink(
      known,
      linkEvent('l1', 2, 'link.updated', { ownerId: 'o1', title: 'Retro', questions: [], minResponses: 5 }),
    );
    expect(raised?.minResponses).toBe(5);
  });
});
