import { Q, type EvalLink } from '../eval-link';

// First held out (scored before tuning), since tuned on. Clean feedback full of words
// that look alarming out of context.
export const opsManager: EvalLink = {
  title: 'Operations manager feedback',
  answers: [
    [Q.keep, 'Your incident retros are blameless and calm. People own up to mistakes because of it.', 'a'],
    [Q.anything, 'The team drinks after the release were a nice touch, thanks for organising.', 'a'],
    [Q.change, 'The on-call handover is a mess. Nobody knows who owns the open tickets on Monday morning.', 'a'],
    [Q.describe, 'Steady, practical, a little too quiet in leadership meetings where we need you to push back.', 'b'],
    [Q.untold, 'You absolutely killed it at the board demo, I was impressed.', 'b'],
    [Q.priorities, 'I rarely know which of the three migrations matters most. The priorities are never written down.', 'b'],
    [Q.growth, 'You gave me the database upgrade to lead and coached me through it. Huge for my confidence.', 'c'],
    [Q.pressure, 'Calm. Even during the big outage you never raised your voice.', 'c'],
    [Q.change, 'Shoot down bad ideas faster, we waste weeks on proposals everyone knows will not fly.', 'c'],
    [Q.comms, 'Status emails are long and bury the decision at the bottom. Put the ask first.', 'd'],
    [Q.keep, 'Keep protecting the team from random requests from sales.', 'd'],
    [Q.listen, 'You listen, but then nothing happens. I have raised the alerting noise three times.', 'd'],
    [Q.anything, 'This job is a pressure cooker some weeks but you make it bearable.', 'e'],
    [Q.change, 'Follow through on the promises from the last retro, half of the actions were never done.', 'e'],
  ],
  expected: {
    themes: ['Planning and priorities', 'Communication', 'Support and mentoring', 'Reliability and follow-through', 'Meetings'],
    concerns: [],
    strengths: ['Support and mentoring', 'Respect and conduct'],
    opportunities: ['Planning and priorities', 'Communication', 'Reliability and follow-through', 'Decision making'],
  },
};
