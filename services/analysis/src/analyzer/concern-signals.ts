import { alt, any, then, words } from './signal-patterns';

/**
 * Concerns told indirectly, in everyday words. Instead of listing sentences, each signal pairs two
 * small vocabularies in order within one sentence: someone spoke up ... then lost something; a
 * number was moved ... into another period; a group ... always gets the worse shifts. The pairing
 * keeps them precise: "we moved the meeting" or "she raised a good point" raise nothing.
 */
export interface ConcernSignal {
  kind: string;
  pattern: RegExp;
  /** A sentence about something innocent (a uniform check, a dummy in a first-aid course). */
  unless?: RegExp;
  /** For speed only: lower-case words the pattern cannot match without one of; most sentences hold none. */
  gate?: readonly string[];
}


// Speaking up: the act that comes before the consequence.
const SPOKE_UP = alt([
  'raised', 'questioned', 'challenged', 'disagreed', 'pushed back', 'complained', 'objected', 'spoke up', 'said no', 'mentioned',
  'flagged', 'reported', 'filled in (?:the |an |a )?(?:incident|complaint|grievance)\\w*', 'went to hr', 'blew the whistle', 'called (?:it|him|her|them) out',
  'told (?:you|him|her|them)\\b[^.!?]{0,40}\\b(?:was|were|is|are) (?:unrealistic|wrong|unsafe|impossible|not possible|not safe|illegal|a bad idea)', 'asked (?:why|whether|if)', 'asked (?:about|for) (?:the )?(?:overtime|pay|a raise|the rota|breaks|help|support|flexible)', 'brought (?:it|this|that) up', 'refused',
]);
// A person losing something afterwards; "it was moved to next sprint" is not about a person.
const PERSON = '(?:i|he|she|they|we|you|both|all|all of us|both of us|two of us|everyone)';
const LOST = alt([
  `${PERSON} (?:was|were|got|had been|has been|have been|'s been|'ve been|ended up|found (?:myself|himself|herself|themselves)) (?:quietly |suddenly |then |just )?(?:taken off|moved (?:off|out|to (?:the other|another|a different|the night|nights|the weekend|weekends|the back office|permanent) \\w*)|removed|fired|let go|demoted|sidelined|frozen out|passed over|left off|dropped|transferred|reassigned|written up|disciplined|managed out|cut out|excluded|put on (?:permanent |all the |only )?(?:nights|weekends|the worst|a (?:performance|improvement) plan|a pip)|on permanent|given (?:the )?worst|stopped being invited|not invited|off the rota)`,
  '(?:was|were|got) (?:quietly |then |soon |promptly )?(?:fired|let go|demoted|sidelined|frozen out|managed out|written up|disciplined|pushed out|taken off the (?:account|project|rota|team|client|big \\w+))',
  '(?:froze|frozen|freezes|cut|shut|left|kept) (?:him|her|them|me|us) out', '(?:took|taken|moved|pulled|dropped|removed) (?:him|her|them|me|us) (?:off|from)',
  'put (?:him|her|them|me|us) on (?:permanent |all the |only )?(?:nights|weekends|the worst)', 'on permanent (?:nights|weekends|lates|earlies)',
  "(?:has|have|had|hasn't|haven't) (?:not |never )?been (?:asked|invited|included|given|allowed|put forward)\\b[^.!?]{0,60}\\bsince",
  '(?:hours|shifts|overtime|bonus|commission) (?:have|has|were|was|got) (?:been )?(?:\\w+ )?(?:halved|cut|reduced|slashed|taken away|stopped)',
  '(?:lost|lose|losing) (?:his|her|their|my|our) (?:shifts|hours|bonus|overtime|account|accounts|place|role|job)', '(?:shifts|hours|overtime) (?:were |got |have been )?cut',
]);

