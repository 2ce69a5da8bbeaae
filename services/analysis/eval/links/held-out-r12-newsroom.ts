import { Q, type EvalLink } from '../eval-link';

// Held out (round 12): written blind to the analyzer; to be scored once.
export const heldOutR12Newsroom: EvalLink = {
  title: 'Reporters at a regional newspaper to the news editor (held out)',
  answers: [
    [Q.keep, "The line-by-line notes you give on my copy are the best feedback I've had in any newsroom. You cut 200 words and somehow it says more.", 'a'],
    [Q.untold, "The comments about what Ellie wears to court, and calling her 'our little honeytrap' for getting sources to talk, in front of the whole desk. She laughs because what else can she do. And the hand on her shoulder that stays there far too long when you lean over her screen.", 'a'],
    [Q.pressure, "On deadline you scream. Properly scream, and the phone got thrown at the wall in March. The juniors flinch when you walk over.", 'b'],
    [Q.safe, "About a story, yes. About you, no chance, not after the last person who went to HR was moved to the overnight web shift within a fortnight.", 'b'],
    [Q.fair, "Since Priya told you she was pregnant she's been taken off the council beat and given listings and the what's-on page. You said it was so she'd have 'less stress' but she never asked for that, and the beat went to a guy with half her experience.", 'c'],
    [Q.describe, "Exciting, you get the big stories. But it's like living next door to a volcano.", 'c'],
    [Q.anything, "I've been doing the late shift and then coming back in for the 7am conference because there's nobody else. Haven't had a full weekend off since February, I'm nodding off on the bus home and I've started getting names wrong in copy, which I never used to do.", 'd'],
    [Q.priorities, "Clear at the 11 o'clock conference, then it's all changed by 3 and nobody's told. A shared list of what's leading would save a lot of wasted calls.", 'd'],
    [Q.listen, "I wouldn't say you're a great listener tbh, you've usually decided the angle before I've finished pitching it.", 'e'],
    [Q.growth, "You signed off the data journalism course and sat with me on the FOI requests for my first investigation, which I won't forget.", 'e'],
    [Q.comms, "Messages at midnight in all caps with no context. 'WHERE IS IT'. where is what??", 'f'],
    [Q.keep, "Keep backing us with the lawyers and the owners. You've stood behind every story I've done even when it brought complaints in.", 'f'],
    [Q.anything, "Three of the best reporters on the desk have gone in the last year and all of them told me why on their leaving drinks. Doesn't that tell you something?", 'g'],
  ],
  expected: {
    themes: ['Feedback', 'Respect and conduct', 'Workload', 'Wellbeing', 'Planning and priorities', 'Communication', 'Listening', 'Support and mentoring'],
    concerns: ['conduct', 'intimidation', 'discrimination', 'wellbeing', 'attrition'],
    strengths: ['Feedback', 'Support and mentoring'],
    opportunities: ['Respect and conduct', 'Workload', 'Wellbeing', 'Planning and priorities', 'Communication', 'Listening'],
  },
};
