import { Q, type EvalLink } from '../eval-link';

// Held out (round 13): written blind to the analyzer; to be scored once.
export const heldOutR13DentalSurgery: EvalLink = {
  title: 'Dental nurses, hygienists and reception give feedback to the practice owner (held out)',
  answers: [
    [Q.keep, "Your clinical work is brilliant, the crowns you do are so neat and you're amazing with the nervous ones. I've watched you talk a terrified kid into a filling.", 'a'],
    [Q.untold, "The comments about what we wear and whether our tunics are 'fitted enough' need to stop. It isn't banter when it's every week and you're the one who signs our payslips.", 'a'],
    [Q.growth, "I asked about doing my radiography certificate twice and got 'maybe next year' both times. Feels like the nurses are just part of the furniture.", 'a'],
    [Q.safe, "Sort of. I flagged that some of the claim forms list treatments I know weren't done that day and was told it's just how the codes work and to leave it to you. I still don't think it's right.", 'b'],
    [Q.comms, "Emails are short and to the point which I appreciate, but rota changes come through on a post-it stuck to the reception screen which isn't ideal.", 'b'],
    [Q.fair, "Not very. Since Priya told you she was expecting, her sessions have been cut in half and handed to the new girl, and you said something about 'not wanting to rely on her'.", 'b'],
    [Q.describe, "Clinically one of the best I've worked with, and you do back us up with difficult patients. Just don't expect a thank you, ever.", 'c'],
    [Q.pressure, "When the book's overrunning you go very quiet and snappy with us. Never with patients though, I'll give you that.", 'c'],
    [Q.anything, "Jess has been in tears in the staff room twice this month. She's doing two people's jobs since Mark left and I don't think she's coping, she told me she dreads coming in.", 'c'],
    [Q.keep, "The Monday huddle is spot on, ten minutes, everyone knows who's on what and which patients need extra care. Keep it short like that.", 'd'],
    [Q.listen, "You do listen. I suggested moving the sterilisation run to before lunch and you tried it the next day and kept it.", 'd'],
    [Q.priorities, "clear enough day to day - patients first, paperwork after. monthly targets less so, we only hear about them at the end when we've already missed them", 'd'],
    [Q.keep, "The way you've got the nurses and reception covering for each other at the end of the day is great, we actually feel like one team now.", 'e'],
  ],
  expected: {
    themes: ['Technical skill', 'Respect and conduct', 'Support and mentoring', 'Communication', 'Recognition', 'Workload', 'Wellbeing', 'Meetings', 'Listening', 'Planning and priorities', 'Collaboration'],
    concerns: ['conduct', 'ethics', 'discrimination', 'wellbeing'],
    strengths: ['Technical skill', 'Communication', 'Meetings', 'Listening', 'Planning and priorities', 'Collaboration'],
    opportunities: ['Respect and conduct', 'Support and mentoring', 'Communication', 'Recognition', 'Workload', 'Wellbeing', 'Planning and priorities'],
  },
};
