import { Q, type EvalLink } from '../eval-link';

// Held out (seventh round): written before any change to the rules, scored once as is.
export const salesDirector: EvalLink = {
  title: 'Regional sales director feedback (held out)',
  answers: [
    [Q.keep, 'Your pipeline reviews are sharp. You spot a stalled deal a week before anyone else does.', 'a'],
    [Q.untold, 'You told us to book the Harland renewal in September even though they had not signed until October.', 'a'],
    [Q.change, 'Stop giving the good territories to the same three people every year.', 'a'],
    [Q.anything, 'He puts his hand on my lower back when he leans over my screen, and he keeps texting me after eleven about things that are not work.', 'b'],
    [Q.fair, 'Since I came back from maternity leave I have not been given a single new account, and the guys who joined after me have.', 'b'],
    [Q.describe, 'Charming with clients, impatient with us.', 'b'],
    [Q.untold, 'Keep the extra discount off the paperwork so finance does not ask questions. That is what you said, and it did not sit right with me.', 'c'],
    [Q.growth, 'You let me shadow the enterprise pitches, which taught me more than any course.', 'c'],
    [Q.comms, 'The commission plan changed twice this year and we found out from the payslips.', 'c'],
    [Q.listen, 'Good in one-on-ones, but in the team call you cut people off mid-sentence.', 'd'],
    [Q.keep, 'Keep celebrating the wins on Friday, it lifts everyone.', 'd'],
    [Q.priorities, 'New logos or renewals? It depends on which day you ask.', 'd'],
    [Q.pressure, 'At quarter end you ring people on Sunday nights and expect an answer.', 'e'],
  ],
  expected: {
    themes: ['Communication', 'Listening', 'Planning and priorities', 'Recognition', 'Support and mentoring'],
    concerns: ['ethics', 'conduct', 'discrimination'],
    strengths: ['Technical skill', 'Support and mentoring', 'Recognition'],
    opportunities: ['Communication', 'Listening', 'Planning and priorities'],
  },
};
