import { Q, type EvalLink } from '../eval-link';

// Fifth held-out round (scored before tuning), since tuned on. A clean session.
export const lecture: EvalLink = {
  title: 'Guest lecture: Intro to climate data',
  answers: [
    [Q.useful, 'Plotting the raw station data live and showing how the trend appears. Memorable.', 'a'],
    [Q.pace, 'Good for the first half, the statistics part flew by.', 'a'],
    [Q.better, 'Put the code on a handout, I could not copy it from the screen fast enough.', 'a'],
    [Q.useful, 'You were patient with the basic questions, nobody felt stupid for asking.', 'b'],
    [Q.unclear, 'What an anomaly baseline is, you used the term before defining it.', 'b'],
    [Q.after, 'Download the dataset and try the notebook this weekend.', 'b'],
    [Q.pace, 'Slightly long, a ten minute break would have helped.', 'c'],
    [Q.better, 'Fewer charts per slide. Some had four and I did not know where to look.', 'c'],
    [Q.useful, 'The bit where you debunked the common misreadings of the hockey stick graph was brilliant.', 'c'],
    [Q.unclear, 'Nothing, it was well explained.', 'd'],
    [Q.after, 'I might change my dissertation topic, honestly.', 'd'],
    [Q.useful, 'Your enthusiasm is contagious, the whole room was engaged.', 'e'],
  ],
  expected: {
    themes: ['Presentation pace and slides', 'Audience and questions', 'Communication'],
    concerns: [],
    strengths: ['Audience and questions', 'Presentation pace and slides', 'Communication'],
    opportunities: ['Presentation pace and slides', 'Communication'],
  },
};
