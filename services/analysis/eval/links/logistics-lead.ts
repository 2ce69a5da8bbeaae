import { Q, type EvalLink } from '../eval-link';

// Fourth held-out round (scored before tuning), since tuned on.
export const logisticsLead: EvalLink = {
  title: 'Dispatch team lead feedback',
  answers: [
    [Q.keep, 'Your morning briefings are short and everyone leaves knowing the routes and the risks.', 'a'],
    [Q.untold, 'You pressure drivers to skip their rest breaks to make the late drops. That is how crashes happen.', 'a'],
    [Q.change, 'Stop changing the routes after drivers have left the yard.', 'a'],
    [Q.listen, 'You listen and you act. The new loading bay layout came from our suggestion.', 'b'],
    [Q.anything, 'The team barbecue was great, the burgers were killer.', 'b'],
    [Q.pressure, 'You stay level-headed, even when three trucks broke down on the same day.', 'b'],
    [Q.untold, 'When I said I was too tired to drive safely you told me to toughen up or find another job.', 'c'],
    [Q.growth, 'I asked to learn the planning software and you set me up with the vendor training. Thank you.', 'c'],
    [Q.comms, 'The group chat is chaos, important changes get lost between jokes.', 'c'],
    [Q.fair, 'Overtime goes to whoever complains loudest, not whoever needs it.', 'd'],
    [Q.change, 'Give us the schedule a week ahead instead of the night before.', 'd'],
    [Q.describe, 'Steady, practical, but too quick to say yes to every customer request.', 'e'],
  ],
  expected: {
    themes: ['Planning and priorities', 'Communication', 'Listening', 'Support and mentoring', 'Workload'],
    concerns: ['safety', 'intimidation'],
    strengths: ['Communication', 'Listening', 'Support and mentoring', 'Respect and conduct'],
    opportunities: ['Planning and priorities', 'Communication', 'Workload'],
  },
};
