import { anyOf, END, START, rule } from './fuzzy-words';
import { type ModerationRule } from './moderation-rule';

const SEX_ACTS = ['fuck', 'bang', 'screw', 'shag', 'bone', 'hump', 'rail', 'pound', 'sleep with', 'have sex with', 'make love to', 'lick', 'kiss', 'touch', 'grope', 'undress', 'spank', 'ride', 'suck'];
const BODY_PARTS = '(?:ass|arse|butt|booty|bum|tits|titties|boobs|breasts|rack|body|legs|dick|cock|package|lips|pussy|nipples)';
const PRIVATE_PARTS = '(?:tits|titties|boobs|breasts|rack|dick|cock|pussy|nipples|cunt)';
// No "big": "your big-ass ego" is an intensifier, not a remark about a body.
const ADMIRING = '(?:nice|hot|sexy|great|tight|perfect|juicy|fine|amazing|gorgeous|lovely|cute|firm|round|perky)';
const DESIRE = '(?:want to|would love to|would like to|would|will|am going to|need to|should|could|wish i could|am dying to|can\'t wait to)';

/** Sexual remarks aimed at the reader. Reports of such remarks ("she comments on our bodies") pass. */
export const SEXUAL_RULES: ReadonlyArray<ModerationRule> = [
  { kind: 'sexual', weight: 2, pattern: rule(`${START}(?:i|we) ${DESIRE}(?:\\s+(?:really|so|just))*\\s+${anyOf(SEX_ACTS)}\\s+(?:you|ya)${END}(?!\\s+(?:over|up)\\b)`) },
  { kind: 'sexual', weight: 2, unlessReported: true, pattern: rule(`${START}(?:you|ur) (?:have|have got|got)(?: such)?(?: an?)?(?: (?:really|very|so))? ${ADMIRING}(?: and ${ADMIRING})? ${BODY_PARTS}${END}`) },
  { kind: 'sexual', weight: 2, unlessReported: true, pattern: rule(`${START}(?:your|ur)(?: ${ADMIRING}| big)? ${PRIVATE_PARTS}${END}|${START}(?:your|ur) ${ADMIRING} (?:ass|arse|butt|booty|bum|body|legs|lips)${END}`) },
  { kind: 'sexual', weight: 2, unlessReported: true, pattern: rule(`${START}(?:you|ur)(?: are| look| looked| r)(?:\\s+(?:so|really|very|fucking|damn|super|totally))*\\s+${anyOf(['sexy', 'hot', 'fuckable', 'doable', 'bangable', 'shaggable'])}(?![-\\p{L}])(?!\\s+(?:headed|tempered|under|and bothered|and cold|on|about)\\b)`) },
  { kind: 'sexual', weight: 2, pattern: rule(`${START}(?:send|show)(?: me| us)?(?: some| your)? (?:nudes|naked (?:pics|photos|pictures|selfies)|pics of your ${BODY_PARTS})${END}`) },
  { kind: 'sexual', weight: 2, pattern: rule(`${START}(?:imagine|imagining|picture|picturing|see|seeing|think about|thinking about|dream about|dreaming about|fantasi[sz]e about|fantasi[sz]ing about)\\s+you\\s+(?:naked|nude|topless|in (?:your )?(?:underwear|lingerie|bikini|bed|the shower))${END}`) },
  { kind: 'sexual', weight: 2, pattern: rule(`${START}(?:i|we) (?:want|need|would love|wish) (?:to )?(?:see )?you (?:naked|nude|topless|in bed|on your knees|under me|bent over)${END}`) },
  { kind: 'sexual', weight: 2, pattern: rule(`${START}(?:suck my (?:dick|cock|balls|tits)|sit on my (?:face|lap|dick|cock)|blow me(?! away| off)|give me (?:a )?(?:blowjob|handjob|head))${END}`) },
  { kind: 'sexual', weight: 2, pattern: rule(`${START}(?:let's|lets|let us|we should|wanna|want to)\\s+(?:get a room|have sex|sleep together|hook up tonight|fuck)${END}(?!\\s+(?:booked|for|to|in|at|with)\\b)`) },
  { kind: 'sexual', weight: 2, pattern: rule(`${START}(?:you make me|i get|i am|i'm|i got) (?:so |really )?(?:horny|aroused|turned on|hard|wet)(?: (?:for|thinking about|when i see|looking at) you)${END}|${START}you make me (?:so )?(?:horny|aroused|wet)${END}`) },
  { kind: 'sexual', weight: 2, unlessReported: true, pattern: rule(`${START}${ADMIRING} (?:ass|arse|butt|booty|tits|titties|boobs|rack)${END}`) },
];
