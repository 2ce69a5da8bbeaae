import { Q, type EvalLink } from '../eval-link';

// Held out (round 13): written blind to the analyzer; to be scored once.
export const heldOutR13ForensicsForWriters: EvalLink = {
  title: 'Crime writers give feedback on a forensic pathology talk for novelists (held out)',
  answers: [
    [Q.useful, "The bit on how long different poisons take to kill someone was gold dust, I've had my arsenic timeline wrong for three chapters.", 'a'],
    [Q.pace, "Bit rushed at the end, she had to race through gunshot wounds in about five minutes and that's the bit I most needed.", 'a'],
    [Q.after, "Going home to kill off my vicar properly. The blunt force trauma section showed me my murder scene makes no sense at all.", 'a'],
    [Q.useful, "Honestly the Q&A. Someone asked if you could hide a body in a septic tank and the answer was so thorough the whole room was in stitches.", 'b'],
    [Q.unclear, "The slides on decomposition were hard to read, tiny text on a dark background. Could've done with fewer photos of maggots too, but I get why they were there.", 'b'],
    [Q.better, "More time for questions please, there were still a dozen hands up when they cut it off.", 'b'],
    [Q.useful, "How she explained the difference between strangulation and hanging at a post mortem. Grim but exactly what I needed for the book.", 'c'],
    [Q.pace, "Perfect, two hours flew by. Didn't expect to enjoy a talk about dead bodies quite that much.", 'c'],
    [Q.after, "stop having my detective work out time of death from one glance at the corpse. apparently that's rubbish lol", 'c'],
    [Q.better, "A handout with the key facts (rigor mortis timings, overdose symptoms, that kind of thing) would save us all scribbling like mad.", 'd'],
    [Q.unclear, "Nothing unclear, she's a brilliant explainer. Maybe skip the history of the coroner's office, interesting but not what we came for.", 'd'],
    [Q.anything, "Best £25 I've spent this year. My crime writing group are all jealous, book her again.", 'd'],
    [Q.useful, "Seeing what a real crime scene looks like versus the telly. The blood spatter stuff alone was worth the trip.", 'e'],
    [Q.better, "Not much to improve honestly, she clearly knows her stuff inside out after thirty years of post mortems and stab wounds.", 'e'],
  ],
  expected: {
    themes: ['Presentation pace and slides', 'Audience and questions', 'Communication', 'Technical skill'],
    concerns: [],
    strengths: ['Presentation pace and slides', 'Audience and questions', 'Communication', 'Technical skill'],
    opportunities: ['Presentation pace and slides', 'Audience and questions'],
  },
};