// Moving, booking or hiding numbers so they look better than they are.
const MOVED = alt(['move', 'moved', 'moving', 'shift', 'shifted', 'pull', 'pulled', 'push', 'pushed', 'bring', 'brought', 'book', 'booked', 'booking', 'recogni[sz]e', 'recogni[sz]ed', 'count', 'counted', 'put', 'report', 'reported', 'log', 'logged', 'record', 'recorded', 'invoice', 'invoiced']);
const FIGURES = alt(['revenue', 'sales', 'income', 'costs?', 'expenses?', 'bookings?', 'deals?', 'renewals?', 'hours', 'invoices?', 'numbers', 'figures', 'orders?', 'contracts?']) + '(?! (?:meeting|team|call|review|dashboard|kick-?off|offsite|conference|training|deck|plan|party))';
const BOOKED = alt(['book', 'booked', 'booking', 'recogni[sz]e', 'recogni[sz]ed', 'count', 'counted', 'record', 'recorded', 'log', 'logged', 'invoice', 'invoiced', 'bill', 'billed', 'claim', 'claimed']);
const PERIOD = '(?:into|in|to|out of|from|onto) (?:this|next|last|the (?:current|previous|next|last)|a different|another|the other) (?:quarter|month|year|period|one|budget|cost cent(?:re|er)|financial year)';
const STATUS = 'as (?:solved|resolved|done|complete|completed|closed|delivered|passed|checked|signed|won)';
const UNTRUE = "(?:before (?:the )?(?:customer|client|anyone|they|it|the work|the job) (?:has|have|had|is|was) (?:confirmed|replied|agreed|signed|paid|delivered|finished|checked|tested)|(?:when|before|even though|although|though|but|while|without) (?:\\w+ ){0,4}?(?:has not|hasn't|had not|hadn't|did not|didn't|was not|wasn't|is not|isn't|have not|haven't|never|no one|nobody|not yet))";
const OVERSIGHT = '(?:finance|audit|the auditors?|auditors|compliance|legal|hr|the client|the customer|head office|the board|the regulators?|procurement|accounts)';

// Who someone is; "older" only with people so "the older version" raises nothing.
export const GROUP = alt([
  'women', 'woman', 'female \\w+', 'girls', 'mothers', 'mums', 'moms', 'working parents', 'parents', 'pregnant \\w+', 'older (?:people|staff|colleagues|workers|nurses|members|ones|guys|women|men|employees|team members)',
  'over[- ]?(?:50|fifty|60|sixty)s?', '(?:\\w+ )?(?:who|that) trained abroad', 'overseas \\w+', 'foreign \\w+', 'immigrants?', 'migrants?', 'non-native speakers',
  '(?:\\w+ )?(?:who|that) (?:do not|don\'t|does not|doesn\'t) speak (?:much |good |fluent )?english', '(?:polish|romanian|bulgarian|lithuanian|indian|pakistani|filipino|nigerian|african|chinese|eastern european|portuguese|brazilian|latino|arab) (?:lads|staff|workers|colleagues|nurses|girls|guys|ones|people|members|cleaners|drivers|housekeepers)',
  '(?:black|asian|muslim|jewish|sikh|hindu|gay|trans|disabled) (?:people|staff|colleagues|members|nurses|workers|employees|women|men|guys)', 'people with (?:accents|disabilities|a disability)',
]);
const WORSE = alt(['(?:always|only ever) (?:get|gets|end up with|are given|are put on) (?:the |all the )?(?:worst|christmas|night|nights|weekend|weekends|late|lates|boring|dull|grunt|admin|coffee|note-taking|bad|difficult|hard|leftover|least|junior|small)\\w*', 'get stuck with', 'are given the worst', 'never get', 'never gets', 'are never (?:invited|asked|picked|chosen|promoted|put forward|considered)', 'are not (?:invited|asked|picked|promoted|considered)', 'get passed over', 'are passed over', 'get talked over', 'get the worst']);

