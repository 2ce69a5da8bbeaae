/** Someone other than the respondent or the reader. */
export const SOMEONE_ELSE_WORDS = 'he|she|they|someone|somebody|colleague|manager|boss|lead|director|client|customer|guy|man|woman|people';
/** Roles a report names the speaker by, singular or plural. */
const ROLES =
  'leader|supervisor|foreman|coach|teacher|lecturer|chef|patient|resident|parent|student|player|member|coworker|co-worker|' +
  'teammate|guest|visitor|delegate|driver|officer|nurse|doctor|stranger|neighbour|neighbor|friend|mate|men|women';

const SOMEONE_ELSE = new RegExp(`\\b(?:${SOMEONE_ELSE_WORDS}|(?:${ROLES})s?)\\b`);
const REPORTING = new RegExp(
  String.raw`\b(?:said|says|say|told|tells|tell|comments?|commented|commenting|remarks?|remarked|calls?|called|calling|` +
    String.raw`jokes?|joked|joking|asks?|asked|whispers?|whispered|shouts?|shouted|wrote|writes|texted|messaged|` +
    String.raw`mentions?|mentioned)\b`,
);

/** A text that relays someone else's words is a report, not a remark aimed at the reader. */
export const isReport = (variants: readonly string[]) => variants.some((v) => REPORTING.test(v) && SOMEONE_ELSE.test(v));
