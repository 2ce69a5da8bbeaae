import { Q, type EvalLink } from '../eval-link';

// First held out (scored before tuning), since tuned on. Concerns told in plain words.
export const clinicLead: EvalLink = {
  title: 'Clinic team lead feedback',
  answers: [
    [Q.keep, 'You are wonderful with patients and you teach us a lot on the ward rounds.', 'a'],
    [Q.untold, 'You have been short-staffing the night shift and we are giving medication late because of it. It is not safe for patients.', 'a'],
    [Q.safe, 'Not really. When I mentioned the staffing you said I could always find another job.', 'a'],
    [Q.anything, 'I am exhausted and have been crying in the car before my shifts.', 'b'],
    [Q.fair, 'Rotas go to your friends first. The rest of us get the weekends.', 'b'],
    [Q.keep, 'Clear handovers, I always know what happened overnight.', 'b'],
    [Q.pressure, 'You snap at the junior nurses and then act like nothing happened.', 'c'],
    [Q.change, 'Please make time for one-on-ones. I have not had one since I started.', 'c'],
    [Q.anything, 'A couple of us have noticed you smell of alcohol on the early shift after weekends.', 'c'],
    [Q.describe, 'Excellent clinician, stretched too thin as a manager.', 'd'],
    [Q.growth, 'You pushed me to do the prescribing course and covered my shifts so I could go.', 'd'],
    [Q.change, 'Share the rota earlier. Two days notice is not enough to arrange childcare.', 'e'],
  ],
  expected: {
    themes: ['Support and mentoring', 'Workload', 'Communication', 'Respect and conduct', 'Time and deadlines'],
    concerns: ['safety', 'intimidation', 'wellbeing', 'substance'],
    strengths: ['Support and mentoring', 'Communication', 'Technical skill'],
    opportunities: ['Workload', 'Respect and conduct', 'Meetings', 'Planning and priorities'],
  },
};
