import { GROUP, type ConcernSignal } from './concern-signals';

/**
 * More families of everyday phrasings, each a pairing of two small vocabularies like those in
 * concern-signals.ts: a check skipped to save time, data left out before it goes to a journal,
 * customers told something untrue, a religious practice or an adjustment held against someone,
 * a threat that hangs on speaking up, people leaving told by their job hunt, drinking late
 * before an early start, hiding to cope.
 */
const alt = (parts: string[]) => `(?:${parts.join('|')})`;
const then = (a: string, b: string, gap = 120) => `\\b(?:${a})\\b[^.!?]{0,${gap}}?\\b(?:${b})`;
/** `a` and `b` in the same sentence, in either order. */
const both = (a: string, b: string, gap = 120) => new RegExp(`${then(a, b, gap)}|${then(b, a, gap)}`, 'i');
const any = (parts: string[]) => new RegExp(`\\b${alt(parts)}`, 'i');
/** The cheap test a signal's sentence must pass first: one of these words (see ConcernSignal.gate). */
const words = (parts: string) => new RegExp(`\\b(?:${parts})\\b`, 'i');

// Ethics: told to tell someone outside something the teller knows is untrue.
const TELL_OUTSIDERS = `(?:coached|told|trained|scripted|asked|instructed|made|expected|encouraged|pushed|pressured|supposed) (?:\\w+ ){0,2}?to (?:tell|say to|assure|promise|inform|reassure|remind) (?:the |our |any |every |all )?(?:customers?|clients?|callers?|patients?|parents?|tenants?|residents?|families|funders?|donors?|auditors?|inspectors?|students?|guests?|passengers?|buyers?|investors?|members|people (?:who|that|in|on))`;
const UNTRUE = "(?:(?:is|was|are|were|'s) (?:simply |just |plainly )?(?:not|n't|never) (?:true|the case|accurate|correct|right|so)|untrue|a lie|lies\\b|lying|false(?:ly)?|made up|not how it works|(?:we|you|they|i) (?:all |both )?know (?:it|that|this) (?:is|was|isn't|wasn't|is not|was not))";
// Data dropped or trimmed before it goes to someone who relies on it.
const DROP = alt(['leave', 'leaves', 'left', 'leaving', 'drop', 'drops', 'dropped', 'dropping', 'exclude', 'excluded', 'excluding', 'remove', 'removed', 'removing', 'delete', 'deleted', 'deleting', 'bin', 'binned', 'discard', 'discarded', 'throw', 'threw', 'thrown', 'take', 'took', 'taken', 'strip', 'stripped', 'cut', 'trim', 'trimmed', 'hide', 'hid', 'hidden']);
const DATA = alt(['replicates?', 'data ?points?', 'results?', 'samples?', 'readings?', 'outliers?', 'runs', 'measurements?', 'responses', 'scores', 'complaints?', 'incidents?', 'failures?', 'defects?', 'errors', 'negative (?:reviews|feedback|results)', 'bad (?:data|results|numbers|weeks?|months?)', 'the (?:one|ones|two|three|few) (?:that|which|where)', 'data']);
const RELIED_ON = "(?:before (?:the |it |they |this |that |our |my )?(?:\\w+ )?(?:went|goes|go|was sent|were sent|is sent|are sent|got sent|was submitted|were submitted|is submitted|was published|is published|went out|goes out|reached|reaches)|so (?:the |that the |that )?(?:\\w+ ){0,2}(?:look|looks|looked|fit|fits|fitted|agree|agreed|matched|match|passed|pass|came out|come out))";
// Money given for one thing, spent on another; a report to the people who gave it that says otherwise.
const GIVEN_FOR = '(?:grants?|funding|donations?|bursar(?:y|ies)|sponsorship|money|ring-?fenced \\w+|restricted (?:funds?|money))\\b[^.!?]{0,40}?\\b(?:was|were|is|are|had been|has been) (?:for|meant for|given for|earmarked for|ring-?fenced for|raised for|restricted to|supposed to (?:pay|go|fund|cover))';
const SPENT_ELSEWHERE = '(?:cover(?:s|ed|ing)?|pay(?:s|ing)? for|paid for|spent on|used (?:for|on|to pay)|going (?:on|towards)|went (?:on|towards)|diverted|moved (?:to|into|across)|propping up|plugging)';
const DIVERTED = `(?:since|now|instead|but|these days|this year|for months|quietly|actually|really)\\b[^.!?]{0,40}?\\b${SPENT_ELSEWHERE}`;
const REPORT_TO_GIVERS = '(?:reports?|returns?|updates?|figures|numbers|monitoring|paperwork|accounts) (?:to|for|we send(?: to)?|that go(?:es)? to|going to) (?:the )?(?:trust|funders?|donors?|board|council|regulators?|auditors?|commissioners?|foundation|grant \\w+|lottery|government|ministry|sponsors?)\\b[^.!?]{0,20}?\\b(?:still|always|never) (?:shows?|says?|lists?|claims?|reports?|has|have|describes?|counts?|mentions?)';

