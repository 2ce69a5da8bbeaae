import { Q, type EvalLink } from '../eval-link';

// Held out (round 13): written blind to the analyzer; to be scored once.
export const heldOutR13Brewery: EvalLink = {
  title: 'Brewery and packing staff give feedback to the head brewer (held out)',
  answers: [
    [Q.keep, "Your beer is the reason half of us applied here. You know the chemistry cold and you've taught me more about yeast in six months than college did in two years.", 'a'],
    [Q.untold, "The CO2 alarm in the cellar kept going off so someone taped over the sounder, and you said leave it till the service guy comes. One day someone's going down there on their own and not coming back up.", 'a'],
    [Q.change, "Start writing the brew schedule up on the board a week ahead instead of keeping it in your head. Nobody can sort childcare around 'we'll see how the fermenters look'.", 'a'],
    [Q.anything, "The 'quality control' pints start about 2pm on brew days now and by the transfer you're slurring and hopping about on the gantry. Tasting is part of the job, this isn't.", 'b'],
    [Q.comms, "Brew sheets are great, really detailed, nothing left to guess. The business side though, new contracts, whether we're getting the second fermenter, we hear from the delivery drivers first.", 'b'],
    [Q.change, "Stop putting your hand on the small of people's backs when you squeeze past in the brewhouse. Two of the women on packing have mentioned it to me and one of them times her breaks to avoid you now.", 'b'],
    [Q.describe, "laid back, generous with his time, knows his stuff. bit chaotic with planning, we often find out at 7am that the schedule's changed", 'c'],
    [Q.anything, "Since the taproom opened we're doing brewing, packing and weekend bar shifts. I'm properly knackered, nodded off in the car at a red light last week. Don't think I can keep this up.", 'c'],
    [Q.keep, "Keep the end-of-month team tasting where you call out who did what on each batch, makes it feel like it's our beer too.", 'c'],
    [Q.listen, "Really well actually. I pitched a pale ale recipe and you not only brewed it, you put my name on the tap badge.", 'd'],
    [Q.safe, "About most things yes, you're easy to disagree with on recipes. On the drinking, no, nobody knows how to bring it up.", 'd'],
    [Q.anything, "I've accepted a job at a brewery in Leeds. Lovely people here and I'll miss it, but the hours and the state of brew days with you mean I'm off. Not the only one looking either.", 'd'],
    [Q.priorities, "Quality first, always, you've made that really clear and I'd never ship a batch that's off. What we're actually brewing next week is a different story.", 'e'],
    [Q.growth, "You got me on the IBD course and paid for it yourself, can't fault that.", 'e'],
  ],
  expected: {
    themes: ['Technical skill', 'Support and mentoring', 'Planning and priorities', 'Communication', 'Respect and conduct', 'Workload', 'Wellbeing', 'Recognition', 'Listening'],
    concerns: ['safety', 'substance', 'conduct', 'wellbeing', 'attrition'],
    strengths: ['Technical skill', 'Support and mentoring', 'Communication', 'Recognition', 'Listening', 'Planning and priorities'],
    opportunities: ['Planning and priorities', 'Communication', 'Respect and conduct', 'Workload', 'Wellbeing'],
  },
};
