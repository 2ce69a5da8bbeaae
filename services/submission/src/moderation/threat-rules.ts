import { anyOf, END, START, rule } from './fuzzy-words';
import { I_INTEND, PERSON, type ModerationRule } from './moderation-rule';

/** Verbs of violence and the words after "you" that turn them into something harmless. */
const VIOLENT_VERBS: ReadonlyArray<[string, string?]> = [
  ['kill'], ['murder'], ['hurt'], ['stab'], ['strangle'], ['choke'], ['punch'], ['slap'], ['smack'],
  ['assault'], ['attack'], ['rape'], ['torture'], ['maim'], ['butcher'], ['slaughter'], ['poison'],
  ['headbutt'], ['throttle'], ['execute'], ['deck'],
  ['shoot', 'an?|the|over|some|me|us|my|our|through|off|quick|back'],
  ['hit', 'up|back|with'],
  ['kick', 'off|out|from|of'],
  ['cut', 'some|a|an|in|off|out|loose|short|down|slack|into|through'],
  ['burn', 'out'],
  ['drown', 'in|under|with'],
  ['hang', 'out|up|on|around'],
  ['bury', 'in|under|with'],
];

const violentVerb = VIOLENT_VERBS.map(
  ([verb, harmlessAfter]) =>
    `${anyOf([verb])}\\s+${PERSON}${END}(?!\\s*'s)${harmlessAfter ? `(?!\\s+(?:${harmlessAfter})\\b)` : ''}`,
).join('|');

// Said of a rival ("we will destroy them in Q3") these are ambition; said to the reader, a threat.
const youOnlyVerb = `${anyOf(['destroy', 'end', 'break', 'smash', 'crush', 'ruin'])}\\s+(?:you|ya)${END}(?!\\s+(?:in|at|on)\\b)`;

const BODY = '(?:legs?|neck|arms?|face|jaw|nose|teeth|bones|skull|head|fingers|kneecaps|ribs|spine)';
const harmToBody = [
  `(?:break|snap|smash|bash|crack|cave) (?:in )?(?:your|ur|his|her|their) ${BODY}`,
  `knock (?:your|ur|his|her|their) (?:teeth|head|block|lights) (?:in|out|off)`,
  `(?:beat|kick|knock|punch) (?:${PERSON}) (?:up|out|down|senseless|to death|to a pulp)`,
  `beat the (?:shit|crap|hell|life|living daylights|fuck) out of ${PERSON}`,
  `(?:put|send) ${PERSON} (?:in|into|to) (?:the )?(?:hospital|ground|grave|morgue|icu)`,
  `run ${PERSON} (?:over|down)`,
  `(?:find|hunt|track) ${PERSON} down`,
  `make ${PERSON} (?:suffer|bleed|disappear|scream)`,
  `(?:burn|torch|firebomb) (?:down )?(?:your|ur|his|her|their) (?:house|home|car|flat|apartment)`,
  `(?:slash|slice) (?:your|ur|his|her|their) (?:tyres|tires|throat)`,
  `bring (?:a|my) (?:gun|knife|weapon|bomb|rifle|machete|bat) (?:to|into) (?:work|the office|the meeting|the offsite|the building)`,
  `(?:blow|burn|shoot) up (?:the|this|your) (?:office|building|place|meeting|team)`,
].join('|');

/** Threats of violence and wishes of harm. Third-person reports ("he threatened to ...") pass. */
export const THREAT_RULES: ReadonlyArray<ModerationRule> = [
  { kind: 'threat', weight: 2, pattern: rule(`${START}${I_INTEND}\\s+(?:${violentVerb}|${youOnlyVerb})`) },
  { kind: 'threat', weight: 2, pattern: rule(`${START}(?:${I_INTEND}|someone (?:should|needs to|ought to|will|is going to))\\s+(?:${harmToBody})${END}`) },
  { kind: 'threat', weight: 2, pattern: rule(`${START}(?:someone|somebody|people) (?:should|needs to|need to|ought to|is going to|will) (?:${violentVerb})`) },
  { kind: 'threat', weight: 2, pattern: rule(`${START}(?:i|we) (?:am|are) (?:coming|going to come) (?:for|after) (?:you|ya)${END}`) },
  { kind: 'threat', weight: 2, pattern: rule(`${START}(?:i|we) know where (?:you|ya|your (?:family|kids|children|wife|husband)) (?:live|lives|sleep|park|go to school)${END}`) },
  { kind: 'threat', weight: 2, pattern: rule(`${START}(?:slit|cut) (?:your|ur) throat${END}|${START}blow (?:your|ur) (?:brains|head) (?:out|off)${END}`) },
  { kind: 'threat', weight: 2, pattern: rule(`${START}(?:you|ya)(?: had| would)? better watch (?:your|ur) back${END}`) },
  { kind: 'threat', weight: 2, pattern: rule(`${START}sleep with one eye open${END}|${START}(?:you|ya) (?:will not|won't|wont) see it coming${END}`) },
  { kind: 'threat', weight: 2, pattern: rule(`${START}(?:would|will) be a shame if something (?:happened|were to happen|happens) to (?:you|your)${END}`) },
  { kind: 'threat', weight: 2, pattern: rule(`${START}something (?:bad )?(?:will|is going to) happen to (?:you|your (?:family|kids|children))${END}`) },
  { kind: 'threat', weight: 2, pattern: rule(`${START}(?:you are|you're|you) (?:a )?dead (?:man|woman|meat)${END}|${START}you are dead(?= *(?:[.!]|$| when| if| after))`) },
  { kind: 'threat', weight: 2, pattern: rule(`${START}(?:i|we) (?:hope|wish) (?:you|ya) (?:die|dies|get (?:hit|run over|killed|shot|stabbed|cancer|hurt|raped|beaten)|burn|rot|choke|drop dead|suffer)${END}`) },
  { kind: 'threat', weight: 2, pattern: rule(`${START}(?:you|ya) (?:should|deserve to|need to|ought to|must) (?:die(?! on)|be (?:shot|killed|hanged|hung|beaten|stabbed|raped|put down|hurt)|get (?:shot|killed|hurt|beaten|raped|stabbed))${END}`) },
  { kind: 'threat', weight: 2, pattern: rule(`${START}(?:go |just )?${anyOf(['kill', 'hang', 'off'])} (?:your ?self|yourselves)${END}|${START}${anyOf(['kys'])}${END}`) },
  { kind: 'threat', weight: 2, pattern: rule(`${START}(?:go die|drop dead|go jump off a (?:bridge|cliff|building|roof)|drink bleach)${END}`) },
  { kind: 'threat', weight: 1, pattern: rule(`${START}watch (?:your|ur) back${END}`) },
  { kind: 'threat', weight: 1, pattern: rule(`${START}(?:you|ya) (?:will|are going to) (?:pay for|regret) (?:this|that|it)${END}`) },
  { kind: 'threat', weight: 1, pattern: rule(`${START}(?:i|we) (?:will|are going to|am going to) make (?:you|ya) (?:pay|regret (?:this|it))${END}`) },
  { kind: 'threat', weight: 1, pattern: rule(`${START}accidents happen${END}`) },
  { kind: 'threat', weight: 1, pattern: rule(`${START}(?:hunt|track) (?:you|ya) down${END}|${START}${I_INTEND} find (?:you|ya)(?=\\s*(?:[,.!]|$| and\\b))`) },
];
