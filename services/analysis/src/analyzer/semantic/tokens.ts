/**
 * Words of a sentence as the word vectors spell them: lower case, "don't" as "do not", curly
 * apostrophes straightened. Shared by the distillation, the training and the analyzer so all three
 * read a sentence the same way.
 */
const WORD = /[a-z]+(?:-[a-z]+)*/g;

export function words(sentence: string): string[] {
  const plain = sentence.toLowerCase().replace(/[’‘]/g, "'").replace(/n't\b/g, ' not').replace(/'(?:s|re|ve|ll|d|m)\b/g, '');
  return plain.match(WORD) ?? [];
}

/** Words that say little about what a sentence is about; left out of its meaning vector. */
export const STOP = new Set(
  ('a an the and or but if so of to in on at by for with from into onto about as than then that this these those there here ' +
    'is are was were be been being am do does did doing have has had having will would shall should can could may might must ' +
    'i me my mine we us our ours you your yours he him his she her hers they them their theirs it its one ones ' +
    'what which who whom whose when where why how all any both each every some such own same just also very really quite ' +
    'too more most much many lot lots bit get gets got up out over again once only even still yet ever')
    .split(' '),
);

/** Words that turn a sentence around ("nobody has ever ..."); kept as their own feature. */
export const NEGATION = new Set(['not', 'no', 'never', 'nobody', 'nothing', 'none', 'neither', 'nor', 'without', 'cannot']);
