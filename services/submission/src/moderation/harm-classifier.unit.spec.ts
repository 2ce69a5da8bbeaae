import { MODERATION_MODEL } from '@pill/platform/encoder/model-files';
import type { SentenceEncoder } from '@pill/platform/encoder/sentence-encoder';
import { moderationEncoder } from '@pill/platform/encoder/worker-encoder';
import { HarmClassifier, PASSAGE_WORDS, passages } from './harm-classifier';
import { LocalModerator, MODERATION_UNAVAILABLE } from './local-moderator';

/** The real encoder, counting what it is asked to read, and failing the first `failures` calls. */
function countingEncoder(failures = 0): SentenceEncoder & { read: string[] } {
  const real = moderationEncoder();
  let left = failures;
  const read: string[] = [];
  return {
    modelId: MODERATION_MODEL.id,
    read,
    embed: async (texts) => {
      read.push(...texts);
      if (left-- > 0) throw new Error('the encoder thread crashed');
      return real.embed(texts, 'interactive');
    },
    close: async () => undefined,
  };
}

describe('passages', () => {
  it('reads a short answer whole and a long one in runs of sentences', () => {
    expect(passages('Fine. Really fine.')).toEqual(['Fine. Really fine.']);
    const sentence = 'The rota comes out late every single week and nobody can plan childcare around it.';
    const long = Array.from({ length: 6 }, () => sentence).join(' ');
    const parts = passages(long);
    expect(parts).toHaveLength(6);
    for (const p of parts) expect(p.split(' ').length).toBeLessThanOrEqual(PASSAGE_WORDS);
  });
});

describe('HarmClassifier', () => {
  it('leaves ordinary feedback to the cheap gate and reads a threat with the encoder', async () => {
    const encoder = countingEncoder();
    const moderator = new LocalModerator(new HarmClassifier(encoder));
    await expect(moderator.check(['The onboarding was well organised and the trainer was patient.'])).resolves.toEqual({ allowed: true });
    expect(encoder.read).toHaveLength(0);
    const answers = ['The onboarding was well organised and the trainer was patient.', 'I will find where you live and hurt you.'];
    await expect(moderator.check(answers)).resolves.toMatchObject({
      allowed: false,
      kind: 'threat',
      index: 1,
    });
    expect(encoder.read).toEqual(['i will find where you live and hurt you.']);
  });

  it('reads every passage that names a weapon with the encoder, whatever the gate says', async () => {
    const encoder = countingEncoder();
    const moderator = new LocalModerator(new HarmClassifier(encoder));
    await expect(moderator.check(['I am going to bring a gun to the office'])).resolves.toMatchObject({ allowed: false, kind: 'threat' });
    await expect(moderator.check(['The knife block in the staff kitchen has no guard on it.'])).resolves.toEqual({ allowed: true });
    expect(encoder.read).toHaveLength(2);
  });

  it('retries a crashed encoder once, and otherwise refuses to let the answer through unread', async () => {
    const threat = ['I will find where you live and hurt you.'];
    await expect(new LocalModerator(new HarmClassifier(countingEncoder(1))).check(threat)).resolves.toMatchObject({ allowed: false });
    await expect(new LocalModerator(new HarmClassifier(countingEncoder(2))).check(threat)).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      message: MODERATION_UNAVAILABLE,
    });
  });

  it('will not run with a model trained on another encoder', () => {
    expect(() => new HarmClassifier({ ...countingEncoder(), modelId: 'another-encoder' })).toThrow(/trained on/);
  });
});
