import { GROUP, type ConcernSignal } from './concern-signals';
import { alt, any, both, eitherOrder, seq, then, words } from './signal-patterns';

/**
 * More families of everyday phrasings, each a pairing of two small vocabularies like those in
 * concern-signals.ts: a check skipped to save time, data left out before it goes to a journal,
 * customers told something untrue, a religious practice or an adjustment held against someone,
 * a threat that hangs on speaking up, people leaving told by their job hunt, drinking late
 * before an early start, hiding to cope.
 */

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
// People picked out by a trait and kept from the work others do, or handed the worst of it.
const TRAIT = alt([GROUP, "(?:colleagues|staff|people|those|anyone|workers|nurses|drivers|cleaners|carers|the ones?) (?:with|who have|who has|in) (?:a |an )?(?:[\\w-]+ )?(?:stammer|stutter|accents?|disabilit\\w*|headscarf|hearing aids?|learning difficult\\w*|dyslexia|autism|limp|wheelchairs?)", "(?:colleagues|staff|people|those|workers|nurses|drivers|cleaners|carers|families|lads|girls) (?:who are|from the) (?:black|asian|muslim|jewish|sikh|hindu|gay|trans|disabled|foreign|travell?ing community|travell?er community|traveller|roma|gypsy|polish|romanian|african|caribbean|indian|pakistani|filipino|chinese|irish)", '(?:travell?ers|gypsies|roma) ']);
const KEPT_FROM = '(?:are|were|is|was|get|gets|got) (?:always |usually |all |still )?(?:kept off|kept away from|kept out of|not allowed (?:on|near|to work)|banned from|barred from|taken off|moved off|hidden (?:away|in the back)|the only ones? (?:searched|checked|stopped|questioned|followed|watched|drug[- ]tested))';
const HANDED_WORST = '(?:get|gets|got|are given|are put on|end up with) (?:the |all the )?(?:furthest|longest|worst|dirtiest|heaviest|hardest|earliest|latest|least popular|most remote)\\b[^.!?]{0,30}?\\b(?:every|each|all the time|always|again)';
// Ethics: records filled in after the fact, failures passed on paper, documents invented, cash that never tallies.
const RECORDS = '(?:logs?|records?|registers?|checklists?|charts?|obs|observations|cleaning sheets?|temperature sheets?|fridge sheets?|rotas?|diar(?:y|ies))';
const AFTER_THE_FACT = "(?:for the (?:whole|entire|full|previous|past) (?:week|month|shift|fortnight)|in advance|after the fact|weeks? later|days? later|from memory|whether (?:it|they|the \\w+) (?:was|were|had been) done or not|before (?:they|it|the \\w+) (?:were|was|are|is|had been) (?:done|carried out|taken|checked)|for (?:[\\w-]+ ){0,3}?(?:that|which) (?:didn't|did not|never|hadn't|had not|weren't|were not|wasn't|was not) (?:happen|happened|take place|took place|get done|been done|done|carried out)|for (?:[\\w-]+ ){0,3}?(?:that|which|when) (?:nobody|no one) (?:checked|did|went|looked|touched|visited)|for (?:rooms|residents|patients|beds|checks|visits|rounds|turns) (?:that )?(?:nobody|no one) (?:went into|did|checked|visited|saw|touched))";
// Attrition: leaving for more money, posts taken elsewhere, a notice already written, a team that will soon be gone.
const NOT_FOR_GOOD = '(?! (?:for the (?:day|night|weekend|holidays?|conference|meeting|event|trip)|home|to lunch|to bed)\\b)';
const GONE_SOON = `(?:(?:before|until|by the time) (?:the whole|all (?:of )?the|the rest of the|half (?:of )?the|every|all of)? ?(?:[\\w-]+ ){0,3}(?:has|have|is|are|will have) (?:all |also )?(?:gone|left|quit|walked(?: out)?)|(?:the whole|all (?:of )?the|half (?:of )?the|every one of the|the rest of the) (?:[\\w-]+ ){0,3}(?:will have|will be|'ll have|'ll be|will all have|will all be) (?:all )?(?:gone|left|quit))${NOT_FOR_GOOD}`;

