import { Q, type EvalLink } from '../eval-link';

// Held out (round 12): written blind to the analyzer; to be scored once.
export const heldOutR12BusDepot: EvalLink = {
  title: 'Bus drivers at a city bus depot to the depot operations manager (held out)',
  answers: [
    [Q.keep, "You do sort out payslip problems the same week when the overtime's gone wrong, fair play to you for that.", 'a'],
    [Q.safe, "No. Kev brought up the rota at the union meeting and the next week he was on the 5am starts for a month straight. Everyone saw that and nobody's said a word since.", 'a'],
    [Q.untold, "The 4417 went out three days running with the brake warning light on because we were short of vehicles and you said 'it's just the sensor'. Then the defect sheet for it went walkabout.", 'b'],
    [Q.pressure, "Shouts across the canteen. Not at everyone, just whoever happens to be nearest.", 'b'],
    [Q.fair, "The lads from Romania and Poland get every split shift and the late 36, and I've heard you call them 'the Eastern bloc' in the office. Same with the older drivers, you told Mick he was 'past it' and should take the retirement deal.", 'c'],
    [Q.comms, "Notices go up on the board with no explanation. Half the time we find out about diversions from the passengers.", 'c'],
    [Q.anything, "When the hours didn't add up before the audit you had the controllers redo the duty sheets so nobody shows as over their driving hours. I know because I was one of the ones who was over.", 'd'],
    [Q.describe, "Depends what day you catch him. Good day he's a laugh and he'll back you against a complaint, bad day keep your head down.", 'd'],
    [Q.untold, "Four drivers have handed their notice in since Easter and every one of them said it was the way they got spoken to in the office, not the money. I've got an interview with another operator next week myself.", 'e'],
    [Q.listen, "You listen and nod and then nothing happens. The heaters on the single deckers have been 'in hand' since November.", 'e'],
    [Q.change, "start putting the rotas up two weeks ahead like the agreement says instead of the thursday before", 'f'],
    [Q.growth, "I've asked twice about doing the driver trainer course. Never heard back either time.", 'f'],
    [Q.keep, "Backing us when a passenger complaint is rubbish. You don't just automatically take the customer's side like the last manager did.", 'g'],
  ],
  expected: {
    themes: ['Reliability and follow-through', 'Respect and conduct', 'Communication', 'Listening', 'Planning and priorities', 'Support and mentoring'],
    concerns: ['intimidation', 'safety', 'discrimination', 'ethics', 'attrition'],
    strengths: ['Reliability and follow-through', 'Support and mentoring'],
    opportunities: ['Respect and conduct', 'Communication', 'Listening', 'Reliability and follow-through', 'Planning and priorities', 'Support and mentoring'],
  },
};
