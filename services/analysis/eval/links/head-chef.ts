import { Q, type EvalLink } from '../eval-link';

// Fifth held-out round (scored before tuning), since tuned on.
export const headChef: EvalLink = {
  title: 'Head chef feedback from the kitchen brigade',
  answers: [
    [Q.keep, 'Your tasting before every service keeps the standard high. The food has never been better.', 'a'],
    [Q.pressure, 'During a rush you throw pans and scream at the commis. Last Friday one of them walked out mid-service.', 'a'],
    [Q.untold, 'You drink wine from the service bar through the whole evening shift and your knife work gets sloppy by ten.', 'a'],
    [Q.change, 'Fix the walk-in door, it does not close and half the prep spoils by Monday.', 'b'],
    [Q.growth, 'You taught me butchery from scratch and let me run the pass on quiet nights. I owe you a lot.', 'b'],
    [Q.safe, 'Not at all. If you question the chef you end up on pot wash for a week.', 'b'],
    [Q.anything, 'The staff meal on Sundays is the best part of the week, thank you.', 'c'],
    [Q.priorities, 'The menu changes the day before it launches and nobody has time to prep it properly.', 'c'],
    [Q.change, 'Stop making us clean the fryers while they are still hot. Someone is going to get badly burned.', 'c'],
    [Q.describe, 'Incredibly talented, completely unpredictable.', 'd'],
    [Q.comms, 'Orders are clear on the pass, but the rota comes out on a Sunday night for the same week.', 'd'],
    [Q.anything, 'We are all doing doubles six days a week and I am running on coffee and nothing else.', 'e'],
  ],
  expected: {
    themes: ['Planning and priorities', 'Support and mentoring', 'Respect and conduct', 'Communication', 'Workload'],
    concerns: ['intimidation', 'substance', 'safety', 'wellbeing'],
    strengths: ['Technical skill', 'Support and mentoring', 'Communication'],
    opportunities: ['Respect and conduct', 'Planning and priorities', 'Workload'],
  },
};
