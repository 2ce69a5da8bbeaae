import { fold } from '@pill/platform/event-sourcing/decider';
import { isClosed } from '@pill/proto/closing';
import { link, type LinkCommand, type LinkEvent } from './link.decider';

const now = '2026-05-01T12:00:00.000Z';
const base = {
  linkId: 'l1',
  ownerId: 'alice',
  title: 'Retro',
  shortCode: 'abcdefgh12',
  questions: [{ questionId: 'q1', text: 'Q1?' }],
  createdAt: '2026-05-01T11:00:00.000Z',
};
const create = (closing: Extract<LinkCommand, { type: 'create' }>['closing']): LinkCommand => ({
  type: 'create',
  ...base,
  minResponses: 1,
  closing,
});
const update = (closing: Extract<LinkCommand, { type: 'update' }>['closing']): LinkCommand => ({
  type: 'update',
  linkId: 'l1',
  ownerId: 'alice',
  title: 'Retro',
  questions: base.questions,
  closing,
});
/** The events of a create and the updates after it, each decided on what came before. */
function decideAll(...commands: LinkCommand[]): LinkEvent[] {
  const events: LinkEvent[] = [];
  for (const command of commands) events.push(...link.decide(command, fold(link, events)));
  return events;
}
const rulesOf = (e: LinkEvent) => ({
  maxResponses: (e.data as { maxResponses?: number }).maxResponses,
  closesAt: (e.data as { closesAt?: string }).closesAt,
});

describe('closing rules of a link', () => {
  it('stores a response limit and a closing time given on create, the time in UTC', () => {
    const [created] = decideAll(create({ maxResponses: 5, closesAt: '2026-06-01T10:00:00+02:00', now }));
    expect(rulesOf(created!)).toEqual({ maxResponses: 5, closesAt: '2026-06-01T08:00:00.000Z' });
    const [plain] = decideAll(create({ now }));
    expect(rulesOf(plain!)).toEqual({ maxResponses: undefined, closesAt: undefined });
  });

  it('keeps what an update leaves out, and clears what it sets to null', () => {
    const start = create({ maxResponses: 5, closesAt: '2026-06-01T08:00:00.000Z', now });
    const kept = decideAll(start, update({ now }));
    expect(rulesOf(kept[1]!)).toEqual({ maxResponses: 5, closesAt: '2026-06-01T08:00:00.000Z' });
    const cleared = decideAll(start, update({ maxResponses: null, now }));
    expect(rulesOf(cleared[1]!)).toEqual({ maxResponses: undefined, closesAt: '2026-06-01T08:00:00.000Z' });
    const both = decideAll(start, update({ maxResponses: null, closesAt: null, now }), update({ now }));
    expect(rulesOf(both[2]!)).toEqual({ maxResponses: undefined, closesAt: undefined });
    const raised = decideAll(start, update({ maxResponses: 50, now }));
    expect(rulesOf(raised[1]!).maxResponses).toBe(50);
  });

  it('refuses a new closing time that has passed, but keeps one that passed since it was set', () => {
    expect(() => decideAll(create({ closesAt: '2026-05-01T11:59:59Z', now }))).toThrow(
      expect.objectContaining({ code: 'VALIDATION', message: 'Please choose a closing time in the future.' }),
    );
    const start = create({ closesAt: '2026-05-02T00:00:00.000Z', now });
    const later = '2026-05-03T00:00:00.000Z';
    expect(rulesOf(decideAll(start, update({ closesAt: '2026-05-02T00:00:00.000Z', now: later }))[1]!).closesAt).toBe(
      '2026-05-02T00:00:00.000Z',
    );
    expect(() => decideAll(start, update({ closesAt: '2026-05-02T12:00:00.000Z', now: later }))).toThrow(
      expect.objectContaining({ code: 'VALIDATION' }),
    );
  });
});

describe('when a link is closed', () => {
  const at = new Date(now);
  it('closes at its response limit', () => {
    expect(isClosed({ maxResponses: 3 }, 2, at)).toBe(false);
    expect(isClosed({ maxResponses: 3 }, 3, at)).toBe(true);
    expect(isClosed({ maxResponses: 3 }, 4, at)).toBe(true);
  });

  it('closes from its closing time on', () => {
    expect(isClosed({ closesAt: '2026-05-01T12:00:00.001Z' }, 0, at)).toBe(false);
    expect(isClosed({ closesAt: now }, 0, at)).toBe(true);
    expect(isClosed({ closesAt: '2026-05-01T12:00:00.000Z', maxResponses: 10 }, 0, at)).toBe(true);
  });

  it('stays open without rules, whatever it has taken', () => {
    expect(isClosed({}, 1_000_000, at)).toBe(false);
  });
});
