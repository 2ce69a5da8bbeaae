import { Q, type EvalLink } from '../eval-link';

// Held out (round 12): written blind to the analyzer; to be scored once.
export const heldOutR12VetPractice: EvalLink = {
  title: 'Vets and nurses at a small-animal vet practice to the clinical director (held out)',
  answers: [
    [Q.keep, "Your surgery is honestly the reason I applied here. Watching you talk a panicking owner through a GDV at 2am and then fix the dog was a masterclass.", 'a'],
    [Q.change, "Please do the rota more than a week ahead. We find out on the Friday whether we're on call Saturday, which makes it impossible to plan anything.", 'a'],
    [Q.untold, "After the long Friday lunches you come back smelling of wine and go straight into theatre. Twice now one of the nurses has quietly taken over the anaesthetic monitoring because she wasn't happy with how you were.", 'b'],
    [Q.safe, "Mostly yes on clinical stuff, you'll actually change your plan if a nurse suggests something better, which not every vet does.", 'b'],
    [Q.untold, "The controlled drugs register never matches what's in the safe and at the end of the month it gets 'corrected' so the numbers work. I'm not comfortable countersigning ketamine doses I never saw go into any patient.", 'c'],
    [Q.priorities, "Clear on clinical standards, much less clear on everything else. Are we pushing the dental packages or not? Depends which week you ask.", 'c'],
    [Q.pressure, "when its busy you go quiet and just take cases over without telling anyone, so the client ends up hearing two different plans from two different people", 'd'],
    [Q.describe, "Brilliant vet, chaotic boss. You'd learn loads but bring snacks because you won't get a lunch break.", 'd'],
    [Q.anything, "The x-ray room door still doesn't close properly and two of the lead gowns are cracked, I've written it in the book three times. People are holding dogs for plates with no dosimeter badges because the new ones were never ordered.", 'e'],
    [Q.growth, "You let me do my first solo caesarean with you scrubbed in next door just in case, and talked it through with me after. That meant a lot.", 'e'],
    [Q.anything, "I'm doing 13 hour days plus the on-call phone every other night. I've sat crying in the car park before a shift more times than I'd admit and I've started getting heart palpitations at night. I don't think anyone has noticed.", 'f'],
    [Q.fair, "Fair-ish. The newer vets seem to get all the out of hours and bank holidays while the partners are excused, and that's starting to grate.", 'f'],
    [Q.keep, "keep the wednesday case-round meeting, i learn more in that half hour than the rest of the week put together", 'g'],
  ],
  expected: {
    themes: ['Technical skill', 'Planning and priorities', 'Listening', 'Communication', 'Support and mentoring', 'Workload', 'Wellbeing', 'Meetings'],
    concerns: ['substance', 'ethics', 'safety', 'wellbeing'],
    strengths: ['Technical skill', 'Listening', 'Support and mentoring', 'Meetings'],
    opportunities: ['Planning and priorities', 'Communication', 'Workload', 'Wellbeing'],
  },
};
