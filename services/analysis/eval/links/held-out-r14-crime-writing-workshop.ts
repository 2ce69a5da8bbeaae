import { Q, type EvalLink } from '../eval-link';

// Held out (round 14): written blind to the analyzer; to be scored once.
export const heldOutR14CrimeWritingWorkshop: EvalLink = {
  title: 'Book festival attendees on a crime fiction writing workshop (held out)',
  answers: [
    [Q.useful, "The poisons section was killer. Now I know why my victim wouldn't have died in ten minutes from foxglove, so I'll have to murder her some other way.", 'a'],
    [Q.pace, "Bit rushed at the end. We were dying to get to planting clues and red herrings and it got squeezed into five minutes.", 'a'],
    [Q.useful, "Hearing how a real detective works a crime scene. The bit about how long it takes for a body to be found in a flat was grim but brilliant for my plot.", 'b'],
    [Q.unclear, "The section on Scottish vs English court procedure felt like a tangent for most of the room, could've been a handout.", 'b'],
    [Q.after, "going home to kill off my narrator in chapter two. should have done it months ago", 'b'],
    [Q.better, "More time for questions please! Half the room had their hands up when you wrapped up, and the man at the front hogged the mic telling us about the stabbing in his novel.", 'c'],
    [Q.pace, "Two hours with one break was about right. The slides were packed with text though, hard to read from the back.", 'c'],
    [Q.after, "I'm going to stop making my killer explain everything in a big confession scene at the end. The point about showing the villain's motive early really landed.", 'd'],
    [Q.unclear, "Nothing really. The gunshot wounds part dragged a bit for me, but I write cosy mysteries so I mostly just poison vicars.", 'd'],
    [Q.useful, "The exercise where we had ten minutes to write a threatening note from the blackmailer's point of view. Brutal, funny, and I got a whole subplot out of it.", 'e'],
    [Q.better, "Share the slides afterwards? I was scribbling so fast I missed half the names of the toxins.", 'e'],
    [Q.pace, "Perfect pace. You clearly know your stuff and you handled the daft questions without making anyone feel stupid.", 'f'],
  ],
  expected: {
    themes: ['Technical skill', 'Presentation pace and slides', 'Audience and questions'],
    concerns: [],
    strengths: ['Technical skill', 'Presentation pace and slides', 'Audience and questions'],
    opportunities: ['Presentation pace and slides', 'Audience and questions'],
  },
};
