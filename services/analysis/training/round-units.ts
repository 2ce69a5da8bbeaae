import type { Round } from '../eval/labelled-link';
import { unitsOf, type Span } from '../src/analyzer/local/units';
import type { Example } from './corpus';

/** A unit is evidence for a quote when they share at least half of the shorter one. */
function covers(answer: string, [start, end]: Span, quotes: string[]): boolean {
  return quotes.some((q) => {
    const at = answer.indexOf(q);
    if (at < 0) return false;
    const shared = Math.min(end, at + q.length) - Math.max(start, at);
    return shared > 0 && shared >= 0.5 * Math.min(end - start, q.length);
  });
}

/**
 * The units of labelled rounds as training examples, labelled by the quotes they overlap: praise
 * for a strength's, criticism or request for a growth area's or a concern's, the concern's kind
 * for a concern's; its themes' names when they are known topics. A unit no label quotes says
 * nothing about its tone; for concerns it counts as none only when nothing in its answer was
 * flagged (a neighbour may carry the story).
 */
export function roundUnits(rounds: Round[], topics: string[]): { polarity: Example[]; concern: Example[]; topic: Example[] } {
  const polarity: Example[] = [];
  const concern: Example[] = [];
  const topic: Example[] = [];
  for (const round of rounds) {
    for (const link of round.links) {
      const e = link.expected;
      for (const [question, answer] of link.answers) {
        const flagged = e.concerns.some((c) => c.quotes.some((q) => answer.includes(q)));
        for (const span of unitsOf(answer)) {
          const text = answer.slice(...span);
          const praise = e.strengths.some((s) => covers(answer, span, s.quotes));
          const kinds = e.concerns.filter((c) => covers(answer, span, c.quotes)).map((c) => c.kind);
          const complaint = kinds.length > 0 || e.opportunities.some((o) => covers(answer, span, o.quotes));
          const base = { text, question, source: 'round', domain: link.title };
          if (praise !== complaint) polarity.push({ ...base, label: praise ? 'praise' : ['criticism', 'request'] });
          if (kinds.length > 0) concern.push({ ...base, label: [...new Set(kinds)] });
          else if (!flagged) concern.push({ ...base, label: 'none' });
          const themes = [...new Set(e.themes.filter((t) => covers(answer, span, t.quotes)).map((t) => t.name))];
          if (themes.length > 0 && themes.every((t) => topics.includes(t))) topic.push({ ...base, label: themes });
        }
      }
    }
  }
  return { polarity, concern, topic };
}
