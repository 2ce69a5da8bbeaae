import { DIMENSIONS } from '@pill/platform/encoder/sentence-encoder';
import type { AnalysisResult } from '@pill/proto/analytics';
import type { AnalysisInput } from '../analyzer.port';
import { buildConcerns, type Flag } from './concerns';
import { actionSteps, nextSteps, overview, type Story, type ThemeReading } from './narrative';
import {
  CONCERN_KINDS,
  CONCERN_LABELS,
  OTHER_TOPIC,
  POLARITIES,
  type ConcernKind,
  type Polarity,
  type ReadingModel,
} from './reading-model';
import { clusterRows } from './clustering';
import { distinctiveWords } from './theme-words';
import { assignRest, findThemes, isTopical, sample, wordsName, type Theme } from './themes';
import { answerRows, answersOf, centroid, unitMatrix, type UnitMatrix } from './unit-matrix';
import { shortQuote } from './units';

/**
 * Themes, strengths and growth areas shown at most. Readers name more specific things than the
 * themes are, so fewer left what they named out: with 8 strengths and 10 themes, 80% of the
 * strengths and 86% of the themes readers named over all development rounds were shown, with 12
 * 85% and 89%, while the share of shown items a reader also named stayed at 73 to 74% (dev rounds
 * 17 to 20 had shown the same for growth areas: 54% with 8, 73% with 12).
 */
const MAX_THEMES = 12;
const MAX_INSIGHTS = 12;
const MAX_GROWTH = 12;
const MAX_QUOTES = 3;
/** Average cosine at or above which units of a theme's praise are about one thing. */
const ONE_THING = 0.685;
/** Praise units of one theme clustered at most (the clustering is quadratic); the rest join the nearest part. */
const MAX_SPLIT = 400;
/** How sure the tone head must be that a unit praises before it counts as praise. */
const PRAISE_FLOOR = 0.7;
/** How much a flagged unit's whole answer must lean to the same kind of concern for the flag to stand. */
const ANSWER_AGREES = 0.3;
/** How sure the tone head must be, reading a unit without its question, to ignore the question. */
const CLEAR_WORDS = 0.8;

/** How one unit reads: its tone, its known topic if any and, when the concern head is sure enough, a concern. */
export interface UnitReading {
  polarity: Polarity;
  /** How sure the tone head is of that tone. */
  sure: number;
  topic: string | null;
  flag?: Flag;
}

const NO_QUESTION = new Float32Array(DIMENSIONS);

/**
 * Whether a unit's answer, read whole (the mean of its units' vectors, all its words), leans to
 * the kind of concern the unit alone was flagged for at least `ANSWER_AGREES`. A clause read
 * alone loses what its neighbours say ("the door doesn't lock" in an answer asking for lockers,
 * "we're paid from 10" after "we start at 9:45"). Over the development rounds this cut false
 * alarms from 22 to 6 (on clean links from 8 to 1) and lost 3 of 3,467 labels.
 */
function answerAgrees(model: ReadingModel, m: UnitMatrix, row: number, question: Float32Array, kind: ConcernKind): boolean {
  const rows = answerRows(m, row);
  if (rows.length < 2) return true;
  const text = rows.map((r) => m.units[r].text).join(' ');
  return model.concern.probabilities(centroid(m.vectors, rows), question, text)[CONCERN_LABELS.indexOf(kind)] >= ANSWER_AGREES;
}

