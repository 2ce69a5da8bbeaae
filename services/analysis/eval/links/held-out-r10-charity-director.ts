import { Q, type EvalLink } from '../eval-link';

// Held out (round 10): written without reading the analyzer; scored once.
export const charityDirector: EvalLink = {
  title: 'Charity executive director feedback from staff (held out)',
  answers: [
    [Q.keep, 'The way you talk about the families we support, to funders and on local radio. You make them sound like people, not case studies.', 'a'],
    [Q.untold, 'The youth fund grant was for the Saturday club. Since the spring it has been covering part of the office rent, and the report to the trust still shows the club running every week.', 'a'],
    [Q.priorities, 'We have a five-year strategy, a three-year plan and a this-week plan, and they disagree with each other.', 'a'],
    [Q.describe, 'Lovely in public. In your office with the door shut it is a different voice, and people come out of there shaking.', 'b'],
    [Q.anything, 'Three of the five caseworkers have left their CVs in the printer tray this month, and nobody is bothering to hide it any more.', 'b'],
    [Q.keep, 'You pick up the phone when a caseworker is stuck with a family in crisis, evenings included.', 'b'],
    [Q.fair, 'I asked for the chair and screen my occupational therapist recommended for my back, and was told that if I needed "special arrangements" maybe frontline work was not for me.', 'c'],
    [Q.growth, 'You did sign off my safeguarding lead course. Eventually. After I asked four times.', 'c'],
    [Q.comms, 'The Monday note is lovely to read. I could not tell you what it asks me to do.', 'c'],
    [Q.anything, 'At the gala you sat next to Leah all evening with your hand on her knee through the speeches. She moved seats twice, and she has found a reason to miss every event since.', 'd'],
    [Q.change, 'Stop rewriting every funding bid yourself at midnight. We hired a bid writer; let her do it.', 'd'],
    [Q.listen, 'You nod a lot. Whether anything happens depends on whether it costs money.', 'e'],
    [Q.describe, 'Inspiring for about an hour at a time.', 'e'],
  ],
  expected: {
    themes: ['Communication', 'Support and mentoring', 'Planning and priorities', 'Delegation and ownership', 'Listening'],
    concerns: ['ethics', 'intimidation', 'attrition', 'discrimination', 'conduct'],
    strengths: ['Communication', 'Support and mentoring'],
    opportunities: ['Planning and priorities', 'Communication', 'Delegation and ownership', 'Listening', 'Respect and conduct'],
  },
};