// Discrimination: a religious practice or a need for adjustment held against someone.
const FAITH = alt(['pray', 'prays', 'praying', 'prayed', 'prayers?', 'prayer (?:times?|breaks?|room)', 'ramadan', 'fasting', 'eid', 'diwali', 'passover', 'yom kippur', 'sabbath', 'shabbat', '(?:going to|goes to|go to|went to|attend(?:s|ing|ed)?|visit(?:s|ing)?) (?:the )?(?:church|mosque|synagogue|gurdwara|temple|mass)', 'hijab', 'headscarf', 'turban', 'kippah', 'religio\\w*']);
const HELD_AGAINST = alt(['marked down', 'docked', 'written up', 'told off', 'disciplined', 'pulled up', 'warned', 'a warning', 'penali[sz]ed', 'counted against', 'held against', 'refused', 'denied', 'not allowed', 'frowned (?:on|upon)', 'laughed at', 'mocked', 'made to make (?:it|them) up', 'questioned about', 'sighs?', 'eye-?rolls?', 'rolls? (?:his|her|their) eyes', 'complains? about', 'complained about', 'moaned about']);
const NEEDS = alt(['occupational (?:therapist|health)', 'reasonable adjustments?', '(?:special|"special"|“special”) (?:arrangements|treatment|measures)', 'adjustments? (?:for|to) (?:my|her|his|their)', 'disabilit\\w*', 'disabled', 'wheelchair', 'hearing aids?', 'my (?:condition|diagnosis|dyslexia|adhd|autism|back|hip|knee|arthritis|mobility|chronic \\w+|illness|medication)', 'medical (?:notes?|needs?|appointments?|letters?)', '(?:standing|special|ergonomic|supportive) (?:desk|chair)', 'screen readers?', 'hospital appointments?', 'ivf', 'menopause']);
const BRUSHED_OFF = alt(['not for (?:me|her|him|them|you|people like)', "(?:is|was|isn't|wasn't) not (?:the (?:job|place|role) )?for (?:me|her|him|them|you)", '(?:maybe|perhaps) (?:\\w+ ){0,3}(?:work|job|role|nursing|teaching|this|it) (?:is|was|isn\'t|wasn\'t) (?:not )?for', '(?:find|look for|try) (?:another|a different|a new|an easier) (?:job|role|career|line of work)', 'somewhere else', 'too much (?:trouble|hassle|fuss)', 'a burden', 'an inconvenience', 'making a fuss', 'stop (?:making a fuss|moaning|complaining)', 'turned down', 'laughed (?:it )?off', 'told (?:me|her|him|them) to manage', 'refused', 'ignored']);

