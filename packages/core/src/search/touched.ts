/**
 * The entries one query reached, and what it found about each, kept by position of first touch.
 *
 * A query's work is bound by cache misses on per-entry data spread over the whole index. Only one
 * array is indexed by entry (stamp and position side by side: one cache line per touch); the
 * evidence gathered for each entry lives in dense arrays by position, which stay in cache however
 * the entries are spread. The arrays are reused from query to query and grow as needed.
 */
export class TouchedEntries {
  /** Number of entries touched by the current query. */
  size = 0;
  /** By position: the entry. */
  entry = new Uint32Array(INITIAL);
  /** By position: `CLASS_BITS` found so far. */
  bits = new Uint16Array(INITIAL);
  /** By position: 1 query words ⊆ name words, 2 name words ⊆ query words, 3 both; 4 and 8 S with the words joined (joined-words.ts). */
  sub = new Uint8Array(INITIAL);
  /** By position: bit j set when the query's same-as / phonetic key j matched. */
  sameAsMask = new Uint32Array(INITIAL);
  phoneticMask = new Uint32Array(INITIAL);
  /** By position: class V's exact Dice when class V reported it, else -1. */
  visualScore = new Float64Array(INITIAL);
  /** By position: offset of the entry's four partial-class weights in the query's list, or -1. */
  slot = new Int32Array(INITIAL);
  /** Per entry: the stamp of the query that last touched it, then its position in that query. */
  private readonly seen: Uint32Array;
  private stamp = 0;

  constructor(entries: number) {
    this.seen = new Uint32Array(entries * 2);
  }

  /** Start a query: no entry touched. */
  begin(): void {
    if (this.stamp === 0xffffffff) {
      this.seen.fill(0);
      this.stamp = 0;
    }
    this.stamp++;
    this.size = 0;
  }

  /** The position of entry `e` in the current query, touching it (with no evidence yet) the first time. */
  at(e: number): number {
    const k = e * 2;
    if (this.seen[k] === this.stamp) return this.seen[k + 1] as number;
    const i = this.size++;
    if (i === this.entry.length) this.grow();
    this.seen[k] = this.stamp;
    this.seen[k + 1] = i;
    this.entry[i] = e;
    this.bits[i] = 0;
    this.sub[i] = 0;
    this.sameAsMask[i] = 0;
    this.phoneticMask[i] = 0;
    this.visualScore[i] = -1;
    this.slot[i] = -1;
    return i;
  }

  /** Add class bits to entry `e`; returns its position. */
  mark(e: number, bits: number): number {
    const i = this.at(e);
    this.bits[i] = (this.bits[i] as number) | bits;
    return i;
  }

  private grow(): void {
    const n = this.entry.length * 2;
    this.entry = grown(this.entry, new Uint32Array(n));
    this.bits = grown(this.bits, new Uint16Array(n));
    this.sub = grown(this.sub, new Uint8Array(n));
    this.sameAsMask = grown(this.sameAsMask, new Uint32Array(n));
    this.phoneticMask = grown(this.phoneticMask, new Uint32Array(n));
    this.visualScore = grown(this.visualScore, new Float64Array(n));
    this.slot = grown(this.slot, new Int32Array(n));
  }
}

const INITIAL = 1024;

function grown<T extends Uint32Array | Uint16Array | Uint8Array | Int32Array | Float64Array>(
  old: T,
  next: T,
): T {
  next.set(old as never);
  return next;
}
