import { Q, type EvalLink } from '../eval-link';

// Fourth held-out round (scored before tuning), since tuned on.
export const webinar: EvalLink = {
  title: 'Webinar: Budgeting for first-time managers',
  answers: [
    [Q.useful, 'The spreadsheet walkthrough. I rebuilt our team budget the same afternoon.', 'a'],
    [Q.pace, 'Just right for the first 40 minutes, then it felt squeezed at the end.', 'a'],
    [Q.better, 'Mute attendees by default, someone’s dog barked through the whole forecasting part.', 'a'],
    [Q.unclear, 'Capex versus opex went by very quickly. A one-slide summary would help.', 'b'],
    [Q.useful, 'Your stories about getting budgets wrong early in your career were reassuring and practical.', 'b'],
    [Q.after, 'Start tracking spend monthly instead of at quarter end.', 'b'],
    [Q.pace, 'A little slow in the intro, the rest was fine.', 'c'],
    [Q.better, 'Answer the chat questions as they come in; by the end there were twenty unanswered.', 'c'],
    [Q.useful, 'Clear explanations of accruals, finally someone made it make sense.', 'c'],
    [Q.unclear, 'The slides had tiny numbers I could not read on a laptop.', 'd'],
    [Q.better, 'Send the recording and the template, and maybe run a follow-up Q&A.', 'd'],
    [Q.after, 'Nothing right away, our finance team does most of it.', 'e'],
    [Q.useful, 'Knowledgeable presenter who clearly has done this for years.', 'e'],
  ],
  expected: {
    themes: ['Presentation pace and slides', 'Audience and questions', 'Communication'],
    concerns: [],
    strengths: ['Communication', 'Technical skill'],
    opportunities: ['Presentation pace and slides', 'Audience and questions'],
  },
};
