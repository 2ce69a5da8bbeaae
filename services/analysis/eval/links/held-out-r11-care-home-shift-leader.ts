import { Q, type EvalLink } from '../eval-link';

// Held out (round 11): written blind to the analyzer; to be scored once.
export const careHomeShiftLeader: EvalLink = {
  title: 'Care home night shift leader feedback from the care team (held out)',
  answers: [
    [Q.keep, 'Her clinical eye is brilliant. She spotted Arthur\'s chest infection two days before the GP did, and she knows every resident, who takes their tea weak, who gets unsettled at sundown. Keep that.', 'a'],
    [Q.safe, 'Not really. Last month I said I wasn\'t comfortable doing a hoist transfer on my own and she said we haven\'t got the staff for two-person transfers on nights, everyone does it single-handed, just get on with it. So I did. I\'m still not comfortable, and Mrs K is not a small lady.', 'a'],
    [Q.change, 'Stop filling in the repositioning charts at the end of the shift for turns that didn\'t happen. I\'ve watched her write up the 2am and 4am turns at half six in the morning for rooms nobody went into. If someone gets a pressure sore, that chart is going to say we did everything right.', 'b'],
    [Q.priorities, 'I would not call the handovers clear. Half the time I find out a resident\'s meds have changed from the day staff, not from her.', 'b'],
    [Q.untold, 'I\'ve been sitting in my car crying before shifts. Four nights on, then I pick up days because we\'re short, and she always asks me first because she knows I never say no. I\'ve stopped sleeping properly. I didn\'t say anything because she\'s stretched too and I didn\'t want to be one more problem.', 'c'],
    [Q.describe, 'Like working with someone who\'s always running. Kind, when she has a minute, which is almost never.', 'c'],
    [Q.growth, 'She pushed me to do my level 3 and swapped her own shift so I could sit the exam. I really appreciated that.', 'c'],
    [Q.pressure, 'When every buzzer is going at once she goes quiet and starts doing everything herself instead of telling us who should go where. Then afterwards she\'s annoyed that we didn\'t just know.', 'd'],
    [Q.keep, 'We killed it at the CQC inspection and a lot of that was down to her care plans being spot on. I\'m sick of hearing about the inspection now, mind you, ha.', 'd'],
    [Q.anything, 'Just so you know, Priya and Tom have both handed their notice in, and they both told me it was the nights with you, not the pay. I\'ve started looking too. We all like you as a person, it\'s the way the shift is run.', 'd'],
    [Q.listen, 'She listens, she nods, she says leave it with me. Then nothing. I\'ve raised the broken bed rail in room 12 three times now.', 'e'],
    [Q.comms, 'Clear enough on the day-to-day. The WhatsApp messages to the whole group at 3am are a bit much though.', 'e'],
    [Q.change, 'Start doing a proper ten-minute huddle at the start of the night so we know who\'s on which corridor and who needs checking first.', 'e'],
    [Q.growth, 'As an agency carer I didn\'t expect much, but she showed me the medication round properly on my first night instead of just throwing me in.', 'e'],
  ],
  expected: {
    themes: ['Technical skill', 'Workload', 'Wellbeing', 'Communication', 'Support and mentoring', 'Listening', 'Delegation and ownership', 'Planning and priorities'],
    concerns: ['safety', 'ethics', 'wellbeing', 'attrition'],
    strengths: ['Technical skill', 'Support and mentoring'],
    opportunities: ['Communication', 'Listening', 'Delegation and ownership', 'Workload', 'Planning and priorities'],
  },
};
