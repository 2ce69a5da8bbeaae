import { Q, type EvalLink } from '../eval-link';

// Held out (sixth round): written after all tuning, scored once, never tuned against.
export const schoolPrincipal: EvalLink = {
  title: 'Staff feedback for the head teacher (held out)',
  answers: [
    [Q.keep, 'You know every child by name and the parents trust you for it.', 'a'],
    [Q.change, 'Cut the Monday briefing. It is forty minutes of announcements that could go in the bulletin.', 'a'],
    [Q.anything, 'The staff quiz night was a blast, the maths department got absolutely slaughtered.', 'a'],
    [Q.growth, 'You backed my application for the leadership programme and gave me cover to attend.', 'b'],
    [Q.priorities, 'Every term there is a new initiative before the last one has bedded in.', 'b'],
    [Q.pressure, 'Calm with pupils, less so with staff. You can be curt in emails after a bad inspection.', 'b'],
    [Q.listen, 'You hear us out in department meetings and actually change things, like the marking policy.', 'c'],
    [Q.comms, 'Decisions about timetables reach us on the last day of term, which makes planning impossible.', 'c'],
    [Q.anything, 'Marking and reports take up every Sunday. The workload is the reason two colleagues are leaving in July.', 'c'],
    [Q.describe, 'Principled, warm with the kids, stretched too thin.', 'd'],
    [Q.keep, 'Visible at the gate every morning. It sets the tone for the whole school.', 'd'],
    [Q.fair, 'Fair. Cover duties are shared evenly now, which was not the case before you arrived.', 'e'],
    [Q.change, 'Trust heads of department to run their budgets without sign-off on every purchase.', 'e'],
  ],
  expected: {
    themes: ['Meetings', 'Planning and priorities', 'Communication', 'Workload', 'Listening'],
    concerns: ['attrition'],
    strengths: ['Support and mentoring', 'Listening'],
    opportunities: ['Meetings', 'Planning and priorities', 'Communication', 'Workload', 'Delegation and ownership'],
  },
};
