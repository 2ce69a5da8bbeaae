import { Q, type EvalLink } from '../eval-link';

// Serious concerns: signs of drinking at work and intimidation, mixed with ordinary feedback.
export const salesLead: EvalLink = {
  title: 'Feedback for the regional sales lead',
  answers: [
    [Q.keep, 'You know our customers better than anyone and you share that knowledge generously.', 'a'],
    [Q.pressure, 'You yelled at Tom in front of the whole floor after the Q3 numbers came in. It was humiliating for him.', 'a'],
    [Q.untold, 'Several times you have come back from client lunches smelling of alcohol and slurring your words on afternoon calls.', 'a'],
    [Q.safe, 'No. People are afraid to disagree with you because of how you react.', 'b'],
    [Q.keep, 'The deal reviews are useful, you ask good questions.', 'b'],
    [Q.change, 'Stop threatening to fire people who miss their targets. It does not motivate anyone.', 'b'],
    [Q.pressure, 'Badly. You slam the desk and shout at whoever is nearest.', 'c'],
    [Q.anything, 'I am worried about your drinking. There is a bottle in your desk drawer and everyone knows it.', 'c'],
    [Q.priorities, 'Targets are clear, the rest is not. Nobody knows which accounts matter this quarter.', 'c'],
    [Q.keep, 'You fight for the team with finance when commissions are late. Keep doing that.', 'd'],
    [Q.safe, 'I do not feel safe raising concerns, the last person who did got moved off their accounts.', 'd'],
    [Q.describe, 'Brilliant closer, scary manager.', 'e'],
    [Q.comms, 'Emails are short and clear, calls less so.', 'e'],
    [Q.change, 'Please start doing one-on-ones again, we have not had one since spring.', 'e'],
    [Q.growth, 'You got me onto the enterprise accounts, which was a big step for me.', 'f'],
  ],
  expected: {
    themes: ['Respect and conduct', 'Planning and priorities', 'Communication', 'Support and mentoring'],
    concerns: ['substance', 'intimidation'],
    strengths: ['Technical skill', 'Support and mentoring'],
    opportunities: ['Respect and conduct', 'Planning and priorities', 'Meetings'],
  },
};
