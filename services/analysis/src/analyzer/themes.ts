/**
 * The taxonomy of workplace-feedback topics. Each theme lists word stems and phrases that mean it,
 * so "interrupts", "hears us out" and "listening" all land on Listening. Matching is on lower-cased
 * text with word boundaries; stems end in \w* to cover inflections (a cheap stand-in for lemmas).
 */
export interface Theme { label: string; pattern: RegExp }

const theme = (label: string, words: string[]): Theme => ({
  label,
  pattern: new RegExp(`\\b(?:${words.join('|')})`, 'i'),
});

export const THEMES: readonly Theme[] = [
  theme('Communication', [
    'communicat\\w*', 'explain\\w*', 'explanation\\w*', 'articulat\\w*', 'clarity\\b', 'unclear\\b', 'clearly\\b',
    // "clear a jammed sorter", "clear the tables": the verb is not about communication.
    'clear\\b(?! (?:a|an|the|up|out|away|off|jams?|it|them|my|his|her|our|their|tables?|desks?|space|blockages?|snow|ice|rubbish)\\b)',
    'messag\\w*', 'updates?\\b', 'keeps? us (?:informed|posted|in the loop)', 'in the loop', 'out of the loop',
    'transparen\\w*', 'email\\w*', 'slack\\b', 'vague\\w*', 'garbled\\b', 'confus\\w*', 'context\\b', 'mixed signals', 'talks? down', 'tone\\b(?<!(?:sets?|setting) the tone)',
    'written\\b', 'writing\\b', 'wording\\b', 'expectations?\\b',
  ]),
  theme('Listening', [
    'listen\\w*', 'interrupt\\w*', 'hears? (?:us|me|people|others|everyone) out', 'heard\\b', 'talks? over',
    'cuts? (?:people|me|us|others) off', 'dismiss\\w*', 'open to (?:ideas|input|suggestions|other)', 'attentive\\w*',
  ]),
  theme('Meetings', [
    'meetings?\\b', 'stand-?ups?\\b', 'one-on-ones?\\b', '1:1s?\\b', '1-on-1s?\\b', 'retros?\\b', 'retrospectives?\\b',
    'agendas?\\b', '(?:weekly|daily|monthly) (?:reviews?|check-ins?)', 'syncs?\\b', '(?:video|zoom|team|weekly) calls?\\b', 'huddles?\\b',
  ]),
  theme('Time and deadlines', [
    'deadlines?\\b', 'late\\b', 'lateness\\b', 'on time\\b', 'too long\\b', 'ran long\\b', '(?:ended|finished|started) (?:late|early)', 'punctual\\w*', 'overrun\\w*', 'runs? over\\b', 'ran over\\b',
    'time management', 'timelines?\\b', 'schedul\\w*', 'last[- ]minute', 'delays?\\b', 'delayed\\b', 'tardy\\b', 'slipp?\\w*',
  ]),
  theme('Delegation and ownership', [
    'delegat\\w*', 'micromanag\\w*', 'ownership\\b', 'autonomy\\b', 'autonomous\\w*', 'empower\\w*', 'trusts? (?:us|me|the team|people)',
    'hands[- ]off\\b', 'let(?:s)? (?:us|me|people|them) (?:own|decide|run|fix|handle|lead|try)', 'rewrit\\w* (?:other people|our|my|their|everyone)', 'takes? over (?:our|my|other|their)', 'accountab\\w*', 'takes? responsibility', 'blame\\w*',
  ]),
  theme('Recognition', [
    'recogni(?:[sz]|tion)\\w*', 'credit\\b', 'apprecia\\w*', 'prais\\w*', 'thank\\w*', 'acknowledg\\w*', 'celebrat\\w*', 'shout-?outs?\\b',
    'kudos\\b', 'valued\\b', 'unappreciated\\b', 'taken for granted',
  ]),
  theme('Decision making', [
    'decisions?\\b', 'decisive\\w*', 'indecisi\\w*', 'decid\\w*', 'flip-?flop\\w*', 'changes? (?:his|her|their) mind', 'reverses?\\b',
    'judg(?:e)?ment\\b', 'proposals?\\b', 'sign-?off\\b', 'rationale\\b', 'reasoning\\b',
  ]),
  theme('Planning and priorities', [
    'priorit\\w*', 'plan\\b', 'plans\\b', 'planning\\b', 'roadmap\\w*', 'strateg\\w*', 'vision\\b', 'goals?\\b', 'objectives?\\b',
    'focus\\b', 'direction\\b', 'organi[sz]\\w*', 'shifting\\b', 'moving target', 'scope\\b', 'okrs?\\b', 'matters? (?:the )?most', 'rotas?\\b', '(?:advance|more|short|days\'?|weeks\'?) notice', 'handovers?\\b', 'hand-?offs?\\b',
  ]),
  theme('Workload', [
    'workload\\w*', 'overload\\w*', 'overwork\\w*', 'overtime\\b', 'on-?call\\b', 'doubles\\b', 'double shifts?', '(?:six|seven|6|7) days a week', '(?:at|after|until|till) (?:midnight|[1-4] ?am)\\b', 'running on (?:fumes|empty)', 'too much work', 'too many (?:projects|tasks|things)',
    'stretched\\b', 'capacity\\b', 'bandwidth\\b', 'understaff\\w*', 'long hours', 'weekends?\\b', 'late nights?\\b', 'piles? on',
    'burn(?:ed|t)?[- ]?out\\b', 'burnout\\b', 'exhaust\\w*', 'work-life', 'short[- ]?staff\\w*', 'understaff\\w*', 'staffing\\b', 'stretched (?:too |very |so )?thin', 'pressure cooker', 'work life balance',
  ]),
  theme('Technical skill', [
    'technical\\w*', 'expertise\\b', 'expert\\b', 'knowledge\\w*', 'knowledgeable\\b', 'skills?\\b', 'code\\b', 'coding\\b',
    'code reviews?', 'architecture\\b', 'engineering\\b', 'debug\\w*', 'domain\\b', 'competen\\w*', 'credib\\w*', 'eye for\\b', 'typograph\\w*', 'talented\\b', 'craftsmanship\\b', 'experienced\\b', 'architect\\w*', 'craft\\b', 'quality\\b',
    'masterclass\\b', 'clinical (?:skills?|eye|judge?ment|knowledge|standards)', 'knows? (?:[\\w-]+ ){0,4}inside out', 'surgical\\b',
    '(?:brilliant|great|excellent|superb|gifted|fantastic) (?:vet|nurse|doctor|clinician|engineer|coach|chef|surgeon|editor|writer|teacher|mechanic|technician|lawyer|dentist|designer|analyst|rigger)\\b',
  ]),
  theme('Presentation pace and slides', [
    'slides?\\b', 'pace\\b', 'pacing\\b', 'too fast', 'too slow', 'rushed\\b', 'rush(?:ing)?\\b', 'presentation\\w*', 'presenter\\w*', 'presenting\\b',
    // A football pitch and a double-deck trailer are not a presentation.
    'session\\b', 'pitch(?:es)?\\b(?<!(?:on|off|onto|across|football|rugby|hockey|cricket|training|muddy|wet|astro|grass) (?:the )?pitch(?:es)?)', 'decks?\\b(?<!(?:-|on |on the |double |single |upper |lower |top |flight |sun |car )decks?)', 'facilitat\\w*', 'trainer\\b', 'lectur\\w*', 'workshop\\b', 'speaker\\b', 'speak(?:s|ing)? (?:too|very) (?:fast|quickly|slowly)', 'demo\\w*',
    'visuals?\\b', 'font\\b', 'text-heavy', 'wall of text', '(?:real-world|concrete|practical) examples?', 'well-structured', 'engaging\\b', 'boring\\b',
  ]),
  theme('Audience and questions', [
    'audience\\b', 'q&a\\b', 'q and a\\b', 'questions? (?:from|at the end|time)', 'took questions', 'answer(?:ed|ing)? questions',
    'interactive\\w*', 'engage(?:s|d)? (?:the|with the) (?:room|audience|crowd)', 'participation\\b', 'ask(?:ing|ed)? (?:\\w+ ){0,2}questions', 'exercises?\\b', '(?:basic|silly|hard|tough|good|our|my|audience|chat|follow-up) questions', 'interactive\\b', 'group work', 'attendees?\\b', 'the room\\b',
  ]),
  theme('Respect and conduct', [
    'respect\\w*', 'disrespect\\w*', 'rude\\w*', 'condescend\\w*', 'patroni[sz]\\w*', 'belittl\\w*', 'humiliat\\w*', 'yell\\w*',
    'shout\\w*', 'scream\\w*', 'temper\\b', 'aggressive\\w*', 'hostile\\b', 'hostility\\b', 'inappropriate\\w*', 'harass\\w*',
    'bully\\w*', 'intimidat\\w*', 'professional\\w*', 'unprofessional\\w*', 'courteous\\b', 'kind\\b', 'kindness\\b', 'toxic\\b',
    'demean\\w*', 'snaps? at', 'snapp(?:ed|ing) at', 'rais(?:e|es|ed|ing) (?:his|her|their|your) voice', 'calm\\b', 'composed\\b', 'sarcastic\\w*', 'gossip\\w*',
  ]),
  theme('Feedback', [
    'feedback\\b', 'critique\\w*', 'crits?\\b', 'criticism\\b', 'criticiz\\w*', 'criticis\\w*', 'constructive\\b', 'reviews?\\b', 'input\\b',
  ]),
  theme('Collaboration', [
    'collaborat\\w*', 'teamwork\\b', 'team player', 'cooperat\\w*', 'work(?:s|ing)? together', 'cross-functional', 'one of us', 'jumps? (?:in|on)\\b', 'pitch(?:es)? in', 'rolls? up (?:your|his|her|their) sleeves', 'mucks? in', 'silos?\\b',
    'siloed\\b', 'across teams', 'other teams', 'partner\\w*', 'includ(?:e|es|ed|ing) (?:us|everyone|people)', 'inclusive\\w*',
    'left out', 'excluded\\b',
  ]),
  theme('Support and mentoring', [
    'support\\w*', 'mentor\\w*', 'coach\\w*', 'guidance\\b', 'guide\\w*', 'helpful\\w*', 'unhelpful\\b', 'help(?:s|ed|ing)? (?:us|me|the team|people|others|newer|juniors?)\\b',
    'approachab\\w*', 'generous with (?:your|his|her|their) time', 'unblock\\w*', 'when (?:someone|i|we|people) (?:is|am|are|get|gets) stuck', 'available\\b', 'unavailable\\b', 'availability\\b', 'grow(?:th)?\\b', 'career\\b', 'develop(?:ment)? (?:plan|goals)',
    'onboard\\w*', 'training\\b', 'courses?\\b', 'train(?:s|ed)? (?:us|me|people|new|newer|juniors)', 'patient\\b(?! (?:safety|care|records?|notes|files?|transport|flow|lists?|data))', 'patience\\b', 'invest(?:s|ed)? in (?:us|me|people)', '(?:has|have) (?:my|our) backs?', 'backs? (?:us|me) up', 'back(?:s|ed|ing)? (?:us|me|the team|people|you) (?:up|against|when|with|in)\\b', 'backing (?:us|me|the team)\\b', 'st(?:oo|an)ds? behind (?:us|me|every)', 'fights? for (?:the team|us|me|people)', 'protect\\w* (?:the team|us|me|people)', 'teach\\w* (?:us|me|the team|people|juniors)', 'coached\\b', 'taught (?:me|us|the team|people|juniors)', 'stands? up for (?:the team|us|me)',
  ]),
  theme('Wellbeing', [
    'well-?being\\b', 'stress\\w*', 'anxi\\w*', 'mental health', 'burn(?:ed|t)?[- ]?out\\b', 'burnout\\b', 'morale\\b',
    'exhaust\\w*', 'overwhelm\\w*', 'sick\\b(?! (?:of|and tired|to death)\\b)', 'can\'?t sleep', '(?:stopped|not|barely|hardly|can\'?t stop) (?:sleeping|eating)\\b', 'crying\\b', 'in tears\\b', 'dread\\w*',
  ]),
  theme('Reliability and follow-through', [
    'follow[- ]?(?:s )?(?:up|through)\\w*', 'reliab\\w*', 'unreliable\\b', 'dependab\\w*', 'consisten\\w*', 'inconsisten\\w*',
    'keeps? (?:his|her|their) (?:word|promises)', 'promis\\w*', 'sort(?:s|ed|ing)? out (?:[\\w-]+ ){0,2}(?:problems?|issues?|mistakes?)', 'drops? the ball', 'dropped the ball', 'forget\\w*', 'forgot\\w*',
  ]),
];

/** Theme labels an answer mentions, in taxonomy order; an answer may mention several. */
export function extractThemes(text: string): string[] {
  if (!text) return [];
  const labels: string[] = [];
  for (const t of THEMES) if (t.pattern.test(text)) labels.push(t.label);
  return labels;
}
