import { Q, type EvalLink } from '../eval-link';

// Held out (round 11): written blind to the analyzer; to be scored once.
export const depotNightShiftLead: EvalLink = {
  title: 'Distribution depot night shift lead feedback from the warehouse team (held out)',
  answers: [
    [Q.keep, 'He knows the warehouse system inside out and can clear a jammed sorter quicker than the engineers can. Proper hands-on, never too proud to get on a truck himself.', 'a'],
    [Q.safe, 'Put it this way. When Dave asked why his break kept getting cut short he was told there\'s plenty of agency lads who\'d love his hours, and he was off the rota the week after. Nobody has asked him anything since.', 'a'],
    [Q.untold, 'Reach truck 4 has had a dodgy handbrake since before Christmas. It\'s in the defect book three times. He just says we\'ll tag it tomorrow and keeps it running because we need it for the pick. Someone is going to get pinned against the racking one of these nights.', 'a'],
    [Q.describe, 'Good laugh at the start of the shift. Less of a laugh after his break, if you know what I mean. He goes out to his car at 2, comes back chewing gum, red in the face, a bit loud and a bit slurry. Last month he clipped a pallet with the counterbalance on his way back in and just laughed it off.', 'b'],
    [Q.safe, 'Safe? I wouldn\'t say a word to him. I need this job.', 'b'],
    [Q.pressure, 'Under the pressure of peak season he\'s actually alright, calm, gets stuck in on the loading bay with us. It\'s the quiet nights that are worse.', 'b'],
    [Q.fair, 'Not fair. The Polish and Romanian lads get put in the freezer chamber and on the double-deck unloads every single night, and the English lads get the scanner jobs. When Marek asked to rotate he was told you lot are used to the cold. We talk about it between ourselves a lot.', 'c'],
    [Q.comms, 'English is my second language and he talks very fast with a lot of slang on the radio. When I ask him to repeat he sighs at me. The pick priorities written on the board would help everyone.', 'c'],
    [Q.priorities, 'Crystal clear on the numbers, units per hour and trailer departure times. Less clear on anything else. Quality gets forgotten until there\'s a mispick complaint from a store.', 'd'],
    [Q.growth, 'He let me run goods-in on my own for a month and backed me when things went wrong. That\'s more trust than I got in five years at my last place.', 'd'],
    [Q.change, 'Start putting the rota up at least a week ahead. I was sick of the old paper system and the new app is better, but only if he actually puts the shifts on it before Friday.', 'd'],
    [Q.anything, 'Some nights he\'s fine. Other nights there\'s a smell off him after his break that the mints don\'t cover, and I\'ve stopped letting him drive me anywhere in the yard. I don\'t know who you\'re meant to tell about that.', 'e'],
    [Q.listen, 'Oh, he listens. To the units-per-hour screen. Tell him the lights in aisle 9 have been out for a fortnight and you get yeah, yeah.', 'e'],
    [Q.keep, 'The bacon rolls on a Friday when we hit target, and he reads out who had the best pick rate. Small thing but it goes down well.', 'e'],
  ],
  expected: {
    themes: ['Technical skill', 'Respect and conduct', 'Communication', 'Planning and priorities', 'Delegation and ownership', 'Support and mentoring', 'Listening', 'Recognition'],
    concerns: ['substance', 'safety', 'intimidation', 'discrimination'],
    strengths: ['Technical skill', 'Delegation and ownership', 'Support and mentoring', 'Recognition'],
    opportunities: ['Communication', 'Listening', 'Respect and conduct', 'Planning and priorities'],
  },
};
