import { Q, type EvalLink } from '../eval-link';

// Burnout and people thinking of leaving; a well-liked lead under too much load.
export const supportTeam: EvalLink = {
  title: 'Support team check-in for our team lead',
  answers: [
    [Q.keep, 'You are always there when a customer escalation gets ugly. You have our backs.', 'a'],
    [Q.anything, 'I am burned out. I have worked most weekends since the migration and I am not sleeping well.', 'a'],
    [Q.change, 'Please push back on leadership about the ticket targets, they are unsustainable.', 'a'],
    [Q.keep, 'The way you recognise good saves in the team channel makes a real difference.', 'b'],
    [Q.untold, 'Honestly I am thinking about leaving. The workload has doubled and nothing changes.', 'b'],
    [Q.growth, 'There is no time for training, we are drowning in tickets.', 'b'],
    [Q.anything, 'Two people quit last month and their queues were split among us. We are stretched far too thin.', 'c'],
    [Q.keep, 'Your patience with new hires. Onboarding with you was the best I have had.', 'c'],
    [Q.change, 'Hire, or cut scope. We cannot keep covering three time zones with six people.', 'c'],
    [Q.describe, 'Kind, fair, completely overloaded like the rest of us.', 'd'],
    [Q.comms, 'Clear and honest, you tell us what you know and what you do not.', 'd'],
    [Q.anything, 'I cried after my shift twice this month. The volume is too much.', 'd'],
    [Q.change, 'Stop scheduling the weekly review at 7pm, it eats into the only evening I have.', 'e'],
    [Q.keep, 'Keep the Friday wins round-up, it helps morale.', 'e'],
    [Q.untold, 'Good people are leaving and the ones staying are exhausted.', 'f'],
    [Q.describe, 'Supportive, but the job is wearing everyone down.', 'f'],
  ],
  expected: {
    themes: ['Workload', 'Recognition', 'Support and mentoring', 'Wellbeing'],
    concerns: ['wellbeing', 'attrition'],
    strengths: ['Support and mentoring', 'Recognition', 'Communication'],
    opportunities: ['Workload', 'Meetings'],
  },
};
