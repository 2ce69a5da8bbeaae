import type { CriticalConcern } from '@pill/proto/analytics';
import { CONCERN_SIGNALS as LISTED_SIGNALS, LOST_SINCE, SPOKE_UP_RE } from './concern-signals';
import { EVERYDAY_SIGNALS, NEIGHBOUR_SIGNALS } from './everyday-signals';

const CONCERN_SIGNALS = [...LISTED_SIGNALS, ...EVERYDAY_SIGNALS];
// Each gate word and the signals it opens, so a sentence is read for its words once, not once per signal.
const GATES = new Map<string, number[]>();
CONCERN_SIGNALS.forEach((signal, i) => signal.gate?.forEach((w) => GATES.set(w, [...(GATES.get(w) ?? []), i])));
const WORD = /[a-z]+/g;

/** Which gated signals a sentence's words open: one flag per signal. */
function openGates(plain: string): Uint8Array {
  const open = new Uint8Array(CONCERN_SIGNALS.length);
  for (const w of plain.toLowerCase().match(WORD) ?? []) {
    const signals = GATES.get(w);
    if (signals) for (const i of signals) open[i] = 1;
  }
  return open;
}

/**
 * Concerns an owner must not miss. Patterns are phrases, not single words, so "the drinks at the
 * offsite were fun", "we killed it on the launch" or "shoot me an email" raise nothing. `phrases`
 * are checked for denial ("he has never yelled at anyone"); `direct` ones carry their own negation.
 */
export interface ConcernRule {
  kind: string;
  title: string;
  severity: 'High' | 'Medium' | 'Low';
  urgency?: string;
  explanation: string;
  phrases: RegExp;
  direct?: RegExp;
  /** Two ideas that together raise it when they meet in one sentence or the next (a harm and its cause). */
  together?: [RegExp, RegExp];
  /** Two ideas in the same sentence, unless the sentence is about something innocent (a party, not a shift). */
  within?: { a: RegExp; b: RegExp; unless: RegExp };
  /** The first thing the owner should do about it. */
  step: { action: string; timeframe: string; expectedImpact: string };
  /** A sentence about teaching the subject, not living it (a first-aid course's self-harm section). */
  unless?: RegExp;
  /** Severity once this many answers raise it. */
  escalateAt?: { answers: number; severity: 'High' | 'Medium' };
}

const re = (parts: string[]) => new RegExp(`\\b(?:${parts.join('|')})`, 'i');

