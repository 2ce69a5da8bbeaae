import winkNLP, { type ItemToken } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/** What a clause does: praises, criticises, asks for a change, or just states something. */
export type Polarity = 'praise' | 'criticism' | 'suggestion' | 'neutral';
/** What the question invited; it tips clauses that carry no tone of their own. */
export type QuestionIntent = 'strengths' | 'improvements' | 'open';

// Clauses arrive already split, so sentence detection is left out of the pipe (a third faster).
const nlp = winkNLP(model, ['negation', 'sentiment']);
const its = nlp.its;

// Workplace words the general sentiment lexicon does not know; flipped when wink marks them negated.
const DOMAIN: Record<string, number> = {
  clear: 1, clearly: 1, approachable: 1, supportive: 1, helpful: 1, patient: 1, respectful: 1, organized: 1,
  organised: 1, prepared: 1, engaging: 1, insightful: 1, thoughtful: 1, generous: 1, fair: 1, empowers: 1,
  responsive: 1, reliable: 1, knowledgeable: 1, inspiring: 1, calm: 1, kind: 1, transparent: 1, decisive: 1,
  credit: 0.6, masterclass: 2, listens: 1, listen: 0.6, attentive: 1, practical: 0.6, concise: 1, punctual: 1, trusts: 1,
  dependable: 1, consistent: 0.8, constructive: 0.8, humble: 0.8, mentor: 0.5, mentors: 0.8,
  unclear: -1, vague: -1, interrupts: -1, interrupt: -1, interrupting: -1, micromanages: -1.2, micromanaging: -1.2,
  micromanage: -1.2, late: -0.8, rushed: -1, cluttered: -1, dense: -0.8, boring: -1, dismissive: -1.2, rude: -1.5,
  condescending: -1.5, disorganized: -1, disorganised: -1, unprepared: -1, overloaded: -1, overwhelming: -1,
  chaotic: -1, slips: -0.8, slipped: -0.8, drags: -0.8, dragged: -0.8, forgets: -0.8, forgot: -0.8, ignores: -1,
  ignored: -1, inconsistent: -1, defensive: -1, unavailable: -1, confusing: -1, monotone: -1, unreliable: -1.2,
  overrun: -0.8, overran: -0.8, unresponsive: -1, indecisive: -1, scattered: -0.8, cryptic: -1, harsh: -1,
  blames: -1.2, unfair: -1.2, favouritism: -1.2, favoritism: -1.2, impatient: -1, abrupt: -1, curt: -1,
  unapproachable: -1.2, exhausting: -1, draining: -1, tiring: -0.8, stressful: -1, squeezed: -0.8, crammed: -0.8, unmatched: 1, talented: 1, garbled: -1, relevant: 0.6, contradicted: -0.8, contradicts: -0.8, snap: -1, snaps: -1, snapped: -1, mess: -0.8, messy: -0.8, bury: -0.6, buries: -0.6, cancelled: -0.8, canceled: -0.8, distracted: -0.8, tedious: -1, pointless: -1.2, useless: -1.2, waste: -1, wasted: -1,
};

