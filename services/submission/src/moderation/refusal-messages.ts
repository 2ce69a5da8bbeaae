import type { ModerationKind, ModerationVerdict } from './moderator.port';

/** What the form shows a respondent refused for threats or abuse; it never repeats their words. */
export const MODERATION_REFUSAL_MESSAGE =
  'Your feedback seems to contain threatening or abusive language. Please rephrase it and focus on the behaviour you want to see change.';

/** One message per kind: what to change, never the respondent's own words. */
export const REFUSAL_MESSAGES: Readonly<Record<ModerationKind, string>> = {
  threat: MODERATION_REFUSAL_MESSAGE,
  harassment: MODERATION_REFUSAL_MESSAGE,
  violence: 'Your feedback seems to describe or call for violence. Please rephrase it and focus on the behaviour you want to see change.',
  self_harm: 'Your feedback seems to encourage self-harm. Please remove that part and focus on the behaviour you want to see change.',
  hate:
    'Your feedback seems to contain a slur or hateful language about a group of people. ' +
    'Please remove it and describe the behaviour you want to see change.',
  sexual:
    'Your feedback seems to contain sexual remarks aimed at someone. ' +
    'Please remove them; if you are reporting something that happened, describe it in your own words.',
  personal_details:
    'Your feedback seems to include contact details or an address. ' +
    'Please remove phone numbers, email addresses, home addresses and number plates, then send it again.',
};

export const refusal = (kind: ModerationKind, index: number): ModerationVerdict => ({
  allowed: false,
  kind,
  index,
  message: REFUSAL_MESSAGES[kind],
});
