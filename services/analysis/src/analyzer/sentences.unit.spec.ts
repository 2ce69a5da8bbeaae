import { looksLikeSignOff, shortQuote, splitSentences } from './sentences';

describe('splitSentences', () => {
  it('returns verbatim sentences and splits contrasting clauses', () => {
    const answer = 'Great presenter, but the slides were dense.  Q&A was useful!\nMore examples please';
    const sentences = splitSentences(answer);
    expect(sentences.map((s) => s.text)).toEqual(['Great presenter, but the slides were dense.', 'Q&A was useful!', 'More examples please']);
    expect(sentences[0].clauses).toEqual(['Great presenter', 'the slides were dense.']);
    for (const s of sentences) for (const c of [s.text, ...s.clauses]) expect(answer).toContain(c);
  });

  it('leaves out sign-offs that could name the respondent', () => {
    expect(splitSentences('Keep it up.\n- Sam').map((s) => s.text)).toEqual(['Keep it up.']);
    expect(splitSentences('Please slow down.\nThanks, Priya').map((s) => s.text)).toEqual(['Please slow down.']);
    expect(splitSentences('More examples please.\nJordan Lee').map((s) => s.text)).toEqual(['More examples please.']);
    expect(splitSentences('Great talk. Thanks.').map((s) => s.text)).toEqual(['Great talk.', 'Thanks.']);
  });
});

describe('looksLikeSignOff', () => {
  it.each(['- Sam', '— Jo Smith', 'Cheers, Mike', 'Regards, Ana Lopez', 'Thanks, Priya'])('flags "%s"', (s) => expect(looksLikeSignOff(s)).toBe(true));
  it.each(['Thanks for the clear agenda.', 'Best session this year.', 'Meetings run late.'])('keeps "%s"', (s) => expect(looksLikeSignOff(s)).toBe(false));
});

describe('shortQuote', () => {
  it('cuts long text at a word boundary and stays a substring', () => {
    const long = 'The pace was far too fast for anyone new to the topic and the slides had so much text that I stopped reading them halfway through the first section of the talk.';
    const q = shortQuote(long, 80);
    expect(q.length).toBeLessThanOrEqual(80);
    expect(long.startsWith(q)).toBe(true);
    expect(q.endsWith(' ')).toBe(false);
  });
});
