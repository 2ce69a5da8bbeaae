import { TOKEN_DIMENSIONS, TokenVectors } from './token-vectors';

const tokens = new TokenVectors();
const cosine = (a: Float32Array, b: Float32Array) => a.reduce((sum, x, i) => sum + x * b[i], 0);

describe('TokenVectors', () => {
  it('puts texts that mean alike closer than texts about something else', () => {
    const shouting = tokens.embed('the manager shouts at staff in front of customers');
    const yelling = tokens.embed('my boss yells at the team when clients are around');
    const canteen = tokens.embed('the canteen food is cold and the salad bar is empty');
    expect(cosine(shouting, yelling)).toBeGreaterThan(cosine(shouting, canteen) + 0.1);
  });

  it('gives unit-length vectors, and zeros to a text with no words', () => {
    const v = tokens.embed('Clear priorities every week.');
    expect(v).toHaveLength(TOKEN_DIMENSIONS);
    expect(cosine(v, v)).toBeCloseTo(1, 5);
    expect(tokens.embed('').every((x) => x === 0)).toBe(true);
  });
});