// A group first in line for every loss ("the staff over fifty were the first moved onto ...").
const FIRST_TO_LOSE = '(?:were|are|was|is|get|got|will be|have been) (?:always |usually |all )?(?:the )?(?:first|only ones?|only people|ones) (?:to be |to get |to |who (?:were|are|get|got) )?(?:cut|let go|made redundant|laid off|dropped|sacked|fired|searched|blamed|picked on|stood down|moved (?:onto|to) (?:zero|part-time|agency|temporary|nights|weekends))';
// Claims for more than was done: miles, hours, expenses told as a multiple.
const CLAIMED = "(?:mileage|miles|expenses|hours|overtime|timesheets?|claims?|invoices?|call-?outs?)\\b[^.!?]{0,30}?\\b(?:claim(?:s|ed)?|puts? in|submit(?:s|ted)?|bill(?:s|ed)?|charge(?:s|d)?|log(?:s|ged)?|book(?:s|ed)?)\\b[^.!?]{0,10}?\\b(?:is|are|was|were|comes? to|come out at) (?:about |roughly |nearly |almost |at least |easily |often |usually )?(?:double|twice|triple|three times|way more than|far more than|much more than|a lot more than)(?= what| the (?:actual|real)| (?:we|he|she|they|you) (?:actually |really )?(?:drive|drove|work|worked|do|did|spend|spent)|\\s*[.!]|$)";

// Intimidation: a loss that hangs on speaking up ("would never fly long-haul if she went to crewing").
const WOULD_LOSE = `(?:would|will|'d|'ll|could|might) ["“‘']?(?:never|not|no longer) (?!(?:\\w+ ){0,1}(?:be )?(?:penali[sz]ed|punished|blamed|judged|held against|in trouble|get in trouble|regret))(?:\\w+ ){0,2}?(?:see|get|work|be|fly|go|make|have|stay|keep|pass|progress|drive|teach|lead)|(?:would|will|'d|'ll) ["“‘']?(?:regret it|be sorry|be out|be finished|lose (?:her|his|their|my|your) (?:job|place|shifts|hours|contract|visa|bonus)|pay for it)|can forget (?:about )?(?:her|his|their|my|your|the) \\w+`;
const IF_SPEAKS = "if (?:she|he|they|i|we|you|anyone|anybody|someone|people) (?:ever |so much as |dared to |dare to )?(?:went|go|goes|complained|complain|complains|reported|report|reports|raised|raise|raises|told|tell|tells|spoke|speak|escalated|escalate|took (?:it|this|that) (?:to|further)|contacted|rang|called|mentioned|questioned|question|pushed back|push back|said no|say no|refused|refuse|joined the union)";

// Attrition: the job hunt seen from the desk next door.
const EMPLOYERS = '(?:carriers|airlines|companies|firms|agencies|trusts|hospitals|schools|competitors?|rivals?|banks|chains|councils|employers|practices|labs|universities|charities|startups|consultancies|supermarkets|(?:another|a different|a rival|a competing|the rival|a bigger) (?:[\\w-]+ )?(?:carrier|airline|company|firm|agency|trust|hospital|school|bank|chain|council|employer|practice|lab|university|charity|startup|consultancy|supermarket|store|restaurant|hotel|club))';

// Substance: drinking into the small hours before an early start.
const DRINKING_LATE = '(?:drinking|drinks|ordering|at the (?:\\w+ )?bar|in the (?:\\w+ )?(?:pub|bar|club)|rounds|pints?|wine|shots|the minibar|bottles?)\\b[^.!?]{0,40}?\\b(?:at|until|till|til|past|gone|after) (?:one|two|three|four|1|2|3|4|midnight)(?:\\s?(?:am|a\\.m\\.|o\'clock|in the morning))?(?! (?:point|of|stage|time|go)\\b)';
const EARLY = '(?:five|six|seven|eight|5|6|7|8)';
const CLOCK = "(?:am|a\\.m\\.|o['’]clock)";
const EARLY_START = `(?:report(?:ed|s|ing)?|start(?:ed|s|ing)?|on duty|signed on|sign on|clock(?:ed)? (?:on|in)|briefing|check-?in|pick-?up|operat(?:e|ed|ing)|flying|fly|flew|driving|drive|drove|on shift|on the ward|in theatre|first (?:flight|shift|call|patient|lesson|class|delivery))\\b[^.!?]{0,20}?\\b(?:(?:at|by|for) (?:the )?${EARLY}(?:\\s?${CLOCK})?|(?:the )?${EARLY}\\s?${CLOCK})(?![\\w-])`;