// Safety: kit with a known fault kept in use; jobs that need two people done by one; back on after a head knock.
const KIT_FAULT = alt(['dodgy', 'faulty', 'broken', 'knackered', 'defective', 'dicky', 'failing', 'worn(?: out)?', 'bald', 'cracked', 'loose', 'leaking', 'sticking', 'busted', 'duff']);
const VEHICLE = alt(['trucks?', 'reach trucks?', 'vans?', 'lorr(?:y|ies)', 'buses', 'bus', 'forklifts?', 'tyres?', 'tires?', 'steering', 'lifts?', 'scaffold\\w*', 'ladders?', 'tail-?lifts?', 'cages?', 'racking', 'bed rails?', 'rails?', 'wiring', 'sockets?', 'cables?']);
const KEPT_IN_USE = "(?:keeps? (?:it|them|her|him|that|the \\w+) (?:running|going|in use|on the road|in service|working)|kept (?:it|them|the \\w+) (?:running|going|in use|on the road|in service)|still (?:in use|on the road|running|being used|using (?:it|them))|(?:we|we'll|we will|they'll|he'll|she'll) (?:\\w+ )?(?:tag|fix|sort|look at|get to) (?:it|them) (?:tomorrow|next week|later|another day|eventually)|(?:told|tells) (?:us|me|them) to (?:use|drive|carry on using) (?:it|them) anyway)";
const TWO_PERSON_JOB = '(?:two-person|two person|two-man|two man|2-person|2 person|double-handed|two-handed|two-carer|two carer|double-up) (?:transfers?|lifts?|hoists?|jobs?|tasks?|handling|moves?|carries|calls?)';
const ONE_PERSON = "(?:single-handed(?:ly)?|on (?:my|our|their|his|her|your) own|by (?:myself|ourselves|themselves|himself|herself|yourself)|alone|one person|(?:with|we have|there's) (?:only|just) one of us)";
const HEAD_KNOCK = '(?:knock|bang|blow|kick|elbow|ball|clash|whack) (?:to|on|in) the (?:head|face)|head (?:injury|injuries|knock|clash)|concuss\\w*|(?:banged|hit|cracked|smacked) (?:his|her|their|my) head';
const BACK_ON = "(?:put|puts|putting|sent|send|sends|sending) (?:him|her|them|\\w+) (?:straight |right )?back (?:on|out|in)|back on for|carr(?:y|ied|ies) on (?:playing|training|working|driving)|(?:made|let|makes|lets) (?:him|her|them) (?:play|carry on|continue|finish|train)|back (?:on|onto) the (?:pitch|field|court|ice|mat|ward|shop floor)";

// What a course, a drill or an induction teaches is not a report of it happening.
const TAUGHT = 'taught|trained (?:us )?(?:to|how|never)|training (?:course|session|day|video)|(?<!of )course|scenario|drill|how to|must never|should never|never to';
const IF_WARNED = 'if (?:you|we|anyone|someone)';
// The props of a first-aid or care course ("hand on the dummy's chest").
const TRAINING_PROPS = 'patients?|casualty|casualties|dumm(?:y|ies)|mannequins?|manikins?|first[- ]aid|cpr';
/** A sentence about one of these is innocent for the signal (see ConcernSignal.unless). */
const guard = (...parts: string[]) => new RegExp(`\\b(?:${parts.join('|')})\\b`, 'i');
// Hurt, told as what will happen to someone.
const HARM_WORDS = 'hurt killed pinned crushed injured electrocuted burned burnt scalded run squashed maimed';
const HARMED = '(?:hurt|killed|pinned|crushed|injured|electrocuted|burned|burnt|scalded|run over|squashed|maimed)';

// Records changed so they show what was not so.
const REDONE = "(?:redo|redid|redone|re-do|rewrit\\w*|re-?writ\\w*|alter\\w*|doctor\\w*|backdat\\w*|amend\\w*|fiddl\\w*|fudg\\w*) (?:the |all the |our |their |his |her )?(?:[\\w-]+ )?(?:sheets?|logs?|records?|registers?|timesheets?|tachos?|tachographs?|figures|numbers|books|charts?)";

