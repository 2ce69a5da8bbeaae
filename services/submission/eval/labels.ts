import { HARM_LABELS } from '../src/moderation/harm-classifier';

/** Labels of the evaluation sets: the classifier's, and `harmful` for older sets that say only that an answer must be refused. */
export const LABELS = [...HARM_LABELS, 'harmful'] as const;
