import { Q, type EvalLink } from '../eval-link';

// Held out (seventh round), clean: full of words that look alarming out of context.
export const cocktailMasterclass: EvalLink = {
  title: 'Cocktail masterclass for new bar staff (held out)',
  answers: [
    [Q.useful, 'Learning to free-pour shots accurately. I was way off before and now I am within a few ml.', 'a'],
    [Q.unclear, 'The bit about licensing law and refusing service to drunk customers went a little fast.', 'a'],
    [Q.pace, 'Good pace, though the whisky tasting ran over and we rushed the last two cocktails.', 'a'],
    [Q.better, 'More hands-on time with the shaker. I only got to make two drinks myself.', 'b'],
    [Q.useful, 'The safety briefing on broken glass and the ice well was genuinely useful, I had never been shown that.', 'b'],
    [Q.after, 'I will stop guessing measures and use the jigger every time, even when the bar is slammed on a Friday.', 'b'],
    [Q.useful, 'How to spot a guest who has had too many and cut them off politely without a scene.', 'c'],
    [Q.unclear, 'Nothing really, the slides on the spirits families were clear.', 'c'],
    [Q.better, 'Hand out the spec sheets before the session so we can follow along.', 'c'],
    [Q.pace, 'A little long, my feet were killing me by the end, but worth it.', 'd'],
    [Q.useful, 'The trick for the Old Fashioned, stirring it properly instead of shaking it to death.', 'd'],
    [Q.after, 'Taste every drink with a straw before it goes out, like you showed us.', 'e'],
    [Q.better, 'Maybe a short section on handling a rush without burning out the bar team.', 'e'],
  ],
  expected: {
    themes: ['Presentation pace and slides', 'Technical skill'],
    concerns: [],
    strengths: ['Technical skill', 'Presentation pace and slides'],
    opportunities: ['Presentation pace and slides'],
  },
};
