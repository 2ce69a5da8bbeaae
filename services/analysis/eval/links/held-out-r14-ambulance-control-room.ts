import { Q, type EvalLink } from '../eval-link';

// Held out (round 14): written blind to the analyzer; to be scored once.
export const heldOutR14AmbulanceControl: EvalLink = {
  title: 'Call handlers and dispatchers to the duty manager of an ambulance control room (held out)',
  answers: [
    [Q.keep, "Keep doing the wee check-ins after a bad call. When you came and sat with me after that cardiac arrest with the wean on the line, that meant a lot.", 'a'],
    [Q.untold, "Since the new dispatch system went in you've said a few times at the huddle that the 'older ones' will struggle and should maybe think about whether it's still for them. Morag and Jim have twenty-odd years in and they've been left off the super-user training completely.", 'a'],
    [Q.growth, "Fine for me, I'm getting the team leader shadowing. But see above, it's no the same for everybody.", 'a'],
    [Q.pressure, "Honestly it's not great. On the big night in January you were shouting across the floor at folk while they were mid-call, and you told Kev if his hold times didn't come down he'd be out the door by Monday.", 'b'],
    [Q.safe, "No. Folk that have raised stuff about the rota have ended up with the worst shifts for the next month. Funny that.", 'b'],
    [Q.describe, "Knows the job inside out, best dispatcher I've seen on a major incident. Just not someone you'd want to get on the wrong side of.", 'b'],
    [Q.anything, "I'm running on empty. Four nights, two days off, straight back on earlies, and the phone going on every day off asking for overtime. I had a panic attack in the car park before my shift last week and I don't think I'm the only one.", 'c'],
    [Q.change, "stop phoning people on their days off to plug gaps and sort the rota out properly instead", 'c'],
    [Q.anything, "Three of us have applied to the 111 hub and I know two others have interviews with the police control room. It's not the calls that are driving folk out, it's how the room's being run.", 'd'],
    [Q.comms, "Shift handover briefings are clear and to the point, I'll give you that. The emails are another story, nobody can make sense of the policy updates.", 'd'],
    [Q.listen, "Hit and miss. I've brought up the mapping errors on the rural addresses three times and got 'noted' each time. Crews have been sent to the wrong farm twice since, and one of those was a stroke.", 'd'],
    [Q.keep, "The way you back us up when the crews get shirty on the radio. You never leave a call handler hanging.", 'e'],
    [Q.fair, "Not very, to be honest. Same three folk get the day shifts and the training courses every time.", 'e'],
  ],
  expected: {
    themes: [
      'Support and mentoring',
      'Wellbeing',
      'Respect and conduct',
      'Technical skill',
      'Workload',
      'Planning and priorities',
      'Communication',
      'Listening',
      'Reliability and follow-through',
    ],
    concerns: ['discrimination', 'intimidation', 'wellbeing', 'attrition', 'safety'],
    strengths: ['Support and mentoring', 'Wellbeing', 'Technical skill', 'Communication'],
    opportunities: [
      'Support and mentoring',
      'Wellbeing',
      'Respect and conduct',
      'Workload',
      'Planning and priorities',
      'Communication',
      'Listening',
      'Reliability and follow-through',
    ],
  },
};
