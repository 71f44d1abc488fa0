/**
 * Visual similarity (class V): pg_trgm-style padded trigrams and the Dice coefficient.
 *
 * Each core token w is padded as "  w " (two spaces before, one after, as pg_trgm does) and
 * cut into 3-character windows; a name's trigram set is the distinct union over its tokens.
 * Similarity is Dice: 2·|A∩B| / (|A|+|B|), in 0..1. Two cores are visually similar when the
 * score is at least `VISUAL_THRESHOLD`.
 */

/** Dice threshold of class V (documented in docs/conflict-search.md). */
export const VISUAL_THRESHOLD = 0.7;

/** Distinct padded trigrams of the core tokens, sorted by code unit. */
export function trigramsOf(coreTokens: readonly string[]): string[] {
  const set = new Set<string>();
  for (const token of coreTokens) {
    const padded = `  ${token} `;
    for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  }
  return [...set].sort();
}

/**
 * Trigram as a number: its three UTF-16 code units in base 65536 (exact below 2^48). The index
 * stores these keys instead of strings: no slicing, no string hashing.
 */
export function trigramKey(trigram: string): number {
  return (trigram.charCodeAt(0) * 65536 + trigram.charCodeAt(1)) * 65536 + trigram.charCodeAt(2);
}

/** The string of a trigram key. */
export function trigramOfKey(key: number): string {
  const c = key % 65536;
  const rest = (key - c) / 65536;
  const b = rest % 65536;
  return String.fromCharCode((rest - b) / 65536, b, c);
}

/** Distinct trigram keys of the core tokens (same set as `trigramsOf`, as numbers; unsorted). */
export function trigramKeysOf(coreTokens: readonly string[], out: number[] = []): number[] {
  out.length = 0;
  for (const token of coreTokens) {
    // Padded "  token ": windows over code units with two leading spaces and one trailing space.
    const n = token.length + 3;
    let c0 = 32;
    let c1 = 32;
    for (let i = 2; i < n; i++) {
      const c2 = i - 2 < token.length ? token.charCodeAt(i - 2) : 32;
      const key = (c0 * 65536 + c1) * 65536 + c2;
      if (!out.includes(key)) out.push(key);
      c0 = c1;
      c1 = c2;
    }
  }
  return out;
}

/** Dice coefficient from an overlap and two set sizes (0 when both are empty). */
export function dice(overlap: number, sizeA: number, sizeB: number): number {
  const total = sizeA + sizeB;
  return total === 0 ? 0 : (2 * overlap) / total;
}

/** Dice coefficient of two trigram lists (each distinct). */
export function trigramDice(a: readonly string[], b: readonly string[]): number {
  const setB = new Set(b);
  let overlap = 0;
  for (const t of a) if (setB.has(t)) overlap++;
  return dice(overlap, a.length, b.length);
}

/**
 * Smallest overlap two sets of sizes a and b need for Dice ≥ t. Rounded down by a tiny
 * epsilon first, so the filter can only be looser than the exact test, never stricter.
 */
export function minOverlap(a: number, b: number, t: number = VISUAL_THRESHOLD): number {
  return Math.max(1, Math.ceil((t * (a + b)) / 2 - 1e-9));
}

/** Size range [min, max] of sets that can reach Dice ≥ t with a set of size a (size filter). */
export function sizeRange(a: number, t: number = VISUAL_THRESHOLD): [number, number] {
  return [Math.max(1, Math.ceil((a * t) / (2 - t) - 1e-9)), Math.floor((a * (2 - t)) / t + 1e-9)];
}
