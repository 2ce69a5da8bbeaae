import { Q, type EvalLink } from '../eval-link';

// Clean and mostly positive, with faint praise and sarcasm that must not read as praise.
export const designLead: EvalLink = {
  title: 'Design lead mid-year feedback',
  answers: [
    [Q.keep, 'Your critiques are specific and kind. I always leave a design review knowing what to fix.', 'a'],
    [Q.comms, 'Meetings are fine I guess. The written briefs are excellent though.', 'a'],
    [Q.change, 'Decide faster. We sometimes wait a week for sign-off on small things.', 'a'],
    [Q.keep, 'The way you pull engineering into early sketches. Collaboration with the dev team has never been better.', 'b'],
    [Q.change, 'Oh wonderful, yet another design sync on a Friday afternoon. Please move it.', 'b'],
    [Q.describe, 'Generous with feedback, open to ideas, occasionally slow to decide.', 'b'],
    [Q.keep, 'Keep sharing the research findings in the show-and-tell, it helps everyone.', 'c'],
    [Q.priorities, 'Clear about what good looks like. Less clear about which project comes first.', 'c'],
    [Q.anything, 'The team offsite was a blast, the escape room was a killer idea.', 'c'],
    [Q.change, 'Deadlines slip because reviews wait on you. Maybe delegate sign-off for small changes.', 'd'],
    [Q.describe, 'Inspiring, thoughtful, and you make people feel their work matters.', 'd'],
    [Q.listen, 'You listen really well and ask good follow-up questions.', 'e'],
  ],
  expected: {
    themes: ['Feedback', 'Collaboration', 'Decision making', 'Meetings', 'Communication'],
    concerns: [],
    strengths: ['Feedback', 'Collaboration', 'Communication', 'Listening'],
    opportunities: ['Decision making', 'Meetings', 'Time and deadlines'],
  },
};
