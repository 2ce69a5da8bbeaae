/**
 * The meaning layer alone on the labelled links (rules off): which expected concern kinds it finds
 * and which kinds it raises that the reader did not, on the development material (rounds 6 to 10
 * included); held-out rounds are never read here.
 * `node -r ./scripts/register.cjs services/analysis/src/analyzer/semantic/score-meaning.ts [--misses]`
 */
import { MEANING_SETS } from '../../../eval/run';
import { splitSentences } from '../sentences';
import { judgesAnswersTo, semanticConcernsIn } from './semantic-concerns';
const sets = MEANING_SETS;
const showMiss = process.argv.includes('--misses');
for (const [name, links] of sets) {
  let hit = 0;
  let of = 0;
  let falseKinds = 0;
  const falses: string[] = [];
  for (const link of links) {
    const found = new Map<string, string>();
    for (const [q, a] of link.answers.filter(([question]) => judgesAnswersTo(question))) for (const s of splitSentences(a)) for (const h of semanticConcernsIn(s.text)) if (!found.has(h.kind)) found.set(h.kind, `${h.probability.toFixed(2)} ${s.text}`);
    for (const k of link.expected.concerns) { of++; if (found.has(k)) hit++; }
    for (const [k, why] of found) if (!link.expected.concerns.includes(k as never)) { falseKinds++; falses.push(`${link.title}: ${k} ${showMiss ? why : ''}`); }
  }
  process.stdout.write(`${name}: semantic-only concern recall ${hit}/${of}, kinds raised the reader did not find ${falseKinds}\n`);
  if (showMiss) for (const f of falses) process.stdout.write(`   false: ${f}\n`);
}
