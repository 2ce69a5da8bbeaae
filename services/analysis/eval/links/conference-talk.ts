import { Q, type EvalLink } from '../eval-link';

// A session: strong content, rushed delivery, dense slides, a good Q&A that ran over.
export const conferenceTalk: EvalLink = {
  title: 'Session feedback: Scaling Postgres without tears',
  answers: [
    [Q.useful, 'The live demo of partitioning a hot table was excellent, I learned a lot.', 'a'],
    [Q.pace, 'Way too fast in the second half. I lost you at the replication part.', 'a'],
    [Q.better, 'Fewer words on the slides. Some were a wall of text and I could not read and listen at the same time.', 'a'],
    [Q.useful, 'The Q&A was really useful, you answered every question honestly, including the awkward one about costs.', 'b'],
    [Q.pace, 'Pace was fine but it ran over by fifteen minutes and we missed the start of the next talk.', 'b'],
    [Q.unclear, 'The section on vacuum tuning went over my head, a diagram would have helped.', 'b'],
    [Q.useful, 'Real-world examples from your production incidents. That is what made it stick.', 'c'],
    [Q.better, 'Slow down and pause after each key point. Maybe cut the history of Postgres intro.', 'c'],
    [Q.after, 'I will check our autovacuum settings on Monday.', 'c'],
    [Q.pace, 'Rushed. The slides were cluttered and the font too small to read from the back.', 'd'],
    [Q.useful, 'Deep expertise, you clearly know the internals and explain them well.', 'd'],
    [Q.better, 'More time for audience questions, the Q&A was the best part and it got cut short.', 'd'],
    [Q.unclear, 'Nothing really, the structure was good. Maybe skip the benchmarks slide.', 'e'],
    [Q.after, 'Try pg_stat_statements on our staging box.', 'e'],
    [Q.pace, 'Too long for a 45 minute slot and too fast at the same time.', 'f'],
    [Q.better, 'Share the slides and the demo scripts afterwards please.', 'f'],
    [Q.useful, 'Engaging speaker, the room was laughing and asking questions the whole time.', 'f'],
    [Q.after, 'Nothing yet, but I will rewatch the recording.', 'g'],
  ],
  expected: {
    themes: ['Presentation pace and slides', 'Audience and questions', 'Technical skill', 'Time and deadlines'],
    concerns: [],
    strengths: ['Technical skill', 'Audience and questions'],
    opportunities: ['Presentation pace and slides', 'Time and deadlines'],
  },
};
