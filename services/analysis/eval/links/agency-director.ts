import { Q, type EvalLink } from '../eval-link';

// Third held-out round (scored before tuning), since tuned on.
export const agencyDirector: EvalLink = {
  title: 'Creative director feedback',
  answers: [
    [Q.keep, 'Your pitch decks win work. Clients light up when you present.', 'a'],
    [Q.untold, 'You told a junior designer her work looked like it was made by a child, in front of the client. She cried in the bathroom afterwards.', 'a'],
    [Q.pressure, 'You get cold and sarcastic, and people stop bringing you bad news.', 'a'],
    [Q.anything, 'The account team billed the client for hours nobody worked on the rebrand. I think you know.', 'b'],
    [Q.priorities, 'The brief changes every time you see the work, so we redo everything twice.', 'b'],
    [Q.keep, 'Your eye for typography is unmatched, I have learned more from your crits than from school.', 'b'],
    [Q.safe, 'Honestly no. The last person who questioned a deadline was taken off the big account.', 'c'],
    [Q.anything, 'We have pulled three all-nighters this month. I am not sure how long I can keep going like this.', 'c'],
    [Q.change, 'Give feedback earlier, at sketch stage, not the night before delivery.', 'c'],
    [Q.describe, 'Talented and exhausting.', 'd'],
    [Q.fair, 'Men in the studio get the campaigns, women get the social posts. Everyone has noticed.', 'd'],
    [Q.growth, 'You do not have time for us, one-on-ones are always the first thing cancelled.', 'e'],
  ],
  expected: {
    themes: ['Presentation pace and slides', 'Feedback', 'Planning and priorities', 'Respect and conduct', 'Workload'],
    concerns: ['intimidation', 'ethics', 'wellbeing', 'discrimination'],
    strengths: ['Presentation pace and slides', 'Technical skill', 'Feedback'],
    opportunities: ['Respect and conduct', 'Planning and priorities', 'Feedback', 'Workload', 'Meetings', 'Support and mentoring'],
  },
};
