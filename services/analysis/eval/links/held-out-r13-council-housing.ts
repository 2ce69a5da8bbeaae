import { Q, type EvalLink } from '../eval-link';

// Held out (round 13): written blind to the analyzer; to be scored once.
export const heldOutR13CouncilHousing: EvalLink = {
  title: 'Council housing officers give feedback to their team leader (held out)',
  answers: [
    [Q.keep, "You know housing law inside out. When a tenant's solicitor gets involved you're the first person I go to.", 'a'],
    [Q.change, "Stop telling us to mark damp and mould jobs as 'resolved' when the contractor's only been out to have a look. The tenants ring back furious and the figures that go up to the directorate just aren't true.", 'a'],
    [Q.untold, "I'm running on empty. Sixty-odd cases each, I haven't had a proper lunch break since before Christmas and I've started waking at 4am going over them in my head.", 'a'],
    [Q.describe, "Warm, funny, genuinely cares about the tenants. Can be a bit all over the place with deadlines though, stuff lands on us the day before it's due.", 'b'],
    [Q.fair, "Honestly no. Anything new, the systems training, the project work, goes to the under-30s, and you've said more than once that Bernie and Linda are 'a bit past it' for the new stuff. Linda's been doing this twenty years.", 'b'],
    [Q.growth, "For me personally, really well. You pushed me to go for the senior officer role and sat down and went through my interview prep with me.", 'b'],
    [Q.safe, "I don't, not since the team meeting where Dev questioned the new allocations policy and you said people who 'can't get on board' won't be around after the restructure. Everyone heard it.", 'c'],
    [Q.comms, "Your emails are long but they're clear and you always put the action at the top, which helps.", 'c'],
    [Q.change, "The Tuesday case review drags on for two hours and half of it is the same three cases. Could be done in forty minutes.", 'c'],
    [Q.anything, "Three of us have been talking to the housing association across town. It's not the pay, it's how the team's being run. I'd rather say it here than in an exit interview.", 'd'],
    [Q.keep, "Keep doing the shout-outs in team meeting when someone pulls off a tricky eviction prevention, people really notice it.", 'd'],
    [Q.listen, "Hit and miss. You nod along and say 'great idea' and then nothing ever comes of it, the shared inbox thing I raised in September is still a mess.", 'd'],
    [Q.priorities, "Crystal clear on what matters: homelessness cases first, then repairs, then everything else. Wish every manager was like that.", 'e'],
    [Q.change, "start delegating some of the complaint sign-offs?? everything waits on you and it grinds to a halt when you're on leave", 'e'],
  ],
  expected: {
    themes: ['Technical skill', 'Workload', 'Wellbeing', 'Time and deadlines', 'Support and mentoring', 'Respect and conduct', 'Communication', 'Meetings', 'Recognition', 'Listening', 'Reliability and follow-through', 'Planning and priorities', 'Delegation and ownership'],
    concerns: ['ethics', 'wellbeing', 'discrimination', 'intimidation', 'attrition'],
    strengths: ['Technical skill', 'Support and mentoring', 'Communication', 'Recognition', 'Planning and priorities'],
    opportunities: ['Workload', 'Wellbeing', 'Time and deadlines', 'Respect and conduct', 'Meetings', 'Listening', 'Reliability and follow-through', 'Delegation and ownership'],
  },
};
