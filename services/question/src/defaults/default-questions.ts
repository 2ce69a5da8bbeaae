import type { KnownCategory } from '@pill/proto/question';

export type DefaultQuestion = { id: string; text: string; subtext?: string; category: KnownCategory };

/** The date every default question shows as Created; fixed so the library never churns. */
export const DEFAULT_QUESTIONS_CREATED_AT = '2025-06-28T00:00:00.000Z';

/**
 * The starter library every owner sees. Ids are stable: links and answers refer to them.
 * The first two `general` questions are the ones the create form preselects.
 */
export const DEFAULT_QUESTIONS: ReadonlyArray<DefaultQuestion> = [
  {
    id: 'default-general-1',
    text: 'What should I keep doing?',
    subtext: 'Something I do that helps you or the team, and that you would miss if I stopped.',
    category: 'general',
  },
  {
    id: 'default-general-2',
    text: 'What should I start or stop doing?',
    subtext: 'Be specific: one change that would make the biggest difference.',
    category: 'general',
  },
  {
    id: 'default-general-3',
    text: 'What is one thing you have wanted to tell me but haven’t?',
    subtext: 'This is anonymous. Say it the way you would if it were easy.',
    category: 'general',
  },
  {
    id: 'default-general-4',
    text: 'How would you describe working with me to a friend?',
    category: 'general',
  },
  {
    id: 'default-general-5',
    text: 'If you could change one thing about how we work together, what would it be?',
    category: 'general',
  },
  {
    id: 'default-general-6',
    text: 'Is there anything else you would like me to know?',
    subtext: 'Anything the other questions did not cover.',
    category: 'general',
  },

  {
    id: 'default-impact-1',
    text: 'Where do I add the most value to the team?',
    subtext: 'Think of a moment when my work made yours easier or better.',
    category: 'impact',
  },
  {
    id: 'default-impact-2',
    text: 'What do I spend time on that does not seem to matter much?',
    category: 'impact',
  },
  {
    id: 'default-impact-3',
    text: 'When have I slowed you or the team down?',
    subtext: 'Missed handoffs, late replies, unclear decisions: whatever got in the way.',
    category: 'impact',
  },
  {
    id: 'default-impact-4',
    text: 'How reliable am I at following through on what I commit to?',
    subtext: 'An example helps more than a rating.',
    category: 'impact',
  },
  {
    id: 'default-impact-5',
    text: 'What one skill, if I improved it, would make me noticeably more effective?',
    category: 'impact',
  },

  {
    id: 'default-awareness-1',
    text: 'What do you think I don’t realise about how I come across?',
    subtext: 'The gap between how I see myself and how others see me.',
    category: 'awareness',
  },
  {
    id: 'default-awareness-2',
    text: 'What is a strength of mine that I underuse?',
    category: 'awareness',
  },
  {
    id: 'default-awareness-3',
    text: 'What is a habit of mine that might be holding me back?',
    subtext: 'Something small that people notice but rarely mention.',
    category: 'awareness',
  },
  {
    id: 'default-awareness-4',
    text: 'How do I react when things go wrong or I get pushback?',
    category: 'awareness',
  },
  {
    id: 'default-awareness-5',
    text: 'What would surprise me most about this feedback?',
    category: 'awareness',
  },

  {
    id: 'default-habits-1',
    text: 'How well do I listen when you bring me a problem or an idea?',
    subtext: 'Do you leave feeling heard?',
    category: 'habits',
  },
  {
    id: 'default-habits-2',
    text: 'How do I handle disagreement with you or others?',
    category: 'habits',
  },
  {
    id: 'default-habits-3',
    text: 'Do I make it easy for you to ask me for help?',
    subtext: 'If not, what makes it harder than it should be?',
    category: 'habits',
  },
  {
    id: 'default-habits-4',
    text: 'How do I treat people when I am under pressure?',
    category: 'habits',
  },
  {
    id: 'default-habits-5',
    text: 'Is there anything I do in meetings or conversations that puts you off?',
    subtext: 'Interrupting, checking my phone, dominating the discussion, anything else.',
    category: 'habits',
  },

  {
    id: 'default-leadership-1',
    text: 'Do you feel safe raising concerns or disagreeing with me?',
    subtext: 'If not, what would need to change?',
    category: 'leadership',
  },
  {
    id: 'default-leadership-2',
    text: 'How clear am I about priorities and what good looks like?',
    category: 'leadership',
  },
  {
    id: 'default-leadership-3',
    text: 'How well do I support your growth?',
    subtext: 'Opportunities, coaching, recognition: what is working and what is missing.',
    category: 'leadership',
  },
  {
    id: 'default-leadership-4',
    text: 'Do I give you the right amount of autonomy?',
    subtext: 'Too much hand-holding, or too little support?',
    category: 'leadership',
  },
  {
    id: 'default-leadership-5',
    text: 'How fairly do I treat people on the team?',
    subtext: 'Think about workload, credit and who gets heard.',
    category: 'leadership',
  },
  {
    id: 'default-leadership-6',
    text: 'What is one decision of mine you would have made differently, and why?',
    category: 'leadership',
  },

  {
    id: 'default-style-1',
    text: 'How clear is my communication?',
    subtext: 'Emails, messages, meetings: where do I lose people?',
    category: 'style',
  },
  {
    id: 'default-style-2',
    text: 'Do I come across as genuine?',
    subtext: 'When does it feel like I am saying what I think people want to hear?',
    category: 'style',
  },
  {
    id: 'default-style-3',
    text: 'How does my tone land with you, in writing and in person?',
    category: 'style',
  },
  {
    id: 'default-style-4',
    text: 'When I give you feedback, how useful is it?',
    subtext: 'Is it specific, timely and kind enough to act on?',
    category: 'style',
  },
  {
    id: 'default-style-5',
    text: 'What should I say more often, and what should I say less?',
    category: 'style',
  },

  {
    id: 'default-session-1',
    text: 'What was the most useful part of this session?',
    category: 'session',
  },
  {
    id: 'default-session-2',
    text: 'What was unclear or could have been left out?',
    subtext: 'Parts that dragged, went too fast or lost you.',
    category: 'session',
  },
  {
    id: 'default-session-3',
    text: 'How was the pace and length?',
    category: 'session',
  },
  {
    id: 'default-session-4',
    text: 'What will you do differently after this session?',
    subtext: 'If nothing, tell us why: that is useful too.',
    category: 'session',
  },
  {
    id: 'default-session-5',
    text: 'How could the presenter make the next session better?',
    subtext: 'Delivery, slides, examples, room for questions.',
    category: 'session',
  },
];
