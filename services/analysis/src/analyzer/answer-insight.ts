import { createHash } from 'node:crypto';
import { answerConcerns, type AnswerConcern } from './answer-concerns';
import { clauseTone, praiseTakenBack, praiseUndone, questionIntent, type Polarity, type QuestionIntent } from './polarity';
import { splitSentences } from './sentences';
import { extractThemes } from './themes';

/** `quote` is the whole sentence unless its clauses pull in opposite directions. */
export interface ClauseInsight { text: string; quote: string; polarity: Polarity; themes: string[] }
export interface AnswerInsight {
  /** Themes the answer's own words mention (what keyThemes frequency counts). */
  themes: string[];
  sentences: Array<{ text: string; themes: string[] }>;
  clauses: ClauseInsight[];
  concerns: AnswerConcern[];
}

// Re-analysis after each new submission sees mostly the same answers: keep their analysis, keyed
// by a digest so the key itself holds no respondent text. Bounded, oldest first out.
const CACHE_LIMIT = 50_000;
const cache = new Map<string, AnswerInsight>();

/** Forgets every cached answer (benchmarks measure a cold start with it). */
export function clearAnswerCache(): void {
  cache.clear();
}

const keyOf = (questionText: string, response: string) =>
  createHash('sha256').update(questionText).update('\u0000').update(response).digest('base64');

/** Drops one answer's cached analysis (it holds quotes), e.g. when the response or its link is deleted. */
export function forgetAnswer(questionText: string, response: string): void {
  cache.delete(keyOf(questionText, response));
}

/** Everything the aggregate step needs from one answer; pure, so it is cached by content. */
export function answerInsight(questionText: string, response: string): AnswerInsight {
  const key = keyOf(questionText, response);
  const hit = cache.get(key);
  if (hit) return hit;
  const insight = analyze(questionText, response);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, insight);
  return insight;
}

const NO_COMPLAINT = /^\s*(?:nothing|none|no|nope|n\/a|not really)\b/i;

// Where a behaviour happened, not what went wrong: shouting in a meeting is about conduct, not meeting length.
const SETTINGS = new Set(['Meetings', 'Time and deadlines', 'Presentation pace and slides', 'Audience and questions', 'Feedback']);
const BEHAVIOUR = new Set(['conduct', 'intimidation', 'belittling', 'discrimination']);
const CONDUCT_THEME = 'Respect and conduct';

