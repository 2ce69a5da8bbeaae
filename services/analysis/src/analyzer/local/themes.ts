import { DIMENSIONS } from '@pill/platform/encoder/sentence-encoder';
import { clusterRows } from './clustering';
import { distinctiveWords, topicWords } from './theme-words';
import { answersOf, centroid, dot, type UnitMatrix } from './unit-matrix';

/** What people talked about: units on one topic, named by a known topic or by their own words. */
export interface Theme {
  name: string;
  /** Rows of the unit matrix, most typical first. */
  rows: number[];
  /** Distinct answers that touch it. */
  answers: number;
}

export interface ThemeSettings {
  /** Average cosine below which two groups of units are not one theme. */
  clusterSimilarity: number;
  /** Units clustered at most; the rest join the nearest theme. */
  maxClustered: number;
}

export const THEME_SETTINGS: ThemeSettings = { clusterSimilarity: 0.6, maxClustered: 1500 };

const capitalised = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
export const wordsName = (words: string[]) =>
  words.length <= 1 ? capitalised(words[0] ?? '') : `${capitalised(words.slice(0, -1).join(', '))} and ${words[words.length - 1]}`;

/** An even spread of `max` rows out of `rows`, the same every run. */
export const sample = (rows: number[], max: number) =>
  rows.length <= max ? rows : Array.from({ length: max }, (_, i) => rows[Math.floor((i * rows.length) / max)]);

/**
 * Themes of the topical units (`rows`), as BERTopic does with a zero-shot topic list: a unit the
 * topic head places on a known topic joins that topic's theme; the others are clustered by their
 * vectors, and each cluster is named by its distinctive words (class-based TF-IDF).
 */
export function findThemes(m: UnitMatrix, rows: number[], topicOf: (row: number) => string | null, settings = THEME_SETTINGS): Theme[] {
  const byTopic = new Map<string, number[]>();
  const rest: number[] = [];
  for (const r of rows) {
    const topic = topicOf(r);
    if (topic) byTopic.set(topic, [...(byTopic.get(topic) ?? []), r]);
    else rest.push(r);
  }
  const clustered = sample(rest, settings.maxClustered);
  let groups = clusterRows(m.vectors, clustered, settings.clusterSimilarity);
  if (clustered.length < rest.length) groups = assignRest(m, rest, clustered, groups, settings.clusterSimilarity);
  const naming = distinctiveWords(groups.map((g) => g.map((r) => m.units[r].text)));
  const themes = new Map(byTopic);
  groups.forEach((g, i) => {
    const name = wordsName(naming[i].words);
    // A cluster that says no thing (no noun) is no theme: "Just right." would be a theme "Right",
    // two requests that share only a verb a theme "Write".
    if (name && naming[i].byNouns) themes.set(name, [...(themes.get(name) ?? []), ...g]);
  });
  return [...themes]
    .map(([name, g]) => ({ name, rows: typicalFirst(m, g), answers: answersOf(m, g) }))
    .sort((a, b) => b.answers - a.answers || b.rows.length - a.rows.length || a.name.localeCompare(b.name));
}

export function assignRest(m: UnitMatrix, rows: number[], clustered: number[], groups: number[][], minSimilarity: number): number[][] {
  const inSample = new Set(clustered);
  const centroids = groups.map((g) => centroid(m.vectors, g));
  const out = groups.map((g) => [...g]);
  for (const r of rows) {
    if (inSample.has(r)) continue;
    let best = -1;
    let bestSim = minSimilarity;
    centroids.forEach((c, i) => {
      const sim = dot(m.vectors, r * DIMENSIONS, c, 0);
      if (sim >= bestSim) {
        bestSim = sim;
        best = i;
      }
    });
    if (best >= 0) out[best].push(r);
  }
  return out;
}

/** Rows ordered by closeness to their theme's centre. */
function typicalFirst(m: UnitMatrix, rows: number[]): number[] {
  const c = centroid(m.vectors, rows);
  return rows
    .map((r) => ({ r, sim: dot(m.vectors, r * DIMENSIONS, c, 0) }))
    .sort((a, b) => b.sim - a.sim || a.r - b.r)
    .map((x) => x.r);
}

/** A unit says what it is about when it has a topic word. */
export const isTopical = (text: string) => topicWords(text).length > 0;
