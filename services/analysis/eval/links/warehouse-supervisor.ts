import { Q, type EvalLink } from '../eval-link';

// Safety shortcuts and a request to falsify records, beside ordinary shift feedback.
export const warehouseSupervisor: EvalLink = {
  title: 'Night shift supervisor feedback',
  answers: [
    [Q.keep, 'You plan the shift well, everyone knows their station at the start.', 'a'],
    [Q.untold, 'We skip the forklift safety checks to hit the pick rate and you know it. Someone is going to get hurt.', 'a'],
    [Q.change, 'Stop asking us to sign the inspection log for checks we did not do. That is falsifying records.', 'a'],
    [Q.keep, 'Fair with the rota, and you swap shifts when people have family things.', 'b'],
    [Q.anything, 'The fire exits by bay 4 are blocked by pallets most nights.', 'b'],
    [Q.comms, 'Handover notes are clear, thanks for that.', 'b'],
    [Q.change, 'More breaks on the long shifts, people are exhausted by 4am.', 'c'],
    [Q.describe, 'Hard working and fair, but cuts corners when targets are tight.', 'c'],
    [Q.pressure, 'You stay calm, I have never heard you raise your voice.', 'c'],
    [Q.untold, 'A colleague got injured last month on the loading dock and it was logged as a near miss.', 'd'],
    [Q.keep, 'You listen when we bring problems and usually fix them the same week.', 'd'],
    [Q.change, 'Give newer people more training on the equipment before they work alone.', 'd'],
  ],
  expected: {
    themes: ['Planning and priorities', 'Communication', 'Support and mentoring'],
    concerns: ['safety', 'ethics'],
    strengths: ['Planning and priorities', 'Communication', 'Listening'],
    opportunities: ['Support and mentoring', 'Workload'],
  },
};