function analyze(questionText: string, response: string): AnswerInsight {
  // "Nothing, it was all relevant" answers an improvement question with no complaint.
  const intent = NO_COMPLAINT.test(response) ? 'open' : questionIntent(questionText);
  const asked = extractThemes(questionText);
  const fallbackThemes = asked.length === 1 ? asked : [];
  const sentences = splitSentences(response);
  const concerns = answerConcerns(questionText, sentences.map((s) => s.text));
  const insight: AnswerInsight = { themes: extractThemes(response), sentences: [], clauses: [], concerns };
  // What the meaning layer alone finds keeps a sentence from being praise, but does not refile it.
  const kindsOf = new Map<string, Set<string>>();
  for (const c of concerns) kindsOf.set(c.sentence, (kindsOf.get(c.sentence) ?? new Set()).add(c.semantic ? 'meaning' : c.rule.kind));
  const themed = sentences.map((s) => extractThemes(s.text));
  sentences.forEach((sentence, index) => {
    const sentenceThemes = themed[index];
    // A sentence naming no theme usually continues its neighbour ("The handover is a mess. Nobody knows who owns what.").
    const around = themed[index - 1]?.length ? themed[index - 1] : themed[index + 1]?.length ? themed[index + 1] : fallbackThemes;
    insight.sentences.push({ text: sentence.text, themes: sentenceThemes });
    const undone = praiseUndone(sentence.text) || praiseTakenBack(sentences[index + 1]?.text);
    const found: ClauseInsight[] = [];
    const owns = sentence.clauses.map(extractThemes);
    // A clause naming no theme speaks about the sentence's unclaimed theme, else the question's.
    const unclaimed = sentenceThemes.filter((t) => !owns.some((o) => o.includes(t)));
    const clauseThemes = sentence.clauses.map((_, i) => (owns[i].length > 0 ? owns[i] : sentenceThemes.length > 0 ? unclaimed : around));
    // Tone only matters where it lands on a theme; skipping the rest keeps large links fast.
    const relevant = clauseThemes.some((t) => t.length > 0);
    sentence.clauses.forEach((clause, i) => {
      const polarity: Polarity = undone ? 'criticism' : relevant ? clauseTone(clause, intent).polarity : 'neutral';
      if (polarity !== 'praise') found.push({ text: clause, quote: clause, polarity, themes: clauseThemes[i] });
      else found.push(...praiseClauses(clause, clauseThemes[i], owns[i].length > 0, intent));
    });
    const kinds = kindsOf.get(sentence.text);
    if (kinds) {
      insight.clauses.push(...partOfConcern(sentence.text, found, kinds));
      return;
    }
    const mixed = found.some((c) => c.polarity === 'praise') && found.some((c) => c.polarity === 'criticism' || c.polarity === 'suggestion');
    // A clause of a word or two ("calm", "mind you") says nothing on its own: quote its sentence.
    for (const c of found) insight.clauses.push(mixed && c.quote.split(/\s+/).length >= 3 ? c : { ...c, quote: sentence.text });
  });
  return insight;
}

// A place or occasion named around praise ("You hear us out in department meetings") is not what is praised.
const SETTING_PHRASE = /\b(?:in|at|during|before|after) (?:the |our |your |his |her |their |every |each |most |all )?(?:[\w-]+ ){0,2}?(?:meetings?|stand-?ups?|one-on-ones?|1:1s?|retros?|syncs?|huddles?|calls?|reviews?|briefings?|sessions?)\b/gi;

/**
 * Praise counts only for what it is about: a complaint joined by "and" is judged apart ("Talented
 * and exhausting."), and a setting gives way to the topic praised in it.
 */
function praiseClauses(clause: string, themes: string[], ownThemes: boolean, intent: QuestionIntent): ClauseInsight[] {
  const parts = clause.split(/\s+and\s+/);
  const tones = parts.length > 1 ? parts.map((p) => clauseTone(p, intent).polarity) : [];
  if (tones.some((t) => t === 'criticism')) {
    const owns = parts.map(extractThemes);
    const rest = themes.filter((t) => !owns.some((o) => o.includes(t)));
    return parts.map((p, i) => ({ text: p, quote: p, polarity: tones[i], themes: owns[i].length > 0 ? owns[i] : rest }));
  }
  const topic = ownThemes ? extractThemes(clause.replace(SETTING_PHRASE, ' ')) : [];
  return [{ text: clause, quote: clause, polarity: 'praise', themes: topic.length > 0 ? topic : themes }];
}

const negative = (c: ClauseInsight) => c.polarity === 'criticism' || c.polarity === 'suggestion';

/**
 * A sentence quoted as a concern is never praise ("everyone heard it" after a slur is not good
 * listening). Behaviour is filed under conduct, with what else it criticises, never under its setting.
 */
function partOfConcern(sentence: string, clauses: ClauseInsight[], kinds: Set<string>): ClauseInsight[] {
  if (![...kinds].some((k) => BEHAVIOUR.has(k))) {
    return clauses.map((c) => ({ ...c, quote: sentence, polarity: c.polarity === 'praise' ? 'neutral' : c.polarity }));
  }
  const criticised = clauses.filter(negative).flatMap((c) => c.themes).filter((t) => !SETTINGS.has(t));
  return [{ text: sentence, quote: sentence, polarity: 'criticism', themes: [...new Set([CONDUCT_THEME, ...criticised])] }];
}
