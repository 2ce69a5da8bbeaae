/** Concern categories a careful reader would flag; matched against concern titles by meaning. */
export type ConcernKind = 'substance' | 'conduct' | 'intimidation' | 'discrimination' | 'safety' | 'wellbeing' | 'ethics' | 'attrition';

/** One labelled feedback link: realistic answers and what a careful human reader finds in them. */
export interface EvalLink {
  title: string;
  /** [question, answer, submission] */
  answers: Array<[string, string, string]>;
  expected: { themes: string[]; concerns: ConcernKind[]; strengths: string[]; opportunities: string[] };
}

export const Q = {
  keep: 'What should I keep doing?',
  change: 'What should I start or stop doing?',
  untold: 'What is one thing you have wanted to tell me but haven’t?',
  describe: 'How would you describe working with me to a friend?',
  listen: 'How well do I listen when you bring me a problem or an idea?',
  pressure: 'How do I treat people when I am under pressure?',
  safe: 'Do you feel safe raising concerns or disagreeing with me?',
  priorities: 'How clear am I about priorities and what good looks like?',
  growth: 'How well do I support your growth?',
  fair: 'How fairly do I treat people on the team?',
  comms: 'How clear is my communication?',
  anything: 'Is there anything else you would like me to know?',
  useful: 'What was the most useful part of this session?',
  unclear: 'What was unclear or could have been left out?',
  pace: 'How was the pace and length?',
  better: 'How could the presenter make the next session better?',
  after: 'What will you do differently after this session?',
} as const;
