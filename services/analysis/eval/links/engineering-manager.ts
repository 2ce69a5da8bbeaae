import { Q, type EvalLink } from '../eval-link';

// Clean, mixed feedback with innocent words that sound alarming out of context.
export const engineeringManager: EvalLink = {
  title: 'Quarterly feedback for our engineering manager',
  answers: [
    [Q.keep, 'Your technical depth is a huge asset. When the payments outage hit you found the root cause in an hour.', 'a'],
    [Q.change, 'Please stop interrupting people in planning. You often finish other people’s sentences before they get to the point.', 'a'],
    [Q.listen, 'Honestly, I would not say listening is your strength. You tend to have the answer ready before I finish explaining the problem.', 'a'],
    [Q.keep, 'Keep the weekly one-on-ones, they are the most useful half hour of my week.', 'b'],
    [Q.change, 'Delegate more. You still review every pull request yourself and it slows the whole team down.', 'b'],
    [Q.priorities, 'Priorities change almost every week, it feels like a moving target.', 'b'],
    [Q.keep, 'You always give credit to the team in the all-hands, and people notice.', 'c'],
    [Q.listen, 'Pretty well in one-on-ones, not so much in big meetings.', 'c'],
    [Q.anything, 'The drinks at the offsite were fun and we killed it on the launch, so thank you for pushing for that celebration.', 'c'],
    [Q.describe, 'Smart, fair, a bit too hands-on. You learn a lot from the code reviews.', 'd'],
    [Q.change, 'Great, another meeting that could have been an email. We have four status meetings a week and most of them repeat Slack.', 'd'],
    [Q.growth, 'You helped me get onto the architecture group, which I really appreciate.', 'd'],
    [Q.keep, 'Mentoring the juniors. You are patient with them and it shows in how fast they have grown.', 'e'],
    [Q.priorities, 'Mostly clear for the quarter, but the week-to-week priorities shift without explanation.', 'e'],
    [Q.anything, 'Shoot me an email if you want more detail on the on-call rota idea.', 'e'],
    [Q.change, 'Start letting the tech leads own their areas instead of micromanaging the designs.', 'f'],
    [Q.listen, 'You are not a good listener when the idea is not yours.', 'f'],
    [Q.describe, 'Demanding but supportive. I have grown more here in a year than in my last job.', 'f'],
    [Q.comms, 'Your written updates are clear and on time.', 'g'],
    [Q.change, 'Fewer meetings, more focus time. Cancel the Friday sync, it never has an agenda.', 'g'],
  ],
  expected: {
    themes: ['Listening', 'Meetings', 'Delegation and ownership', 'Planning and priorities', 'Technical skill', 'Recognition', 'Support and mentoring'],
    concerns: [],
    strengths: ['Technical skill', 'Recognition', 'Support and mentoring'],
    opportunities: ['Listening', 'Meetings', 'Delegation and ownership', 'Planning and priorities'],
  },
};
