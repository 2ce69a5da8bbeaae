import { HARM_LABELS } from '../src/moderation/harm-classifier';

/**
 * Labels of the evaluation sets: the classifier's, personal details (which its own layer refuses),
 * and `harmful` for older sets that say only that an answer must be refused.
 */
export const LABELS = [...HARM_LABELS, 'personal_details', 'harmful'] as const;