// Safety: kit that protects people out of order for weeks; hazardous work done alone out of hours.
const PROTECTIVE_KIT = alt(['fume (?:cupboards?|hoods?)', 'extract(?:or|ion)(?: fans?| hoods?)?', 'ventilation', 'smoke (?:alarms?|detectors?)', 'fire alarms?', 'sprinklers?', 'brakes?', 'handbrakes?', 'hoists?', 'harness(?:es)?', 'interlocks?', 'guards?', 'emergency (?:lights?|stops?|cords?|buttons?)', 'eye ?wash(?: stations?)?', 'safety showers?', 'gas (?:detectors?|monitors?)', 'carbon monoxide (?:alarms?|detectors?)', 'railings?', 'handrails?', 'ladders?', 'scaffold(?:ing)?', 'steering', 'defibrillators?', 'panic (?:alarms?|buttons?)', 'alarm pendants?', 'lone[- ]worker (?:alarms?|devices?|apps?)']);
const OUT_OF_ORDER = "(?:has not|hasn't|have not|haven't|has never|have never|has n't|does not|doesn't|do not|don't|is not|isn't|are not|aren't) (?:\\w+ ){0,2}?(?:worked|working|work|pulled|pulling|pull|drawn|drawing|closed|closing|latched|sounded|gone off|been (?:fixed|repaired|serviced|checked|inspected|tested|replaced|working|looked at))\\b[^.!?]{0,30}?\\b(?:since|for (?:weeks|months|ages|a year|over a)|in (?:weeks|months|ages|years|over))";
const ALONE_OUT_OF_HOURS = "(?:on (?:their|his|her|my|our) own|alone|by (?:themselves|myself|himself|herself|ourselves)|single-handed|with nobody else)\\b[^.!?]{0,30}?\\b(?:at night|overnight|after hours|out of hours|at weekends|after dark|on nights|late)";
const HAZARD = alt(['acids?', 'chemicals?', 'solvents?', 'digests?', 'cyanide', 'radioactive', 'lasers?', 'machinery', 'machines', 'the press', 'the saw', 'lathes?', 'ladders?', 'heights', 'roofs?', 'ovens?', 'fryers?', 'gas', 'sharps', 'electrics', 'high voltage', 'live wires?', 'forklifts?', 'cash', 'lifting', 'confined spaces?', 'chainsaws?', 'furnaces?', 'violent (?:patients|clients|service users)', 'restraints?']);
// Intimidation: reminding someone that what they depend on is in your hands.
const STAKES = alt(['visa', 'contract', 'permit', 'funding', 'reference', 'references', 'job', 'place', 'position', 'hours', 'shifts', 'renewal', 'probation', 'stipend', 'scholarship', 'sponsorship', 'tenancy', 'residency', 'degree', 'phd', 'thesis', 'green card']);