export function readUnits(model: ReadingModel, m: UnitMatrix, questionOf: (answer: number) => Float32Array): UnitReading[] {
  return m.units.map((u) => {
    const vector = m.vectors.subarray(u.row * DIMENSIONS, (u.row + 1) * DIMENSIONS);
    const question = questionOf(u.answer);
    // The words decide when they are clear; the question only settles what they leave open
    // ("the pace" is a complaint under "what should change?"), so "what should I keep doing?"
    // cannot turn "the meeting always runs long" into praise.
    const alone = model.polarity.probabilities(vector, NO_QUESTION, u.text);
    const withQuestion = () => model.polarity.probabilities(vector, question, u.text);
    const p = Math.max(...alone) >= CLEAR_WORDS ? alone : withQuestion();
    let polarity = POLARITIES[p.indexOf(Math.max(...p))];
    // A strength is shown only from clear praise, read so with and without the question: a
    // hesitant reading is left out rather than risk showing a complaint as praise ("you're off
    // the rota that pays extra" reads as praise alone, as half praise under "what should change?").
    const praise = POLARITIES.indexOf('praise');
    if (polarity === 'praise' && Math.min(p[praise], (p === alone ? withQuestion() : p)[praise]) < PRAISE_FLOOR) polarity = 'neutral';
    const c = model.concern.probabilities(vector, question, u.text);
    let flag: Flag | undefined;
    for (const kind of CONCERN_KINDS) {
      const prob = c[CONCERN_LABELS.indexOf(kind)];
      const threshold = model.thresholds[kind];
      if (prob >= threshold && (!flag || prob - threshold > flag.p - flag.threshold)) flag = { row: u.row, kind, p: prob, threshold };
    }
    if (flag && !answerAgrees(model, m, u.row, question, flag.kind)) flag = undefined;
    // What raises a concern is never shown as praise.
    if (flag && polarity === 'praise') polarity = 'criticism';
    const t = model.topic.probabilities(vector, question, u.text);
    const best = t.indexOf(Math.max(...t));
    const label = model.topic.labels[best];
    const topic = label !== OTHER_TOPIC && t[best] >= model.topicThreshold ? label : null;
    return { polarity, sure: p[POLARITIES.indexOf(polarity)], topic, flag };
  });
}

function quotes(m: UnitMatrix, rows: number[]): string[] {
  const out: string[] = [];
  const answers = new Set<number>();
  // One quote per answer first, so the examples show several voices.
  for (const pass of [0, 1]) {
    for (const r of rows) {
      if (out.length >= MAX_QUOTES) return out;
      const q = shortQuote(m.units[r].text);
      if (out.includes(q) || (pass === 0 && answers.has(m.units[r].answer))) continue;
      answers.add(m.units[r].answer);
      out.push(q);
    }
  }
  return out;
}

/** A strength or growth area to show, and how sure the tone head is of its clearest unit. */
interface Insight {
  reading: ThemeReading;
  sure: number;
}

const isCriticism = (r: UnitReading) => r.polarity === 'criticism' || r.polarity === 'request';
/** A loop, not `Math.max(...rows)`: a theme of a large link can hold more rows than a call takes arguments. */
const clearest = (readings: UnitReading[], rows: number[]) => rows.reduce((best, r) => Math.max(best, readings[r].sure), -Infinity);

/**
 * A theme's praise split into the separate things it praises: units at least `ONE_THING` alike on
 * average stay together. One part keeps the theme's name; several are each named by their own
 * distinctive words, so "the new lighting desk" and "the box office" are two strengths, not one
 * "Equipment and tools" that can quote only three of its answers. Criticism is not split: growth
 * areas are already more than are shown, and a theme's criticism read whole names more of the
 * asks people made (development rounds: growth areas found fell from 81% to 78% when split).
 */
function praiseParts(m: UnitMatrix, readings: UnitReading[], t: Theme, whole: ThemeReading): Insight[] {
  const rows = t.rows.filter((r) => readings[r].polarity === 'praise');
  if (rows.length === 0) return [];
  const clustered = sample(rows, MAX_SPLIT);
  let groups = clusterRows(m.vectors, clustered, ONE_THING);
  // Beyond the sample, each unit joins the part it is most like.
  if (clustered.length < rows.length) groups = assignRest(m, rows, clustered, groups, -1);
  if (groups.length < 2) return [{ reading: whole, sure: clearest(readings, rows) }];
  const naming = distinctiveWords(groups.map((g) => g.map((r) => m.units[r].text)));
  return groups.map((g, i) => {
    const answers = answersOf(m, g);
    return {
      reading: {
        name: naming[i].byNouns ? wordsName(naming[i].words) : t.name,
        answers,
        praise: { answers, quotes: quotes(m, g) },
        criticism: { answers: 0, quotes: [], requests: [] },
      },
      sure: clearest(readings, g),
    };
  });
}

/** A theme's criticism and requests, read whole, as one growth area. */
function criticismOf(readings: UnitReading[], t: Theme, whole: ThemeReading): Insight[] {
  const rows = t.rows.filter((r) => isCriticism(readings[r]));
  return rows.length > 0 ? [{ reading: whole, sure: clearest(readings, rows) }] : [];
}

/**
 * Every theme's largest part first, then their second parts, and so on; within each, by how many
 * answers say it, and among as many by the clearest unit (a tie no longer goes to the bigger theme).
 */
