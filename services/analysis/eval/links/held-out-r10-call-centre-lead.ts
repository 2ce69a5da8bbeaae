import { Q, type EvalLink } from '../eval-link';

// Held out (round 10): written without reading the analyzer; scored once.
export const callCentreTeamLeader: EvalLink = {
  title: 'Call-centre team leader feedback from the energy helpline team (held out)',
  answers: [
    [Q.keep, 'Your call-listening sessions are genuinely useful. You pick one thing to work on instead of twenty.', 'a'],
    [Q.untold, 'We are coached to tell customers in arrears that the payment plan is only on offer if they agree on this call. That is not true, and I think you know it is not.', 'a'],
    [Q.describe, 'Great fun on a quiet day. On a busy day you are a wallboard with a voice.', 'a'],
    [Q.anything, 'Could someone have a word with Gary about side-by-side coaching? He pulls his chair right up against the new starters, rests his arm along the back of theirs, and it is only ever the young women.', 'b'],
    [Q.safe, 'I would raise a process thing with you, no problem. I would not raise anything about Gary.', 'b'],
    [Q.fair, 'Bilal gets marked down on adherence for the few minutes he takes to pray, while the smokers get their breaks without a word said.', 'c'],
    [Q.listen, 'Good, actually. I flagged the script for bereavement calls and you rewrote it with me that same week.', 'c'],
    [Q.anything, 'Half the Friday late shift comes back from "lunch" at the Crown, and you go with them. By four the calls on that bank are, let us say, relaxed.', 'd'],
    [Q.pressure, 'When the queue goes red you post "AHT!!" in the team chat every ten minutes. We know. We can see the board too.', 'd'],
    [Q.untold, 'I do the breathing exercises from a video in the toilets between calls, because it is the only place I can go without it showing up on the board.', 'e'],
    [Q.comms, 'Fine in the huddle, but script changes appear overnight and we find out from the customer.', 'e'],
    [Q.growth, 'Not great. I have done the team leader e-learning twice and there is still no shadowing.', 'f'],
    [Q.priorities, 'Clear: handle time first, quality second, customers third. I do not think that is the order you mean, but it is the order we feel.', 'f'],
  ],
  expected: {
    themes: ['Feedback', 'Communication', 'Listening', 'Planning and priorities', 'Support and mentoring'],
    concerns: ['ethics', 'conduct', 'discrimination', 'substance', 'wellbeing'],
    strengths: ['Feedback', 'Listening'],
    opportunities: ['Communication', 'Planning and priorities', 'Support and mentoring', 'Respect and conduct'],
  },
};
