import { Q, type EvalLink } from '../eval-link';

// Held out (round 14): written blind to the analyzer; to be scored once.
export const heldOutR14Pharmacy: EvalLink = {
  title: 'Dispensary and counter staff to the supervising pharmacist of a town pharmacy (held out)',
  answers: [
    [Q.keep, "You're brilliant with the older customers, the way you take the time to explain their meds is why half the town comes to us and not the chain. And you know your stuff inside out.", 'a'],
    [Q.untold, "The CD register. More than once I've seen it signed off as counted at close when nobody counted anything, and there was a bit of juggling of the figures after the stocktake in October. I don't want to be the one left holding that if there's an inspection.", 'a'],
    [Q.safe, "Yeah for day to day stuff, you're easy enough to talk to.", 'a'],
    [Q.fair, "Since I told you I was expecting my hours have gone from four days to two and the Saturday cover went to Ciara, who started after me. Nobody said why. Hard not to join the dots.", 'b'],
    [Q.comms, "The rota goes up late and then changes without anyone being told. I found out I was in on Saturday from the group chat the night before.", 'b'],
    [Q.change, "Please stop the comments about the girls' looks at the counter. 'Smile more, you'd sell more looking like that' and the remark about Aoife's skirt weren't funny, they were mortifying in front of customers.", 'b'],
    [Q.pressure, "When we're slammed before Christmas you go very short with everyone. It's not nasty exactly, just snappy, and the thank yous stop altogether.", 'c'],
    [Q.anything, "Marie hasn't been herself since she was left doing the dispensary on her own through August. She told me she's not sleeping and she was crying in the back room on Tuesday. She says she's grand but she's not.", 'c'],
    [Q.listen, "You do listen, I'll give you that. I suggested the text reminders for the blister pack collections and you had it set up within a fortnight.", 'd'],
    [Q.growth, "You let me do the vaccination training and signed off my hours for the tech course, that was sound of you.", 'd'],
    [Q.priorities, "not always clear. one day it's get the nursing home orders out first, next day I'm in trouble for not doing the walk-ins first. pick one like", 'd'],
    [Q.change, "Get another pair of hands in. Two of us doing 300 items a day plus the methadone clients plus the counter, we're constantly playing catch up and people are waiting 40 minutes for a script.", 'e'],
    [Q.describe, "Depends on the day tbh. Good craic when it's quiet, a different place altogether when the scripts are piling up.", 'e'],
  ],
  expected: {
    themes: [
      'Communication',
      'Technical skill',
      'Respect and conduct',
      'Recognition',
      'Wellbeing',
      'Listening',
      'Support and mentoring',
      'Planning and priorities',
      'Workload',
    ],
    concerns: ['ethics', 'discrimination', 'conduct', 'wellbeing'],
    strengths: ['Communication', 'Technical skill', 'Listening', 'Support and mentoring'],
    opportunities: ['Communication', 'Respect and conduct', 'Recognition', 'Wellbeing', 'Planning and priorities', 'Workload'],
  },
};
