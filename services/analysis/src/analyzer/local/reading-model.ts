import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Head, type StoredHead } from '@pill/platform/encoder/classifier-head';

export const POLARITIES = ['praise', 'criticism', 'request', 'neutral'] as const;
export type Polarity = (typeof POLARITIES)[number];

/** Serious matters an owner must not miss; `none` is everything else. */
export const CONCERN_KINDS = [
  'intimidation',
  'conduct',
  'discrimination',
  'safety',
  'substance',
  'wellbeing',
  'ethics',
  'attrition',
] as const;
export type ConcernKind = (typeof CONCERN_KINDS)[number];
export const CONCERN_LABELS = ['none', ...CONCERN_KINDS] as const;

/** The label of units about no known topic: they are clustered instead. */
export const OTHER_TOPIC = 'Other';

export interface StoredModel {
  encoder: string;
  polarity: StoredHead;
  concern: StoredHead & { thresholds: Record<ConcernKind, number> };
  /** Known topics and OTHER_TOPIC; a unit takes a topic only above `threshold`. */
  topic: StoredHead & { threshold: number };
}

/** The trained heads (`npm run train:analysis` writes them). */
export interface ReadingModel {
  encoder: string;
  polarity: Head;
  concern: Head;
  thresholds: Record<ConcernKind, number>;
  topic: Head;
  topicThreshold: number;
}

export const MODEL_PATH = join(__dirname, 'trained-heads.json');

export function readingModel(stored: StoredModel = JSON.parse(readFileSync(MODEL_PATH, 'utf8'))): ReadingModel {
  return {
    encoder: stored.encoder,
    polarity: new Head(stored.polarity),
    concern: new Head(stored.concern),
    thresholds: stored.concern.thresholds,
    topic: new Head(stored.topic),
    topicThreshold: stored.topic.threshold,
  };
}
