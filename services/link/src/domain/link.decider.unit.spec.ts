import { fold } from '@pill/platform/event-sourcing/decider';
import { link, type LinkCommand, type LinkEvent } from './link.decider';
import { newShortCode } from './short-code';

const created: LinkEvent = {
  type: 'link.created',
  data: {
    linkId: 'l1',
    ownerId: 'alice',
    ownerName: 'Alice',
    title: 'Retro',
    shortCode: 'abcdefgh12',
    questions: [{ questionId: 'q1', text: 'Q1?' }],
    createdAt: '2026-01-01T00:00:00.000Z',
    minResponses: 3,
  },
};
const given = (...events: LinkEvent[]) => fold(link, events);
const when = (events: LinkEvent[], command: LinkCommand) => link.decide(command, given(...events));

describe('link rules', () => {
  it('creates a link once', () => {
    const { data } = created;
    expect(when([], { type: 'create', ...data })).toEqual([created]);
    expect(() => when([created], { type: 'create', ...data })).toThrow(expect.objectContaining({ code: 'CONFLICT' }));
  });

  it("lets only the owner change a link; another owner's attempt reads as not found", () => {
    const update: LinkCommand = { type: 'update', linkId: 'l1', ownerId: 'alice', title: 'New', questions: [] };
    expect(when([created], update)).toEqual([
      {
        type: 'link.updated',
        data: { linkId: 'l1', ownerId: 'alice', title: 'New', subtitle: undefined, questions: [], minResponses: 3 },
      },
    ]);
    for (const command of [
      { ...update, ownerId: 'mallory' },
      { type: 'set-active', linkId: 'l1', ownerId: 'mallory', isActive: false },
      { type: 'delete', linkId: 'l1', ownerId: 'mallory' },
    ] as LinkCommand[]) {
      expect(() => when([created], command)).toThrow(expect.objectContaining({ code: 'NOT_FOUND' }));
    }
  });

  it('keeps the threshold when an update sends none, and takes the one an update sends', () => {
    const update: LinkCommand = { type: 'update', linkId: 'l1', ownerId: 'alice', title: 'New', questions: [] };
    const raised = when([created], { ...update, minResponses: 5 });
    expect(raised).toMatchObject([{ data: { minResponses: 5 } }]);
    expect(when([created, ...raised], update)).toMatchObject([{ data: { minResponses: 5 } }]);
    expect(when([created, ...raised], { ...update, minResponses: 1 })).toMatchObject([{ data: { minResponses: 1 } }]);
  });

  it('records a change of activation only when it changes', () => {
    expect(when([created], { type: 'set-active', linkId: 'l1', ownerId: 'alice', isActive: true })).toEqual([]);
    const off = when([created], { type: 'set-active', linkId: 'l1', ownerId: 'alice', isActive: false });
    expect(off).toEqual([{ type: 'link.activation-changed', data: { linkId: 'l1', ownerId: 'alice', isActive: false } }]);
    expect(given(created, ...off).isActive).toBe(false);
  });

  it('refuses everything on a deleted link', () => {
    const deleted = when([created], { type: 'delete', linkId: 'l1', ownerId: 'alice' });
    expect(deleted).toEqual([{ type: 'link.deleted', data: { linkId: 'l1', ownerId: 'alice', shortCode: 'abcdefgh12' } }]);
    expect(() => when([created, ...deleted], { type: 'delete', linkId: 'l1', ownerId: 'alice' })).toThrow(
      expect.objectContaining({ code: 'NOT_FOUND' }),
    );
    expect(() => when([created, ...deleted], { type: 'set-active', linkId: 'l1', ownerId: 'alice', isActive: true })).toThrow(
      expect.objectContaining({ code: 'NOT_FOUND' }),
    );
  });

  it('makes URL-safe short codes of 10 characters that do not repeat', () => {
    const codes = new Set(Array.from({ length: 5000 }, () => newShortCode()));
    expect(codes.size).toBe(5000);
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9_-]{10}$/);
  });
});
