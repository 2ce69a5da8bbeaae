import { Q, type EvalLink } from '../eval-link';

// Held out (round 11): written blind to the analyzer; to be scored once.
export const footballAcademyCoach: EvalLink = {
  title: 'Football academy lead coach feedback from the academy staff (held out)',
  answers: [
    [Q.keep, 'His sessions are brilliant. The rondos, the pressing triggers, the way he breaks down a video clip so a 13-year-old gets it. I\'ve learnt more in one season here than on my badges.', 'a'],
    [Q.pressure, 'On matchday he loses it. Screaming at the boys from the touchline, calling one of them a waste of a shirt in front of the parents, telling him he\'ll be released at the end of the season if he bottles it again. They\'re fourteen.', 'a'],
    [Q.change, 'Start doing the one-to-one reviews with the boys that he promised in September. We\'ve had one round in eight months.', 'a'],
    [Q.safe, 'Not always. When I took Jayden off after a knock to the head on Saturday, he put him back on for the second half and told me the medical side is not my department on a matchday. Jayden was sick on the bus home. I wrote it up but I don\'t know if it went anywhere.', 'b'],
    [Q.untold, 'The comments. Calling me sweetheart, asking if I\'ve come to check the boys\' legs again, the winking. The older lads have started copying it. I\'ve laughed it off for a year and I\'m tired of laughing it off.', 'b'],
    [Q.anything, 'Two of the U15s have told me they dread Thursdays. One has stopped eating properly before the weigh-ins and his mum says he cries in the car on the way to training. I\'m not saying it\'s all down to the coach, but the way he talks about their bodies in front of the group isn\'t helping.', 'c'],
    [Q.listen, 'He listens to the head of coaching. With the rest of us it\'s a nod and carry on.', 'c'],
    [Q.priorities, 'Clear on what good football looks like. Much less clear that development comes before results at this age, which is meant to be the whole point of an academy.', 'c'],
    [Q.describe, 'Intense. You\'ll learn a ton and you\'ll go home knackered. The best coach I\'ve worked with and the hardest person I\'ve worked with, both at once.', 'd'],
    [Q.growth, 'He gave me the U12s on my own this season and trusts me to plan my own sessions. Genuinely grateful for that.', 'd'],
    [Q.comms, 'The session plans are clear and on the app two days ahead, which I love. Where it falls down is feedback: the boys who get dropped find out from the team sheet and nobody tells them why.', 'd'],
    [Q.keep, 'We absolutely killed it at the Easter tournament and he made a point of thanking all the staff, kit room included. Nice touch.', 'e'],
    [Q.safe, 'I keep my head down. After Ben argued with him about the cup team, Ben was quietly moved off the U16s onto Sunday mornings only. Everyone saw that.', 'e'],
  ],
  expected: {
    themes: ['Technical skill', 'Respect and conduct', 'Feedback', 'Wellbeing', 'Listening', 'Planning and priorities', 'Delegation and ownership', 'Support and mentoring', 'Communication', 'Recognition'],
    concerns: ['intimidation', 'safety', 'conduct', 'wellbeing'],
    strengths: ['Technical skill', 'Support and mentoring', 'Delegation and ownership', 'Communication', 'Recognition'],
    opportunities: ['Respect and conduct', 'Feedback', 'Listening', 'Planning and priorities', 'Wellbeing'],
  },
};
