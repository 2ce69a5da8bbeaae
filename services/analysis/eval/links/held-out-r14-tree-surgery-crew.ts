import { Q, type EvalLink } from '../eval-link';

// Held out (round 14): written blind to the analyzer; to be scored once.
export const heldOutR14TreeSurgery: EvalLink = {
  title: 'Arborist crew to the owner and lead climber of a tree surgery business (held out)',
  answers: [
    [Q.keep, "Keep the Monday toolbox meeting going, even when it's only ten minutes it's the one time the whole crew's together. And you're a gun climber, nobody on the crew reads a tree like you do.", 'a'],
    [Q.safe, "Not really mate. Last time Jono said he wasn't happy going up that big gum on Ferris St without a second anchor point you told him there's plenty of blokes who'd happily take his spot. He went up anyway.", 'a'],
    [Q.change, "Stop letting us skip the pre-climb checks when we're running behind. Half the time nobody looks at the harnesses, and last week the guard was off the chipper the whole arvo because it was 'slowing us down'.", 'a'],
    [Q.pressure, "When a job runs over you go quiet and then you snap. You yelled at the new apprentice in front of the client at Kenmore for dropping a rope, poor kid was shaking.", 'b'],
    [Q.describe, "Good bloke to have a beer with and knows his stuff, but I wouldn't tell a mate to come work here right now.", 'b'],
    [Q.untold, "the lunchtime tinnies. couple of cans at the ute and then you're back on the saw or feeding the chipper all afternoon. everyone's noticed, no one wants to be the one to say it", 'b'],
    [Q.priorities, "pretty clear tbh, we always know which jobs are on for the week and who's climbing. no complaints there", 'c'],
    [Q.growth, "You put me through my EWP ticket which I do appreciate. Keen to actually learn to climb now though, more time up top with someone showing me the ropes would be ace.", 'c'],
    [Q.fair, "Mostly fair. The way you hand out the jobs could change tho, same two senior climbers get the good removals and the rest of us are on the ground raking all day.", 'c'],
    [Q.anything, "I've put my notice in, starting with the mob across the river in three weeks. Wasn't the pay, it's how things have been on site since winter. Sam's looking too.", 'd'],
    [Q.listen, "If it's about gear or a tricky removal you listen. Anything about how the crew's actually going and you're already walking back to the truck.", 'd'],
    [Q.keep, "Always paying us on time and sorting the overtime without a fuss, that matters heaps. And when you say you'll cover a shift you actually turn up.", 'e'],
    [Q.comms, "Texts at 5am with the wrong address aren't ideal lol. Twice this month we've rocked up to the wrong house.", 'e'],
  ],
  expected: {
    themes: [
      'Meetings',
      'Technical skill',
      'Respect and conduct',
      'Time and deadlines',
      'Planning and priorities',
      'Support and mentoring',
      'Delegation and ownership',
      'Listening',
      'Reliability and follow-through',
      'Communication',
    ],
    concerns: ['intimidation', 'safety', 'substance', 'attrition'],
    strengths: ['Meetings', 'Technical skill', 'Planning and priorities', 'Support and mentoring', 'Reliability and follow-through'],
    opportunities: ['Respect and conduct', 'Time and deadlines', 'Support and mentoring', 'Delegation and ownership', 'Listening', 'Communication'],
  },
};
