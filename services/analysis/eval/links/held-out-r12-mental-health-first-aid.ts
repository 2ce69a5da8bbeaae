import { Q, type EvalLink } from '../eval-link';

// Held out (round 12): written blind to the analyzer; to be scored once.
export const heldOutR12MentalHealthFirstAid: EvalLink = {
  title: 'Staff attending a two-day mental health first aid course to the trainer (held out)',
  answers: [
    [Q.useful, "The role play where we had to ask someone straight out 'are you thinking about killing yourself?'. Horrible to say out loud the first time but I get now why you don't dance around it.", 'a'],
    [Q.pace, "Day one dragged after lunch, the prevalence statistics section could be half as long. Day two flew by.", 'a'],
    [Q.unclear, "The bit on psychosis versus a bad reaction to drugs felt rushed. I still wasn't sure when you'd call an ambulance and when you'd call the crisis team.", 'b'],
    [Q.after, "Stop telling people to 'calm down' in the middle of a panic attack, apparently that's about the worst thing you can say lol", 'b'],
    [Q.useful, "The overdose and self-harm section, especially what to actually do with your voice and your hands while you wait for the paramedics.", 'c'],
    [Q.better, "The slides were very text heavy, some were just a wall of words in tiny font. More of the real case stories and fewer bullet points please.", 'c'],
    [Q.better, "Let people ask questions anonymously on cards. A few of us wanted to ask about supporting family members but not in front of colleagues.", 'd'],
    [Q.pace, "Good length. Two full days is a lot but the breaks were well timed and nobody was flagging.", 'd'],
    [Q.useful, "Honestly the trainer. You could tell she'd spent years on a crisis line, she answered every awkward question without flinching.", 'e'],
    [Q.after, "Check in with the night shift lads properly instead of the usual 'you alright mate' on the way past.", 'e'],
    [Q.unclear, "Nothing unclear really. The video about the man on the bridge was grim but it was the most powerful part of the two days.", 'f'],
    [Q.after, "Put the crisis line numbers on the back of the toilet doors like she suggested, and sign up as one of the mental health first aiders on our floor.", 'f'],
    [Q.better, "maybe a short refresher in six months? I'll have forgotten the action plan steps by then", 'g'],
  ],
  expected: {
    themes: ['Presentation pace and slides', 'Audience and questions', 'Technical skill'],
    concerns: [],
    strengths: ['Presentation pace and slides', 'Audience and questions', 'Technical skill'],
    opportunities: ['Presentation pace and slides', 'Audience and questions'],
  },
};
