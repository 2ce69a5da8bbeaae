/**
 * Verbatim splitting: every sentence and clause returned is an exact substring of the answer, so
 * anything quoted from it can be shown as evidence without rewording what a respondent said.
 */
export interface Sentence { text: string; clauses: string[] }

const SENTENCE = /[^.!?\n]+(?:[.!?]+["'”’)]*|$)/g;
// "X, but Y" carries two tones; judge each side on its own.
// Commas too: "Kind, fair, completely overloaded" praises two things and worries about a third.
const CONTRAST = /(?:,|;|\s)\s*(?:but|however|although|though|whereas)\s+|;\s*|,\s+/i;
const NAME = /^[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)?\.?$/;
const DASH_SIGN_OFF = /^[-–—~]+\s*(.+)$/;
const WORD_SIGN_OFF = /^(?:thanks|thank you|cheers|regards|best|sincerely|kind regards|best wishes|love|from)[,!.]?\s+(.+)$/i;

/** Text that looks like a signature ("- Sam", "Thanks, Priya"): never quoted, it may name someone. */
export function looksLikeSignOff(text: string): boolean {
  const t = text.trim();
  const m = DASH_SIGN_OFF.exec(t) ?? WORD_SIGN_OFF.exec(t);
  return m !== null && NAME.test(m[1]);
}

/** A last line holding only one or two capitalised words ("...\nSam") is a signature. */
function isTrailingName(answer: string, index: number, match: string): boolean {
  return index > 0 && answer[index - 1] === '\n' && answer.slice(index + match.length).trim() === '' && NAME.test(match.trim());
}

export function splitSentences(answer: string): Sentence[] {
  const out: Sentence[] = [];
  for (const m of answer.matchAll(SENTENCE)) {
    const text = m[0].trim();
    if (text.length < 2 || looksLikeSignOff(text) || isTrailingName(answer, m.index ?? 0, m[0])) continue;
    out.push({ text, clauses: splitClauses(text) });
  }
  return out;
}

function splitClauses(sentence: string): string[] {
  const clauses: string[] = [];
  let rest = sentence;
  for (let m = CONTRAST.exec(rest); m && m.index > 0; m = CONTRAST.exec(rest)) {
    const head = rest.slice(0, m.index).trim();
    if (head) clauses.push(head);
    rest = rest.slice(m.index + m[0].length);
  }
  const tail = rest.trim();
  if (tail) clauses.push(tail);
  return clauses;
}

/** A short verbatim quote: the text itself when short, else its start cut at a word boundary. */
export function shortQuote(text: string, max = 160): string {
  const t = text.trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:–—-]+$/, '');
}
