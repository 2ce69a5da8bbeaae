import { readAnswer } from './normalize';

const variantsOf = (text: string) => readAnswer(text).variants;

describe('readAnswer', () => {
  it.each([
    ['left-to-right mark', '\u200e'],
    ['right-to-left mark', '\u200f'],
    ['bidi embedding', '\u202a'],
    ['bidi override', '\u202e'],
    ['bidi isolate', '\u2066'],
    ['pop directional isolate', '\u2069'],
    ['zero-width space', '\u200b'],
    ['zero-width joiner', '\u200d'],
    ['word joiner', '\u2060'],
    ['byte order mark', '\ufeff'],
    ['Mongolian vowel separator', '\u180e'],
    ['tag character', '\u{e0041}'],
    ['cancel tag', '\u{e007f}'],
    ['soft hyphen', '\u00ad'],
    ['Hangul filler', '\u3164'],
    ['Hangul choseong filler', '\u115f'],
    ['Hangul jungseong filler', '\u1160'],
    ['halfwidth Hangul filler', '\uffa0'],
    ['braille blank', '\u2800'],
  ])('reads through a %s hidden inside a word', (_, char) => {
    expect(variantsOf(`I will ki${char}ll you`)).toContain('i will kill you');
  });

  it('reads a blank-looking letter put between words as a space', () => {
    expect(variantsOf('I\u3164will\u3164kill\u3164you')).toContain('i will kill you');
  });

  it.each([
    ['Cyrillic i', 'I will k\u0456ll you'],
    ['Cyrillic o and u look-alikes', 'I will kill \u0443\u043eu'],
    ['Greek kappa', 'I will \u03baill you'],
    ['fullwidth letters', 'I will ｋｉｌｌ you'],
    ['mathematical letters', 'I will 𝐤𝐢𝐥𝐥 you'],
    ['an accent', 'I will kíll you'],
    ['a strike-through', 'I will k\u0336i\u0336l\u0336l\u0336 you'],
    ['dotless i', 'ı wıll kıll you'],
    ['capital I for l', 'I will kiII you'],
    ['1 for i', 'I will k1ll you'],
    ['1 for l', 'I will ki11 you'],
    ['! for i', 'I will k!ll you'],
    ['| for i', 'I will k|ll you'],
    ['spaces', 'I will k i l l you'],
    ['dots', 'I will k.i.l.l you'],
    ['dashes', 'I will k-i-l-l you'],
    ['stretched letters', 'I will kiiiiiill you'],
  ])('reads %s as plain Latin letters', (_, text) => {
    expect(variantsOf(text)).toContain('i will kill you');
  });

  it('decodes digits and symbols standing for letters only inside words', () => {
    expect(variantsOf('y0u @re a m0r0n')).toContain('you are a moron');
    expect(variantsOf('$h!t')).toContain('shit');
    expect(variantsOf('we finished 3-1, 4 of 10 done!')).toEqual(['we finished 3-1, 4 of 10 done!', 'we finished 31, 4 of 10 done!']);
  });

  it('keeps a masking symbol as a hidden letter instead of deleting it', () => {
    expect(variantsOf('f*ck')).toEqual(['f*ck']);
    expect(variantsOf('k#ll')).toEqual(['k*ll']);
  });

  it('turns a capital I into l only after a small letter', () => {
    expect(variantsOf('In IT we trust')).toEqual(['in it we trust']);
  });

  it('expands contractions the rules read', () => {
    expect(variantsOf("Im gonna say you're late")).toContain('i am going to say you are late');
  });

  it('keeps case, digits and punctuation readable for the personal details layer', () => {
    expect(readAnswer(' Call\u200b 07911\u00a0123456, Flat 2 ').readable).toBe('Call 07911 123456, Flat 2');
  });
});

describe('readAnswer for the classifier', () => {
  it('reads leet between letters, keeps other digits as one number token', () => {
    expect(readAnswer('I will k1ll you').plain).toEqual(['i will kill you']);
    expect(readAnswer('h0pe y0u diiie, I will killlll you').plain).toEqual(['hope you die, i will kill you']);
    expect(readAnswer('More 1:1s please, by 10am.').plain).toEqual(['more 0:0s please, by 0am.']);
    expect(readAnswer('Fault test answer 223').plain).toEqual(readAnswer('Fault test answer 224').plain);
  });
});
