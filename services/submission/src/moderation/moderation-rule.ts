import type { ModerationKind } from './moderator.port';

/**
 * One local moderation rule. A weight of 2 refuses on its own; weight-1 rules are hostile
 * but ambiguous alone ("watch your back", "you are pathetic") and refuse only together.
 */
export type ModerationRule = {
  kind: ModerationKind;
  weight: 1 | 2;
  pattern: RegExp;
  /** Skipped when the text reports what someone else said ("he said ..."), so reports can quote. */
  unlessReported?: boolean;
};

export const REFUSAL_THRESHOLD = 2;

/** People a threat or insult can be aimed at: the reader first. */
export const PERSON =
  "(?:you|ya|yu|y'all|yall|you all|you guys|all of you|him|her|them|everyone|everybody|whoever|your (?:wife|husband|family|kids?|children|son|daughter|partner|girlfriend|boyfriend|mother|mom|mum|father|dad|parents))";

/** First person stating an intention: "I will", "we are going to", "I swear I will". */
export const I_INTEND =
  '(?:i|we)(?: swear (?:i|we))?\\s+(?:will|would|shall|am going to|are going to|am about to|are about to|want to|am coming to|are coming to|should|need to|have to|got to|am gonna)(?:\\s+(?:fucking|fuckin|fking|fkn|fkin|effing|frigging|freaking|bloody|really|literally|seriously|personally|just|definitely|gladly|happily|actually|totally|so|absolutely))*';

/** "you", "you are", "you look" and friends, up to the insult. */
export const YOU_ARE =
  "(?:you|ya|yu|ur)(?:\\s+(?:are|r|look|looked|seem|sound|were|really are|truly are|are just|are such))?";
