import { Q, type EvalLink } from '../eval-link';

// Held out (round 10): written without reading the analyzer; scored once.
export const cabinPurser: EvalLink = {
  title: 'Airline cabin crew purser feedback from the crew (held out)',
  answers: [
    [Q.keep, 'Your pre-flight briefings are the tightest on the base: who is where, what catering we have, what to watch for on the sector.', 'a'],
    [Q.change, 'On the late Palma turnarounds you have told us to skip walking the back rows for the cabin secure and just give the flight deck the thumbs-up so we make the slot.', 'a'],
    [Q.listen, 'Listening? Sure, when it agrees with you.', 'a'],
    [Q.untold, 'The twelve-hour rule seems to be more of a suggestion on night-stops. Last Tuesday you were still ordering at the hotel bar at one and we reported at six.', 'b'],
    [Q.keep, 'You are wonderful with nervous passengers. I watched you talk a man through a panic attack in row 30 and the whole cabin calmed down with him.', 'b'],
    [Q.safe, 'You told the new joiner she would "never see long-haul" if she went to crewing about her split duty. She spent the rest of the flight in the rear galley in tears.', 'c'],
    [Q.growth, 'You have been great about signing off my upgrade paperwork and letting me run the forward cabin.', 'c'],
    [Q.describe, 'Fun on the ground, a different person in the air.', 'c'],
    [Q.anything, 'I cry in the crew car on the way home more than I would like to admit. It is not the passengers.', 'd'],
    [Q.pressure, 'When we are running late you do the galley yourself without telling anyone, then get cross that nobody helped.', 'd'],
    [Q.anything, 'Four of us have applied to the Gulf carriers since Christmas. Nobody has said it to you, so I am.', 'e'],
    [Q.fair, 'Fair. Positions are rotated properly and nobody gets stuck in the back galley every sector.', 'e'],
    [Q.comms, 'Clear on board. Between trips, messages go to half the crew group and not the other half.', 'f'],
    [Q.keep, 'Your calm on the PA during the diversion to Lyon was exactly what people needed.', 'f'],
  ],
  expected: {
    themes: ['Communication', 'Technical skill', 'Support and mentoring', 'Listening', 'Delegation and ownership'],
    concerns: ['safety', 'substance', 'intimidation', 'wellbeing', 'attrition'],
    strengths: ['Communication', 'Technical skill', 'Support and mentoring'],
    opportunities: ['Communication', 'Listening', 'Delegation and ownership'],
  },
};
