/** What a strength in a theme does for the team, and what to do when the theme needs work. */
export interface ThemeAdvice { impact: string; suggestion: string; action: string; expectedImpact: string }

export const THEME_ADVICE: Record<string, ThemeAdvice> = {
  Communication: {
    impact: 'People understand what is expected and why, which saves rework and guesswork.',
    suggestion: 'State the goal, the decision and the next step explicitly, and confirm understanding in writing after key conversations.',
    action: 'Send a short written recap (decision, owner, date) after every important discussion for the next month',
    expectedImpact: 'Fewer misunderstandings and less time lost clarifying expectations',
  },
  Listening: {
    impact: 'People feel heard, so they bring problems and ideas early.',
    suggestion: 'Let people finish before responding, summarise what you heard, and ask one follow-up question before giving your view.',
    action: 'In every one-on-one and meeting, let others finish and paraphrase their point before replying; ask a trusted colleague to flag interruptions',
    expectedImpact: 'Team members feel heard and raise issues earlier',
  },
  Meetings: {
    impact: 'Meetings are worth the time spent in them.',
    suggestion: 'Cut or shorten recurring meetings, share an agenda in advance and end with clear owners and actions.',
    action: 'Audit recurring meetings: cancel or shorten the ones without a clear purpose and require an agenda for the rest',
    expectedImpact: 'More focus time and shorter, more useful meetings',
  },
  'Time and deadlines': {
    impact: 'Others can plan around reliable timing.',
    suggestion: 'Start and end on time, set realistic deadlines with the team, and flag slips early instead of at the last minute.',
    action: 'Agree deadlines with the people doing the work and flag any slip as soon as it is known',
    expectedImpact: 'Fewer last-minute scrambles and more trust in plans',
  },
  'Delegation and ownership': {
    impact: 'People own their work and grow through real responsibility.',
    suggestion: 'Agree the outcome and check-in points, then step back; review results rather than every step.',
    action: 'Pick two pieces of work to delegate fully with agreed outcomes and check-ins, and resist stepping into the details',
    expectedImpact: 'More ownership on the team and more time for higher-level work',
  },
  Recognition: {
    impact: 'People feel their work is seen, which sustains motivation.',
    suggestion: 'Acknowledge specific contributions promptly and give credit publicly to the people who did the work.',
    action: 'Recognise one specific contribution each week, publicly and by name of the work',
    expectedImpact: 'Higher motivation and a stronger sense of being valued',
  },
  'Decision making': {
    impact: 'The team can move quickly with confidence in the direction.',
    suggestion: 'Make decisions at a predictable point, explain the reasoning, and avoid reversing them without new information.',
    action: 'For each significant decision, write down the decision, the reasoning and who was consulted, and share it',
    expectedImpact: 'Less churn from reversed decisions and more trust in the direction',
  },
  'Planning and priorities': {
    impact: 'Everyone knows what matters most, so effort goes to the right work.',
    suggestion: 'Keep a short, visible list of priorities, explain trade-offs when they change, and protect the team from constant shifts.',
    action: 'Publish the top three priorities for the quarter and review them with the team every two weeks',
    expectedImpact: 'Clearer focus and less wasted effort on work that gets dropped',
  },
  Workload: {
    impact: 'Work is spread sustainably, so quality holds up.',
    suggestion: 'Review workload with each person, drop or defer lower-priority work, and stop relying on evenings and weekends.',
    action: 'Review each person’s workload in one-on-ones and cut or defer work until evenings and weekends are the exception',
    expectedImpact: 'A sustainable pace and lower burnout risk',
  },
  'Technical skill': {
    impact: 'Deep expertise raises the quality of the team’s work.',
    suggestion: 'Close the skill gaps respondents named with targeted learning or pairing, and share expertise more widely.',
    action: 'Run regular knowledge-sharing sessions or pairing so expertise spreads across the team',
    expectedImpact: 'Higher work quality and less dependence on one person',
  },
  'Presentation pace and slides': {
    impact: 'The material lands: it is easy to follow and remember.',
    suggestion: 'Slow the pace, cut text on slides, and use concrete examples for the key points.',
    action: 'Rework the deck: fewer words a slide, one idea each, concrete examples, and a rehearsal timed with pauses',
    expectedImpact: 'Audiences follow the material and remember more of it',
  },
  'Audience and questions': {
    impact: 'The audience is involved and gets its questions answered.',
    suggestion: 'Plan time for questions and check in with the audience during the session, not only at the end.',
    action: 'Reserve at least ten minutes for questions and add two check-ins with the audience during the session',
    expectedImpact: 'A more engaged audience whose questions get answered',
  },
  'Respect and conduct': {
    impact: 'People feel respected, which builds trust and openness.',
    suggestion: 'Keep a calm, respectful tone, especially under pressure, and repair quickly when a remark lands badly.',
    action: 'Ask for specific examples of remarks that landed badly, apologise where due, and agree on how disagreements are handled',
    expectedImpact: 'A more respectful climate where people speak openly',
  },
  Feedback: {
    impact: 'People know where they stand and how to improve.',
    suggestion: 'Give feedback that is specific, timely and balanced, and ask for feedback in return.',
    action: 'Give each person one specific, timely piece of feedback every two weeks and ask for one in return',
    expectedImpact: 'Faster growth and fewer surprises in reviews',
  },
  Collaboration: {
    impact: 'Work flows across people and teams without friction.',
    suggestion: 'Involve the people affected early, share context across teams and break down silos.',
    action: 'Set up a regular touchpoint with the teams you depend on and involve them early in plans',
    expectedImpact: 'Smoother handoffs and fewer surprises between teams',
  },
  'Support and mentoring': {
    impact: 'People grow and feel backed when things get hard.',
    suggestion: 'Make time to coach, be reachable, and talk about each person’s growth regularly.',
    action: 'Hold regular one-on-ones that include each person’s growth goals and keep time open for questions',
    expectedImpact: 'People grow faster and feel supported',
  },
  Wellbeing: {
    impact: 'People stay healthy and engaged.',
    suggestion: 'Check in on stress openly, model sustainable hours, and act on signs of overload.',
    action: 'Ask each person how sustainable their pace is and act on what you hear within two weeks',
    expectedImpact: 'Lower stress and earlier warning of burnout',
  },
  'Reliability and follow-through': {
    impact: 'People can count on commitments being kept.',
    suggestion: 'Track commitments in one place, close the loop on each, and say early when something will not happen.',
    action: 'Keep a visible list of your commitments and close the loop on each one, including the ones you drop',
    expectedImpact: 'More trust that what is promised gets done',
  },
};

const GENERIC: ThemeAdvice = {
  impact: 'Respondents value this.',
  suggestion: 'Ask respondents for specific examples and agree on one concrete change.',
  action: 'Discuss this theme with the team and agree on one concrete change',
  expectedImpact: 'A visible response to what respondents raised',
};

export const adviceFor = (theme: string): ThemeAdvice => THEME_ADVICE[theme] ?? GENERIC;
