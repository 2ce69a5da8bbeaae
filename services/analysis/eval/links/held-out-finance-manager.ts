import { Q, type EvalLink } from '../eval-link';

// Held out (sixth round): written after all tuning, scored once, never tuned against.
export const financeManager: EvalLink = {
  title: 'Finance manager feedback (held out)',
  answers: [
    [Q.keep, 'Month-end close has never run smoother. Your checklists are excellent.', 'a'],
    [Q.untold, 'You asked me to move revenue from next quarter into this one so we hit the target. I did it and I regret it.', 'a'],
    [Q.safe, 'No. When Priya disagreed about the accruals you froze her out of every meeting for a month.', 'a'],
    [Q.pressure, 'You go silent and then send long angry emails at night.', 'b'],
    [Q.growth, 'Very little. I have asked about the CPA support twice.', 'b'],
    [Q.anything, 'You make remarks about the older people on the team being slow with the new system. It is not okay.', 'b'],
    [Q.comms, 'Clear in meetings, but instructions change between the meeting and the email.', 'c'],
    [Q.keep, 'Your Excel models are a masterclass, I have learned a lot from reviewing them.', 'c'],
    [Q.anything, 'I have not taken a full weekend off since January and it is affecting my health.', 'c'],
    [Q.describe, 'Sharp, demanding, and hard to read.', 'd'],
    [Q.change, 'Give feedback on drafts sooner, not at 11pm the night before the board pack goes out.', 'd'],
  ],
  expected: {
    themes: ['Communication', 'Feedback', 'Technical skill', 'Support and mentoring'],
    concerns: ['ethics', 'intimidation', 'discrimination', 'wellbeing'],
    strengths: ['Technical skill', 'Reliability and follow-through'],
    opportunities: ['Communication', 'Feedback', 'Support and mentoring', 'Respect and conduct'],
  },
};