// Someone's body, looks or clothes. Not a report's "body", "body language" or "the body of the email",
// not a thing's looks ("how the dashboard looks"), not "figures" (sales numbers).
const WHOSE = `(?:my|our|your|her|his|their|people's|everyone's|women's|men's|girls'|the (?:new |young |female )?(?:girls?|women|interns?|juniors?|waitress(?:es)?|nurses|trainees?|apprentices?|staff)(?:'s?|s')?|(?!(?:it|that|what|there|here|he|she|who|let|where)'s)[\\w-]+(?:'s|s'))`;
const BODY = `(?:bod(?:y|ies)(?! (?:language|position|posture|mechanics|of|copy|text|paragraph|shop|clock|count|cams?|camera|armou?r|temperature|type|blocks?|check|scan))|weight(?! (?:limits?|of|class|room|distribution|transfer|shift|training|bearing|allowance))|figure|legs|chests?|breasts?|boobs|bums?|bottoms?|backsides?|arses?|butts?|hips|thighs|curves|looks|appearance|physique|skirts?|dress(?:es)?|tops|clothes|clothing|outfits?|underwear|bras?|lips|hair|make-?up|cleavage)\\b`;
const REMARK = alt([
  'comment(?:s|ed|ing)?', 'remark(?:s|ed|ing)?', 'jok(?:e|es|ed|ing)', 'digs?', 'talks', 'goes on', 'keeps? going on',
  '(?:make|makes|made|making|pass|passes|passed|passing) (?:\\w+ ){0,2}?(?:comments?|remarks?|jokes?|digs?)', '(?:say|says|said|saying) (?:\\w+ ){0,2}?things', '(?:has|had|have) (?:something|a lot|plenty|things) to say',
]);
const PEOPLE = '(?:girls|women|ladies|guys|lads|staff|team|interns|juniors|graduates|trainees|apprentices|analysts|nurses|waitresses|receptionists|assistants|starters|hires)';
const NOT_A_PERSON = "(?:it|this|that|these|those|the|a|an|our|my|your|his|her|their|everything|things|stuff|something|anything)";
const REMARKS_ON_LOOKS = [
  `${REMARK} (?:on|about) ${WHOSE} (?:[\\w-]+ )?${BODY}`,
  `${REMARK} (?:on|about) (?:looks|bodies|appearance|weight)\\b(?! (?:limits?|of)\\b)`,
  `${REMARK} (?:on|about) (?:how|what) (?:(?!${NOT_A_PERSON}\\b)[\\w'-]+|the (?:\\w+ )?${PEOPLE})(?: (?:is|are|was|were))? (?:(?:looks?|looked|looking)(?! (?:for|at|into|up|after|forward|like|through|over|round|around)\\b)|wears?|wore|wearing|dress(?:es|ed)?)\\b`,
  `(?:star(?:e|es|ed|ing)|ogl(?:e|es|ed|ing)|gawp\\w*|gawk\\w*|leer(?:s|ed|ing)?|look(?:s|ed|ing)?) (?:\\w+ )?at ${WHOSE} (?:chest|breasts?|boobs|bod(?:y|ies)(?! of)|bums?|bottoms?|backsides?|legs|cleavage|arses?|butts?|thighs|hips)\\b`,
  "look(?:s|ed|ing)? (?:me|her|him|us|them|women|the (?:new |young )?(?:girls|women|interns|staff)|new starters) up and down",
  'rat(?:e|es|ed|ing) (?:the |all the )?(?:women|girls|female \\w+|new starters|interns|waitresses|us|them)\\b[^.!?]{0,25}\\b(?:out of (?:ten|10)|on (?:their|our|her|his) looks|by (?:their|our) looks)',
  "ask(?:s|ed|ing)? (?:me|her|him|us|them|[\\w-]+) (?:if|whether) (?:i|she|he|we|they)(?:'d|'ve| had| have| has)? (?:put on|gained|lost) (?:some |a bit of |a little |any )?weight",
  '(?:tells?|told|telling) (?:me|her|us|them|the (?:\\w+ )?\\w+) to smile more',
];
// Words a remark on looks cannot be made without (a gate for speed: most sentences hold none).
const LOOKS_WORDS = ('body bodies weight figure legs chest chests breast breasts boobs bum bums bottom bottoms backside backsides arse arses butt butts ' +
  'hips thighs curves looks look looked looking appearance physique skirt skirts dress dresses dressed tops clothes clothing outfit outfits ' +
  'underwear bra bras lips hair makeup make cleavage wear wears wore wearing stare stares stared staring ogle ogles ogled ogling gawp gawps ' +
  'gawped gawping gawk gawks gawked gawking leer leers leered leering rate rates rated rating smile').split(' ');
// Appearance at work that is about the job: a uniform or hygiene check, a dummy or a patient in a course.
const LOOKS_AT_WORK = /\b(?:uniforms?|dress[- ]code|ppe|hi-?vis|hair ?nets?|tied back|hygiene|name badges?|grooming standards?|patients?|casualty|casualties|bab(?:y|ies)|dumm(?:y|ies)|mannequins?|manikins?)\b/i;

