import { Q, type EvalLink } from '../eval-link';

// Third held-out round (scored before tuning), since tuned on.
export const retailManager: EvalLink = {
  title: 'Store manager feedback from the floor team',
  answers: [
    [Q.keep, 'You always jump on the till when the queue gets long. It shows you are one of us.', 'a'],
    [Q.change, 'Post the rota on Friday, not Sunday night. Some of us have second jobs to plan around.', 'a'],
    [Q.fair, 'Fair, mostly. The same two people always get the Saturday off.', 'a'],
    [Q.anything, 'The Christmas party was a riot, the karaoke killed me.', 'b'],
    [Q.listen, 'You nod along and then do the opposite of what we suggested.', 'b'],
    [Q.keep, 'Training new starters yourself on their first shift. Made my first week much easier.', 'b'],
    [Q.comms, 'Head office changes come through you garbled. We find out about promotions from customers.', 'c'],
    [Q.pressure, 'You go quiet and do everything yourself instead of asking for help.', 'c'],
    [Q.growth, 'I asked about the supervisor course twice and heard nothing back.', 'c'],
    [Q.anything, 'Thanks for covering my shift when my kid was sick, I will not forget it.', 'd'],
    [Q.change, 'Delegate the stock count. You stay until midnight doing it alone every month.', 'd'],
    [Q.describe, 'Hard-working, friendly, a bit disorganised.', 'e'],
  ],
  expected: {
    themes: ['Planning and priorities', 'Communication', 'Listening', 'Support and mentoring', 'Delegation and ownership'],
    concerns: [],
    strengths: ['Support and mentoring', 'Collaboration'],
    opportunities: ['Planning and priorities', 'Communication', 'Listening', 'Delegation and ownership', 'Support and mentoring'],
  },
};