export const EVERYDAY_SIGNALS: readonly ConcernSignal[] = [
  { kind: 'ethics', pattern: new RegExp(then(TELL_OUTSIDERS, UNTRUE, 140), 'i'), gate: words('true|untrue|lies?|lying|false(?:ly)?|made up|works|know|case|accurate|correct|right|so') },
  { kind: 'ethics', pattern: new RegExp(`(?:${then(DROP, DATA, 30)}|${then(DATA, DROP, 30)})[^.!?]{0,80}?\\b${RELIED_ON}`, 'i'), gate: words(DATA), unless: /\b(?:slides?|agenda|intro|recipe|menu)\b/i },
  { kind: 'ethics', pattern: any([REPORT_TO_GIVERS, `${GIVEN_FOR}\\b[^.!?]{0,60}?\\b${DIVERTED}`]), gate: words('still|always|never|meant|earmarked|ring-?fenced|raised|restricted|supposed|for') },
  { kind: 'discrimination', pattern: both(FAITH, HELD_AGAINST), gate: words(FAITH) },
  { kind: 'discrimination', pattern: new RegExp(then(GROUP, FIRST_TO_LOSE, 40), 'i'), gate: words('first|ones?|people') },
  { kind: 'ethics', pattern: any([CLAIMED, "(?:claim|claims|claimed|claiming|bill|bills|billed|billing|charge|charges|charged|charging) (?:for )?(?:double|twice|(?:more|extra) (?:hours|miles|days|visits|nights) than)"]), gate: words('double|twice|triple|times|more|extra') },
  { kind: 'discrimination', pattern: both(NEEDS, BRUSHED_OFF, 140), gate: words(NEEDS) },
  { kind: 'intimidation', pattern: both(WOULD_LOSE, IF_SPEAKS, 80), gate: words(IF_SPEAKS) },
  // Fear seen from outside: people leaving a room shaking or in tears.
  { kind: 'intimidation', pattern: any(['(?:come|comes|came|coming|walk|walks|walked|walking|get|gets|got) out(?: of (?:there|that room|(?:his|her|your|their|the) (?:[\\w-]+ )?(?:office|room|meetings?|one-to-ones?|1:1s?|reviews?|calls?)))? (?:\\w+ )?(?:shaking|trembling|in tears|crying|white as a sheet|visibly shaken|shaken)(?! (?:with (?:relief|laughter|excitement|joy)|hands|it off))', '(?:shaking|trembling|in tears) (?:after|before|when|every time) (?:\\w+ ){0,2}(?:meetings?|one-to-ones?|1:1s?|reviews?|calls?|sessions?) with']), gate: words('shaking|trembling|tears|crying|white|shaken') },
  { kind: 'attrition', pattern: any([
    `(?:applied|applying|apply|interviewing|interviewed|interviews?) (?:to|at|with) (?:the |other |another |a |an |rival |competing |bigger |better-paid )?(?:[\\w-]+ ){0,2}?${EMPLOYERS}`,
    '(?:applied|applying|apply|interviewing|interviews?) (?:for )?(?:other|outside|external|new) (?:jobs|roles|positions|posts)', '(?:applied|applying|interviewing|interviews?|looking) elsewhere',
    '(?:cvs?|resumes?|résumés?)\\b[^.!?]{0,30}?\\b(?:printer|photocopier|copier|out there|with (?:agencies|recruiters)|on (?:linkedin|indeed|job boards?))',
    '(?:polish\\w*|dust(?:ed|ing|s)? off|send(?:s|ing)? out|sent out|print(?:s|ed|ing)?|refresh\\w*|rewrit\\w*|tidy\\w* up|brush\\w* up) (?:my|their|his|her|our|your) (?:cvs?|resumes?|linkedin(?: profiles?)?)',
    '(?:have|has|had|got|accepted|taken|took|considering|weighing up) (?:a |an |two |several )?(?:job )?offers? (?:from (?:a |an |another |the |our )?(?:biggest |main |closest )?(?:competitors?|rivals?|other \\w+|[\\w-]+ (?:company|firm|airline|trust|hospital|school|bank|agency|practice))|elsewhere)',
  ]), gate: words('appl(?:y|ied|ying)|interview\\w*|cvs?|resumes?|résumés?|linkedin|offers?|elsewhere'), unless: /\b(?:help(?:ed|s|ing)? (?:me|us|them|her|him)|internal|secondment|promotion|graduate scheme)\b/i },
  { kind: 'substance', pattern: any([
    `(?:back from|from|for|at|to|go(?:es)? (?:for|to)|went (?:for|to)) (?:a |an |their |his |her |the |our )?["“‘']lunch["”’']`,
    '(?:lunch(?:es)?|lunchtimes?|lunch breaks?) (?:at|in|down) the (?:pub|bar|local|boozer|wine bar)\\b[^.!?]{0,40}?\\b(?:every|most|again|then|back)',
    then(DRINKING_LATE, EARLY_START, 80),
  ]), gate: words('lunch\\w*|bar|pub|club|drink\\w*|ordering|rounds|pints?|wine|shots|minibar|bottles?') },
  { kind: 'safety', pattern: any([
    then('(?:skip|skips|skipped|skipping|cut short|rush(?:es|ed|ing)? through|skim(?:s|med|ming)? (?:over|through)|wave(?:s|d)? through|fake(?:s|d)?|pretend(?:s|ed)? to do)', '(?:walk-?(?:round|around)s?|walking the (?:back |rear |whole |\\w+ )?(?:rows|cabin|site|floor|line|aisles|ward|yard|deck)|inspections?|(?:cabin |safety |pre-?[\\w]+ |equipment |vehicle |fire |harness |gas |ladder |scaffold |brake |tyre |temperature |door |lifting |hoist )checks|cabin secure|secure checks?|headcounts?|head counts|risk assessments?|permits? to work|lock-?outs?|isolations?)', 60),
    "give (?:the )?(?:\\w+ ){0,3}?(?:the )?(?:thumbs-?up|all[- ]clear|green light)\\b[^.!?]{0,30}?\\b(?:without (?:checking|looking|doing)|so (?:we|they|you|i) (?:make|hit|keep|catch|get|save))",
  ]), gate: words('skip\\w*|short|rush\\w*|skim\\w*|wave[sd]?|fake[sd]?|pretend\\w*|thumbs-?up|all[- ]clear|green light') },
  { kind: 'safety', pattern: any([then(PROTECTIVE_KIT, OUT_OF_ORDER, 60)]), gate: words(PROTECTIVE_KIT) },
  { kind: 'safety', pattern: both(ALONE_OUT_OF_HOURS, HAZARD, 60), gate: words(HAZARD) },
  { kind: 'intimidation', pattern: any([then('(?:mention\\w*|remind\\w*|point(?:s|ed|ing)? out|told (?:me|us|her|him|them)|tells (?:me|us|her|him|them)|says|said|hint\\w*|drops? into|dropped into|brings? up|brought up)', `(?:my|our|her|his|their|your) (?:\\w+ )?${STAKES}\\b[^.!?]{0,20}?\\b(?:(?:depends|depend|rests|hangs|relies) on|is down to|comes down to) (?:your|you|his|him|her|their|them)\\b`, 60)]), gate: words('depends?|rests|hangs|relies|down') },
  { kind: 'conduct', pattern: any([
    "(?:hand|hands|fingers|palm) (?:on|up|stroking|rubbing|resting on) (?:my|her|his|their|our|people's|someone's|the small of (?:my|her|his|their)|[\\w-]+'s) (?:knee|knees|thigh|thighs|leg|legs|lower back|waist|hip|hips|neck|bum|bottom|backside|chest|hair|face)",
    "arms? (?:along|across|over) the back of (?:my|her|his|their|theirs|hers|people's|[\\w-]+'s) (?:chair|seat)?", "arms? (?:along|across|over) the back of (?:theirs|hers|mine)",
    '(?:right|pressed|squeezed|jammed) up (?:against|close to) (?:me|her|him|them|us|the (?:new |young |female |junior )?(?:girls?|wom[ae]n|interns?|trainees?|starters?|juniors?|apprentices?|staff|students?|nurses|waitress(?:es)?|analysts?|graduates?|team|cleaners?)|(?:my|her|his|their) (?:back|chair|body|side|legs?))\\b',
    "(?:it is|it's|and it's|but it's|but it is|always) only (?:ever )?(?:to |with |on )?(?:the )?(?:young|younger|new|female|junior|pretty) (?:women|girls|female \\w+|ones|starters|interns|waitresses|nurses)",
    "(?:notices?|noticed|mentions?|mentioned|points? out|pointed out|comments? on it) (?:when|whenever|if|every time) (?:i|she|we|they|the \\w+) (?:wear|wears|wore|have|has|put|puts) (?:on )?(?:a |my |her |our |their |short |tight |low-cut |new )*(?:dress(?:es)?|skirts?|heels|make-?up|lipstick|tops?|jeans|shorts|leggings|hair (?:up|down))",
    "(?:never|not) (?:be |being |get |getting )?(?:left )?alone (?:in a room |in the \\w+ )?with (?:him|her|them)\\b",
  ]), unless: /\b(?:patients?|casualty|casualties|dumm(?:y|ies)|mannequins?|manikins?|first[- ]aid|cpr|recovery position|chokehold|wrist grab|attacker)\b/i },
  { kind: 'wellbeing', pattern: any([
    then('(?:breathing exercises|calm (?:myself|herself|himself) down|pull (?:myself|herself|himself) together|compose (?:myself|herself|himself)|have a (?:little |quiet )?cry|catch (?:my|her|his) breath|(?:hide|hides|hiding|hid)(?: out| away)? in|cry|cries|crying|sob|sobbing)', '(?:toilets?|loos?|bathroom|restroom|stairwell|stair ?well|car park|store ?room|supply cupboard|crew car|my car|the car)', 60),
    "(?:i|we|she|he|they) (?:often |still |sometimes |regularly |usually |always |have started to |started to |end up |ended up )?(?:cry|sob)\\b(?! (?:wolf|foul|out for)\\b)",
    // The body keeping score, and work that never stops at night.
    "(?:hair|eyelashes) (?:has |have |is |are )?(?:started |begun )?(?:falling out|coming out in (?:patches|clumps|handfuls))", "(?:hair|eyelashes) (?:has|have) (?:started|begun) (?:falling|coming) out", '(?:grinding|grind|clenching|clench) my (?:teeth|jaw)',
    "(?:my|her|his) (?:eczema|psoriasis|shingles|ulcers?|blood pressure|palpitations|hives|stammer|tics?)\\b[^.!?]{0,30}?\\b(?:back|flared|flaring|worse|through the roof|since|again)",
    then("(?:most|every|all|some) nights|(?:laptop|phone) (?:by|next to|beside|in|under) (?:the|my) (?:bed|pillow)|in bed", '(?:answering|replying|working|checking|on (?:email|slack|teams|the phone)|messag\\w*)', 60),
  ]), gate: words('breathing|calm|pull|compose|cry|cries|crying|sob\\w*|breath|hid\\w*|hide\\w*|hair|eyelashes|grind\\w*|clench\\w*|eczema|psoriasis|shingles|ulcers?|blood pressure|palpitations|hives|stammer|tics?|nights?|bed|pillow') },
];

/** Two ideas in neighbouring sentences: a customer told X ... "That is not true."; a grant given for one thing ... spent on another; drinking late ... reporting early. */
export const NEIGHBOUR_SIGNALS: ReadonlyArray<{ kind: string; a: RegExp; b: RegExp }> = [
  { kind: 'ethics', a: new RegExp(`\\b${TELL_OUTSIDERS}`, 'i'), b: /^(?:that|this|it|which|none of (?:that|it)|but (?:that|it)) (?:is|was|'s)(?: simply| just| plainly)? (?:not|n't|never) (?:true|the case|accurate|correct|so)\b|^(?:that|it)'?s? (?:a lie|untrue|false)\b/i },
  { kind: 'ethics', a: new RegExp(`\\b${GIVEN_FOR}`, 'i'), b: new RegExp(`\\b${DIVERTED}`, 'i') },
  { kind: 'substance', a: new RegExp(`\\b${DRINKING_LATE}`, 'i'), b: new RegExp(`\\b${EARLY_START}`, 'i') },
];
