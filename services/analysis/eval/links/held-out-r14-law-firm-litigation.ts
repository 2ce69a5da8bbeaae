import { Q, type EvalLink } from '../eval-link';

// Held out (round 14): written blind to the analyzer; to be scored once.
export const heldOutR14LawFirm: EvalLink = {
  title: 'Associates and paralegals to the partner leading a law firm litigation group (held out)',
  answers: [
    [Q.keep, "You're an excellent trial lawyer, watching you cross-examine is a masterclass. Second-chairing the Harmon matter with you was huge for my development, thank you for that.", 'a'],
    [Q.untold, "We've all been told to 'round up generously' on time entries for the insurance client, and I've seen my own entries edited upward after I submitted them. 6 hours became 9.5. I'm not comfortable with my name on those bills.", 'a'],
    [Q.fair, "Honestly no. The associates from the India office are kept on doc review and never put in front of clients, and I heard you say in the conference room that clients 'won't want to hear that accent on a call'. Priya's work is better than most of ours.", 'b'],
    [Q.describe, "Demanding but you learn fast. Kind of like bootcamp, with billable hours.", 'b'],
    [Q.change, "Please stop the comments to the junior women after Thursday drinks, the 'you'd look great in court in something shorter' stuff, and the hand on the lower back. Several of us now make sure we're never alone in the elevator with you.", 'c'],
    [Q.anything, "thursday drinks have kind of got out of hand. its not the drinks themselves, its coming back up to the office after four or five and marking up briefs that go out next morning. we've had to quietly fix a few the day after", 'c'],
    [Q.pressure, "Under a deadline you get terse and your emails go down to one-liners, but I wouldn't say you take it out on anyone.", 'd'],
    [Q.priorities, "Clear on what matters in each case. Less clear on who owns what, twice now two of us have drafted the same motion because the assignments were never written down.", 'd'],
    [Q.growth, "I would like more actual feedback on my drafts rather than just getting them back rewritten in redline with no explanation. Kindly do a short sit-down once in a while.", 'd'],
    [Q.listen, "Very good actually. When I raised the problems with the discovery vendor you dug into it the same day and we had switched vendors within a week.", 'e'],
    [Q.comms, "Mostly clear, but the 11pm emails saying 'need this by 8' are a lot. Would be nice to hear about deadlines earlier when you obviously had them for days.", 'e'],
    [Q.safe, "On case strategy, yes, you genuinely like being argued with. On the billing stuff or how people get treated, not so much.", 'e'],
    [Q.keep, "The monthly case rounds where juniors present are great, please keep them going.", 'f'],
    [Q.anything, "A thank you now and then would go a long way. The team gave up a whole weekend for the Lindqvist deposition prep and nothing was said.", 'f'],
  ],
  expected: {
    themes: [
      'Technical skill',
      'Support and mentoring',
      'Respect and conduct',
      'Planning and priorities',
      'Delegation and ownership',
      'Feedback',
      'Listening',
      'Reliability and follow-through',
      'Communication',
      'Time and deadlines',
      'Meetings',
      'Recognition',
    ],
    concerns: ['ethics', 'discrimination', 'conduct', 'substance'],
    strengths: ['Technical skill', 'Support and mentoring', 'Planning and priorities', 'Listening', 'Reliability and follow-through', 'Meetings'],
    opportunities: ['Respect and conduct', 'Delegation and ownership', 'Feedback', 'Communication', 'Time and deadlines', 'Recognition'],
  },
};
