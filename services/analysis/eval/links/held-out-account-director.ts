import { Q, type EvalLink } from '../eval-link';

// Held out (eighth round): written after the indirect-concern rules, scored once, never tuned against.
export const accountDirector: EvalLink = {
  title: 'Account director feedback from the client services team (held out)',
  answers: [
    [Q.keep, 'Your client presentations are the best in the agency, they win us the room.', 'a'],
    [Q.untold, 'You had me change the dates on the media reports so it looked like the campaign launched on time.', 'a'],
    [Q.anything, 'He asked the new intern whether she had a boyfriend three times in her first week, and offered to drive her home.', 'a'],
    [Q.anything, 'I have lost a stone since the restructure and my doctor has signed me off twice this year.', 'b'],
    [Q.safe, 'Ana told you the estimate was unrealistic and she has not been asked to a planning session since.', 'b'],
    [Q.change, 'Stop rewriting our decks the night before the pitch without telling us.', 'b'],
    [Q.comms, 'Status emails are clear and the client loves them.', 'c'],
    [Q.growth, 'You introduced me to the client’s marketing director and let me run the QBR.', 'c'],
    [Q.priorities, 'Every client is the priority until the next one calls.', 'c'],
    [Q.pressure, 'Under pressure you go cold and start copying everyone into emails about mistakes.', 'd'],
    [Q.describe, 'Brilliant with clients, exhausting to work for.', 'd'],
    [Q.keep, 'You always credit the team in front of the client, it means a lot.', 'e'],
  ],
  expected: {
    themes: ['Communication', 'Planning and priorities', 'Support and mentoring', 'Recognition', 'Presentation pace and slides'],
    concerns: ['ethics', 'conduct', 'wellbeing', 'intimidation'],
    strengths: ['Communication', 'Support and mentoring', 'Recognition'],
    opportunities: ['Planning and priorities', 'Delegation and ownership'],
  },
};
