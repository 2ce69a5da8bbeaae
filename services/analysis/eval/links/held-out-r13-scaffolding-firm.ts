import { Q, type EvalLink } from '../eval-link';

// Held out (round 13): written blind to the analyzer; to be scored once.
export const heldOutR13ScaffoldingFirm: EvalLink = {
  title: 'Scaffolders give feedback to their contracts manager (held out)',
  answers: [
    [Q.keep, "Keep sorting the rota a week ahead, that's been a godsend for anyone with kids. Best planning this firm has had in years.", 'a'],
    [Q.safe, "Not really. Last lad who questioned the loading on the Harcourt job got told there's plenty of blokes who'd take his ticket and his wages, and he was off the gang by the Friday.", 'a'],
    [Q.pressure, "goes bright red and starts effing and blinding across the whole site, in front of the client as well. then an hour later acts like nothing happened", 'a'],
    [Q.keep, "Your knowledge is second to none, you can look at a drawing and spot a problem with the tie pattern before anyone else has got their gloves on.", 'b'],
    [Q.untold, "When we're behind you tell us to skip the harness on the short lifts and not bother tagging the scaffold till end of day. Someone is going to come off that top lift one of these days and it'll be on all of us.", 'b'],
    [Q.growth, "Fair play, you put me through my CISRS advanced and covered the days off. Wouldn't have happened under the last boss.", 'b'],
    [Q.describe, "Grafter, knows his stuff inside out, would do anything for you on a good day. On a bad day stay well out of his way.", 'c'],
    [Q.anything, "Not my place maybe but more than once you've turned up on a Monday still stinking of the night before and gone straight up on the deck. Two of the young lads have noticed too.", 'c'],
    [Q.comms, "Clear as day on the job sheet, everyone knows where they're meant to be each morning. The group chat at 11pm changing it all round is less good.", 'd'],
    [Q.change, "The deadlines you agree with the main contractor are mental, we're always chasing our tails to hit them. Push back on them a bit, they'd wait an extra week.", 'd'],
    [Q.listen, "He does listen, I'll give him that. I suggested the new banding for the tube racks and it was in the yard the next week.", 'd'],
    [Q.priorities, "Pretty clear. Monday briefing tells you which jobs come first and what finished looks like, no guessing.", 'd'],
    [Q.anything, "I've handed my notice in, starting with another firm in March. Money's decent here but I'm not working for someone who screams at me in front of the whole gang. Know of at least one other who's looking.", 'e'],
    [Q.keep, "Keep the brews and bacon rolls on Fridays and keep telling us when a job's gone well. The thank yous actually mean something coming from you.", 'e'],
  ],
  expected: {
    themes: ['Planning and priorities', 'Respect and conduct', 'Technical skill', 'Support and mentoring', 'Time and deadlines', 'Communication', 'Listening', 'Recognition'],
    concerns: ['intimidation', 'safety', 'substance', 'attrition'],
    strengths: ['Planning and priorities', 'Technical skill', 'Support and mentoring', 'Communication', 'Listening', 'Recognition'],
    opportunities: ['Respect and conduct', 'Time and deadlines', 'Communication'],
  },
};
