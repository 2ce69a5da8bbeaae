import { Q, type EvalLink } from '../eval-link';

// Held out (round 10): written without reading the analyzer; scored once.
export const labPrincipalInvestigator: EvalLink = {
  title: 'University research group feedback for the principal investigator (held out)',
  answers: [
    [Q.keep, 'Your whiteboard sessions on Friday afternoons are the best part of the week. You make hard papers feel doable.', 'a'],
    [Q.untold, 'When my replicates did not agree you told me to leave out the two that "clearly went wrong" before the figure went to the journal. I am still not sure they did go wrong.', 'a'],
    [Q.growth, 'You sent me to an international conference in my second year, which almost nobody else’s supervisor does.', 'a'],
    [Q.safe, 'Honestly? You have mentioned more than once that my visa depends on your say-so, usually right after I disagree with you about an experiment.', 'b'],
    [Q.pressure, 'Grant deadlines turn you into someone else. Emails at 2am, and everything is suddenly my fault.', 'b'],
    [Q.describe, 'Brilliant scientist, patchy manager. I would tell a friend to join for the science and to get everything in writing.', 'b'],
    [Q.change, 'The first-years are in on their own at night doing the acid digests, and the left-hand fume cupboard has not pulled properly since the summer. Someone tapes a tissue to the sash to see if it moves.', 'c'],
    [Q.priorities, 'Clear on which papers matter. Not at all clear on who looks after the shared kit, so the booking sheet is a free-for-all.', 'c'],
    [Q.comms, 'Lab meetings are fine, but decisions made in the corridor never reach the people who were not in the corridor.', 'c'],
    [Q.anything, 'I keep my laptop by the bed in case you message, and most nights I am still answering at one. My hair has started coming out in patches.', 'd'],
    [Q.listen, 'You listen when it is about the science. When it is about anything else your eyes drift to your phone.', 'd'],
    [Q.keep, 'Keep the weekly one-to-ones. Even the ten-minute ones keep me on track.', 'd'],
    [Q.safe, 'Mostly, yes. I have argued about methods in lab meeting and nothing bad came of it.', 'e'],
    [Q.fair, 'Fair enough, I think. Author order gets talked through openly, which I appreciate.', 'e'],
    [Q.growth, 'Generous with introductions. You put me in touch with the group in Zurich without my even asking.', 'f'],
    [Q.anything, 'The group is lovely. I just wish someone could tell me what a good first-year report looks like, nobody seems to know.', 'f'],
  ],
  expected: {
    themes: ['Technical skill', 'Support and mentoring', 'Planning and priorities', 'Communication', 'Listening'],
    concerns: ['ethics', 'intimidation', 'safety', 'wellbeing'],
    strengths: ['Technical skill', 'Support and mentoring'],
    opportunities: ['Planning and priorities', 'Communication', 'Listening', 'Respect and conduct'],
  },
};
