import { distinctiveWords } from './theme-words';

const wordsOf = (groups: string[][]) => distinctiveWords(groups).map((g) => g.words);

describe('distinctiveWords', () => {
  const trolleys = ['The trolley wheel is wonky again.', 'Another wonky trolley wheel this morning.', 'Wonky wheels on every trolley.'];
  const parking = ['Parking fills up by eight.', 'The car park is always full.', 'More parking spaces, please.'];

  it('names a group by the nouns that set it apart, not by how people judged them', () => {
    const [first, second] = wordsOf([trolleys, parking]);
    expect(first).toEqual(expect.arrayContaining(['trolley', 'wheel']));
    expect(first).not.toContain('wonky');
    expect(second).toContain('parking');
  });

  it('keeps the other words of a group that says no noun twice', () => {
    const [, vague] = wordsOf([trolleys, ['Went smoothly.', 'It all ran smoothly.']]);
    expect(vague).toContain('smoothly');
  });
});

describe('the words that name a theme', () => {
  it('are shown as people wrote them, not as their stems', () => {
    const pitches = ['The pitches by the gate flood.', 'Corner pitches cost more.', 'Pitches get muddy.'];
    const chaos = ['Total chaos at setup.', 'The chaos at the gate again.', 'Setup is chaos every week.'];
    const [first, second] = wordsOf([pitches, chaos]);
    expect(first).toContain('pitches');
    expect(second).toContain('chaos');
    expect([...first, ...second]).not.toEqual(expect.arrayContaining(['pitche']));
    expect([...first, ...second]).not.toEqual(expect.arrayContaining(['chao']));
  });
});
