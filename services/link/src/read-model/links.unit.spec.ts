import { randomUUID } from 'node:crypto';
import { receivedEvent } from '@pill/platform/testing/stored-events';
import { InMemoryProjectionStore } from '@pill/platform/projection/in-memory-projection-store';
import { linkStreamId } from '../domain/link.decider';
import { ownerCard, ownerDetail, publicView } from './link-views';
import { Links } from './links';

const event = (streamId: string, streamVersion: number, type: string, data: unknown) => receivedEvent(type, streamId, streamVersion, data);

describe('links read model', () => {
  let links: Links;
  let ownerId: string;
  const linkEvent = (linkId: string, version: number, type: string, data: object = {}) =>
    event(linkStreamId(linkId), version, type, { linkId, ownerId, ...data });
  const created = (linkId: string, shortCode: string, createdAt = '2026-01-01T00:00:00.000Z') =>
    linkEvent(linkId, 1, 'link.created', {
      title: 'Retro',
      shortCode,
      createdAt,
      questions: [{ questionId: 'q1', text: 'Was it clear?' }],
    });
  const libraryEvent = (version: number, type: string, data: object) =>
    event(`question-library-${ownerId}`, version, type, { ownerId, ...data });

  beforeEach(() => {
    links = new Links(new InMemoryProjectionStore());
    ownerId = `owner-${randomUUID()}`;
  });

  it("shows an owner's links newest first, each found by id and by short code", async () => {
    await links.apply(created('l1', 'code-one', '2026-01-01T00:00:00.000Z'));
    await links.apply(created('l2', 'code-two', '2026-01-02T00:00:00.000Z'));
    expect((await links.ownedBy(ownerId)).map((l) => l.id)).toEqual(['l2', 'l1']);
    expect(await links.get('l1')).toMatchObject({ id: 'l1', ownerId, title: 'Retro', shortCode: 'code-one', isActive: true });
    expect((await links.findByShortCode('code-two'))?.id).toBe('l2');
    expect(await links.shortCodeTaken('code-two')).toBe(true);
    expect(await links.shortCodeTaken('code-three')).toBe(false);
  });

  it('follows edits and deactivation, and a redelivered event changes nothing', async () => {
    const events = [
      created('l1', 'code-one'),
      linkEvent('l1', 2, 'link.updated', {
        title: 'Renamed',
        subtitle: 'Now with words',
        questions: [{ questionId: 'q2', text: 'Anything else?' }],
      }),
      linkEvent('l1', 3, 'link.activation-changed', { isActive: false }),
    ];
    for (const e of events) await links.apply(e);
    const after = await links.get('l1');
    expect(after).toMatchObject({
      title: 'Renamed',
      subtitle: 'Now with words',
      isActive: false,
      questions: [{ questionId: 'q2', text: 'Anything else?' }],
    });
    for (const e of [...events].reverse()) await links.apply(e);
    expect(await links.get('l1')).toEqual(after);
    expect(await links.ownedBy(ownerId)).toEqual([after]);
  });

  it("shows the owner a link's threshold: 1 for a link saved before thresholds, then what an update set", async () => {
    await links.apply(created('l1', 'code-one'));
    expect(ownerCard((await links.get('l1'))!).minResponses).toBe(1);
    await links.apply(linkEvent('l1', 2, 'link.updated', { title: 'Retro', questions: [], minResponses: 4 }));
    expect(ownerCard((await links.get('l1'))!).minResponses).toBe(4);
    expect(ownerDetail((await links.get('l1'))!, [], {}).minResponses).toBe(4);
  });

  it('forgets a deleted link everywhere, frees its short code, and a late redelivery cannot bring it back', async () => {
    const first = created('l1', 'code-one');
    await links.apply(first);
    await links.apply(created('l2', 'code-two'));
    await links.apply(linkEvent('l1', 2, 'link.deleted', { shortCode: 'code-one' }));
    await links.apply(first);
    expect(await links.get('l1')).toBeUndefined();
    expect(await links.findByShortCode('code-one')).toBeUndefined();
    expect(await links.shortCodeTaken('code-one')).toBe(false);
    expect((await links.ownedBy(ownerId)).map((l) => l.id)).toEqual(['l2']);
  });

  it("shows the owner's latest wording of a question on their links, including after the question is deleted", async () => {
    await links.apply(created('l1', 'code-one'));
    const view = (await links.get('l1'))!;
    const publicText = async () => publicView(view, await links.questionTextsOf(ownerId)).questions[0].question;
    expect(await publicText()).toEqual({ id: 'q1', text: 'Was it clear?' });
    const edited = libraryEvent(1, 'question.updated', {
      questionId: 'q1',
      text: 'Was the plan clear?',
      subtext: 'Be honest',
      category: 'general',
      isDefault: true,
    });
    await links.apply(edited);
    await links.apply(
      libraryEvent(2, 'question.created', {
        questionId: 'q9',
        text: 'Unrelated',
        category: 'general',
        createdAt: '2026-01-01T00:00:00.000Z',
      }),
    );
    await links.apply(libraryEvent(3, 'question.deleted', { questionId: 'q1', isDefault: true }));
    await links.apply(edited);
    expect(await publicText()).toEqual({ id: 'q1', text: 'Was the plan clear?', subtext: 'Be honest' });
    const detail = ownerDetail(view, [], await links.questionTextsOf(ownerId));
    expect(detail.questions[0].question).toMatchObject({ id: 'q1', text: 'Was the plan clear?', subtext: 'Be honest' });
    expect(await links.questionTextsOf('someone-else')).toEqual({});
  });

  it('ignores visits, which belong to no link stream it folds', async () => {
    await links.apply(created('l1', 'code-one'));
    await links.apply(event('link-visits-l1', 1, 'link.visited', { linkId: 'l1', visitedAt: '2026-01-01T00:00:00.000Z', count: 1 }));
    await links.apply(linkEvent('l1', 2, 'link.activation-changed', { isActive: false }));
    expect((await links.get('l1'))?.isActive).toBe(false);
  });
});