function spread(parts: Insight[][], answers: (r: ThemeReading) => number): ThemeReading[] {
  const order = (a: Insight, b: Insight) => answers(b.reading) - answers(a.reading) || b.sure - a.sure;
  const ranked = parts.map((p) => [...p].sort(order));
  const out: ThemeReading[] = [];
  for (let k = 0; ranked.some((p) => p.length > k); k++)
    out.push(
      ...ranked
        .flatMap((p) => (p[k] ? [p[k]] : []))
        .sort(order)
        .map((i) => i.reading),
    );
  return out;
}

function readTheme(m: UnitMatrix, readings: UnitReading[], t: Theme): ThemeReading {
  const of = (pred: (r: UnitReading) => boolean) => t.rows.filter((r) => pred(readings[r]));
  const answers = (rows: number[]) => answersOf(m, rows);
  const praise = of((r) => r.polarity === 'praise');
  const criticism = of(isCriticism);
  const requests = of((r) => r.polarity === 'request');
  return {
    name: t.name,
    answers: t.answers,
    praise: { answers: answers(praise), quotes: quotes(m, praise) },
    criticism: { answers: answers(criticism), quotes: quotes(m, criticism), requests: quotes(m, requests) },
  };
}

/**
 * The built-in analysis of a link's answers from their unit vectors: every unit's tone and
 * concern, themes from the units' vectors, strengths from praise and growth areas from criticism
 * and requests within each theme, concerns by kind, and the narrative written from all of that.
 * Pure and deterministic; the analysis service runs it in a worker thread.
 */
export function understand(model: ReadingModel, input: AnalysisInput): AnalysisResult {
  const kept = input.answers.map((a, i) => ({ a, u: input.units[i] })).filter(({ a }) => a.response.trim().length > 0);
  const answers = kept.map((k) => k.a);
  const m = unitMatrix(
    answers,
    kept.map((k) => k.u),
  );
  const readings = readUnits(model, m, (i) => input.questions.get(answers[i].questionText) ?? NO_QUESTION);
  const topical = m.units.filter((u) => isTopical(u.text)).map((u) => u.row);
  const themes = findThemes(m, topical, (r) => readings[r].topic).map((t) => ({ theme: t, reading: readTheme(m, readings, t) }));
  const concerns = buildConcerns(
    m,
    readings.flatMap((r) => (r.flag ? [r.flag] : [])),
  );

  const strengths = spread(
    themes.map((t) => praiseParts(m, readings, t.theme, t.reading)),
    (r) => r.praise.answers,
  ).slice(0, MAX_INSIGHTS);
  const opportunities = spread(
    themes.map((t) => criticismOf(readings, t.theme, t.reading)),
    (r) => r.criticism.answers,
  ).slice(0, MAX_GROWTH);
  const answersWith = (p: (r: UnitReading) => boolean) => new Set(m.units.filter((u) => p(readings[u.row])).map((u) => u.answer)).size;
  const story: Story = {
    linkTitle: input.linkTitle,
    answers: answers.length,
    respondents: new Set(answers.map((a) => a.submissionId)).size,
    themes: themes.map((t) => t.reading),
    strengths,
    opportunities,
    concerns,
    tone: {
      praise: answersWith((r) => r.polarity === 'praise'),
      criticism: answersWith(isCriticism),
    },
  };
  /** "One answer praises ..." or "3 answers praise ...": the verb agrees with the count. */
  const mentions = (n: number, one: string, many: string) => (n === 1 ? `One answer ${one}.` : `${n} answers ${many}.`);
  return {
    summary: {
      overview: overview(story),
      responseCount: answers.length,
      keyThemes: themes
        .slice(0, MAX_THEMES)
        .map(({ theme, reading }) => ({ theme: reading.name, frequency: reading.answers, examples: quotes(m, theme.rows) })),
    },
    criticalConcerns: concerns.map((c) => c.concern),
    insights: {
      strengths: strengths.map((t) => ({
        area: t.name,
        impact: mentions(t.praise.answers, `praises ${lowerName(t.name)}`, `praise ${lowerName(t.name)}`),
        evidence: t.praise.quotes,
      })),
      opportunities: opportunities.map((t) => ({
        area: t.name,
        suggestion:
          mentions(
            t.criticism.answers,
            `criticises ${lowerName(t.name)} or asks for a change`,
            `criticise ${lowerName(t.name)} or ask for a change`,
          ) + (t.criticism.requests[0] ? ` One asks: “${t.criticism.requests[0]}”` : ''),
        evidence: t.criticism.quotes,
      })),
    },
    nextSteps: nextSteps(story),
    actionSteps: actionSteps(story),
  };
}

const lowerName = (s: string) => (/^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);
