/**
 * Details in an answer that often show who wrote it, found in the browser before anything is
 * sent. Plain patterns, no NLP library: the public form has a size budget, and a respondent only
 * needs a nudge to reread what they wrote, so a miss costs less than a wrong alarm.
 */
export type DetailKind = 'name' | 'email' | 'phone' | 'time' | 'role' | 'event';

/** `start` and `end` index the answer's text, end exclusive. */
export type IdentifyingDetail = { kind: DetailKind; start: number; end: number };

export const DETAIL_REASONS: Record<DetailKind, string> = {
  name: 'A name can show who wrote this.',
  email: 'An email address can show who wrote this.',
  phone: 'A phone number can show who wrote this.',
  time: 'A date or time can show who was there.',
  role: 'A role only one person holds can show who wrote this.',
  event: 'A specific event on a given day can show who was there.',
};

const DAY = '(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day';
const MONTH =
  '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)';
const ORDINAL = '\\d{1,2}(?:st|nd|rd|th)?';
const EVENT =
  '(?:meeting|stand-?up|retro(?:spective)?|demo|review|call|sync|one-on-one|1:1|all-hands|offsite|presentation|' +
  'workshop|lunch|session|interview|planning|training|party|kick-?off)';
const PERSON = '(?:woman|man|person|guy|girl|lady|parent|mum|mom|dad|one)';
const GROUP = '(?:team|company|office|department|floor|group|project|squad|org)';
const NEWCOMER = '(?:hire|starter|joiner|intern|member|guy|girl|person|colleague|recruit|arrival)';

const PATTERNS: Array<[DetailKind, RegExp]> = [
  ['email', /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g],
  // Dates before phone numbers: "03.03.2024" is a date, not a number to call.
  ['time', new RegExp(`\\b${ORDINAL}(?:\\s+of)?\\s+${MONTH}\\b(?:,?\\s+\\d{4})?`, 'g')],
  ['time', new RegExp(`\\b${MONTH}\\s+${ORDINAL}\\b(?:,?\\s+\\d{4})?`, 'g')],
  ['time', /\b\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}\b/g],
  ['time', /\b(?:[01]?\d|2[0-3]):[0-5]\d\b(?:\s*[ap]\.?m\b\.?)?/gi],
  // "at 09.14" is a time; "3.50" alone is more often a price or a version.
  ['time', /\bat\s+(?:[01]?\d|2[0-3])\.[0-5]\d\b/gi],
  ['time', /\b(?:1[0-2]|0?[1-9])\s*[ap]\.?m\b\.?/gi],
  ['time', new RegExp(`\\b(?:last|this past)\\s+${DAY}\\b(?:\\s+(?:morning|afternoon|evening|night))?(?:\\s+at\\b)?`, 'gi')],
  ['time', /\b(?:yesterday|last night)\b(?:\s+at\b)?/gi],
  ['phone', /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?)?\d(?:[\s.-]?\d){6,}/g],
  ['event', new RegExp(`\\b${DAY}(?:'|’)s\\s+(?:[\\w-]+\\s+)?${EVENT}`, 'gi')],
  ['event', new RegExp(`\\b${EVENT}\\s+(?:on|last)\\s+${DAY}\\b`, 'gi')],
  ['role', /\bas\s+(?:the|our|their)\s+only\s+[\w-]+/gi],
  ['role', new RegExp(`\\b(?:the\\s+)?${GROUP}(?:'|’)s\\s+only\\s+[\\w-]+`, 'gi')],
  ['role', new RegExp(`\\bthe\\s+only\\s+[\\w-]+\\s+(?:on|in)\\s+(?:the|our|this|my)\\s+${GROUP}\\b`, 'gi')],
  ['role', new RegExp(`\\bthe\\s+only\\s+${PERSON}\\b`, 'gi')],
  ['role', new RegExp(`\\bthe\\s+(?:new|newest)\\s+${NEWCOMER}\\b`, 'gi')],
  ['role', new RegExp(`\\bthe\\s+(?:one|person)\\s+(?:who|that)\\s+(?:sits|sat|works|joined|started|moved)\\b[^.,;!?\\n]*`, 'gi')],
];

