import { Q, type EvalLink } from '../eval-link';

// Held out (seventh round): written before any change to the rules, scored once as is.
export const supportLead: EvalLink = {
  title: 'Customer support lead feedback (held out)',
  answers: [
    [Q.keep, 'Your macros and the troubleshooting guide saved me hours in my first month.', 'a'],
    [Q.untold, 'We are told to mark tickets as solved when the customer has not replied, so the resolution time looks good for the quarterly review.', 'a'],
    [Q.anything, 'I have not had a proper lunch break in weeks and I have started getting headaches every afternoon.', 'a'],
    [Q.change, 'Stop adding people to the weekend queue without asking them first.', 'b'],
    [Q.describe, 'Friendly, always on Slack, never says no to a request from sales.', 'b'],
    [Q.fair, 'The people who go for drinks with you on Thursdays get the easy queues. The rest of us get billing disputes.', 'b'],
    [Q.listen, 'You listen, but nothing changes afterwards.', 'c'],
    [Q.comms, 'The weekly update is clear and short, please keep it.', 'c'],
    [Q.untold, 'My stomach drops every time I see a message from you on a Sunday.', 'c'],
    [Q.growth, 'I asked about moving into QA in my review and never heard back.', 'd'],
    [Q.priorities, 'Every ticket is urgent, so none of them are.', 'd'],
    [Q.keep, 'Your calm on the phone with angry customers is something I try to copy.', 'd'],
  ],
  expected: {
    themes: ['Communication', 'Listening', 'Planning and priorities', 'Support and mentoring', 'Workload'],
    concerns: ['ethics', 'wellbeing'],
    strengths: ['Communication', 'Technical skill'],
    opportunities: ['Listening', 'Planning and priorities', 'Support and mentoring', 'Workload'],
  },
};
