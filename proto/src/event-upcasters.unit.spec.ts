import { SCHEMA_VERSION, UnknownSchemaVersion, upcast } from './event-upcasters';
import { LinkCreated, LinkUpdated, LinkVisited, PillEvent } from './events';

const visit = { linkId: 'l1', visitedAt: '2026-01-01T10:00:00.000Z' };

describe('event upcasters', () => {
  it('lifts a v1 visit (one view, no count) to v2 with a count of one, which the v2 schema accepts', () => {
    const lifted = upcast('link.visited', 1, visit);
    expect(lifted).toEqual({ schemaVersion: 2, data: { ...visit, count: 1 } });
    expect(LinkVisited.shape.data.safeParse(visit).success).toBe(false);
    expect(LinkVisited.shape.data.safeParse(lifted.data).success).toBe(true);
  });

  it('keeps the count of a v1 visit written after views were batched', () => {
    expect(upcast('link.visited', 1, { ...visit, count: 7 }).data).toEqual({ ...visit, count: 7 });
  });

  it('lifts a v1 link created or updated (no threshold) to v2 with minResponses 1, which the v2 schemas accept', () => {
    const created = { linkId: 'l1', ownerId: 'o1', title: 'Retro', shortCode: 'abcdefgh', questions: [], createdAt: visit.visitedAt };
    const updated = { linkId: 'l1', ownerId: 'o1', title: 'Retro', questions: [] };
    expect(LinkCreated.shape.data.safeParse(created).success).toBe(false);
    expect(LinkCreated.shape.data.parse(upcast('link.created', 1, created).data).minResponses).toBe(1);
    expect(LinkUpdated.shape.data.parse(upcast('link.updated', 1, updated).data).minResponses).toBe(1);
    expect(upcast('link.created', 2, { ...created, minResponses: 5 }).data).toEqual({ ...created, minResponses: 5 });
  });

  it('passes the current version through untouched', () => {
    const data = { ...visit, count: 3 };
    expect(upcast('link.visited', SCHEMA_VERSION['link.visited'], data)).toEqual({ schemaVersion: 2, data });
    expect(upcast('link.deleted', 1, { linkId: 'l1' })).toEqual({ schemaVersion: 1, data: { linkId: 'l1' } });
  });

  it('refuses a version newer than the code knows, below 1, or with no upcaster on the way', () => {
    expect(() => upcast('link.visited', 3, visit)).toThrow(UnknownSchemaVersion);
    expect(() => upcast('link.visited', 0, visit)).toThrow(UnknownSchemaVersion);
    expect(() => upcast('link.deleted', 2, { linkId: 'l1' })).toThrow(UnknownSchemaVersion);
    expect(() => upcast('link.visited', 1, 'not an object')).toThrow(UnknownSchemaVersion);
  });

  it('has a current version for every event type in the union, and an upcaster for every step below it', () => {
    const types = PillEvent.options.map((o) => o.shape.type.value);
    expect(Object.keys(SCHEMA_VERSION).sort()).toEqual([...types].sort());
    for (const type of types) {
      for (let v = 1; v < SCHEMA_VERSION[type]; v++) expect(() => upcast(type, v, {})).not.toThrow();
    }
  });
});