/** Capitalised words that are not people: days and months have patterns of their own above. */
const NOT_NAMES = new Set(
  (
    'i ok okay monday tuesday wednesday thursday friday saturday sunday january february march april may june july ' +
    'august september october november december english slack jira zoom teams google github excel confluence notion ' +
    'figma trello asana outlook microsoft mr mrs ms dr'
  ).split(' '),
);

// Whole words, so "Phone" in "iPhone" is never one. No lookbehind: older Safari cannot parse it.
const WORD = /[\p{L}\p{N}’'-]+/gu;
// A capital then a small letter: "Sarah", "McKay's", not "CEO" or "I".
const CAPITALISED = /^\p{Lu}\p{Ll}/u;
const possessiveless = (word: string) => word.replace(/(?:'|’)?s$/, '').toLowerCase();

function isSentenceStart(text: string, index: number): boolean {
  const before = text.slice(0, index).trimEnd();
  return before === '' || /[.!?:;\n"“(*•-]$/.test(before) || /\n\s*$/.test(text.slice(0, index));
}

/** Runs of capitalised words ("Sarah Jones") in running text; a sentence's first word does not count. */
function findNames(text: string): IdentifyingDetail[] {
  const found: IdentifyingDetail[] = [];
  let run: Array<{ word: string; start: number }> = [];
  const close = () => {
    if (run.length > 0 && isSentenceStart(text, run[0]!.start)) run = run.slice(1);
    if (run.some(({ word }) => !NOT_NAMES.has(possessiveless(word)))) {
      const last = run[run.length - 1]!;
      found.push({ kind: 'name', start: run[0]!.start, end: last.start + last.word.length });
    }
    run = [];
  };
  for (const { 0: word, index: start } of text.matchAll(WORD)) {
    const previous = run[run.length - 1];
    if (previous && !/^\s+$/.test(text.slice(previous.start + previous.word.length, start))) close();
    if (CAPITALISED.test(word)) run.push({ word, start });
    else close();
  }
  close();
  return found;
}

function findOwnName(text: string, ownName: string): IdentifyingDetail[] {
  const parts = new Set(
    ownName
      .toLowerCase()
      .split(/\s+/)
      .filter((p) => p.length >= 2),
  );
  if (parts.size === 0) return [];
  return [...text.matchAll(WORD)]
    .filter((m) => parts.has(m[0].toLowerCase()) || parts.has(possessiveless(m[0])))
    .map((m) => ({ kind: 'name' as const, start: m.index, end: m.index + m[0].length }));
}

/**
 * The identifying details in one answer, in order and never overlapping (overlapping finds of one
 * kind merge; otherwise the earlier or longer wins). `ownName` is what the respondent typed in the
 * name field, if anything.
 */
export function findIdentifyingDetails(text: string, ownName = ''): IdentifyingDetail[] {
  const all = [
    ...PATTERNS.flatMap(([kind, pattern]) =>
      [...text.matchAll(pattern)].map((m) => ({ kind, start: m.index, end: m.index + m[0].trimEnd().length })),
    ),
    ...findOwnName(text, ownName.trim()),
    ...findNames(text),
  ].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: IdentifyingDetail[] = [];
  for (const detail of all) {
    const last = kept[kept.length - 1];
    if (!last || detail.start >= last.end) kept.push(detail);
    else if (detail.kind === last.kind) last.end = Math.max(last.end, detail.end);
  }
  return kept;
}

/** The answer cut into plain and flagged pieces, for highlighting. */
export function splitByDetails(text: string, details: IdentifyingDetail[]) {
  const pieces: Array<{ text: string; kind?: DetailKind }> = [];
  let at = 0;
  for (const { kind, start, end } of details) {
    if (start > at) pieces.push({ text: text.slice(at, start) });
    pieces.push({ text: text.slice(start, end), kind });
    at = end;
  }
  if (at < text.length) pieces.push({ text: text.slice(at) });
  return pieces;
}
