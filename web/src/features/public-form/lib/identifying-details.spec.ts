import { findIdentifyingDetails, splitByDetails, type DetailKind } from './identifying-details';

/** What a respondent would see highlighted: each flagged piece with its kind. */
function flagged(text: string, ownName?: string): Array<[DetailKind, string]> {
  return findIdentifyingDetails(text, ownName).map(({ kind, start, end }) => [kind, text.slice(start, end)]);
}

describe('findIdentifyingDetails flags', () => {
  it.each<[string, Array<[DetailKind, string]>]>([
    ['I talked to Sarah about it.', [['name', 'Sarah']]],
    ['Thanks to Sarah Jones for the help.', [['name', 'Sarah Jones']]],
    ["Ask McKay's team, they know.", [['name', "McKay's"]]],
    ['Mail me at sam.lee+pill@example.co.uk please', [['email', 'sam.lee+pill@example.co.uk']]],
    ['Call me on +44 7911 123456 any time', [['phone', '+44 7911 123456']]],
    ['It happened on 3 March during the review', [['time', '3 March']]],
    ['It happened on March 3rd, 2025.', [['time', 'March 3rd, 2025']]],
    ['The release on 03/03/2025 went badly', [['time', '03/03/2025']]],
    [
      'I was the only one online at 09:14',
      [
        ['role', 'the only one'],
        ['time', '09:14'],
      ],
    ],
    ['You snapped at me last Tuesday at the demo', [['time', 'last Tuesday at']]],
    ['As the only designer on the team, I feel unheard.', [['role', 'As the only designer on the team']]],
    ['Speaking as the only designer, I feel unheard.', [['role', 'as the only designer']]],
    ['I am the team’s only tester and it shows.', [['role', 'the team’s only tester']]],
    ['Being the new hire in marketing is hard', [['role', 'the new hire']]],
    ['I am the one who sits by the window, so I hear everything.', [['role', 'the one who sits by the window']]],
    ['You dismissed my idea in Monday’s standup.', [['event', 'Monday’s standup']]],
    ["In Friday's sprint review you interrupted me.", [['event', "Friday's sprint review"]]],
    ['The retro on Friday felt rushed.', [['event', 'retro on Friday']]],
  ])('%s', (text, expected) => {
    expect(flagged(text)).toEqual(expected);
  });

  it("flags the respondent's own name anywhere, in any case", () => {
    expect(flagged('sam here. Honestly, Sam thinks the plan is fine.', 'Sam Lee')).toEqual([
      ['name', 'sam'],
      ['name', 'Sam'],
    ]);
    expect(flagged('Lee would say the same', ' Sam Lee ')).toEqual([['name', 'Lee']]);
  });
});

describe('findIdentifyingDetails leaves ordinary feedback alone', () => {
  it.each([
    'The planning meeting runs long',
    'Our manager is great at Monday planning',
    'I think the roadmap is unclear. I would like more context.',
    'Great demos! Keep sharing them. Really useful.',
    'More focus time would help. Fewer meetings on Fridays too.',
    'The only thing I would change is the length of the standup.',
    'We use Slack and Jira too much; the CEO should decide.',
    'I file bugs from my iPhone into GitHub; HR and QA agree.',
    'Response times went from 3.5 to 2 days, which is 40% better.',
    'You may want to give feedback sooner.',
    'I’m happy here. I’d stay another 2 years.',
    '- Clear goals\n- Honest reviews\nKeep it up.',
  ])('%s', (text) => {
    expect(flagged(text)).toEqual([]);
  });

  it('does not flag a name that is also an ordinary word only because the name field is short', () => {
    expect(flagged('Great work on the launch', 'A')).toEqual([]);
  });
});

describe('splitByDetails', () => {
  it('cuts the answer into plain and flagged pieces that join back to the text', () => {
    const text = 'Ask Sarah on 3 March.';
    const pieces = splitByDetails(text, findIdentifyingDetails(text));
    expect(pieces).toEqual([
      { text: 'Ask ' },
      { text: 'Sarah', kind: 'name' },
      { text: ' on ' },
      { text: '3 March', kind: 'time' },
      { text: '.' },
    ]);
    expect(pieces.map((p) => p.text).join('')).toBe(text);
  });
});
