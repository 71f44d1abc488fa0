/** Bounded edit distances of the partial word classes (D, and near sound in W). */

/** Optimal string alignment distance of a and b, or `max + 1` as soon as it exceeds `max`. */
export function osaDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let cur = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min((prev[j] as number) + 1, (cur[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        v = Math.min(v, (prev2[j - 2] as number) + 1);
      }
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return Math.min(prev[n] as number, max + 1);
}

/**
 * True when a and b are at most one edit apart (optimal string alignment: insert, delete,
 * substitute, swap two neighbours): `osaDistance(a, b, 1) <= 1` without its rows, in one pass.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a.length < b.length) return withinOneEdit(b, a);
  if (a.length - b.length > 1) return false;
  let i = 0;
  while (i < b.length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i === b.length) return true; // equal, or one letter appended
  if (a.length > b.length) return sameFrom(a, i + 1, b, i);
  if (sameFrom(a, i + 1, b, i + 1)) return true; // one substitution
  return (
    i + 1 < a.length &&
    a.charCodeAt(i) === b.charCodeAt(i + 1) &&
    a.charCodeAt(i + 1) === b.charCodeAt(i) &&
    sameFrom(a, i + 2, b, i + 2)
  );
}

/** a from position i equals b from position j, to both ends. */
function sameFrom(a: string, i: number, b: string, j: number): boolean {
  if (a.length - i !== b.length - j) return false;
  for (let k = 0; i + k < a.length; k++) if (a.charCodeAt(i + k) !== b.charCodeAt(j + k)) return false;
  return true;
}

/** Longest word `bytesWithinTwoEdits` takes (class D's longest word, with room). */
const MAX_BAND_WORD = 64;
let rowA = new Int32Array(MAX_BAND_WORD + 1);
let rowB = new Int32Array(MAX_BAND_WORD + 1);

/**
 * True when the bytes a and b[from..to) are at most two edits apart (Levenshtein over bytes, so
 * over letters for ASCII words): a band of five cells per row, no text decoded, no allocation.
 * Words longer than `MAX_BAND_WORD` bytes are refused (false): callers stay far below.
 */
export function bytesWithinTwoEdits(a: Uint8Array, b: Uint8Array, from: number, to: number): boolean {
  const la = a.length;
  const lb = to - from;
  if (Math.abs(la - lb) > 2 || la > MAX_BAND_WORD || lb > MAX_BAND_WORD) return false;
  // 3 stands for "more than two": a path only grows, so it never has to be exact above that.
  let prev = rowA;
  let cur = rowB;
  for (let j = 0; j <= lb; j++) prev[j] = j <= 2 ? j : 3;
  for (let i = 1; i <= la; i++) {
    const jmin = i > 3 ? i - 2 : 1;
    const jmax = Math.min(i + 2, lb);
    cur[jmin - 1] = jmin === 1 ? (i <= 2 ? i : 3) : 3;
    let rowMin = cur[jmin - 1] as number;
    const ai = a[i - 1];
    for (let j = jmin; j <= jmax; j++) {
      let v = (prev[j - 1] as number) + (ai === b[from + j - 1] ? 0 : 1);
      const del = (prev[j] as number) + 1;
      const ins = (cur[j - 1] as number) + 1;
      if (del < v) v = del;
      if (ins < v) v = ins;
      if (v > 3) v = 3;
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    // The next row reads one cell right of this band: outside it, so "more than two".
    if (jmax < lb) cur[jmax + 1] = 3;
    if (rowMin > 2) return false;
    const t = prev;
    prev = cur;
    cur = t;
  }
  rowA = prev;
  rowB = cur;
  return (prev[lb] as number) <= 2;
}
