import { Q, type EvalLink } from '../eval-link';

// Held out (ninth round), clean: a fire warden training session full of alarming words.
export const fireWardenTraining: EvalLink = {
  title: 'Fire warden training session (held out)',
  answers: [
    [Q.useful, 'Walking the escape routes floor by floor and checking every fire door closes properly.', 'a'],
    [Q.unclear, 'Which extinguisher to use on an electrical fire was a bit rushed.', 'a'],
    [Q.pace, 'Right length. The drill at the end woke everyone up.', 'a'],
    [Q.after, 'I will check that no exits are blocked on my floor every Monday and log it.', 'b'],
    [Q.useful, 'Learning that people get hurt in fires mostly because they go back for their things.', 'b'],
    [Q.better, 'A real smoke machine would make the evacuation practice more realistic.', 'b'],
    [Q.useful, 'The story about the warehouse where the alarm had been switched off was sobering, it made the point.', 'c'],
    [Q.unclear, 'Nothing, the slides were clear and short.', 'c'],
    [Q.better, 'Send the floor plans before the session so we can study them.', 'd'],
    [Q.after, 'I will report any wedged-open fire door straight away instead of just closing it.', 'd'],
  ],
  expected: {
    themes: ['Presentation pace and slides'],
    concerns: [],
    strengths: ['Presentation pace and slides'],
    opportunities: [],
  },
};
