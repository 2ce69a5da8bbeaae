/**
 * The words of a unit as features beside its vector: sentence vectors blur negation and sarcasm
 * ("not exactly inspiring" sits close to "inspiring"), while word pairs keep them. Each word and
 * each pair of neighbouring words is hashed (FNV-1a) into one of `buckets` features.
 */
const TOKEN = /[a-z0-9]+(?:['’][a-z]+)?|[!?]/g;

function fnv(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** The distinct feature indices of a text. */
export function hashedGrams(text: string, buckets: number): number[] {
  const words = text.toLowerCase().replace(/’/g, "'").match(TOKEN) ?? [];
  const out = new Set<number>();
  for (let i = 0; i < words.length; i++) {
    out.add(fnv(words[i]) % buckets);
    if (i + 1 < words.length) out.add(fnv(`${words[i]} ${words[i + 1]}`) % buckets);
  }
  return [...out];
}
