import { Q, type EvalLink } from '../eval-link';

// Held out (eighth round), clean: a first-aid course, full of injuries, drugs and alcohol in the syllabus.
export const firstAidCourse: EvalLink = {
  title: 'First aid at work course (held out)',
  answers: [
    [Q.useful, 'Practising CPR on the manikins until the rhythm felt natural. I finally feel I could do it for real.', 'a'],
    [Q.unclear, 'The part on drug overdoses and alcohol poisoning went quickly, a handout would help.', 'a'],
    [Q.pace, 'Two full days is a lot, but the pace was right and the breaks were well timed.', 'a'],
    [Q.useful, 'How to treat burns and scalds, we get a lot of those in the kitchen.', 'b'],
    [Q.better, 'More time on what to do when someone collapses and is not breathing.', 'b'],
    [Q.after, 'I will check the first aid box every Monday and restock the plasters and gloves.', 'b'],
    [Q.useful, 'The scenario where the trainer played a drunk customer who had fallen down the stairs was very realistic.', 'c'],
    [Q.unclear, 'Nothing, the slides on the recovery position were clear.', 'c'],
    [Q.pace, 'A bit slow after lunch, the video on injuries from falls dragged.', 'd'],
    [Q.better, 'Let us practise the choking drill on each other more than once.', 'd'],
    [Q.after, 'Report every near miss in the log, even the small ones, like the trainer said.', 'e'],
    [Q.useful, 'Knowing I am not going to hurt someone by doing compressions too hard gave me confidence.', 'e'],
  ],
  expected: {
    themes: ['Presentation pace and slides'],
    concerns: [],
    strengths: ['Presentation pace and slides'],
    opportunities: ['Presentation pace and slides'],
  },
};
