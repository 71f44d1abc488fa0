/**
 * Word statistics counted by brute force over a list of names' words (an affix counts once per
 * name and longer word it occurs in), for the oracles'
 * partial classes (the index counts the same with postings and vocabulary tables).
 */
import type { WordRelation, WordStats } from "../similarity/partial.js";
import { editOfWords, properAffixes, weightIn } from "../similarity/partial.js";
import {
  CLASS_BITS,
  MOVED_LETTERS_BIT,
  NEAR_SOUND_BIT,
  REPLACED_LETTERS_BIT,
  SHORT_TWO_EDITS_BIT,
  WORD_EDIT_BIT,
} from "../similarity/risk.js";

/**
 * Counts document frequencies by record, as the index does: a word of several entries of one
 * record (language versions, a mark's reading) counts once. Entries must come grouped by record.
 */
export class CountedWordStats implements WordStats {
  total = 0;
  private readonly df = new Map<string, number>();
  private readonly affixCounts = new Map<string, number>();
  /** The record each word was last counted for. */
  private readonly counted = new Map<string, number>();
  private readonly closed = new Set<number>();
  private current: number | null = null;

  /** Count one entry's distinct words for its record. */
  add(record: number, words: readonly string[]): void {
    if (record !== this.current) {
      if (this.closed.has(record)) throw new Error(`entries of record ${record} are not grouped`);
      if (this.current !== null) this.closed.add(this.current);
      this.current = record;
      this.total++;
    }
    for (const w of words) {
      if (this.counted.get(w) === record) continue;
      this.counted.set(w, record);
      this.df.set(w, (this.df.get(w) ?? 0) + 1);
      for (const x of new Set(properAffixes(w))) this.affixCounts.set(x, (this.affixCounts.get(x) ?? 0) + 1);
    }
  }

  wordDf(word: string): number {
    return this.df.get(word) ?? 0;
  }

  affixDf(x: string): number {
    return this.affixCounts.get(x) ?? 0;
  }
}

/**
 * Bits of the partial classes a list of relations holds (a near sound and moved letters have their
 * own bits, and a D pair of words, not initials, `WORD_EDIT_BIT` beside D).
 */
export function partialBits(relations: readonly WordRelation[]): number {
  const bit = {
    O: CLASS_BITS.O,
    W: CLASS_BITS.W,
    N: NEAR_SOUND_BIT,
    D: CLASS_BITS.D,
    M: MOVED_LETTERS_BIT,
    R: REPLACED_LETTERS_BIT,
    L: SHORT_TWO_EDITS_BIT,
    C: CLASS_BITS.C,
  } as const;
  return relations.reduce(
    (mask, r) => mask | bit[r.kind] | (r.kind === "D" && editOfWords(r.q, r.n) ? WORD_EDIT_BIT : 0),
    0,
  );
}

/** Best weight per partial class of a list of relations: O, W (with N), D (with M), C: one slot each, as in the index. */
export function bestWeights(relations: readonly WordRelation[]): [number, number, number, number] {
  const out: [number, number, number, number] = [0, 0, 0, 0];
  const slot = { O: 0, W: 1, N: 1, D: 2, M: 2, R: 2, L: 2, C: 3 } as const;
  for (const r of relations) {
    const k = slot[r.kind];
    if (r.weight > out[k]) out[k] = r.weight;
  }
  return out;
}

/** Largest weight among a name's words. */
export function topWeight(words: readonly string[], stats: WordStats): number {
  return words.reduce((top, w) => Math.max(top, weightIn(w, stats)), 0);
}
