import { Q, type EvalLink } from '../eval-link';

// Held out (seventh round): written before any change to the rules, scored once as is.
export const plantSupervisor: EvalLink = {
  title: 'Night shift supervisor at the packaging plant (held out)',
  answers: [
    [Q.keep, 'You know every machine on the floor and you can fix the labeller faster than maintenance.', 'a'],
    [Q.change, 'The guard on line 3 has been off since the spring because it slows the wrapper down. Put it back before somebody loses a hand.', 'a'],
    [Q.safe, 'Not really. Dev mentioned the overtime rota at the toolbox talk and the following week he was on permanent weekends.', 'a'],
    [Q.untold, 'Some nights you come back from the break louder than you left and you can smell it on you.', 'b'],
    [Q.pressure, 'When the line stops you go quiet and then take it out on whoever is nearest.', 'b'],
    [Q.priorities, 'Clear enough on targets, but we never hear which orders matter until the trucks are already waiting.', 'b'],
    [Q.anything, 'I sit in the car park for ten minutes before every shift because I cannot face walking in.', 'c'],
    [Q.growth, 'You put me forward for the forklift licence and sorted the cover so I could do the course.', 'c'],
    [Q.comms, 'Handover notes are two words long. The day shift has no idea what went wrong overnight.', 'c'],
    [Q.describe, 'Knows his stuff, fair on the rota, hard to approach when things go wrong.', 'd'],
    [Q.listen, 'You nod along and then do it your way anyway.', 'd'],
    [Q.keep, 'Buying pizza after the record week was a nice touch, people still talk about it.', 'd'],
    [Q.fair, 'Mostly fair, holidays are handed out in order of asking.', 'e'],
    [Q.change, 'Hold a proper handover at ten to six instead of shouting updates across the floor.', 'e'],
  ],
  expected: {
    themes: ['Technical skill', 'Communication', 'Listening', 'Planning and priorities', 'Recognition'],
    concerns: ['safety', 'intimidation', 'substance', 'wellbeing'],
    strengths: ['Technical skill', 'Support and mentoring', 'Recognition'],
    opportunities: ['Communication', 'Listening', 'Planning and priorities'],
  },
};
