/**
 * The best `limit` items of a stream by a total order, one per group (company, mark), without
 * sorting every item: searches can classify thousands of names to report 25. Equal to
 * "keep each group's best, sort, take `limit`" (see top-k.test.ts), in O(n + k·log k) compares
 * for the usual stream where few items beat the current k-th.
 */
export class TopK<T> {
  private readonly limit: number;
  private readonly compare: (a: T, b: T) => number;
  private readonly groupOf: (item: T) => number;
  /** Sorted best first; at most `limit` items, distinct groups. */
  private readonly items: T[] = [];

  constructor(limit: number, compare: (a: T, b: T) => number, groupOf: (item: T) => number) {
    this.limit = limit;
    this.compare = compare;
    this.groupOf = groupOf;
  }

  /** Offer one item. */
  offer(item: T): void {
    const items = this.items;
    const full = items.length >= this.limit;
    // Worse than the k-th: so is it than its group's best, which is listed or was beaten too.
    if (full && this.compare(item, items[items.length - 1] as T) >= 0) return;
    const group = this.groupOf(item);
    const same = items.findIndex((x) => this.groupOf(x) === group);
    if (same >= 0) {
      if (this.compare(item, items[same] as T) >= 0) return;
      items.splice(same, 1);
    } else if (full) {
      items.pop();
    }
    items.splice(this.insertionPoint(item), 0, item);
  }

  /** The selected items, best first. */
  result(): T[] {
    return [...this.items];
  }

  private insertionPoint(item: T): number {
    let lo = 0;
    let hi = this.items.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(this.items[mid] as T, item) <= 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
