import { Q, type EvalLink } from '../eval-link';

// Inappropriate comments and unequal treatment, alongside genuine praise for vision.
export const productDirector: EvalLink = {
  title: 'Product director 360',
  answers: [
    [Q.keep, 'Your product vision is inspiring and the roadmap finally makes sense to the whole company.', 'a'],
    [Q.untold, 'You make comments about what the women on the team wear. It is inappropriate and it needs to stop.', 'a'],
    [Q.fair, 'Not fairly. You talk over the women in design reviews and then repeat their ideas as your own.', 'a'],
    [Q.keep, 'Clear strategy documents. I always know why we are building something.', 'b'],
    [Q.fair, 'The guys get the interesting launches. I was passed over because I am a mother and “would not want the travel”.', 'b'],
    [Q.anything, 'At the team dinner you made a joke about a colleague’s body. Several of us were very uncomfortable.', 'b'],
    [Q.comms, 'Very clear in writing. In meetings you go off on tangents.', 'c'],
    [Q.change, 'Stop making decisions in hallway conversations and then announcing them. Involve the people affected.', 'c'],
    [Q.listen, 'You listen to the senior men, everyone else has to fight to be heard.', 'c'],
    [Q.describe, 'Visionary, fast, not always kind.', 'd'],
    [Q.keep, 'You are great with customers, the advisory board loves you.', 'd'],
    [Q.untold, 'Calling the new PM sweetheart in front of the exec team was demeaning.', 'd'],
    [Q.growth, 'I get little coaching, our one-on-ones get cancelled most weeks.', 'e'],
    [Q.change, 'Make decisions with the team, and write down the reasoning so we can disagree before it is final.', 'e'],
  ],
  expected: {
    themes: ['Planning and priorities', 'Decision making', 'Communication', 'Listening', 'Respect and conduct'],
    concerns: ['conduct', 'discrimination'],
    strengths: ['Planning and priorities', 'Communication'],
    opportunities: ['Decision making', 'Listening', 'Support and mentoring', 'Respect and conduct'],
  },
};
