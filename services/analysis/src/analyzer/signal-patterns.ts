/**
 * Builders for the concern signals' patterns (concern-signals.ts, everyday-signals.ts): vocabularies
 * joined as alternatives, and two of them meeting within one sentence.
 */
export const alt = (parts: string[]) => `(?:${parts.join('|')})`;
/** `a`, then `b` later in the same sentence (at most `gap` characters between them), as source. */
export const seq = (a: string, b: string, gap = 120) => `\\b(?:${a})\\b[^.!?]{0,${gap}}?\\b(?:${b})`;
/** `a` and `b` in the same sentence, in either order, as source. */
export const eitherOrder = (a: string, b: string, gap = 120) => `${seq(a, b, gap)}|${seq(b, a, gap)}`;
/** `a`, then `b` later in the same sentence. */
export const then = (a: string, b: string, gap = 120) => new RegExp(seq(a, b, gap), 'i');
/** `a` and `b` in the same sentence, in either order. */
export const both = (a: string, b: string, gap = 120) => new RegExp(eitherOrder(a, b, gap), 'i');
/** Any one of the phrases, from a word boundary. */
export const any = (parts: string[]) => new RegExp(`\\b${alt(parts)}`, 'i');
/** Words a signal's sentence must hold one of before its pattern is tried (see ConcernSignal.gate). */
export const words = (list: string) => list.split(' ');
