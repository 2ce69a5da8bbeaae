import { Q, type EvalLink } from '../eval-link';

// Held out (round 11): written blind to the analyzer; to be scored once.
export const restaurantAreaManager: EvalLink = {
  title: 'Restaurant group area manager feedback from site teams (held out)',
  answers: [
    [Q.keep, 'Her menu engineering is excellent. She turned our Sunday trade round in two months and knows the margins on every dish better than we do.', 'a'],
    [Q.change, 'Stop telling us to say the service charge all goes to the team when guests ask. It doesn\'t. The split sheet she showed us doesn\'t match what lands in anyone\'s pay, and I\'m the one looking customers in the eye when I say it.', 'a'],
    [Q.safe, 'I can disagree with her on the numbers and she\'ll respect it. Bring up how she talks to the floor staff and the shutters come down.', 'a'],
    [Q.untold, 'When she visits she calls the younger waitresses eye candy for the regulars and tells us to undo a button on busy nights. Last time she put her hand on the small of my back while she was checking my apron. I moved away and she laughed. I didn\'t say anything because she decides who gets the good sections.', 'b'],
    [Q.safe, 'No. After Leah complained about the rota her hours got cut to two shifts a week. Nobody missed the message.', 'b'],
    [Q.fair, 'Since I told her I\'m pregnant I\'ve been taken off the list for the head chef interviews, to take it easy apparently, and my hours have been halved without anyone asking me. I wanted that job. I\'m not ill, I\'m pregnant.', 'c'],
    [Q.growth, 'Before that she was genuinely great for my development. She paid for my level 3 food safety and let me design the autumn specials.', 'c'],
    [Q.describe, 'A whirlwind. Turns up unannounced, rearranges the back bar, leaves. Oh brilliant, another surprise visit at 8pm on a Saturday, exactly what we needed.', 'd'],
    [Q.priorities, 'Clear about the GP target, vague about everything else. One week the message is push wine, the next it\'s cut wastage, never both in the same sentence.', 'd'],
    [Q.anything, 'Three of my bar team have gone to the place across the road since Christmas and every one of them named her in the exit chat. To be honest I\'m interviewing elsewhere too.', 'd'],
    [Q.pressure, 'When the pass is backed up and she\'s on site she shouts across the kitchen and calls people useless in front of the whole brigade. Mind you, the head chef does it too, so it\'s sort of the culture. Doesn\'t make it right.', 'e'],
    [Q.keep, 'She thanked the KPs by name in the group chat after the health inspection. We killed it, five stars, and it was nice to be noticed for once.', 'e'],
    [Q.change, 'Start giving us the rota more than three days in advance. I can\'t plan childcare around Thursday night surprises.', 'e'],
    [Q.listen, 'She does listen in the monthly GM meeting, and she changed the ordering system after we all pushed back, so credit there.', 'f'],
    [Q.comms, 'Essay-length emails at midnight, then nothing on the phone during service. I\'d not call that clear.', 'f'],
  ],
  expected: {
    themes: ['Technical skill', 'Respect and conduct', 'Support and mentoring', 'Communication', 'Planning and priorities', 'Recognition', 'Listening'],
    concerns: ['ethics', 'conduct', 'intimidation', 'discrimination', 'attrition'],
    strengths: ['Technical skill', 'Support and mentoring', 'Recognition', 'Listening'],
    opportunities: ['Respect and conduct', 'Communication', 'Planning and priorities'],
  },
};
