import { Q, type EvalLink } from '../eval-link';

// Second held-out round (scored before tuning), since tuned on. A startup CTO, with concerns told indirectly.
export const startupCto: EvalLink = {
  title: 'CTO feedback from the engineering team',
  answers: [
    [Q.keep, 'Your architecture calls have aged well. The event pipeline you pushed for two years ago still holds up.', 'a'],
    [Q.untold, 'You screamed at Dev during the outage call and told him he would never work in this industry again.', 'a'],
    [Q.safe, 'Nobody pushes back in architecture review any more. It is not worth the fallout.', 'a'],
    [Q.change, 'Stop rewriting other people’s pull requests at 2am. Leave comments and let us fix them.', 'b'],
    [Q.describe, 'Brilliant, impatient, and impossible to please.', 'b'],
    [Q.anything, 'We shipped the SOC 2 evidence with screenshots from a test account and told the auditor they were production. That worries me.', 'b'],
    [Q.priorities, 'We have six top priorities, which means we have none.', 'c'],
    [Q.growth, 'You have not had a one-on-one with me in four months.', 'c'],
    [Q.keep, 'The hack weeks. They are the best thing about working here.', 'c'],
    [Q.anything, 'I have been doing on-call every other week since March and I am running on fumes.', 'd'],
    [Q.comms, 'Decisions appear in Slack at midnight with no context.', 'd'],
    [Q.listen, 'You hear the first sentence and then you are already solving a different problem.', 'e'],
    [Q.keep, 'You are generous with your time when someone is stuck on a hard bug.', 'e'],
  ],
  expected: {
    themes: ['Technical skill', 'Planning and priorities', 'Delegation and ownership', 'Communication', 'Listening', 'Workload'],
    concerns: ['intimidation', 'ethics', 'wellbeing'],
    strengths: ['Technical skill', 'Support and mentoring'],
    opportunities: ['Delegation and ownership', 'Planning and priorities', 'Communication', 'Listening', 'Meetings', 'Workload'],
  },
};
