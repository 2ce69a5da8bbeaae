import { Q, type EvalLink } from '../eval-link';

// Held out (seventh round): written before any change to the rules, scored once as is.
export const wardManager: EvalLink = {
  title: 'Ward manager feedback from the nursing team (held out)',
  answers: [
    [Q.keep, 'You always step onto the floor when we are drowning in admissions, you never hide in the office.', 'a'],
    [Q.anything, 'I have cried in the sluice room twice this month. I do not think you know how close some of us are to walking out.', 'a'],
    [Q.safe, 'After I filled in the incident form about the fall, I was moved to the other ward with no explanation.', 'a'],
    [Q.change, 'On nights the controlled drug checks get signed by one person because there is nobody free to witness them.', 'b'],
    [Q.fair, 'The nurses who trained abroad always get the Christmas shifts, and their English gets laughed at in handover.', 'b'],
    [Q.comms, 'The rota comes out four days before it starts. Nobody can plan childcare like that.', 'b'],
    [Q.listen, 'You listen properly and you write things down, which most managers here do not.', 'c'],
    [Q.growth, 'You found the money for my tissue viability course. Thank you.', 'c'],
    [Q.pressure, 'Calm on the ward, but you send very short messages on the group chat that people read as angry.', 'c'],
    [Q.describe, 'Kind, hard-working and spread far too thin.', 'd'],
    [Q.priorities, 'Discharges before 11 or patient safety? We get both messages on the same morning.', 'd'],
    [Q.anything, 'I dread the sound of my phone on days off because it is always you asking me to come in.', 'd'],
    [Q.keep, 'The thank-you cards at the end of a hard week mean a lot.', 'e'],
  ],
  expected: {
    themes: ['Communication', 'Listening', 'Planning and priorities', 'Support and mentoring', 'Recognition'],
    concerns: ['wellbeing', 'intimidation', 'safety', 'discrimination'],
    strengths: ['Listening', 'Support and mentoring', 'Recognition'],
    opportunities: ['Communication', 'Planning and priorities'],
  },
};