/** A consequence told in the sentence after the speaking up ("Marco questioned it. Since then ..."). */
export const SPOKE_UP_RE = new RegExp(`\\b${SPOKE_UP}\\b`, 'i');
export const LOST_SINCE = new RegExp(`\\bsince (?:then|that (?:day|meeting|conversation)|it)\\b[^.!?]{0,40}?\\b${LOST}`, 'i');

export const CONCERN_SIGNALS: readonly ConcernSignal[] = [
  // Retaliation: a consequence after speaking up is intimidation however calmly it is told.
  { kind: 'intimidation', pattern: then(SPOKE_UP, LOST, 140) },
  { kind: 'intimidation', pattern: any(['(?:nobody|no one) dares (?:to )?(?:say|speak|question|disagree|challenge|raise|push)', '(?:learned|learnt) to keep (?:my|our|their) (?:heads? down|mouths? shut)', 'made an example of', '(?:remember|won\'t forget|will not forget|not forget) who\\b[^.!?]{0,60}\\b(?:review|bonus|appraisal|promotion|contract|rota|redundanc\\w*|pay rise)', 'holds? (?:it|that) against (?:me|us|people|anyone|them)', '(?:you|we|they|people) pay for it later']) },
  { kind: 'belittling', pattern: any(['takes? (?:it|things) out on (?:whoever|people|us|the team|someone|anyone|me|the juniors?)', 'took (?:it|things) out on']) },
  // Misreporting: moving numbers between periods, recording what did not happen, hiding it.
  { kind: 'ethics', pattern: then(MOVED, `${FIGURES}\\b[^.!?]{0,40}?\\b${PERIOD}`, 40) },
  { kind: 'ethics', pattern: then('mark|marks|marked|marking|tick|ticked|log|logged|record|recorded|report|reported|close|closed|closing', `${STATUS}\\b[^.!?]{0,60}?\\b${UNTRUE}`, 60) },
  { kind: 'ethics', pattern: then(BOOKED, `${FIGURES}\\b[^.!?]{0,40}?\\b${UNTRUE} (?:\\w+ )?(?:signed|closed|agreed|delivered|shipped|paid|arrived|happened|started|been signed|been delivered|done|worked)`, 30) },
  { kind: 'ethics', pattern: any([`(?:keep|kept|leave|left|take|took|keeping|leaving) (?:\\w+ ){0,4}?(?:off|out of) the (?:paperwork|books|records?|report|system|invoice|contract|ledger|crm|audit)`, `so ${OVERSIGHT} (?:does not|doesn't|do not|don't|won't|will not|wouldn't|never|can't|cannot) (?:ask|see|notice|find out|know|check|question|spot)`, `(?:don't|do not|never) (?:tell|mention (?:it|this|that) to|show) ${OVERSIGHT}`, 'make the (?:numbers|figures) (?:work|look)', '(?:change|changed|changing|alter|altered|edit|edited|amend|amended|adjust|adjusted|tweak|tweaked) (?:the )?(?:dates?|figures|numbers|times|timestamps|readings|results|scores|temperatures) (?:on|in) (?:the |our |their )?(?:\\w+ )?(?:reports?|records?|logs?|timesheets?|forms?|invoices?|certificates?|sheets?)', 'so (?:it|they|we|the \\w+) (?:looked|looks|would look|seemed|appeared) (?:like|as if|as though) (?:\\w+ ){0,4}(?:on time|done|finished|complete|ready|compliant|passed|launched|delivered|signed)', '(?:told|assured) (?:the )?(?:auditors?|regulators?|inspectors?)\\b[^.!?]{0,20}?\\b(?:they|it|these|those) (?:were|was|are|is)\\b', `so (?:the )?(?:numbers|figures|metrics|resolution times?|response times?|sla|kpis?|stats|dashboard) (?:looks?|look|come out) (?:good|better|fine|green|right)`]) },
  // Exclusion or ridicule by who people are.
  { kind: 'discrimination', pattern: then(GROUP, WORSE, 50), gate: words('always only stuck worst never passed talked invited asked picked promoted considered chosen') },
  { kind: 'discrimination', pattern: any([`(?:remarks?|comments?|jokes?|digs?) about (?:the )?${GROUP}`, '(?:their|his|her|my|our) (?:english|accents?|names?|religion|headscarf|hijab|turban|food|age|skin|hair) (?:gets?|got|is|are|was|were) (?:laughed at|mocked|mimicked|joked about|made fun of|imitated|a running joke)', 'laugh(?:s|ed|ing)? at (?:my|her|his|their) (?:english|accent|name|religion)', 'go (?:back )?home if (?:they|you|he|she) (?:do not|don\'t|does not|doesn\'t) like it', 'go back to (?:your|their|his|her) (?:own )?country', '(?:tell|told|telling|tells|remind|reminds|reminded) (?:them|him|her|us|people|the \\w+(?: \\w+)?) (?:that )?(?:this is an english[- ]speaking|to speak english|they (?:are|were) in (?:england|britain|america))']) },
  { kind: 'discrimination', pattern: then('(?:since|after) (?:i|she|he|they) (?:came|got|come|returned) back from (?:maternity|paternity|parental|adoption|sick) leave|(?:since|after) (?:i|she) (?:told \\w+|announced|said) (?:that )?(?:i|she) (?:was|am|is) pregnant', "(?:not|never|no|haven't|hasn't|fewer|lost|passed over|taken off|sidelined|overlooked|stopped|demoted)", 80) },
  // Physical safety: protections off, checks signed without being done, harm foreseen.
  { kind: 'safety', pattern: any(['(?<!security )(?:guards?|interlocks?|light curtains?|e-?stops?|emergency stops?|sensors?|harness\\w*|railings?|smoke (?:alarms?|detectors?)|extinguishers?) (?:on|for|at|by|in) [^.!?]{0,30}?(?:has been|have been|is|are|was|were|been|got|gets|keep getting) (?:\\w+ )?(?:off|removed|taken off|disabled|bypassed|taped|tied back|switched off|turned off|broken|missing)\\b(?! (?:sick|work|duty|today))', '(?:removed|took off|taken off|disabled|bypass\\w*|taped over|switched off|turned off|tied back) (?:the |a |its )?(?:guards?|interlocks?|sensors?|light curtain|e-?stop|emergency stop|smoke alarm|safety \\w+)', '(?:before|until) (?:someone|somebody|a \\w+) (?:loses|gets (?:hurt|crushed|burned|killed)|falls|breaks|is (?:hurt|killed|crushed))', 'los(?:e|es|ing) (?:a |an |their |his |her )?(?:hand|finger|fingers|arm|eye|leg)\\b', '(?:exits?|escape routes?|walkways?|aisles?|fire doors?) (?:\\w+ ){0,5}(?:blocked|obstructed|locked|chained)', '(?:leave|left|keep|kept|leaving|keeping) (?:the )?(?:\\w+ )?(?:running|on|live|powered up)\\b[^.!?]{0,20}?\\b(?:while|when) (?:we|they|you|people|i|staff) (?:clear|fix|clean|reach|unjam|repair|change|work on)', '(?:broken|faulty|stopping|sticking|sparking|smoking|leaking|failing|jamming|cracked)\\b[^.!?]{0,80}?\\b(?:(?:are|is|keep|keeps) still (?:using|in use|being used|working on)|still (?:in use|being used))']) },
  { kind: 'safety', pattern: then('(?:checks?|counts?|inspections?|checklists?|logs?)', `(?:signed|ticked|initialled|signed off)\\b[^.!?]{0,40}?\\b(?:by one person|by only one|without|nobody|no one)`, 20) },
  // Substance: everyday signs rather than the word itself.
  { kind: 'substance', pattern: any(['(?:smell|stink|reek|stank|reek)(?:s|ed|ing)? (?:of|like) (?:alcohol|booze|beer|wine|liquor|weed|marijuana|pot|cannabis|drink|spirits|whisk(?:e)?y|vodka)', 'slurr(?:ing|ed|s)\\b', '(?:empties|empty (?:bottles|cans|cans of \\w+)) (?:in|under|behind|hidden)', 'smell (?:it|drink|alcohol|booze) on (?:you|him|her|them|his breath|her breath|their breath)', 'liquid lunch\\w*', '(?:breath|breath that) (?:smells|smelled|stinks|stank)', '(?:come|comes|came|coming) back from (?:lunch|the break|break|the pub)[^.!?]{0,30}?\\b(?:unsteady|glassy|slurr\\w*|red-faced|a different person|worse for wear)', 'mints? to (?:hide|cover|mask)', 'unsteady on (?:his|her|their|your) feet', '(?:pints?|a few drinks|a couple of drinks|a bottle of wine) (?:at|over|with|during) lunch']) },
  // Conduct: touching, remarks on looks and messages that are not about work.
  { kind: 'conduct', pattern: any(['(?:puts?|putting|places?|placing|rests?|resting) (?:his|her|their|your) hands? on (?:my|her|his|their|our|people\'s) (?:lower back|waist|leg|legs|knee|thigh|hip|hips|hair|neck|bum|bottom)', '(?:stands?|standing|sits?|sitting) (?:way |far |much )?too close', 'call(?:s|ed|ing)? (?:me|her|him|the (?:\\w+ )?\\w+) (?:gorgeous|sexy|hot|beautiful|pretty|babe|love|darling|princess|good girl)', '(?:come|go) back to (?:his|her) (?:hotel|room|place|flat)', 'ask(?:s|ed|ing)? (?:me|her|him|the (?:\\w+ )?\\w+|interns?) (?:whether|if|about whether) (?:she|he|i|they) (?:had|has|have|was|is|were) (?:a )?(?:boyfriend|girlfriend|partner|single|married|dating)', 'ask(?:s|ed|ing)? (?:me|her|them|us|the \\w+) to (?:twirl|spin round|spin around|turn around|smile more|sit on)']) },
  { kind: 'conduct', pattern: then('(?:text|texts|texting|texted|messag(?:e|es|ed|ing)|dms?|dm(?:ed|ing)|snapchat\\w*|calls? me|calling me)', "(?:not (?:about )?work|nothing to do with work|not work-related|unrelated to work|what (?:i|she) (?:am|was|is) wearing|(?:my|her|his|their) (?:love life|dating life|boyfriend|girlfriend|body|bodies))", 70) },
  // Remarks on someone's body, looks or clothes ("She comments on our bodies."), stares and ratings.
  { kind: 'conduct', pattern: any(REMARKS_ON_LOOKS), unless: LOOKS_AT_WORK, gate: LOOKS_WORDS },
  { kind: 'conduct', pattern: any(['call(?:s|ed|ing)? (?:me|her|him|us|them|[\\w\'-]+)(?: [\\w\'-]+)? (?:a |an )?(?:stupid |silly |dumb |fat |little |useless )?(?:bitch(?:es)?|slut|whore|tart|slag|cunt|bimbo)\\b', 'call(?:s|ed|ing)? (?:me|her|him|us|them) (?:fat|fatty|chubby|ugly)\\b']) },
  // Wellbeing: what burnout looks like from the inside.
  { kind: 'wellbeing', pattern: any(["(?:can't|cannot|can not|couldn't) (?:face|bring myself to) (?:going|walking|coming) (?:in|back)", "(?:can't|cannot|couldn't) face (?:work|another (?:day|shift|week)|mondays?|the office)", 'sit in (?:the|my) (?:car|car park|parking lot)[^.!?]{0,40}?before', 'in tears(?! of laughter)', 'stomach (?:drops|sinks|churns|turns|knots)', '(?:knots?|sick) in (?:my|the) stomach', 'feel(?:s|ing)? (?:physically )?sick (?:thinking|about|before|when|every|on sunday|at the thought)', 'dread(?:s|ed|ing)? (?:the |my |every |going |coming |opening |seeing |hearing |checking |sundays?|mondays?)', '(?:affecting|affects|affected|ruining|hurting|taking a toll on|toll on) (?:my|our|their|his|her) (?:health|sleep|family|marriage|relationship)', '(?:started|start|starting) (?:getting|having) (?:headaches|migraines|panic|nosebleeds|chest pains)', "(?:not|haven't|hasn't|never) (?:had|taken|got) a (?:proper |real |full |single )?(?:lunch break|break|weekend(?: off)?|day off|holiday) (?:in|for|since)", "(?:can't|cannot) switch off", 'close to (?:breaking|burning out|tears|collapse)', '(?:taking|started taking|start taking|on) (?:sleeping (?:tablets|pills)|antidepressants|beta[- ]blockers)', 'signed (?:me|her|him|them) off', 'signed off (?:sick|with stress|for stress)', '(?:lost|put on) (?:a stone|\\d+ ?(?:kg|kilos|pounds|stone)|(?:so much|a lot of) weight) since']) },
];
