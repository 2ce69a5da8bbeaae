/**
 * An answer cut into units, the pieces the analysis reads one at a time: sentences, and the
 * clauses of a sentence that turns ("Clear priorities every week, but the planning meeting always
 * runs long"). Every unit is an exact span of the answer, so a quote is always verbatim.
 */
export type Span = [start: number, end: number];

/** Changes when the cutting changes: stored vectors of other units are made again. */
export const UNITS_VERSION = 'units-1';

const SENTENCE = /[^.!?\n]+(?:[.!?]+["'”’)]*|$)/g;
// A turn to the other side: each side gets its own tone.
const TURN = /(?:[,;]\s*|\s+)(?:but|however|although|though|whereas|except that|yet)\s+|;\s+|\s+[–—-]\s+(?=\S)/gi;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;
/** Fewer words than this is not a unit of its own: it joins its neighbour. */
const MIN_WORDS = 3;

const NAME = /^[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)?\.?$/;
const DASH_SIGN_OFF = /^[-–—~]+\s*(.+)$/;
const WORD_SIGN_OFF = /^(?:thanks|thank you|cheers|regards|best|sincerely|kind regards|best wishes|love|from)[,!.]?\s+(.+)$/i;

/** Text that looks like a signature ("- Sam", "Thanks, Priya"): never a unit, it may name someone. */
export function looksLikeSignOff(text: string): boolean {
  const t = text.trim();
  const m = DASH_SIGN_OFF.exec(t) ?? WORD_SIGN_OFF.exec(t);
  return m !== null && NAME.test(m[1]);
}

export const wordCount = (text: string) => text.match(WORD)?.length ?? 0;

function trimmed(text: string, start: number, end: number): Span | null {
  while (start < end && /[\s,;:–—-]/.test(text[start])) start++;
  while (end > start && /\s/.test(text[end - 1])) end--;
  return end > start ? [start, end] : null;
}

/** A last line of one or two capitalised words ("...\nSam", "...\n- Sam") signs the answer. */
const isTrailingName = (answer: string, start: number, line: string) =>
  start > 0 &&
  answer[start - 1] === '\n' &&
  answer.slice(start + line.length).trim() === '' &&
  NAME.test(line.trim().replace(/^[-–—~]+\s*/, ''));

function clauses(answer: string, [start, end]: Span): Span[] {
  const sentence = answer.slice(start, end);
  const pieces: Span[] = [];
  let from = 0;
  for (const m of sentence.matchAll(TURN)) {
    const at = m.index ?? 0;
    if (at === 0) continue;
    const span = trimmed(answer, start + from, start + at);
    if (span) pieces.push(span);
    from = at + m[0].length; // the turning word itself is left out of both sides
  }
  const last = trimmed(answer, start + from, end);
  if (last) pieces.push(last);
  // A short piece ("but fine", "though") belongs with its neighbour.
  const merged: Span[] = [];
  for (const piece of pieces) {
    const last = merged[merged.length - 1];
    if (last && (wordCount(answer.slice(...piece)) < MIN_WORDS || wordCount(answer.slice(...last)) < MIN_WORDS)) last[1] = piece[1];
    else merged.push([...piece] as Span);
  }
  return merged;
}

/** The units of an answer, in order; signatures left out. */
export function unitsOf(answer: string): Span[] {
  const units: Span[] = [];
  for (const m of answer.matchAll(SENTENCE)) {
    const at = m.index ?? 0;
    if (looksLikeSignOff(m[0]) || isTrailingName(answer, at, m[0])) continue;
    const span = trimmed(answer, at, at + m[0].length);
    if (!span || wordCount(answer.slice(...span)) === 0) continue;
    units.push(...clauses(answer, span));
  }
  return units;
}

/** A short verbatim quote: the text itself when short, else its start cut at a word boundary. */
export function shortQuote(text: string, max = 160): string {
  const t = text.trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:–—-]+$/, '');
}
