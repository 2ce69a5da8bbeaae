import type { RemoteCaller } from '@pill/platform/transport/rpc';
import { SUBMISSION } from '@pill/proto/messages';
import { ClosingStatus } from './closing-status';

const NOW = new Date('2026-05-01T12:00:00.000Z');

/** A submission service that has taken `taken()` submissions; `asked` counts its intake reads. */
function status(taken: () => number) {
  const asked: string[] = [];
  const remote = {
    call: async (def: { pattern: string }, payload: { linkId: string }) => {
      if (def.pattern !== SUBMISSION.intake.pattern) throw new Error(`unexpected ${def.pattern}`);
      asked.push(payload.linkId);
      return { submissions: taken() };
    },
  } as unknown as RemoteCaller;
  return { subject: new ClosingStatus(remote, { now: () => NOW }), asked };
}

describe('ClosingStatus', () => {
  it('asks nothing for a link without rules, and nothing more once its closing time has passed', async () => {
    const { subject, asked } = status(() => 0);
    expect(await subject.closed('l1', {})).toBe(false);
    expect(await subject.closed('l1', { closesAt: '2026-05-01T11:59:59.000Z', maxResponses: 10 })).toBe(true);
    expect(asked).toEqual([]);
  });

  it('reads the count every time, so a link that just filled up is closed at once', async () => {
    let taken = 1;
    const { subject, asked } = status(() => taken);
    expect(await subject.closed('l1', { maxResponses: 2 })).toBe(false);
    taken = 2;
    expect(await subject.closed('l1', { maxResponses: 2 })).toBe(true);
    expect(asked).toEqual(['l1', 'l1']);
  });

  it('refuses a closed link with 410 and the message respondents read', async () => {
    const { subject } = status(() => 5);
    await expect(subject.requireOpen('l1', { maxResponses: 5 })).rejects.toMatchObject({
      code: 'GONE',
      message: 'This pill is closed and no longer accepts responses.',
    });
    await expect(subject.requireOpen('l1', { maxResponses: 6 })).resolves.toBeUndefined();
  });

  it("tells the owner's view whether the link is closed", async () => {
    const { subject } = status(() => 3);
    const link = {
      id: 'l1',
      title: 't',
      shortCode: 'abcdefgh',
      isActive: true,
      createdAt: NOW.toISOString(),
      questions: [],
      minResponses: 1,
    };
    expect(await subject.withStatus({ ...link, maxResponses: 3 })).toMatchObject({ isClosed: true });
    expect(await subject.withStatus(link)).toMatchObject({ isClosed: false });
  });
});
