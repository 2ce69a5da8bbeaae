import { unitsOf } from './units';

const cut = (answer: string) => unitsOf(answer).map(([start, end]) => answer.slice(start, end));

describe('units of an answer', () => {
  it('cuts sentences, and a sentence that turns into its two sides, without the turning word', () => {
    expect(cut('Clear priorities every week, but the planning meeting always runs long.')).toEqual([
      'Clear priorities every week',
      'the planning meeting always runs long.',
    ]);
    expect(cut('Great coach. The kit is filthy; nobody washes it.')).toEqual(['Great coach.', 'The kit is filthy', 'nobody washes it.']);
  });

  it('keeps a side too short to stand alone with its neighbour', () => {
    expect(cut('Friendly enough, but the advice was useless')).toEqual(['Friendly enough, but the advice was useless']);
  });

  it('leaves signatures out, since they may name the respondent', () => {
    expect(cut('Thanks for sorting my leave.\n- Sam')).toEqual(['Thanks for sorting my leave.']);
    expect(cut('Good session.\nPriya Shah')).toEqual(['Good session.']);
    expect(cut('Cheers, Tom')).toEqual([]);
  });

  it('gives spans that are exact pieces of the answer', () => {
    const answer = '  Meetings run long!!  Stop it —  please.\n\nn/a ';
    for (const [start, end] of unitsOf(answer)) expect(answer.slice(start, end).trim()).toBe(answer.slice(start, end));
    expect(cut(answer)).toEqual(['Meetings run long!!', 'Stop it —  please.', 'n/a']);
  });
});
