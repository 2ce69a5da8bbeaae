import { Head, type StoredHead } from '@pill/platform/encoder/classifier-head';
import { DIMENSIONS, type SentenceEncoder } from '@pill/platform/encoder/sentence-encoder';
import { TokenVectors } from '@pill/platform/encoder/token-vectors';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ModerationKind } from './moderator.port';

/**
 * What the classifier tells apart: `ok` and the harmful kinds of the training corpus. Personal
 * details are also the rule layer's; the classifier learns the ones told in words ("she lives in
 * the yellow house by the church") that no pattern finds.
 */
export const HARM_LABELS = [
  'ok',
  'threat',
  'violence_wish',
  'self_harm_encouragement',
  'hate',
  'insult',
  'sexual_harassment',
  'personal_details',
] as const;
export type HarmLabel = (typeof HARM_LABELS)[number];

/** The refusal each harmful label means. */
export const KIND_OF_LABEL: Record<Exclude<HarmLabel, 'ok'>, ModerationKind> = {
  threat: 'threat',
  violence_wish: 'violence',
  self_harm_encouragement: 'self_harm',
  hate: 'hate',
  insult: 'harassment',
  sexual_harassment: 'sexual',
  personal_details: 'personal_details',
};

/**
 * `npm run train:moderation` writes it. The gate reads the passage's token vectors and hashed words
 * (tens of microseconds) and lets it through when its chance of harm is below `unsureAbove`; the
 * classifier reads the sentence vector and the words, and refuses at `refuseAbove` or more.
 */
export interface StoredHarmModel {
  encoder: string;
  gate: StoredHead & { unsureAbove: number };
  classifier: StoredHead & { refuseAbove: number };
}

export const HARM_MODEL_PATH = join(__dirname, 'harm-model.json');

/** Passages are read whole up to this many words; longer answers in windows of sentences. */
export const PASSAGE_WORDS = 40;
const SENTENCE = /[^.!?\n]+(?:[.!?]+|$)/g;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** What the classifier reads of an answer: all of it when short, else each run of sentences up to PASSAGE_WORDS. */
export function passages(text: string): string[] {
  if (words(text) <= PASSAGE_WORDS) return [text];
  const sentences = (text.match(SENTENCE) ?? [text]).map((s) => s.trim()).filter(Boolean);
  return sentences.map((_, start) => {
    let end = start + 1;
    let count = words(sentences[start]);
    while (end < sentences.length && count + words(sentences[end]) <= PASSAGE_WORDS) count += words(sentences[end++]);
    return sentences.slice(start, end).join(' ');
  });
}

const NO_VECTOR = new Float32Array(0);

/**
 * Details told in words take a sentence. A shorter passage (a name, a handle, "Bobexe.gnp") tells
 * nothing about anyone; the rule layer still refuses a number or an address however short.
 */
const DETAIL_WORDS = 4;

/**
 * A passage naming a weapon is always read by the encoder: the gate learnt harm from how words sit
 * together, and a plain sentence about bringing a gun to work has little of that to go on.
 */
const WEAPONS = /\b(?:guns?|rifles?|shotguns?|pistols?|firearms?|knife|knives|blades?|machetes?|bombs?|explosives?|acid)\b/i;

/** Harm read by a model instead of phrase rules: a cheap gate first, the sentence encoder only where it is unsure. */
export class HarmClassifier {
  private readonly gate: Head;
  private readonly classifier: Head;
  protected readonly unsureAbove: number;
  private readonly refuseAbove: number;

  constructor(
    private readonly encoder: SentenceEncoder,
    stored: StoredHarmModel = JSON.parse(readFileSync(HARM_MODEL_PATH, 'utf8')) as StoredHarmModel,
    private readonly tokens = new TokenVectors(),
  ) {
    if (stored.encoder !== encoder.modelId) throw new Error(`harm model was trained on ${stored.encoder}, not ${encoder.modelId}`);
    this.gate = new Head(stored.gate);
    this.classifier = new Head(stored.classifier);
    this.unsureAbove = stored.gate.unsureAbove;
    this.refuseAbove = stored.classifier.refuseAbove;
  }

  /** Chance of harm from the token vectors and words alone. */
  gateScore(passage: string): number {
    return 1 - this.gate.probabilities(this.tokens.embed(passage), NO_VECTOR, passage)[0];
  }

  /** The first refused text, by index, and its kind; passages the gate is sure of never reach the encoder. */
  async refused(
    texts: ReadonlyArray<{ index: number; plain: readonly string[] }>,
  ): Promise<{ index: number; kind: ModerationKind } | undefined> {
    const unsure = texts.flatMap(({ index, plain }) =>
      plain
        .flatMap(passages)
        .filter((p) => WEAPONS.test(p) || this.gateScore(p) >= this.unsureAbove)
        .map((p) => ({ index, p })),
    );
    const probs = await this.read(unsure.map((u) => u.p));
    const labelOf = (at: number) => HARM_LABELS[likeliestHarm(probs[at])] as Exclude<HarmLabel, 'ok'>;
    const at = probs.findIndex(
      (p, i) => 1 - p[0] >= this.refuseAbove && !(labelOf(i) === 'personal_details' && words(unsure[i].p) < DETAIL_WORDS),
    );
    if (at < 0) return undefined;
    return { index: unsure[at].index, kind: KIND_OF_LABEL[labelOf(at)] };
  }

  /** The highest chance of harm over a text's passages, read by the encoder whatever the gate says. */
  async harm(plain: readonly string[]): Promise<number> {
    return Math.max(0, ...(await this.read(plain.flatMap(passages))).map((p) => 1 - p[0]));
  }

  /** The classifier's probabilities of each label, per passage. */
  private async read(parts: string[]): Promise<Float32Array[]> {
    if (parts.length === 0) return [];
    const vectors = await this.encoder.embed(parts, 'interactive');
    return parts.map((p, i) => this.classifier.probabilities(vectors.subarray(i * DIMENSIONS, (i + 1) * DIMENSIONS), NO_VECTOR, p));
  }
}

/** The index of the likeliest harmful label (never `ok`, index 0). */
export function likeliestHarm(probs: Float32Array): number {
  let best = 1;
  for (let c = 2; c < probs.length; c++) if (probs[c] > probs[best]) best = c;
  return best;
}
