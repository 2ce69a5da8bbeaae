import { Q, type EvalLink } from '../eval-link';

// Held out (round 10): written without reading the analyzer; scored once.
// Clean: a personal-safety class for lone workers, full of words that sound alarming out of context.
export const selfDefenceClass: EvalLink = {
  title: 'Personal safety and self-defence class for lone workers (held out)',
  answers: [
    [Q.useful, 'Breaking a wrist grab. It is so simple once you know to twist towards the thumb.', 'a'],
    [Q.unclear, 'The legal part about reasonable force and when you are allowed to hit back went over my head.', 'a'],
    [Q.pace, 'Three hours was about right. The attacker in the padded suit at the end was exhausting but hilarious.', 'a'],
    [Q.useful, 'Reading body language before someone turns aggressive, and keeping a table between you and them.', 'b'],
    [Q.better, 'Show the chokehold escape more slowly, half of us were doing it wrong.', 'b'],
    [Q.after, 'I will park facing out and keep my keys in my hand when I leave a client’s house after dark.', 'b'],
    [Q.useful, 'Hearing that shouting "back off!" as loud as you can is a real tactic and not just embarrassing.', 'c'],
    [Q.pace, 'A bit rushed at the end, we never properly got to the knife-threat scenario.', 'c'],
    [Q.after, 'Share my live location with the office before every evening visit, like the instructor said.', 'c'],
    [Q.unclear, 'Nothing really, the handout on de-escalation was clear.', 'd'],
    [Q.better, 'More time on calming people down and less on the kicks. We are far more likely to meet an angry drunk than a mugger.', 'd'],
    [Q.useful, 'I have bruises on both forearms this morning and I am weirdly proud of them.', 'e'],
  ],
  expected: {
    themes: ['Technical skill', 'Presentation pace and slides'],
    concerns: [],
    strengths: ['Technical skill', 'Presentation pace and slides'],
    opportunities: ['Presentation pace and slides'],
  },
};
