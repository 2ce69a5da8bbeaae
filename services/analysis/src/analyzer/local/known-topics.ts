import phrases from './topic-phrases.json';

/**
 * Names the analysis gives a theme when its units are about one of these topics (BERTopic's
 * zero-shot topic list): the topic head is trained on units labelled with them, these phrases
 * included. A unit about none of them joins a theme found by clustering and named by its own words.
 */
export const KNOWN_TOPICS: Readonly<Record<string, readonly string[]>> = phrases;
