/**
 * The relations of recently asked words (Vocabulary.related), least recently asked out, bounded by
 * their size rather than their number: a word relates to a few or to thousands of registered
 * words (109 on average over a 10,000-row batch at 1.2 M names, 1,177 at most), so a count bound
 * either kept little or, for the largest words, much. A batch asks for its frequent words
 * ("immobilien", "treuhand") row after row: 64 words kept first in first out missed 24,023 of
 * 26,545 asks, 1,024 least recently used 15,017, 4,096 11,167 (docs/benchmarks.md).
 */

/** Numbers kept at most over all words (four per related word): 32 MB as doubles. */
export const RECENT_RELATION_NUMBERS = 4_000_000;

export class RecentRelations {
  private readonly byKey = new Map<string, number[]>();
  private size = 0;

  constructor(private readonly budget: number = RECENT_RELATION_NUMBERS) {}

  /** The relations kept for `key`, now the most recently asked; undefined when not kept. */
  get(key: string): number[] | undefined {
    const relations = this.byKey.get(key);
    if (relations) {
      this.byKey.delete(key);
      this.byKey.set(key, relations);
    }
    return relations;
  }

  /** Keep `relations` for `key`, dropping the least recently asked words to stay within the budget. */
  set(key: string, relations: number[]): void {
    if (relations.length > this.budget) return;
    const old = this.byKey.get(key);
    if (old) {
      this.size -= old.length;
      this.byKey.delete(key);
    }
    for (const [k, v] of this.byKey) {
      if (this.size + relations.length <= this.budget) break;
      this.byKey.delete(k);
      this.size -= v.length;
    }
    this.byKey.set(key, relations);
    this.size += relations.length;
  }

  /** Forget every word (the statistics the relations were weighed with changed). */
  clear(): void {
    this.byKey.clear();
    this.size = 0;
  }

  /** Words kept and numbers they hold (for tests). */
  get words(): number {
    return this.byKey.size;
  }
  get numbers(): number {
    return this.size;
  }
}