export const EVERYDAY_SIGNALS: readonly ConcernSignal[] = [
  { kind: 'ethics', pattern: then(TELL_OUTSIDERS, UNTRUE, 140), gate: words('true untrue lie lies lying false falsely made works know case accurate correct right so') },
  { kind: 'ethics', pattern: new RegExp(`(?:${seq(DROP, DATA, 30)}|${seq(DATA, DROP, 30)})[^.!?]{0,80}?\\b${RELIED_ON}`, 'i'), gate: words('replicate replicates data datapoint datapoints point points result results sample samples reading readings outlier outliers runs measurement measurements responses scores complaint complaints incident incidents failure failures defect defects errors reviews feedback bad one ones two three few'), unless: /\b(?:slides?|agenda|intro|recipe|menu)\b/i },
  { kind: 'ethics', pattern: any([REPORT_TO_GIVERS, `${GIVEN_FOR}\\b[^.!?]{0,60}?\\b${DIVERTED}`]), gate: words('grant grants funding donation donations bursary bursaries sponsorship money fenced ringfenced restricted trust funder funders donor donors board council regulator regulators auditor auditors commissioners foundation lottery government ministry sponsor sponsors') },
  { kind: 'discrimination', pattern: both(FAITH, HELD_AGAINST), gate: words('pray prays praying prayed prayer prayers ramadan fasting eid diwali passover kippur sabbath shabbat church mosque synagogue gurdwara temple mass hijab headscarf turban kippah religion religions religious') },
  { kind: 'discrimination', pattern: then(GROUP, FIRST_TO_LOSE, 40), gate: words('first ones only') },
  { kind: 'ethics', pattern: any([CLAIMED, "(?:claim|claims|claimed|claiming|bill|bills|billed|billing|charge|charges|charged|charging) (?:for )?(?:double|twice|(?:more|extra) (?:hours|miles|days|visits|nights) than)"]), gate: words('double twice triple times more extra') },
  { kind: 'discrimination', pattern: both(NEEDS, BRUSHED_OFF, 140), gate: words('occupational adjustment adjustments arrangements treatment measures disability disabilities disabled wheelchair hearing condition diagnosis dyslexia adhd autism back hip knee arthritis mobility chronic illness medication medical desk chair screen reader readers hospital ivf menopause') },
  { kind: 'intimidation', pattern: both(WOULD_LOSE, IF_SPEAKS, 80), gate: words('if') },
  // Fear seen from outside: people leaving a room shaking or in tears.
  { kind: 'intimidation', pattern: any(['(?:come|comes|came|coming|walk|walks|walked|walking|get|gets|got) out(?: of (?:there|that room|(?:his|her|your|their|the) (?:[\\w-]+ )?(?:office|room|meetings?|one-to-ones?|1:1s?|reviews?|calls?)))? (?:\\w+ )?(?:shaking|trembling|in tears|crying|white as a sheet|visibly shaken|shaken)(?! (?:with (?:relief|laughter|excitement|joy)|hands|it off))', '(?:shaking|trembling|in tears) (?:after|before|when|every time) (?:\\w+ ){0,2}(?:meetings?|one-to-ones?|1:1s?|reviews?|calls?|sessions?) with']), gate: words('shaking trembling tears crying white shaken') },
  { kind: 'attrition', pattern: any([
    `(?:applied|applying|apply|interviewing|interviewed|interviews?) (?:to|at|with) (?:the |other |another |a |an |rival |competing |bigger |better-paid )?(?:[\\w-]+ ){0,2}?${EMPLOYERS}`,
    '(?:applied|applying|apply|interviewing|interviews?) (?:for )?(?:other|outside|external|new) (?:jobs|roles|positions|posts)', '(?:applied|applying|interviewing|interviews?|looking) elsewhere',
    '(?:cvs?|resumes?|résumés?)\\b[^.!?]{0,30}?\\b(?:printer|photocopier|copier|out there|with (?:agencies|recruiters)|on (?:linkedin|indeed|job boards?))',
    '(?:polish\\w*|dust(?:ed|ing|s)? off|send(?:s|ing)? out|sent out|print(?:s|ed|ing)?|refresh\\w*|rewrit\\w*|tidy\\w* up|brush\\w* up) (?:my|their|his|her|our|your) (?:cvs?|resumes?|linkedin(?: profiles?)?)',
    '(?:have|has|had|got|accepted|taken|took|considering|weighing up) (?:a |an |two |several )?(?:job )?offers? (?:from (?:a |an |another |the |our )?(?:biggest |main |closest )?(?:competitors?|rivals?|other \\w+|[\\w-]+ (?:company|firm|airline|trust|hospital|school|bank|agency|practice))|elsewhere)',
  ]), gate: words('apply applied applying interview interviews interviewing interviewed cv cvs resume resumes linkedin offer offers elsewhere'), unless: /\b(?:help(?:ed|s|ing)? (?:me|us|them|her|him)|internal|secondment|promotion|graduate scheme)\b/i },
  { kind: 'substance', pattern: any([
    `(?:back from|from|for|at|to|go(?:es)? (?:for|to)|went (?:for|to)) (?:a |an |their |his |her |the |our )?["“‘']lunch["”’']`,
    '(?:lunch(?:es)?|lunchtimes?|lunch breaks?) (?:at|in|down) the (?:pub|bar|local|boozer|wine bar)\\b[^.!?]{0,40}?\\b(?:every|most|again|then|back)',
    seq(DRINKING_LATE, EARLY_START, 80),
  ]), gate: words('lunch lunches lunchtime lunchtimes bar pub club drink drinks drinking drank ordering rounds pint pints wine shots minibar bottle bottles') },
  { kind: 'safety', pattern: any([
    seq('(?:skip|skips|skipped|skipping|cut short|rush(?:es|ed|ing)? through|skim(?:s|med|ming)? (?:over|through)|wave(?:s|d)? through|fake(?:s|d)?|pretend(?:s|ed)? to do)', '(?:walk-?(?:round|around)s?|walking the (?:back |rear |whole |\\w+ )?(?:rows|cabin|site|floor|line|aisles|ward|yard|deck)|inspections?|(?:cabin |safety |pre-?[\\w]+ |equipment |vehicle |fire |harness |gas |ladder |scaffold |brake |tyre |temperature |door |lifting |hoist )checks|cabin secure|secure checks?|headcounts?|head counts|risk assessments?|permits? to work|lock-?outs?|isolations?)', 60),
    "give (?:the )?(?:\\w+ ){0,3}?(?:the )?(?:thumbs-?up|all[- ]clear|green light)\\b[^.!?]{0,30}?\\b(?:without (?:checking|looking|doing)|so (?:we|they|you|i) (?:make|hit|keep|catch|get|save))",
  ]), gate: words('skip skips skipped skipping short rush rushes rushed rushing skim skims skimmed skimming wave waves waved fake fakes faked pretend pretends pretended thumbs clear light') },
  { kind: 'safety', pattern: any([seq(PROTECTIVE_KIT, OUT_OF_ORDER, 60)]), gate: words('fume extractor extraction ventilation smoke fire sprinkler sprinklers brake brakes handbrake handbrakes hoist hoists harness harnesses interlock interlocks guard guards emergency eyewash eye safety gas carbon railing railings handrail handrails ladder ladders scaffold scaffolding steering defibrillator defibrillators panic alarm pendants lone') },
  { kind: 'safety', pattern: both(ALONE_OUT_OF_HOURS, HAZARD, 60), gate: words('acid acids chemical chemicals solvent solvents digest digests cyanide radioactive laser lasers machinery machines press saw lathe lathes ladder ladders heights roof roofs oven ovens fryer fryers gas sharps electrics voltage wire wires forklift forklifts cash lifting confined chainsaw chainsaws furnace furnaces violent restraint restraints') },
  { kind: 'intimidation', pattern: any([seq('(?:mention\\w*|remind\\w*|point(?:s|ed|ing)? out|told (?:me|us|her|him|them)|tells (?:me|us|her|him|them)|says|said|hint\\w*|drops? into|dropped into|brings? up|brought up)', `(?:my|our|her|his|their|your) (?:\\w+ )?${STAKES}\\b[^.!?]{0,20}?\\b(?:(?:depends|depend|rests|hangs|relies) on|is down to|comes down to) (?:your|you|his|him|her|their|them)\\b`, 60)]), gate: words('depend depends rests hangs relies down') },
  { kind: 'discrimination', pattern: then(TRAIT, `${KEPT_FROM}|${HANDED_WORST}`, 40), gate: words('kept allowed banned barred taken moved hidden searched checked stopped questioned followed watched tested furthest longest worst dirtiest heaviest hardest earliest latest popular remote') },
  { kind: 'ethics', pattern: any([
    seq(`(?:backfill\\w*|back-fill\\w*|fill(?:s|ed|ing)? in|fill(?:s|ed|ing)? out|complet(?:e|es|ed|ing)|sign(?:s|ed|ing)?|tick(?:s|ed|ing)?|writ(?:e|es|ing)|wrote|written) (?:up |off |in )?(?:the |all the |our |his |her )?(?:[\\w-]+ )?${RECORDS}`, AFTER_THE_FACT, 40),
    `${RECORDS}\\b[^.!?]{0,30}?\\b(?:are|is|were|was|get|gets|got) (?:all )?(?:backfilled|back-filled|filled in|completed|signed|ticked|written up)\\b[^.!?]{0,30}?\\b${AFTER_THE_FACT}`,
    '(?:failed|faulty|defective|broken|substandard|dodgy|cracked) (?:[\\w-]+ ){0,2}(?:get|gets|got|are|were|is|was|keep getting) (?:still )?(?:passed(?! (?:to|on to|over|along|back|around|round)\\b)|signed off|approved|certified|marked (?:as )?(?:ok|fine|passed|good|safe))',
    "(?:quotes|bids|tenders|references|reviews|invoices|receipts|certificates|qualifications|sick notes)\\b[^.!?]{0,40}?\\b(?:are|were|was|is|get|got|have been|had been) (?:\\w+ )?(?:made up|invented|faked|fabricated|forged|doctored|rigged)(?! of\\b)",
    "(?:(?:controlled )?drugs? (?:register|book|cupboard|safe)|stock ?(?:count|take|levels?)|the register)\\b[^.!?]{0,60}?\\b(?:never|don't|do not|doesn't|does not|rarely|hardly ever) (?:match|matches|add up|adds up|tally|tallies|balance|balances)",
    "(?:gets?|got|are|is|were|was|have been|has been) [\"'‘“]?(?:corrected|adjusted|tweaked|fixed|massaged|fudged)[\"'’”]? so (?:that )?(?:the )?(?:numbers|figures|totals|counts?|books|stock) (?:work|match|add up|balance|tally|look right)",
    seq(REDONE, "so (?:that )?(?:nobody|no one|nothing|everything|it|we|they|the \\w+) (?:shows?|looks?|appears?|reads?|comes? out)|before the (?:audit|auditors?|inspection|inspectors?|regulator|visit)", 60),
    "(?:takings|the till|the cash|the float|petty cash|tips|tip jar|donations|collection money)\\b[^.!?]{0,60}?\\b(?:never|don't|do not|doesn't|does not|rarely|hardly ever) (?:match|matches|add up|adds up|tally|tallies|balance|balances)",
  ]), gate: words('register stock corrected adjusted tweaked fixed massaged fudged redo redid redone re do rewrite rewrote rewritten rewriting alter altered altering doctor doctored backdate backdated amend amended fiddle fiddled fudge happen happened place done carried nobody one backfill backfilled backfilling back advance fact later memory whether before whole entire full previous past passed signed approved certified marked made invented faked fabricated forged doctored rigged never match matches add adds tally tallies balance balances') },
  { kind: 'intimidation', pattern: any([
    '(?:punch(?:es|ed|ing)?|kick(?:s|ed|ing)?|smash(?:es|ed|ing)?|thump(?:s|ed|ing)?) (?:a |the |his |her |my |our |their )?(?:[\\w-]+ )?(?:wall|door|locker|desk|table|cabinet|window|screen|monitor|chair|bin|van|car|printer|fridge)',
    eitherOrder("(?:because of|after|since|given|remember(?:ing)?) what happened (?:to|with) (?:[\\w-]+|the last \\w+)", "(?:will not|won't|wouldn't|would not|nobody|no one|never|not|too scared to|afraid to|dare) (?:\\w+ ){0,4}?(?:tell|say|speak|raise|complain|report|question|admit|disagree|push back)", 60),
    eitherOrder("(?:references?|reviews?|appraisals?|bonus(?:es)?|shifts|rota|contracts?|visas?|hours|overtime) (?:are|is) (?:his|hers|theirs|mine|yours|all his|all hers) to (?:write|give|decide|sign|renew|hand out|hand round|share out)", "(?:whenever|when|after|if|every time) (?:someone|anyone|we|i|you|they|people|somebody) (?:\\w+ )?(?:disagree|question|push|complain|argue|object|challenge|query|queries|says? no)", 60),
  ]), gate: words('punch punched punches punching kick kicked kicks kicking smash smashed smashes smashing thump thumped thumps thumping happened hers his theirs mine yours') },
  { kind: 'attrition', pattern: any([
    seq('(?:leave|leaves|leaving|left|quit|quits|quitting) (?:for|to join|to work (?:at|for)|to go to)', '(?:(?:because|as|since) (?:it|they|the \\w+) pays?|pays? (?:more|better)|more (?:money|pay)|better (?:pay|money|hours|conditions|rates?)|(?:higher|bigger|better) (?:salary|salaries|wages|rates?)|(?:pounds|dollars|euros) more)', 60),
    '(?:accepted|taken|took|got|been offered|signed for|starting) (?:a |an |new |other |their |his |her )?(?:posts?|jobs?|roles?|positions?|contracts?) (?:with|at|elsewhere|in another|at another|somewhere else)',
    '(?:my|her|his|their|our) (?:notice|resignation)(?: letter)? (?:is|was|has been|have been|are) (?:already )?(?:written|drafted|ready|typed|sitting|saved|in my drafts)',
    '(?:hand(?:s|ed|ing)?|giv(?:e|es|ing)|put(?:s|ting)?) in (?:my|their|his|her|our) (?:notice|resignation)s?',
    '(?:hand(?:s|ed|ing)?|put(?:s|ting)?) (?:my|their|his|her|our) (?:notice|resignation)s? in\\b', "(?:(?:have|has|'ve) (?:also |now |already )?started|start(?:ed)?|been) looking (?:too|as well|around|elsewhere)\\b", '(?:giv(?:e|es|en|ing)|gave) (?:my|their|his|her|our) notice',
    GONE_SOON,
    "(?:(?:have|has|'ve) been|been|are|were) (?:talking|speaking) to (?:the |a |an |another )?(?:[\\w-]+ ){0,3}(?:across town|down the road|over the road|next door|up the road|elsewhere)", '(?:talking|speaking|talked|spoke) to (?:other|another|a rival|rival|competing) (?:firms?|compan(?:y|ies)|employers?|practices?|councils?|associations?|agencies?|breweries|brewer(?:y|ies)|trusts?)',
    "(?:not the only one|others are|loads of us are|half (?:of )?the (?:team|crew|office) (?:is|are)) (?:also )?looking\\b",
    '(?:two|three|four|five|six|seven|several|half|most|\\d+) (?:of )?(?:the |our )?(?:[\\w-]+ ){0,6}?(?:have|has) (?:all )?(?:gone|left|quit|walked(?: out)?)\\b[^.!?]{0,40}?\\b(?:in the (?:last|past)|since|this year|within)',
  ]), gate: words('talking speaking talked spoke leave leaves leaving left quit quits quitting accepted taken took got offered signed starting notice notices resignation resignations gone walked looking') },
  { kind: 'conduct', pattern: any([
    "(?:hand|hands|fingers|palm) (?:on|up|stroking|rubbing|resting on) (?:my|her|his|their|our|people's|someone's|the small of (?:my|her|his|their)|[\\w-]+'s) (?:knee|knees|thigh|thighs|leg|legs|lower back|waist|hip|hips|neck|bum|bottom|backside|chest|hair|face)",
    "(?:hand|hands|palm|fingers) on the small of (?:my|her|his|their|our|people's|someone's|[\\w-]+'s) backs?",
    "arms? (?:along|across|over) the back of (?:my|her|his|their|theirs|hers|people's|[\\w-]+'s) (?:chair|seat)?", "arms? (?:along|across|over) the back of (?:theirs|hers|mine)",
    '(?:right|pressed|squeezed|jammed) up (?:against|close to) (?:me|her|him|them|us|the (?:new |young |female |junior )?(?:girls?|wom[ae]n|interns?|trainees?|starters?|juniors?|apprentices?|staff|students?|nurses|waitress(?:es)?|analysts?|graduates?|team|cleaners?)|(?:my|her|his|their) (?:back|chair|body|side|legs?))\\b',
    "(?:it is|it's|and it's|but it's|but it is|always) only (?:ever )?(?:to |with |on )?(?:the )?(?:young|younger|new|female|junior|pretty) (?:women|girls|female \\w+|ones|starters|interns|waitresses|nurses)",
    'grop(?:e|es|ed|ing)\\b(?! (?:for|around|about|in the dark)\\b)',
    "(?:notices?|noticed|mentions?|mentioned|points? out|pointed out|comments? on it) (?:when|whenever|if|every time) (?:i|she|we|they|the \\w+) (?:wear|wears|wore|have|has|put|puts) (?:on )?(?:a |my |her |our |their |short |tight |low-cut |new )*(?:dress(?:es)?|skirts?|heels|make-?up|lipstick|tops?|jeans|shorts|leggings|hair (?:up|down))",
    "(?:never|not) (?:be |being |get |getting )?(?:left )?alone (?:in a room |in the \\w+ )?with (?:him|her|them)\\b",
  ]), gate: words('hand hands fingers palm arm arms against close only alone grope gropes groped groping dress dresses skirt skirts heels makeup make lipstick top tops jeans shorts leggings hair'), unless: guard(TRAINING_PROPS, 'recovery position|chokehold|wrist grab|attacker') },
  // Its own signal, so "When the hours didn't add up before the audit" is not read as a denial of the redoing.
  { kind: 'ethics', pattern: then('before the (?:audit|auditors?|inspection|inspectors?|regulator|visit)', REDONE, 60), gate: words('before') },
  // Touch that was not wanted ("the shoulder massage in the wings that she very clearly didn't want").
  { kind: 'conduct', pattern: then("(?:massag\\w*|(?:shoulder|neck|back) rubs?|rub(?:s|bed|bing)? (?:her|his|my|their) (?:shoulders?|neck|back)|hugs?|hugged|hugging|strok\\w*|touch\\w*|hands? on (?:her|his|my|their))", "(?:(?:she|he|they|i|we) (?:\\w+ ){0,2}?(?:didn't|did not|never|don't|do not) (?:want|ask for|like)|unwanted|uninvited|without asking|(?:asked|told) (?:him|her|them) to stop|pulled away|flinch\\w*|froze)", 80),
    gate: words('massage massages massaged massaging rub rubs rubbed rubbing hug hugs hugged hugging stroke strokes stroked stroking touch touches touched touching hand hands'),
    unless: guard(TRAINING_PROPS, 'physio\\w*|therap\\w*|sports massage|clients?|dogs?|cats?|horses?|puppy|puppies') },
  // Cocaine told as slang ("doing bumps in the production office").
  { kind: 'substance', pattern: any(["(?:doing|does|did|do|having|had|taking|took|a few|racking up|rack up|cutting) (?:a )?(?:bumps?|key bumps?|lines of (?:coke|charlie|gear)|a line of (?:coke|charlie|gear))\\b(?! (?:in the road|on the road|along the way))"]),
    gate: words('bump bumps lines line') },
  { kind: 'wellbeing', pattern: any([
    seq('(?:breathing exercises|calm (?:myself|herself|himself) down|pull (?:myself|herself|himself) together|compose (?:myself|herself|himself)|have a (?:little |quiet )?cry|catch (?:my|her|his) breath|(?:hide|hides|hiding|hid)(?: out| away)? in|cry|cries|crying|sob|sobbing)', '(?:toilets?|loos?|bathroom|restroom|stairwell|stair ?well|car park|store ?room|supply cupboard|crew car|my car|the car|the cab|the van|the truck|the lorry|the bus)', 60),
    "(?:nodded|nodding|nod|dozed|dozing|doze|fell|falling|fall) (?:off|asleep) (?:at|behind|in|on|while|driving|at the) (?:the wheel|a red light|the lights|the car|the van|the wheel|driving|the motorway|the bus home|my desk)", "(?:don't|do not|can't|cannot) (?:think|see how) (?:i|we) can keep (?:this|it|going) up",
    "(?:my|her|his) hands (?:shake|shook|are shaking|were shaking|have started shaking|tremble|are trembling)", 'living on (?:energy drinks|red bull|caffeine|coffee|painkillers|pro-?plus|sleeping pills)',
    "(?:i|we|she|he|they) (?:often |still |sometimes |regularly |usually |always |have started to |started to |end up |ended up )?(?:cry|sob)\\b(?! (?:wolf|foul|out for)\\b)",
    // The body keeping score, and work that never stops at night.
    "(?:hair|eyelashes) (?:has |have |is |are )?(?:started |begun )?(?:falling out|coming out in (?:patches|clumps|handfuls))", "(?:hair|eyelashes) (?:has|have) (?:started|begun) (?:falling|coming) out", '(?:grinding|grind|clenching|clench) my (?:teeth|jaw)',
    "(?:my|her|his) (?:eczema|psoriasis|shingles|ulcers?|blood pressure|palpitations|hives|stammer|tics?)\\b[^.!?]{0,30}?\\b(?:back|flared|flaring|worse|through the roof|since|again)",
    seq("(?:most|every|all|some) nights|(?:laptop|phone) (?:by|next to|beside|in|under) (?:the|my) (?:bed|pillow)|in bed", '(?:answering|replying|working|checking|on (?:email|slack|teams|the phone)|messag\\w*)', 60),
  ]), gate: words('nodded nodding nod dozed dozing doze fell falling fall keep hands living breathing calm pull compose cry cries crying sob sobs sobbing breath hid hide hides hiding hair eyelashes grinding grind clenching clench eczema psoriasis shingles ulcer ulcers pressure palpitations hives stammer tic tics night nights bed pillow') },
  // Safety told as what everyone can see coming: a fault logged again and again, kit kept in use, a
  // two-person job done by one, a knock to the head and straight back on, "someone is going to get hurt".
  { kind: 'safety', pattern: any([
    '(?:in|on) the (?:defect|fault|repair|maintenance|breakdown) (?:book|log|list|sheet|system|report)s?\\b[^.!?]{0,30}?\\b(?:times|weeks|months|since|still|again|for ages)',
    `${KIT_FAULT} (?:[\\w-]+ ){0,2}?${alt([PROTECTIVE_KIT, VEHICLE])}\\b[^.!?]{0,80}?\\b${KEPT_IN_USE}`,
    `${KEPT_IN_USE}\\b[^.!?]{0,60}?\\b${KIT_FAULT} (?:[\\w-]+ ){0,2}?${alt([PROTECTIVE_KIT, VEHICLE])}`,
    `${alt([PROTECTIVE_KIT, VEHICLE])}\\b[^.!?]{0,30}?\\b${KIT_FAULT}\\b[^.!?]{0,80}?\\b${KEPT_IN_USE}`,
    eitherOrder(TWO_PERSON_JOB, ONE_PERSON, 120),
    `${KIT_FAULT}\\b[^.!?]{0,80}?\\b(?:written|wrote|put|logged|reported|raised) (?:it|this|them) (?:in|on) the (?:[\\w-]+ )?(?:book|log)s? (?:two|three|four|five|several|\\d+|many) times`,
    eitherOrder('(?:brake|abs|tyre|tire|oil|engine|airbag|pressure|warning) (?:warning )?lights? (?:on|showing|flashing|lit|still on)', "(?:went|go|goes|gone|sent|send|sends) out|(?:kept|keeps) (?:it|them) (?:running|going|on the road)|days running|in service|(?:drove|driven|driving|drive) (?:it|them) anyway", 80),
    eitherOrder(HEAD_KNOCK, BACK_ON, 160),
  ]), gate: words('light lights defect defects fault faults repair maintenance breakdown dodgy faulty broken knackered defective dicky failing worn bald cracked loose leaking busted duff person man handed knock bang blow kick elbow clash head concussed concussion concussions'),
  unless: guard(TAUGHT, '(?:was|were|got|been|is|are) (?:fixed|repaired|sorted|replaced)', 'followed the (?:\\w+ )?protocol', IF_WARNED) },
  // An alarm silenced rather than answered ("someone taped over the sounder").
  { kind: 'safety', pattern: any([
    '(?:taped|tape|covered|cover|switched|switch|turned|turn|disabled|disable|unplugged|unplug|muted|mute|silenced|silence|disconnected|disconnect|wedged|wedge|propped|prop) (?:over |off |out |up |down |open )?(?:the |that |a )?(?:[\\w-]+ ){0,2}?(?:sounders?|alarms?|detectors?|sensors?|buzzers?|fire doors?)\\b(?! (?:drills?|tests?|training)\\b)',
    "(?:sounders?|alarms?|detectors?|sensors?|buzzers?)\\b[^.!?]{0,60}?\\b(?:so|and|then) (?:someone|somebody|they|he|she|we|you|i) (?:just )?(?:taped over|covered|switched (?:it|them) off|turned (?:it|them) off|unplugged|disabled|muted|silenced|disconnected|took the batter(?:y|ies) out)",
    "(?:someone|somebody|one of us)(?:'s| is)? (?:going to go|gonna go|going|will go) (?:down|in|up|out)[^.!?]{0,40}?\\bnot (?:com(?:e|ing) back|mak(?:e|ing) it)",
  ]), gate: words('taped tape covered cover switched switch turned turn disabled disable unplugged unplug muted mute silenced silence disconnected disconnect wedged wedge propped prop coming come'),
    unless: /\b(?:test(?:ed|ing)?|drill|maintenance|engineer (?:was|is) (?:here|in)|for the (?:service|inspection)|training|course|how to)\b/i },
  // A hoist used by one carer alone.
  { kind: 'safety', pattern: both('hoist(?:ing)? (?:transfers?|lifts?|moves?)|(?:use|used|using|uses) the hoist', ONE_PERSON, 40), gate: words('hoist hoisting'),
    unless: guard(TAUGHT) },
  // Injury foreseen ("someone is going to get pinned against the racking"), unless a course warns of it.
  { kind: 'safety', pattern: any([
    `(?:someone|somebody|people|one of us|one of (?:the )?(?:lads|girls|kids|boys|residents|patients|drivers|pickers|crew)|a (?:resident|patient|child|kid|driver|picker|customer|passenger|worker|colleague|nurse|cook)) (?:will|could|might|is|'s|are|'re) (?:going to |gonna |bound to |sure to )?(?:get |be )?(?:seriously |badly |really )?${HARMED}`,
    `(?:only|just) a matter of time (?:before|until|till) (?:someone|somebody|one of us|a \\w+) (?:gets?|is) (?:seriously |badly |really )?${HARMED}`,
  ]), gate: words(HARM_WORDS),
  unless: guard(TAUGHT, 'induction', IF_WARNED, 'otherwise', 'unless') },
];

