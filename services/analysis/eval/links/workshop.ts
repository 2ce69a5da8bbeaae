import { Q, type EvalLink } from '../eval-link';

// Second held-out round (scored before tuning), since tuned on. A half-day workshop.
export const workshop: EvalLink = {
  title: 'Workshop feedback: Writing better incident reports',
  answers: [
    [Q.useful, 'The before-and-after rewrite of a real postmortem. Seeing the bad version first made the point.', 'a'],
    [Q.pace, 'The morning dragged, the afternoon was rushed. Swap some time around.', 'a'],
    [Q.better, 'Give us the template before the session so we can bring a real incident to work on.', 'a'],
    [Q.useful, 'Pair exercise on timelines. I finally get why we separate detection from response.', 'b'],
    [Q.unclear, 'The part about severity levels contradicted our own runbook, which was confusing.', 'b'],
    [Q.after, 'I will add a customer-impact section to our next report.', 'b'],
    [Q.pace, 'Three hours is too long without a proper break.', 'c'],
    [Q.better, 'Less lecturing, more hands-on time. The exercises were the best part.', 'c'],
    [Q.useful, 'The facilitator was warm and funny and made everyone comfortable asking basic questions.', 'c'],
    [Q.unclear, 'Nothing, it was all relevant.', 'd'],
    [Q.pace, 'Good pace overall, ended on time.', 'd'],
    [Q.better, 'The slides were hard to read from the back, bigger fonts please.', 'e'],
    [Q.after, 'Stop blaming individuals in the summary section.', 'e'],
    [Q.useful, 'Knowing the trainer has written hundreds of these reports made the advice credible.', 'f'],
  ],
  expected: {
    themes: ['Presentation pace and slides', 'Audience and questions', 'Time and deadlines'],
    concerns: [],
    strengths: ['Audience and questions', 'Technical skill'],
    opportunities: ['Presentation pace and slides', 'Time and deadlines', 'Communication'],
  },
};
