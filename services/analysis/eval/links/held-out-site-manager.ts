import { Q, type EvalLink } from '../eval-link';

// Held out (eighth round): written after the indirect-concern rules, scored once, never tuned against.
export const siteManager: EvalLink = {
  title: 'Construction site manager feedback (held out)',
  answers: [
    [Q.keep, 'The morning briefings are short and everyone knows the plan for the day.', 'a'],
    [Q.change, 'We have been told to leave the mixer running while we clear the jams so we do not lose time.', 'a'],
    [Q.untold, 'By the afternoon the foreman’s eyes are red, he keeps nodding off in the cab, and the van stinks of weed.', 'a'],
    [Q.fair, 'Whenever the Polish lads talk to each other you tell them this is an English-speaking site and they should go home if they do not like it.', 'b'],
    [Q.safe, 'You said you would remember who was not on board when the next contract comes round.', 'b'],
    [Q.growth, 'You paid for my CSCS card and the scaffolding ticket, which I will not forget.', 'b'],
    [Q.priorities, 'Clear on the programme, but snagging always gets left to the last week.', 'c'],
    [Q.comms, 'Drawings change and we only find out when the inspector fails the work.', 'c'],
    [Q.describe, 'Straight talker, knows the build inside out, does not suffer fools.', 'd'],
    [Q.listen, 'You hear us out at the toolbox talk, then the programme wins every time.', 'd'],
    [Q.keep, 'Keep doing the Friday walk-round with each trade, it catches problems early.', 'e'],
  ],
  expected: {
    themes: ['Communication', 'Planning and priorities', 'Listening', 'Technical skill'],
    concerns: ['safety', 'substance', 'discrimination', 'intimidation'],
    strengths: ['Communication', 'Support and mentoring', 'Technical skill'],
    opportunities: ['Communication', 'Planning and priorities', 'Listening'],
  },
};
