import { clauseTone, praiseUndone, questionIntent } from './polarity';

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

  it.each([
    'This deadline is killing me.',
    'These deadlines are killing us.',
    'My feet were killing me by the end.',
    'The meetings are driving me mad.',
    'The constant meetings are doing my head in.',
    'The rota is a nightmare.',
    'Honestly the standups are a joke.',
    'The training was a joke.',
    'I am fed up with meetings that run over.',
    "I can't stand the weekly sync.",
    'His feedback is brutal.',
    'The workload is insane right now.',
    'Communication has gone out the window since the reorg.',
    'The planning is all over the place.',
    'The meetings feel like a punishment.',
    'The deadlines are crushing us.',
    'The standups drag on forever.',
    'She takes all the credit for our work.',
    "He is great at taking credit for other people's work.",
    'Her support has been non-existent.',
    'The support from management is zero.',
    'Good luck getting a decision out of him.',
    'She talks a good game about support.',
    "He'd be a great manager if he ever listened.",
    'In meetings you go off on tangents.',
    'Communication is the weakest part of the team.',
    'Exhausting to work for.',
    'Nice of him to finally show up to the standup.',
  ])('hears an everyday complaint in "%s"', (s) => expect(tone(s, 'strengths')).toBe('criticism'));

  it.each([
    'Love how the priorities change every week.',
    'I love being told about deadlines the day before.',
    'Super helpful, said no one ever.',
  ])('never takes mock praise as praise: "%s"', (s) => expect(tone(s)).toBe('criticism'));

  it.each(['Keep the one-on-ones.', 'Keep the one-on-ones…', 'Keep running the Friday demos.'])(
    'hears a wish to keep something as it is as praise: "%s"',
    (s) => expect(tone(s)).toBe('praise'),
  );

  it.each([
    'Keep the one-on-ones short.',
    'Keep the one-on-ones to fifteen minutes.',
    'Keep us in the loop when plans change.',
    'Keep the stand-up but make it optional.',
  ])('hears a wish to keep something but changed as a request, not praise: "%s"', (s) => expect(['suggestion', 'criticism']).toContain(tone(s)));

  it.each([
    'Meetings always start and end on time.',
    'She really listens and I always feel heard.',
    'She nailed the presentation.',
    'You write things down and follow up.',
    'You found the money for my course.',
    'The deadlines are realistic and she protects us from last-minute changes.',
  ])('still hears praise in "%s"', (s) => expect(tone(s)).toBe('praise'));

  it.each(['Everyone heard it.', 'I heard the news from the client.'])('does not take hearing for listening well: "%s"', (s) => expect(tone(s)).not.toBe('praise'));

  it.each(['Clear enough on targets.', 'Friendly enough.'])('does not count faint praise as praise: "%s"', (s) => expect(tone(s)).not.toBe('praise'));

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

describe('everyday praise and its limits', () => {
  it.each([
    'You sort out payslip problems the same week, fair play to you for that.',
    'Watching you talk a panicking owner through it at 2am was a masterclass.',
    'I learn more in that half hour than the rest of the week put together.',
    'She spotted the infection two days before the GP did.',
    'Backing us when a passenger complaint is rubbish.',
  ])('reads "%s" as praise', (s) => expect(tone(s)).toBe('praise'));

  it.each(['Fair-ish.', 'Good-ish, I suppose.'])('reads "%s" as faint, never praise', (s) => expect(tone(s)).not.toBe('praise'));

  it('reads "much less clear on everything else" as criticism', () => {
    expect(tone('much less clear on everything else')).toBe('criticism');
  });
});

describe('praiseUndone', () => {
  it.each([
    'Great, another meeting that could have been an email.',
    'You hear us out at the toolbox talk, then the programme wins every time.',
    'He listens, then does whatever he wanted anyway.',
  ])('takes back the praise in "%s"', (s) => expect(praiseUndone(s)).toBe(true));

  it.each([
    'She listens, then follows up every time.',
    'You hear us out and then we agree a plan together.',
  ])('keeps the praise in "%s"', (s) => expect(praiseUndone(s)).toBe(false));
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