const PRAISE_PHRASES = /\b(?:keep (?:doing|it up)|(?:feel|feels|felt|am|are|is|was|were|being|get|gets|got) (?:really |properly |genuinely )?heard|(?:starts?|started|ends?|ended|finish(?:es|ed)?|runs?|ran) (?:and (?:ends?|finish(?:es)?) )?on time|nailed (?:it|the \w+)|(?:writes?|wrote|jots?|notes?) (?:things|it|everything|decisions|actions|them) down|(?:found|finds|find|made|makes|make) (?:the )?(?:money|budget|time|room|space) for|hears? (?:us|me|people|everyone) out|has (?:my|our) back|goes? (?:above and beyond|out of (?:his|her|their|your) way)|easy to (?:talk to|follow|work with|understand)|made (?:it|things) (?:easy|easier|clear)|well[- ](?:structured|prepared|organi[sz]ed|paced|run)|gives? (?:credit|clear)|open to (?:ideas|feedback|input)|one of the best|learned a lot|really useful|never been better|wins? (?:work|deals|clients|business|the room)|light(?:s)? up|one of us|jumps? (?:in|on)|pitch(?:es)? in|rolls? up (?:your|his|her|their) sleeves|(?:delivered|always|right) on time|generous with (?:your|his|her|their) time|(?:killed|crushed|rocked|smashed|aced) it|fights? for (?:the team|us|me|people)|stands? up for (?:the team|us|me|people)|goes? to bat for|(?:has|have) (?:my|our) backs?|fair play to (?:you|him|her|them)|hats off to|credit where (?:it'?s|credit'?s) due|(?:was|is|'s) (?:a |an )?(?:absolute |real |proper )?masterclass|(?:i |i have |i've |we |we've )?(?:learn|learned|learnt) (?:more|loads|a lot|a ton|so much)|(?:meant|means) (?:a lot|the world)|(?:won'?t|will never) forget|the reason i (?:applied|joined|stayed|came here)|stood behind|stands? behind (?:us|me|every)|backing us|(?:spotted|caught|noticed|picked up on|saw) [^.!?]{0,50}\bbefore (?:the |anyone|anybody|we|i|they|it)[^.!?]{0,20}?\b(?:did|could|had|noticed|knew|got))\b/i;
const CRITICISM_PHRASES = /\b(?:(?:much |a lot |far |way |a bit |a little )?less (?:clear|organi[sz]ed|helpful|available|approachable|patient|fun|of a laugh|consistent|reliable)|hard to (?:follow|reach|read|understand|talk to|get hold of)|too (?:fast|slow|long|short|many|much|dense|vague|quick)|runs? over|ran over|over time|talks? (?:over|down)|cuts? (?:people|me|us|others) off|drops? the ball|dropped the ball|out of the loop|left out|(?:don'?t|do not|never|rarely) feel (?:heard|safe|valued|supported)|moving target|at the last minute|last[- ]minute|wall of text|could have been an? (?:email|message)|no (?:agenda|clear (?:direction|priorities|plan))|takes? credit|lost me|went over my head|slow to (?:decide|respond|reply|act|make|sign)|(?:fight|struggle|have to fight) to be heard|only (?:listens?|talks?) to|little (?:coaching|support|guidance|feedback|time|training|recognition)|no (?:time|coaching|support|guidance|training|feedback|recognition) (?:for|to|from|on)|gets? cancell?ed|cancell?ed (?:most|every|again|all the time)|(?:a little |a bit |way |far |much )?too (?!good\b|kind\b)[a-z]+|nothing (?:happens|changes|gets done|ever changes)|never (?:done|happened|delivered|followed up|finished|written down)|(?:raised|mentioned|asked about) (?:it|this|that|the [a-z-]+(?: [a-z-]+)?) (?:twice|three times|several times|many times|multiple times|\d+ times)|(?:rarely|never|don'?t|do not|doesn'?t|does not) know (?:which|what|who|where|when|why|how)|(?:nobody|no one) (?:knows|is sure|understands)|plays? favou?rites|(?:your|his|her|their) (?:friends|favou?rites) (?:first|get)|rais(?:e|es|ed|ing) (?:your|his|her|their) voice|is a mess|(?:is|are|was|were) not enough|impossible to (?:please|reach|work with|follow|read|get)|(?:we have|there are|there is|there's) (?:none|no (?:priorities|plan|direction|focus|process|context))|(?:\d+|two|three|four|five|six|seven|eight|ten|so many|too many) (?:top )?priorities|(?:have not|haven'?t|has not|hasn'?t|had no|not had|did not have|didn'?t have) (?:had )?(?:a |an |any )?(?:one-on-ones?|1:1s?|check-ins?|feedback|review|conversation)|(?:with |without (?:any )?)?no context|without (?:any )?context|(?:at|after) (?:midnight|[1-4] ?am)|running on (?:fumes|empty)|can'?t keep (?:this|it|going) up|not worth the (?:fallout|hassle|risk|trouble)|(?:heard|hear) nothing back|never heard back|no (?:response|reply|answer) (?:from|to|yet))\b/i;
// Everyday complaints the general lexicon reads as neutral or even positive ("killing me", "a joke").
const IDIOM_COMPLAINTS = /\b(?:killing (?:me|us|morale)|driving (?:me|us) (?:mad|crazy|nuts|insane|up the wall)|doing (?:my|our) heads? in|(?:sick|tired|fed up) (?:of|with)|can'?t stand|(?:is|are|was|were|'s|'re) (?:a |an )?(?:bit of a |complete |total |absolute |running )?(?:joke|nightmare|shambles|farce|circus|disaster|drag|slog|chore|punishment)|feels? like (?:a )?punishment|(?:is|are|was|were) (?:so |really |just |absolutely )?(?:brutal|insane|ridiculous|painful|unbearable|draining|endless)|drag(?:s|ged)? on|gone out (?:of )?the window|all over the place|crushing (?:us|me)|(?:takes?|taking|took|taken) (?:all )?(?:the )?credit|non-?existent|(?:is|are|was|were|has been|have been) (?:basically |practically |pretty much |virtually )?(?:zero|nil|absent|missing in action|an afterthought)|good luck (?:getting|trying|with)|talks? a good game|(?:'d|would) be (?:a )?(?:great|good|brilliant|better|decent)\b[^.!?]*\bif (?:he|she|they|you) (?:ever|actually|only|just)|(?:go|goes|went|going) off on tangents|weak(?:est)? (?:part|point|spot|link|area|side)|(?:zero|nil|no|little|hardly any|barely any) (?:recognition|thanks|credit|guidance|direction|help|praise|appreciation|notice|communication|feedback|support|training|coaching)|(?:exhausting|draining|tiring|stressful|hard|difficult) to work (?:for|with)|nice of (?:him|her|you|them) to finally)\b/i;
const SUGGESTION = /\b(?:(?:could|should|would|might) (?:be|benefit|try|use|give|consider|spend|make|do|share|slow|start|stop|delegate|include|ask|set|let|have|focus|cut|add|keep)|needs? to|would (?:love|like|appreciate|help)|i wish|wish (?:you|he|she|they)|i'?d (?:like|love)|it would (?:help|be (?:great|nice|good))|try to|work on|consider|more (?:[\w-]+ )?(?:time|examples|practice|exercises)|more (?:often|structure|clarity|breaks|notice|context)|fewer|less (?:often|time|text)|start (?:doing|sharing|giving|delegating|setting)|stop (?:doing|interrupting|checking|changing|scheduling|micromanaging)|instead of|rather than)\b/i;
// Praise words used to mock ("great, another meeting that could have been an email").
const SARCASM = /(?:^|[.!?]\s*)(?:oh,?\s+)?(?:great|wonderful|fantastic|awesome|perfect|brilliant|lovely|love it|just what (?:we|i) needed)[,!.]*\s+(?:another|more|yet another|again|just what)\b|\b(?:yeah,? right|thanks for nothing|as if that|what a surprise|because that worked so well|said no one ever|\/s\b)|\b(?:love|loving|adore|enjoy) (?:how|that|it when|being told)\b[^.!?]*\b(?:again|every (?:week|day|time|sprint|month)|the (?:day|night) before|at the last minute|last[- ]minute|on a friday (?:evening|afternoon|night))/i;
// Hedged or denied praise ("I would not say communication is a strength").
const DENIED_PRAISE = /(?:\bnot\b|n['’]t\b|\bnever\b|\bhardly\b|\bcannot\b)[^.!?]{0,40}\b(?:strength|strong suit|strong point|good at|great at|best|forte|clear|helpful|a good)\b/i;
const NEGATED = /(?:\bnot\b|n['’]t\b|\bnever\b|\bno\b|\bnobody\b|\bnothing\b|\bhardly\b|\brarely\b)/i;
const FAINT_PRAISE = /\b(?:(?:fair|good|ok|okay|clear|decent|fine|alright|nice)-?ish|i guess|i suppose|not bad|(?:good|clear|fine|ok|okay|decent|nice|helpful|friendly|polite) enough|could be worse|it'?s fine|fine,? i guess|passable|adequate|serviceable|not terrible|meh)\b/i;

/** Praise words used to mock; judged on the whole sentence, since the mockery spans its clauses. */
export const isSarcastic = (text: string): boolean => SARCASM.test(text.toLowerCase());

// Praise taken back by what follows: "You hear us out, then the programme wins every time."
const UNDONE = /\bwhich is (?:almost |pretty much |basically |nearly )?never\b|\bthen\b[^.!?]*\b(?:anyway|regardless|all the same|nothing (?:happens|changes|gets done)|(?:wins|overrules?|ignores?|overrides?|goes ahead)\b[^.!?]*\bevery time)\b/i;
// Praise taken back by the next sentence: "She listens, she nods, she says leave it with me. Then nothing.",
// "Oh, he listens. To the units-per-hour screen.", "He listens to the head of coaching. With the rest of us it's a nod."
const TAKEN_BACK = [
  /^(?:and |but )?then (?:nothing|silence|crickets|zilch|radio silence|it goes nowhere|it disappears|nothing happens|nothing changes)\b/i,
  /^(?:just |only )?to (?!be\b)(?:the|his|her|their|whoever|people|senior|management|the boss|head office|clients?|customers?)\b[^.!?,;]{0,60}[.!?]*$/i,
  /^(?:but )?with (?:the rest of us|us|everyone else|the rest|me|the team|staff|the juniors?)\b[^.!?]*\b(?:nods?|nothing|different|another story|brush\w*|ignored|not so much|less so|carry on)\b/i,
  /^(?:but |just |only )?not (?:to|with) (?:us|me|the team|anyone (?:else|below))\b/i,
  /^(?:but )?only (?:when|if) it suits (?:him|her|them)\b/i,
  /^(?:shame|pity|too bad|such a shame) (?:it|that|he|she|they) (?:never|rarely|hardly|doesn't|don't|does not|do not)\b/i,
];
/** Whether the sentence after praise takes it back. */
export const praiseTakenBack = (next: string | undefined): boolean => next !== undefined && TAKEN_BACK.some((r) => r.test(next.trim()));

/** Whether a sentence's praise does not count: mocked, or undone by what follows. */
export const praiseUndone = (text: string): boolean => isSarcastic(text) || UNDONE.test(text);

// "Keep the one-on-ones" asks to keep something as it is; "keep them short" asks for a change.
const KEEP = /^(?:(?:please|just|and|so|definitely)\s+)*keep (?:the|your|our|those|these|them|it|that|this|us|me|everyone|people|on|having|running|doing|sending|sharing|giving|holding|writing|posting)\b/i;
const KEEP_CHANGED = /\b(?:short|shorter|brief|briefer|tight|tighter|focused|small|smaller|under|below|within|to (?:a|an|one|two|three|\d+|ten|fifteen|twenty|thirty|half)\b|on (?:time|track|topic)|in check|an eye|track of|in mind|up with|in the loop|informed|posted|updated|less|fewer|more|optional|away|but)\b/i;
const SHIELDS = /\b(?:protects?|protected|protecting|shields?|shielded|shielding|spares?|spared|keeps?|kept) (?:us|me|the team|people|everyone|the juniors?) (?:away )?from [^,;.!?]*/i;

// A clause opening with a request ("Put the ask first", "Please share the rota earlier") asks for change.
const IMPERATIVE = /^(?:(?:please|maybe|just|also|and|so)\s+)*(?:put|share|make|give|stop|start|try|be|follow|send|write|set|let|ask|take|plan|cut|move|add|drop|involve|delegate|decide|slow|speed|spend|schedule|avoid|consider|include|bring|hire|push|prioriti[sz]e|focus|check|communicate|document|explain|reduce|use|shoot|tell|learn|find|get|hold|run|create|clarify|protect|remember|respond|reply|show|allow|trust|invite|book|post|publish)\b/i;

export interface ClauseTone { polarity: Polarity; score: number }

/** The tone of one clause, with sarcasm, denied praise and faint praise never counted as praise. */
export function clauseTone(clause: string, intent: QuestionIntent = 'open'): ClauseTone {
  const lower = clause.toLowerCase();
  if (isSarcastic(lower)) return { polarity: 'criticism', score: -1 };
  const doc = nlp.readDoc(lower);
  let score = doc.out(its.sentiment) as number;
  // wink flips a negated negative word into praise ("never written down"); that is not praise.
  if (score > 0 && NEGATED.test(lower)) score = 0;
  doc.tokens().each((t: ItemToken) => {
    const weight = DOMAIN[t.out()];
    if (weight !== undefined) score += (t.out(its.negationFlag) ? -weight : weight) * 0.5;
  });
  score += phrase(PRAISE_PHRASES, lower);
  // What someone shields the team from is not a complaint about them ("protects us from last-minute changes").
  const judged = lower.replace(SHIELDS, ' ');
  if (judged !== lower) score += 1;
  const idiom = phrase(IDIOM_COMPLAINTS, judged);
  const criticism = phrase(CRITICISM_PHRASES, judged) || idiom;
  score += criticism > 0 ? -1 : criticism < 0 ? 0.4 : 0;
  if (DENIED_PRAISE.test(lower) || idiom > 0) score = Math.min(score, -0.5);
  if (FAINT_PRAISE.test(lower) && score > 0) score = 0;
  const suggests = SUGGESTION.test(lower) || IMPERATIVE.test(lower.trim());
  if (score <= -0.25) return { polarity: 'criticism', score };
  if (KEEP.test(lower.trim())) return { polarity: KEEP_CHANGED.test(lower) ? 'suggestion' : 'praise', score };
  if (suggests) return { polarity: 'suggestion', score };
  if (score >= 0.25) return { polarity: 'praise', score };
  if (intent === 'improvements' && isSubstantive(lower)) return { polarity: 'suggestion', score };
  if (intent === 'strengths' && isSubstantive(lower) && !FAINT_PRAISE.test(lower)) return { polarity: 'praise', score };
  return { polarity: 'neutral', score };
}

const NEGATOR = /(?:\bnot|n['’]t|\bnever|\bno longer|\bhardly|\brarely|\bseldom)\W+(?:\w+\W+){0,2}$/;
/** 1 when the phrase occurs, -1 when it occurs denied ("never gives credit"), 0 when absent. */
function phrase(re: RegExp, lower: string): number {
  const m = re.exec(lower);
  if (!m) return 0;
  return NEGATOR.test(lower.slice(Math.max(0, m.index - 30), m.index)) ? -1 : 1;
}

const NOTHING = /^(?:n\/?a|none|nothing|no|nope|not really|nothing (?:comes to mind|to add|else)|no comment|all good|-+)\.?$/i;
function isSubstantive(lower: string): boolean {
  return lower.trim().length > 3 && !NOTHING.test(lower.trim());
}

const STRENGTH_Q = /\b(?:keep doing|strength|most value|add the most|most useful|do(?:es)? well|best|would miss|made yours easier|appreciate|like most|enjoy)\b/i;
const IMPROVE_Q = /\b(?:stop doing|start or stop|improv\w*|change one thing|do differently|holding (?:me|you|them) back|slowed|better|left out|unclear|puts? you off|say less|not seem to matter|don['’]t realis|weakness|blind spot|least|frustrat\w*)\b/i;

/** What kind of answer a question asks for, from its wording. */
export function questionIntent(questionText: string): QuestionIntent {
  if (/\bwill you do\b/i.test(questionText)) return 'open';
  if (IMPROVE_Q.test(questionText)) return 'improvements';
  if (STRENGTH_Q.test(questionText)) return 'strengths';
  return 'open';
}
