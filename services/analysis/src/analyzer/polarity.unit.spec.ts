import { clauseTone, questionIntent } from './polarity';

const tone = (s: string, intent?: Parameters<typeof clauseTone>[1]) => clauseTone(s, intent).polarity;

describe('clauseTone', () => {
  it.each([
    'You explain the reasoning behind decisions really clearly.',
    'Always gives credit to the team in the all-hands.',
    'Honestly the best manager I have had.',
    'You listen well and follow up on what we discuss.',
    'Very approachable, I never hesitate to ask for help.',
    'The session was well structured and easy to follow.',
    'Keep doing the weekly one-on-ones.',
    'You absolutely killed it at the board demo.',
    'Collaboration with the dev team has never been better.',
  ])('hears praise in "%s"', (s) => expect(tone(s)).toBe('praise'));

  it.each([
    'You are not a good listener.',
    'I would not say communication is a strength.',
    'Never gives credit to the people who did the work.',
    'You interrupt people constantly.',
    'The slides were cluttered.',
    'Honestly the pace was way too fast for a beginner audience.',
    "I don't feel heard in our one-on-ones.",
    'He is hard to reach when something is blocked.',
    'Priorities are a moving target.',
    'You listen, but then nothing happens.',
    'I have raised the alerting noise three times.',
    'A little too quiet in leadership meetings.',
  ])('hears criticism in "%s"', (s) => expect(tone(s)).toBe('criticism'));

  it.each([
    'Great, another meeting that could have been an email.',
    'Oh wonderful, yet another reorg.',
    'Fantastic, more last-minute changes on a Friday.',
    'Yeah, right, the open door policy.',
  ])('never takes sarcasm as praise: "%s"', (s) => expect(tone(s)).toBe('criticism'));

  it.each(['Meetings are fine I guess.', 'Not bad.', 'The updates are adequate.', 'It is okay-ish, could be worse.'])(
    'does not count faint praise as praise: "%s"',
    (s) => expect(tone(s)).not.toBe('praise'),
  );

  it.each([
    'Could be more decisive when we are stuck.',
    'It would help to share the agenda a day before.',
    'I wish you delegated more of the release work.',
    'You need to set clearer expectations for juniors.',
    'Put the ask first.',
    'Please share the rota earlier.',
  ])('hears a request for change in "%s"', (s) => expect(['suggestion', 'criticism']).toContain(tone(s)));

  it('does not read a denied complaint as praise', () => {
    expect(tone('The priorities are never written down.')).not.toBe('praise');
  });

  it('lets the question decide for answers with no tone of their own', () => {
    expect(tone('Delegating more of the planning.', 'improvements')).toBe('suggestion');
    expect(tone('The weekly demos.', 'strengths')).toBe('praise');
    expect(tone('Nothing comes to mind.', 'strengths')).toBe('neutral');
    expect(tone('The weekly demos.', 'open')).toBe('neutral');
  });
});

describe('questionIntent', () => {
  it.each([
    ['What should I keep doing?', 'strengths'],
    ['Where do I add the most value to the team?', 'strengths'],
    ['What should I start or stop doing?', 'improvements'],
    ['What is a habit of mine that might be holding me back?', 'improvements'],
    ['How could the presenter make the next session better?', 'improvements'],
    ['How well do I listen when you bring me a problem or an idea?', 'open'],
    ['What will you do differently after this session?', 'open'],
  ])('reads "%s" as %s', (q, intent) => expect(questionIntent(q)).toBe(intent));
});
