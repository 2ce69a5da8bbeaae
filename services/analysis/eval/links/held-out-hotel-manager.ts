import { Q, type EvalLink } from '../eval-link';

// Held out (ninth round): committed before the second round of signals, scored once after them, never tuned against.
export const hotelManager: EvalLink = {
  title: 'Hotel general manager feedback from the front office (held out)',
  answers: [
    [Q.keep, 'You remember regular guests by name and the team copies you. It shows in the reviews.', 'a'],
    [Q.untold, 'You asked me to delete the bad review from the guest folder before the brand audit.', 'a'],
    [Q.fair, 'The housekeepers who do not speak much English are the ones who never get the day shifts, and you call them "the girls" in briefings.', 'a'],
    [Q.safe, 'Marco questioned the new rota at the staff meeting. Since then his hours have been halved.', 'b'],
    [Q.anything, 'The night porter is often slurring by two in the morning, and there are empties in the back office.', 'b'],
    [Q.change, 'The lift to the car park has been stopping between floors for weeks and guests are still using it.', 'b'],
    [Q.anything, 'I have started taking sleeping tablets just to switch off after a late shift.', 'c'],
    [Q.pressure, 'When occupancy is low you go quiet and cancel one-to-ones.', 'c'],
    [Q.comms, 'The weekly forecast email is clear, please keep it.', 'c'],
    [Q.growth, 'You put me forward for the revenue management course.', 'd'],
    [Q.describe, 'Warm with guests, distant with staff.', 'd'],
    [Q.anything, 'The deputy keeps commenting on what the receptionists wear and asking them to twirl.', 'e'],
  ],
  expected: {
    themes: ['Communication', 'Meetings', 'Support and mentoring'],
    concerns: ['ethics', 'discrimination', 'intimidation', 'substance', 'safety', 'wellbeing', 'conduct'],
    strengths: ['Communication', 'Support and mentoring'],
    opportunities: ['Meetings'],
  },
};