/**
 * Two ideas in neighbouring sentences: a customer told X ... "That is not true."; a grant given for
 * one thing ... spent on another; drinking late ... reporting early. `gate`: words `a` needs one of.
 */
export const NEIGHBOUR_SIGNALS: ReadonlyArray<{ kind: string; a: RegExp; b: RegExp; gate: readonly string[] }> = [
  { kind: 'ethics', gate: words('coached told trained scripted asked instructed made expected encouraged pushed pressured supposed'), a: new RegExp(`\\b${TELL_OUTSIDERS}`, 'i'), b: /^(?:that|this|it|which|none of (?:that|it)|but (?:that|it)) (?:is|was|'s)(?: simply| just| plainly)? (?:not|n't|never) (?:true|the case|accurate|correct|so)\b|^(?:that|it)'?s? (?:a lie|untrue|false)\b/i },
  { kind: 'ethics', gate: words('grant grants funding donation donations bursary bursaries sponsorship money fenced ringfenced restricted'), a: new RegExp(`\\b${GIVEN_FOR}`, 'i'), b: new RegExp(`\\b${DIVERTED}`, 'i') },
  { kind: 'substance', gate: words('drinking drinks ordering bar pub club rounds pint pints wine shots minibar bottle bottles'), a: new RegExp(`\\b${DRINKING_LATE}`, 'i'), b: new RegExp(`\\b${EARLY_START}`, 'i') },
];
