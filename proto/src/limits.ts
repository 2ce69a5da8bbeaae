/** Business constants of the product (spec section 9), shared by the services and the web app. */
export const LIMITS = {
  maxQuestionsPerLink: 10,
  maxResponseLength: 2000,
  maxRespondentNameLength: 100,
  maxTitleLength: 200,
  maxSubtitleLength: 500,
  maxQuestionTextLength: 300,
  maxQuestionSubtextLength: 500,
  maxCategoryLength: 40,
  preselectedGeneralQuestions: 2,
  /** A link's anonymity threshold: answers stay hidden until this many people have responded. */
  minResponses: { min: 1, max: 50, absent: 1, proposed: 3 },
} as const;

export const MESSAGES = {
  titleRequired: 'Please enter a title for your feedback link.',
  questionRequired: 'Please select at least one question.',
  tooManyQuestions: 'You can select up to 10 questions per feedback form.',
  feedbackRequired: 'Please provide feedback in at least one field before submitting.',
  responseTooLong: 'Please keep each response under 2000 characters.',
  nameTooLong: 'Please keep your name under 100 characters.',
  questionFieldsRequired: 'Please fill in all fields.',
  titleTooLong: `Please keep the title under ${LIMITS.maxTitleLength} characters.`,
  subtitleTooLong: `Please keep the subtitle under ${LIMITS.maxSubtitleLength} characters.`,
  questionTextTooLong: `Please keep the question under ${LIMITS.maxQuestionTextLength} characters.`,
  subtextTooLong: `Please keep the subtext under ${LIMITS.maxQuestionSubtextLength} characters.`,
  minResponsesRange: `The minimum number of responses must be a whole number from ${LIMITS.minResponses.min} to ${LIMITS.minResponses.max}.`,
  categoryTooLong: `Please keep the category under ${LIMITS.maxCategoryLength} characters.`,
} as const;
