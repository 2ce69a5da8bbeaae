import { answerInsight } from './answer-insight';

const ELSE = 'Is there anything else you would like me to know?';
const KEEP = 'What should I keep doing?';

/** The themes an answer praises and the themes it criticises or asks to change. */
const tones = (response: string, question = ELSE) => {
  const { clauses } = answerInsight(question, response);
  const of = (match: (p: string) => boolean) => [...new Set(clauses.filter((c) => match(c.polarity)).flatMap((c) => c.themes))];
  return { praised: of((p) => p === 'praise'), criticised: of((p) => p === 'criticism' || p === 'suggestion') };
};

describe('answerInsight: what a sentence praises or criticises', () => {
  it.each([
    'He called Maria a stupid bitch in the standup last week, everyone heard it.',
    'He shouts at juniors in meetings and threatened to fire anyone who complains.',
    'She comments on our bodies in the weekly review.',
    'He makes jokes about the older staff in every meeting, and everyone laughs along.',
  ])('files behaviour under conduct, never under the meeting it happened in: "%s"', (s) => {
    const { praised, criticised } = tones(s);
    expect(praised).toEqual([]);
    expect(criticised).toContain('Respect and conduct');
    expect(criticised).not.toContain('Meetings');
    expect(criticised).not.toContain('Listening');
  });

  it.each([
    ['I have started taking sleeping tablets just to switch off after a late shift.', KEEP],
    ['You always step in when we are drowning, you never hide in the office.', KEEP],
    ['The guard on the press has been taped over for weeks so the line runs faster, great for the numbers.', ELSE],
  ])('never takes a sentence quoted as a concern for praise: "%s"', (s, question) => {
    const { clauses, concerns } = answerInsight(question, s);
    expect(concerns.length).toBeGreaterThan(0);
    expect(clauses.filter((c) => c.polarity === 'praise')).toEqual([]);
  });

  it('keeps criticism of a real topic in a conduct sentence', () => {
    expect(tones('He never listens and shouts at anyone who disagrees.').criticised).toEqual(expect.arrayContaining(['Respect and conduct', 'Listening']));
  });

  it('judges praise and a complaint joined by "and" apart', () => {
    expect(tones('Talented and exhausting.', 'How would you describe working with me to a friend?')).toEqual({ praised: ['Technical skill'], criticised: ['Workload', 'Wellbeing'] });
  });

  it.each([
    ['You hear us out in department meetings and actually change things.', 'Listening'],
    ['Clear in meetings.', 'Communication'],
    ['Your feedback during one-on-ones is specific and kind.', 'Feedback'],
  ])('praises the topic, not the setting it was seen in: "%s"', (s, topic) => {
    const { praised } = tones(s);
    expect(praised).toContain(topic);
    expect(praised).not.toContain('Meetings');
  });

  it('still praises meetings when they are the topic', () => {
    expect(tones('The standups are short and useful.').praised).toEqual(['Meetings']);
    expect(tones('Keep the one-on-ones, they are the most useful half hour of my week.', KEEP).praised).toEqual(['Meetings']);
  });

  it.each([
    ['This deadline is killing me.', 'Time and deadlines'],
    ['Great, another meeting that could have been an email.', 'Meetings'],
    ['You hear us out at the toolbox talk, then the programme wins every time.', 'Listening'],
    ['In meetings you go off on tangents.', 'Meetings'],
    ['We get zero recognition.', 'Recognition'],
  ])('hears a complaint, not a strength, in "%s"', (s, theme) => {
    const { praised, criticised } = tones(s, KEEP);
    expect(praised).toEqual([]);
    expect(criticised).toContain(theme);
  });

  it('does not read a first-aid answer about patient safety as praise for patience', () => {
    expect(tones('Discharges before 11 or patient safety?').praised).not.toContain('Support and mentoring');
  });
});