export const CONCERN_RULES: readonly ConcernRule[] = [
  {
    kind: 'substance', title: 'Possible substance use at work', severity: 'High', urgency: 'Immediate',
    step: { action: 'Have a private, supportive conversation with HR about the possible substance use, point to assistance or counselling programs, and document specific incidents', timeframe: 'Within 48 hours', expectedImpact: 'The person gets help early and safety risks to them and others are reduced' },
    explanation: 'Respondents describe signs of alcohol or drug use during work, which can put the person and others at risk and needs a confidential conversation.',
    within: {
      a: /\b(?:drink(?:s|ing)?|drank|drunk|alcohol|booze|wine|beer|vodka|whisk(?:e)?y|gin|rum|liquor|shots?|tipsy|hungover|hangovers?|weed|cannabis|marijuana|cocaine|coke|pills|stoned|high on)\b/i,
      b: /\b(?:shifts?|on duty|during (?:work|service|meetings?|calls?|the day|the shift)|at (?:work|the desk|his desk|her desk|their desk)|on the job|in the office|(?:client|customer) (?:calls?|meetings?)|through(?:out)? the (?:whole |entire )?(?:shift|day|service|evening shift|night shift)|before (?:work|driving|surgery|the shift|meetings?|calls?)|while (?:working|driving|operating|on call|on duty|teaching|serving)|from the (?:service )?bar)\b/i,
      unless: /\b(?:part(?:y|ies)|offsite|leaving (?:do|drinks)|send-?off|farewell|retirement|off-site|celebrat\w*|happy hour|after work|after the (?:release|launch|shift|event)|team drinks|barbecue|bbq|dinner|social|christmas|holiday|pub quiz|(?:drink|drinking) water|coffee|tea|energy drinks?|soft drinks?|water)\b/i,
    },
    phrases: re([
      'smell(?:s|ed|ing)? (?:of|like) (?:alcohol|booze|beer|wine|liquor|weed|marijuana|pot)', 'drunk (?:at|during|in|on) (?:work|the job|meetings?|the office|calls?|shift)',
      '(?:came|comes|come|showed up|shows up|shown up|turns? up|turned up|arrived|arrives) (?:\\w+ ){0,3}?(?:drunk|intoxicated|hungover|wasted|stoned)', '(?:came|comes|showed up|shows up|shown up|turned up) high\\b', 'intoxicated', 'under the influence',
      '(?:drinking|drinks) (?:at|during|before) (?:work|lunch meetings|meetings?|the workday|the day|shifts?|calls)', 'drinks? on the job',
      '(?:bottle|flask|alcohol|booze|vodka|whisk(?:e)?y) (?:in|at|under) (?:his|her|their|your) (?:desk|drawer|bag|office|car)', 'slurr(?:ing|ed|s) (?:his |her |their |your )?(?:words|speech)',
      '(?:seems?|seemed|looks?|looked|appears?|appeared|was|is|gets) (?:high|stoned|drunk|tipsy|wasted)(?: (?:at|during|in|on)\\b|[.,!]|$)', 'on drugs', 'using drugs', '(?:cocaine|coke|pills|drugs|weed|edibles) (?:at|in|during) (?:work|the office|the bathroom|meetings?)',
      'substance (?:use|abuse|problem|issue)', 'drinking problem', 'alcohol (?:problem|issue)',
    ]),
  },
  {
    kind: 'conduct', title: 'Inappropriate comments or conduct', severity: 'High', urgency: 'Immediate',
    step: { action: 'Take the reports of inappropriate comments to HR, make clear the behaviour must stop, and review the conduct policy with the team', timeframe: 'Within 48 hours', expectedImpact: 'Harassment stops and people see that reports are taken seriously' },
    explanation: 'Respondents report sexual, demeaning or otherwise inappropriate comments or behaviour, which can amount to harassment and needs prompt follow-up.',
    phrases: re([
      'sexual(?:ly)?\\b', '(?:is|was|were|are|it\'s|that\'s) (?:really |totally |completely |very |so |deeply )?(?:inappropriate|demeaning|degrading)\\b',
      'inappropriate(?:ly)? (?:comments?|jokes?|remarks?|behaviou?r|touch\\w*|messages?|texts?|advances|conduct|language|photos?)', 'unwanted (?:touching|advances|attention|hugs?|contact|messages)',
      '(?:touch(?:ed|es|ing)?|grop\\w*) (?:me|her|him|people|colleagues|staff|women|my|her)', 'hit(?:s|ting)? on (?:me|her|him|people|colleagues|interns|women|new hires)', 'harass\\w*',
      'creep(?:y|ed me out)', 'leer(?:s|ed|ing)?\\b', '(?:demeaning|degrading|lewd|crude|vulgar|obscene) (?:comments?|jokes?|remarks?|language|gestures?|messages?)',
      'call(?:s|ed|ing)? (?:me|her|him|us|people|them|(?:the|a|our) (?:new )?\\w+) (?:stupid|an idiot|idiots|useless|names|sweetheart|honey|babe|darling|sweetie)', 'asked (?:me|her) out (?:repeatedly|again)',
    ]),
  },
  {
    kind: 'intimidation', title: 'Intimidation and hostility', severity: 'High', urgency: 'Within days',
    step: { action: 'Address the reported shouting and threats directly, with HR or leadership guidance, and make it safe to raise concerns without retaliation', timeframe: 'Within a week', expectedImpact: 'People can speak up without fear' },
    explanation: 'Respondents describe shouting, threats or fear of speaking up, which silences the team and can escalate if not addressed.',
    phrases: re([
      '(?:yell|shout|scream|swear|curse)(?:s|ed|ing)? at', 'screaming', 'threaten(?:s|ed|ing)? (?:to|me|us|people|anyone|staff|the team)', 'threats? (?:to|that|of|about) (?:fire|firing|ruin|report|me|us|people|my|our)', '(?:ruin|end|destroy|tank)(?:s|ed)? (?:my|your|our|their|his|her|people\'?s) careers?',
      'fire (?:anyone|whoever|us|me|people) (?:who|if|that)', 'retaliat\\w*', '(?:afraid|scared|terrified|frightened|too nervous) (?:to|of) (?:speak|say|raise|disagree|push back|challenge|question|him|her|them|you|his|her|what)',
      'fear of (?:retaliation|speaking|being|losing)', 'bull(?:y|ies|ied|ying)\\b', 'intimidat\\w*',
      '(?:said|told (?:me|us|her|him)|suggested|implied) (?:that )?(?:i|we|she|he|they) (?:could|can|should|might) (?:always |just )?(?:find|look for|get) (?:another|a new|a different|other) job', 'slam(?:s|med|ming)? (?:the |his |her |a )?(?:door|desk|table|laptop|fist)',
      'throw(?:s|ing)? (?:things|stuff|a chair|objects)', 'threw (?:things|stuff|a chair|a stapler|a phone)', 'walk(?:ing)? on eggshells',
      '(?:last|only) (?:person|one|people) (?:who|that) (?:questioned|challenged|disagreed|pushed back|complained|raised|spoke up|objected|said no)\\b[^.!?]{0,80}\\b(?:was|were|got|has been|have been) (?:taken off|moved off|moved|removed|fired|let go|demoted|sidelined|punished|frozen out|managed out)',
      '(?:people|we|everyone|nobody) (?:stop(?:ped)?|no longer|never) (?:bring(?:s|ing)?|tell(?:s|ing)?|rais(?:e|es|ing)) (?:you |him |her |them )?(?:bad news|problems|concerns|issues)', '(?:nobody|no one|people no longer|we no longer) (?:pushes back|push back|disagrees|speaks up|challenges (?:you|him|her|them))(?: \\w+)? (?:any ?more|now)', '(?:toughen|man|suck it|harden) up,? or\\b', 'or (?:find|look for|get) (?:another|a new|a different) job', 'or (?:you\'?re|you are|you\'ll be|you will be) (?:out|fired|gone|done|replaced)', '(?:would|will) never work in (?:this|the) (?:industry|town|field|company) again', 'hostile\\b',
      'punch(?:ed)? (?:the wall|someone|a wall)', 'explosive temper', 'lost (?:his|her|their|your) temper', 'screams? (?:and|or)',
    ]),
    together: [LOST_SINCE, SPOKE_UP_RE],
    direct: /\b(?:(?:do not|don'?t|doesn'?t|never|no longer|can'?t|cannot) feel (?:safe|comfortable) (?:to |raising|speaking|disagreeing|pushing|saying|giving|sharing)|no (?:psychological )?safety to|not safe to (?:speak|disagree|raise))/i,
  },
  {
    kind: 'belittling', title: 'Hostile or belittling behaviour', severity: 'Medium', urgency: 'Within weeks',
    step: { action: 'Talk privately about the belittling behaviour respondents describe, name its effect on the team, and agree how people will be treated from now on', timeframe: 'Within two weeks', expectedImpact: 'People are treated with respect and stay willing to speak up' },
    explanation: 'Respondents describe being snapped at, belittled or humiliated, which erodes trust and makes people stop raising problems.',
    phrases: re([
      'snap(?:s|ped|ping)? at', 'humiliat\\w*', '(?:told|called|said)\\b[^.!?]{0,80}\\b(?:stupid|useless|idiot|pathetic|worthless|made by a child|a joke|rubbish|garbage)\\b',
      '(?:cold|sarcastic|mean|nasty|cruel|harsh)\\b[^.!?]{0,40}\\bin front of (?:the client|clients|customers|everyone|the team|the whole|colleagues|others)',
      '(?:stupid|useless|idiot|pathetic|worthless|made by a child|rubbish|garbage)\\b[^.!?]{0,60}\\bin front of (?:the client|clients|customers|everyone|the team|the whole|colleagues|others)', 'belittl\\w*', 'talks? down to', 'talked down to', 'condescend\\w*', 'patroni[sz]\\w*', 'mock(?:s|ed|ing)? (?:me|us|people|her|him|them|the)',
      'roll(?:s|ed)? (?:his|her|their|your) eyes', 'rude to', 'ridicul(?:e|es|ed|ing)\\b', '(?:publicly|in public) (?:criticis|criticiz|shame|blame)\\w*', 'tore (?:me|him|her|them|us) apart',
    ]),
  },
  {
    kind: 'discrimination', title: 'Possible discrimination', severity: 'High', urgency: 'Within days',
    step: { action: 'Bring the reported unequal treatment to HR for a confidential review and check recent decisions on assignments, pay and promotion for bias', timeframe: 'Within a week', expectedImpact: 'Fair treatment and reduced legal risk' },
    explanation: 'Respondents describe people being treated differently because of who they are, which is unfair, harmful and a legal risk.',
    phrases: re([
      'racis\\w*', 'sexis\\w*', 'homophob\\w*', 'transphob\\w*', 'misogyn\\w*', 'ageis\\w*', 'discriminat\\w*', 'xenophob\\w*', 'slurs?\\b',
      '(?:because|since) (?:i\'?m|i am|she\'?s|she is|he\'?s|he is|they\'?re|they are|we\'?re|we are) (?:a )?(?:woman|women|female|pregnant|black|asian|gay|lesbian|trans|older|too old|muslim|jewish|disabled|foreign|an immigrant|a mother|a parent)',
      '(?:treats?|treated|talks? to|speaks? to) (?:women|men|older|younger|foreign|non-native|black|brown|gay|disabled|pregnant)\\w* (?:\\w+ )?(?:differently|worse)',
      '(?:jokes?|comments?|remarks?) about (?:my|her|his|their|people\'?s) (?:race|religion|accent|ethnicity|skin|age|pregnancy|disability|sexuality|gender|name)',
      'only (?:promotes|hires|listens to|invites|praises) (?:the )?(?:men|women|guys|people like)',
      '(?:men|guys|women|girls|older|younger|white|black|foreign|local)\\b[^.!?]{0,30}\\b(?:get|gets|got|are given|are assigned|do|lead|run)\\b[^.!?]{0,40}[,;]\\s*(?:and |while |but )?(?:the )?(?:men|guys|women|girls|older|younger|white|black|foreign|local)\\b[^.!?]{0,30}\\b(?:get|gets|got|are given|are assigned|do)\\b', 'passed over (?:because|for being)',
    ]),
  },
  {
    kind: 'safety', title: 'Physical safety risk', severity: 'High', urgency: 'Immediate',
    step: { action: 'Stop the unsafe practice described, inspect the conditions with the safety lead, and confirm the procedure with everyone involved', timeframe: 'Immediately', expectedImpact: 'Nobody gets hurt' },
    explanation: 'Respondents describe unsafe practices or conditions that could lead to injury.',
    together: [
      // Physical harm only: software "crashes" and "fatal errors" are everyday words in tech feedback.
      /\b(?:(?:car|truck|van|vehicle|road|traffic|forklift|bike|driving) (?:crash|accident|collision)s?|crash(?:es|ed)? (?:into|the (?:truck|van|car|forklift|vehicle))|crashes happen|accidents? (?:waiting to happen|on the road|at work|on site)|(?:an|another|serious|workplace|road|car) accidents?|injur\w*|(?:get|got|gets|getting) (?:hurt|injured)|collisions?|fall from|fell from|fall asleep (?:driving|at the wheel)|fell asleep (?:driving|at the wheel))\b/i,
      /\b(?:skip\w*|pressur\w*|rush\w*|ignor\w*|without (?:breaks|rest|training|a harness|protection)|cut(?:s|ting)? corners|too tired|exhausted|fatigue\w*|no (?:breaks|rest|training)|rest breaks|overload\w*|speeding)\b/i,
    ],
    phrases: re([
      'unsafe (?:conditions|practices|equipment|work|site|to work)', 'safety (?:violations?|hazards?|rules|procedures|checks|protocols|gear|equipment|issues?|risks?)(?! (?:are|is|were) (?:good|great|followed|excellent|taken seriously))',
      '(?:skip|skips|skipped|skipping|ignore|ignores|ignored|ignoring|bypass\\w*) (?:the )?(?:safety|lockout|ppe|inspections?|checks)', 
      'got (?:hurt|injured)', '(?:is|was|are|were|feels?|felt|looks?) (?:not safe|unsafe)(?! (?:to (?:speak|disagree|raise|say|push)|raising|speaking|disagreeing))', 'not safe for (?:patients|customers|clients|staff|us|people|anyone|the team|kids|children|residents|guests)',
      'patient safety', 'medication (?:errors?|mistakes|late|given late)', 'giving medication late', 'safety (?:risk|concern)s?\\b', '(?<!(?:report|log|record)\\w* (?:every|each|all|any) (?:\\w+ )?)(?<!\\b(?:stor(?:y|ies)|anecdotes?|examples?|case studies|(?:talk|talked|talking|talks|spoke|speak) about|discuss(?:ed|ing|ion of)?)\\b[^.!?]{0,60})near[- ]miss(?:es)?', 'fire (?:exits?|doors?) (?:are |were |is |get |keep getting )?(?:blocked|locked)', 'without (?:ppe|protective (?:gear|equipment)|harness\\w*|gloves|goggles)',
    ]),
  },
  {
    kind: 'wellbeing-crisis', title: 'Wellbeing crisis', severity: 'High', urgency: 'Immediate',
    step: { action: 'Reach out with care today, point to professional support (an employee assistance program or crisis line), and involve HR', timeframe: 'Today', expectedImpact: 'The person gets support before things get worse' },
    explanation: 'A respondent writes about self-harm or not coping at all; reach out with care and point to professional support.',
    unless: /\b(?:(?:section|module|role[- ]?play|case stud(?:y|ies)|scenario|slides?)s?\b|(?:the )?(?:bit|part|session|talk|lecture|workshop|video|training|course|module) (?:on|about)|how to (?:help|respond|support|spot|talk to|recogni[sz]e)|telling (?:people|someone|them) to)/i,
    phrases: re(['suicid\\w*', 'self[- ]harm', 'kill myself', 'end (?:it all|my life)', 'don\'?t want to (?:live|be here anymore)', 'can\'?t go on', 'breaking point', '(?<!through (?:a |an |his |her |their )?)panic attacks?', 'nervous breakdown']),
  },
  {
    kind: 'wellbeing', title: 'Burnout and wellbeing risk', severity: 'Medium', urgency: 'Within weeks',
    step: { action: 'Check in one-on-one about hours and stress, and remove or defer work until the pace is sustainable', timeframe: 'Within two weeks', expectedImpact: 'Lower burnout risk and fewer people leaving' },
    explanation: 'Respondents describe exhaustion, long hours or stress that point to burnout and often precede people leaving.',
    phrases: re([
      'burn(?:ed|t|ing)?[- ]?out\\b', 'burnout\\b', 'exhausted\\b', 'can\'?t sleep', 'not sleeping', 'lose sleep', 'losing sleep', 'mental health', 'anxiety\\b', 'anxious\\b',
      'crying\\b', 'cried\\b', '(?:work|working|worked) (?:every|most|all) (?:weekends?|nights|evenings)', '(?:\\d{2}|twelve|fourteen)[- ]hour days', 'running on (?:empty|fumes|coffee|caffeine|adrenaline)', '(?:six|seven|6|7) days a week', 'double shifts', 'doing doubles', 'back-to-back (?:doubles|shifts)', 'can\'?t keep (?:this|it|going) up', 'at (?:my|our) (?:wits\'? end|limit|breaking point)',
      'overwhelmed\\b', 'drowning\\b', 'unsustainable\\b', 'dread(?:ing)? (?:coming|going|mondays|work)',
    ]),
    escalateAt: { answers: 4, severity: 'High' },
  },
  {
    kind: 'ethics', title: 'Possible ethics or integrity breach', severity: 'High', urgency: 'Within days',
    step: { action: 'Refer the described practice to compliance or legal for an independent review and protect the people who raised it', timeframe: 'Within a week', expectedImpact: 'Legal and reputational risk is contained' },
    explanation: 'Respondents describe dishonest or improper practices, which carry legal and reputational risk and need an independent look.',
    phrases: re([
      'fraud\\w*', 'falsif\\w*', 'fudg(?:e|es|ed|ing) (?:the )?(?:numbers|figures|data|results|reports?|hours|timesheets?|metrics)', 'cook(?:s|ed|ing)? the books', 'kickbacks?', 'brib\\w*', 'embezzl\\w*',
      'lie(?:s|d)? to (?:the |our |a )?(?:clients?|customers?|auditors?|board|regulators?|investors?|legal)', '(?:asked|told|pressured|pushed) (?:me|us|the team|people) to (?:lie|hide|delete|backdate|change the numbers|cover)',
      'backdat\\w*', 'cover(?:ed|s|ing)? (?:it |this |things |the \\w+ )?up\\b', 'padd(?:ed|ing|s) (?:expenses|invoices|hours)', 'expense (?:fraud|padding)', 'insider (?:trading|information)',
      '(?:leak(?:s|ed|ing)?|shar(?:es|ed|ing)) (?:confidential|customer|client|private) (?:data|information|details)', 'conflicts? of interest', 'unethical\\b', 'overbill\\w*', 'over-bill\\w*', '(?:billed|billing|bills|charged|charging|invoiced|invoicing) (?:\\w+ ){0,4}for (?:hours|work|time|days) (?:that )?(?:nobody|no one|we never|never|that never|we did not|we didn\'t|not)', 'mislead\\w*', 'misled\\b', 'misrepresent\\w*', '(?:fake|faked|doctored|made-up|fabricated) (?:evidence|data|results|numbers|screenshots|reports?)', 'illegal\\b', 'against the law',
    ]),
  },
  {
    kind: 'attrition', title: 'People considering leaving', severity: 'Medium', urgency: 'Within weeks',
    step: { action: 'Hold stay conversations with team members about what would make them stay, and act on the most common reason', timeframe: 'Within two weeks', expectedImpact: 'Fewer unplanned departures' },
    explanation: 'Respondents say they or colleagues are thinking of leaving, a sign that the issues raised are already costing the team.',
    phrases: re([
      '(?:thinking|thought) (?:about|of) (?:leaving|quitting|resigning)', 'looking for (?:another|a new|other) (?:job|role|position)', 'updat(?:e|ed|ing) (?:my|their|our) (?:cv|resume|linkedin)',
      '(?:people|colleagues|several people|half the team|good people|others) (?:are|have been|keep) (?:leaving|quitting|resigning)', 'handed in (?:my|their) notice', 'ready to quit',
      '(?:i|we|people) (?:will|would|might) (?:leave|quit) (?:if|unless)', 'one foot out the door',
    ]),
  },
];

// "I wasn't comfortable doing a hoist transfer on my own" denies the comfort, not the transfer.
const DENIAL = /(?:\bnot|n['’]t|\bnever|\bno one|\bnobody|\bwithout|\bno)(?!\W+(?:comfortable|happy|keen|confident)\b)\W+(?:\w+\W+){0,3}$/i;

/** `semantic`: raised by the meaning layer alone (see semantic/), not by a rule. */
export interface ConcernHit { rule: ConcernRule; sentence: string; answerIndex: number; semantic?: boolean }

/** Concern rules a sentence triggers, ignoring denied mentions ("he has never yelled at anyone"). */
export function concernRulesIn(sentence: string): ConcernRule[] {
  const hits: ConcernRule[] = [];
  for (const rule of CONCERN_RULES) {
    if (rule.direct?.test(sentence)) { hits.push(rule); continue; }
    if (rule.within && rule.within.a.test(sentence) && rule.within.b.test(sentence) && !rule.within.unless.test(sentence)) { hits.push(rule); continue; }
    if (rule.unless?.test(sentence)) continue;
    const m = rule.phrases.exec(sentence);
    if (m && !DENIAL.test(sentence.slice(Math.max(0, m.index - 40), m.index))) hits.push(rule);
  }
  // The same concerns told indirectly ("after I filled in the incident form I was moved").
  const plain = sentence.replace(/[’‘]/g, "'");
  const open = openGates(plain);
  for (let i = 0; i < CONCERN_SIGNALS.length; i++) {
    const signal = CONCERN_SIGNALS[i];
    if ((signal.gate && open[i] === 0) || hits.some((r) => r.kind === signal.kind)) continue;
    if (signal.unless?.test(plain)) continue;
    const m = signal.pattern.exec(plain);
    const rule = m && !DENIAL.test(plain.slice(Math.max(0, m.index - 40), m.index)) ? CONCERN_RULES.find((r) => r.kind === signal.kind) : undefined;
    if (rule) hits.push(rule);
  }
  return hits;
}

/** Whether a sentence is about one of a kind's innocent settings (a send-off's drinks, a uniform check). */
export function innocentSetting(kind: string, sentence: string): boolean {
  const rule = CONCERN_RULES.find((r) => r.kind === kind);
  if (rule?.within?.unless.test(sentence) || rule?.unless?.test(sentence)) return true;
  const plain = sentence.replace(/[’‘]/g, "'");
  return CONCERN_SIGNALS.some((s) => s.kind === kind && s.unless?.test(plain));
}

/** Concerns raised by two ideas meeting in one sentence or two neighbouring ones, with those sentences as evidence. */
export function pairedConcerns(sentences: string[]): Array<{ rule: ConcernRule; sentences: string[] }> {
  const found: Array<{ rule: ConcernRule; sentences: string[] }> = [];
  for (const rule of CONCERN_RULES) {
    if (!rule.together) continue;
    const [harm, cause] = rule.together;
    sentences.forEach((s, i) => {
      if (!harm.test(s)) return;
      const near = [sentences[i - 1], s, sentences[i + 1]].filter((x): x is string => x !== undefined);
      const why = near.find((x) => cause.test(x));
      if (why !== undefined) found.push({ rule, sentences: why === s ? [s] : [why, s] });
    });
  }
  const words = sentences.map((s) => new Set(s.toLowerCase().match(WORD)));
  for (const signal of NEIGHBOUR_SIGNALS) {
    const rule = CONCERN_RULES.find((r) => r.kind === signal.kind);
    sentences.forEach((s, i) => {
      if (!rule || !signal.gate.some((w) => words[i].has(w)) || !signal.a.test(s)) return;
      const why = [s, sentences[i + 1]].find((x) => x !== undefined && signal.b.test(x));
      if (why !== undefined) found.push({ rule, sentences: why === s ? [s] : [s, why] });
    });
  }
  return found;
}

export interface FoundConcern { concern: CriticalConcern; rule: ConcernRule; answers: number }

// Found by meaning only, with no listed phrase behind it: shown, but never as an alarm.
const SEMANTIC_SEVERITY = 'Medium' as const;
const SEMANTIC_NOTE = 'Found by the meaning of what was written rather than a listed phrase; read the quotes before acting.';

/** One concern per rule with up to four verbatim quotes, High first, then by how many answers raise it. */
export function buildConcerns(hits: ConcernHit[]): FoundConcern[] {
  const byKind = new Map<string, ConcernHit[]>();
  for (const h of hits) byKind.set(h.rule.kind, [...(byKind.get(h.rule.kind) ?? []), h]);
  const rank = { High: 0, Medium: 1, Low: 2 } as const;
  const found: FoundConcern[] = [];
  for (const group of byKind.values()) {
    const rule = group[0].rule;
    const semanticOnly = group.every((h) => h.semantic);
    const answers = new Set(group.map((h) => h.answerIndex)).size;
    const listed = rule.escalateAt && answers >= rule.escalateAt.answers ? rule.escalateAt.severity : rule.severity;
    const severity = semanticOnly && listed === 'High' ? SEMANTIC_SEVERITY : listed;
    // Quotes a rule matched come first: they are the surest evidence.
    const ordered = [...group.filter((h) => !h.semantic), ...group.filter((h) => h.semantic)];
    const evidence = [...new Set(ordered.map((h) => h.sentence))].slice(0, 4);
    const mentions = answers === 1 ? 'raised in one answer' : `raised in ${answers} answers`;
    const concern: CriticalConcern = {
      concernTitle: rule.title, severityLevel: severity, ...(rule.urgency ? { urgency: rule.urgency } : {}),
      explanation: `${rule.explanation.replace(/\.$/, '')} (${mentions}).${semanticOnly ? ` ${SEMANTIC_NOTE}` : ''}`, evidence,
    };
    found.push({ concern, rule, answers });
  }
  return found.sort((a, b) => rank[a.concern.severityLevel] - rank[b.concern.severityLevel] || b.answers - a.answers);
}
