import { Q, type EvalLink } from '../eval-link';

// Held out (round 12): written blind to the analyzer; to be scored once.
export const heldOutR12TouringTheatre: EvalLink = {
  title: 'Crew on a touring theatre production to the production manager (held out)',
  answers: [
    [Q.keep, "The production meetings are short and they actually end with a list of who's doing what by when. First PM I've had who does that.", 'a'],
    [Q.untold, "Everyone knows you're doing bumps in the production office during the get-out. At 3am on the Leeds fit-up you were wired, talking a mile a minute, changed the truck pack three times and then couldn't remember any of it the next day.", 'a'],
    [Q.anything, "The flying system hasn't had its LOLER inspection since we left Glasgow. When I raised it you said we'd 'get it done at the next venue' and that was four venues ago. We fly a 200kg truss over the cast every night.", 'b'],
    [Q.describe, "Great fun in the pub, a lot less fun at 2am on a get-out.", 'b'],
    [Q.untold, "The way you talk to the women on the crew isn't ok. You asked the new ASM whether she 'does anything else with those hands' while she was coiling cable, and then there was the shoulder massage in the wings that she very clearly didn't want.", 'c'],
    [Q.safe, "Probably, you don't bite. But I'd go to the company manager first because you tend to forget those conversations ever happened.", 'c'],
    [Q.anything, "Three weeks of get-outs finishing at 4am then a 9am call in the next city. I'm living on energy drinks, my hands shake by Friday and I had a little cry in the cab last Thursday because I genuinely couldn't remember which town we were in.", 'd'],
    [Q.priorities, "The schedule changes on the WhatsApp at midnight so nobody knows if it's a 9 or a 10 call until they wake up.", 'd'],
    [Q.growth, "You let me run the Manchester fit-up on my own and were on the end of the phone if I needed you. That's how I actually learned.", 'e'],
    [Q.fair, "You share out the rubbish jobs fairly and you're the one on the truck with us at 4am loading flight cases, which everyone respects.", 'e'],
    [Q.keep, "your knowledge of rigging and venues is unreal, you know which loading dock floods before we even get there", 'f'],
    [Q.change, "Stop agreeing to the director's changes without asking us first. We find out at the half and it's us who have to build it overnight.", 'f'],
    [Q.listen, "You listen when it's about kit. When it's about people you sort of glaze over.", 'g'],
  ],
  expected: {
    themes: ['Meetings', 'Delegation and ownership', 'Respect and conduct', 'Reliability and follow-through', 'Workload', 'Wellbeing', 'Planning and priorities', 'Communication', 'Support and mentoring', 'Collaboration', 'Technical skill', 'Decision making', 'Listening'],
    concerns: ['substance', 'safety', 'conduct', 'wellbeing'],
    strengths: ['Meetings', 'Delegation and ownership', 'Support and mentoring', 'Collaboration', 'Technical skill'],
    opportunities: ['Respect and conduct', 'Reliability and follow-through', 'Workload', 'Wellbeing', 'Planning and priorities', 'Communication', 'Decision making', 'Listening'],
  },
};
