/**
 * Moderation's CPU cost per answer, all threads counted (the encoder's worker too): the local
 * moderator over the answers of the analysis rounds it was not trained on, real feedback of every kind, against parsing
 * the same answers as a JSON request body, measured in the same run. Also the encoder's own cost
 * for one answer, to show what the gate saves.
 */
import { MODERATION_MODEL } from '@pill/platform/encoder/model-files';
import { WorkerEncoder } from '@pill/platform/encoder/worker-encoder';
import { HarmClassifier } from '../services/submission/src/moderation/harm-classifier';
import { LocalModerator } from '../services/submission/src/moderation/local-moderator';
import { HELD_OUT_ROUNDS, roundAnswers } from '../services/submission/training/train';
import type { Figure } from './http.bench';

async function perAnswerMicros(answers: string[], work: (text: string) => unknown): Promise<number> {
  const started = process.cpuUsage();
  for (const a of answers) await work(a);
  const used = process.cpuUsage(started);
  return (used.user + used.system) / answers.length;
}

export async function benchModeration(): Promise<Figure[]> {
  const encoder = new WorkerEncoder(MODERATION_MODEL);
  try {
    const moderator = new LocalModerator(new HarmClassifier(encoder));
    const answers = roundAnswers(HELD_OUT_ROUNDS);
    const body = (text: string) => JSON.parse(JSON.stringify({ responses: [{ questionId: 'q1', response: text }] })) as unknown;
    // Warm every path up before measuring.
    await perAnswerMicros(answers.slice(0, 200), (t) => moderator.check([t]));
    await perAnswerMicros(answers, body);
    const moderation = await perAnswerMicros(answers, (t) => moderator.check([t]));
    const encoding = await perAnswerMicros(answers.slice(0, 300), (t) => encoder.embed([t], 'interactive'));
    const reference = await perAnswerMicros(answers, body);
    return [
      { name: `local moderation, CPU per answer (${answers.length} answers)`, value: moderation, unit: 'µs' },
      { name: 'the sentence encoder alone, CPU per answer', value: encoding, unit: 'µs' },
      { name: 'reference: JSON request body round trip per answer', value: reference, unit: 'µs' },
      { name: 'moderation / reference', value: moderation / reference, unit: 'ratio' },
    ];
  } finally {
    await encoder.close();
  }
}
