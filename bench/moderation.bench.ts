/**
 * Moderation's CPU cost per answer: the local layers (normalisation, lexicon, phrase rules,
 * personal details) over typical feedback answers, against parsing the same answers as a JSON
 * request body, measured in the same run.
 */
import { LocalModerator } from '../services/submission/src/moderation/local-moderator';
import type { Figure } from './http.bench';

const ANSWERS = [
  'You explain the reasoning behind decisions really clearly, and the one-to-ones are the most useful part of my week.',
  'Honestly the rota comes out on a Sunday night and nobody can plan childcare around that. Please publish it by Thursday.',
  'The forklift brakes have been reported three times and it is still in use on nights. Someone is going to get hurt.',
  'Great, another briefing that could have been a message. The slides were fine but we ran 20 minutes over.',
  'This deadline is killing me, but you stay calm when the pass is ten tickets deep and that helps everyone.',
  'He told me "I know where you live" after the shift on 12 March; I reported it to HR and heard nothing back.',
];
const ROUNDS = 3_000;

function perAnswerMicros(work: (text: string) => unknown): number {
  const started = process.cpuUsage();
  for (let i = 0; i < ROUNDS; i++) for (const a of ANSWERS) work(`${a} (${i})`);
  const used = process.cpuUsage(started);
  return (used.user + used.system) / (ROUNDS * ANSWERS.length);
}

export async function benchModeration(): Promise<Figure[]> {
  const moderator = new LocalModerator();
  const body = (text: string) => JSON.parse(JSON.stringify({ responses: [{ questionId: 'q1', response: text }] })) as unknown;
  // Warm both paths up before measuring.
  perAnswerMicros((t) => moderator.verdict([t]));
  perAnswerMicros(body);
  const moderation = perAnswerMicros((t) => moderator.verdict([t]));
  const reference = perAnswerMicros(body);
  return [
    { name: 'local moderation, CPU per answer', value: moderation, unit: 'µs' },
    { name: 'reference: JSON request body round trip per answer', value: reference, unit: 'µs' },
    { name: 'moderation / reference', value: moderation / reference, unit: 'ratio' },
  ];
}
