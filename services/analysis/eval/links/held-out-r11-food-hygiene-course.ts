import { Q, type EvalLink } from '../eval-link';

// Held out (round 11): written blind to the analyzer; to be scored once.
export const foodHygieneCourse: EvalLink = {
  title: 'Food hygiene and knife skills course for new kitchen staff (held out)',
  answers: [
    [Q.useful, 'The knife section. Claw grip, bridge hold, and why a blunt knife cuts you more often than a sharp one. I\'ve been chopping wrong for ten years.', 'a'],
    [Q.pace, 'Good pace in the morning. The afternoon on cross-contamination and raw chicken dragged a bit after lunch, but that might just be the lunch.', 'a'],
    [Q.after, 'Separate boards for raw meat, and I\'m binning the one tea towel I was using for everything.', 'a'],
    [Q.useful, 'The burns demo with the fat fryer was brilliant. Seeing how fast a pan fire goes up when you throw water on it, then how the fire blanket smothers it. Terrifying in a good way.', 'b'],
    [Q.unclear, 'The legal part, due diligence, prosecutions, what an EHO can close you down for, was a wall of acronyms on the slides. Could have been a handout.', 'b'],
    [Q.better, 'More time for questions. People had real stories about allergic reactions and near misses in their own kitchens and we had to cut them off to stay on schedule.', 'b'],
    [Q.useful, 'Learning that you can\'t see, smell or taste the bacteria that cause food poisoning, and that 75 degrees is what kills them. Sounds obvious but it stuck.', 'c'],
    [Q.after, 'Probe every batch of reheated rice. The story about Bacillus cereus and people ending up in hospital after leftover fried rice scared me straight.', 'c'],
    [Q.pace, 'A full day felt right. The slides were clear and not too wordy.', 'c'],
    [Q.useful, 'The trainer answered every question properly, even the daft ones about refreezing thawed mince. She clearly knows real kitchens, not just the textbook.', 'd'],
    [Q.better, 'Let us practise the first aid for a deep cut on each other instead of just watching: pressure, elevation, when to send someone to A&E. Watching isn\'t the same.', 'd'],
  ],
  expected: {
    themes: ['Technical skill', 'Presentation pace and slides', 'Audience and questions'],
    concerns: [],
    strengths: ['Technical skill', 'Audience and questions', 'Presentation pace and slides'],
    opportunities: ['Presentation pace and slides', 'Audience and questions'],
  },
};
