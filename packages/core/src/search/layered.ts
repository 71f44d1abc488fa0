/**
 * A base index (from a snapshot) plus a small delta index of names added since, and tombstones
 * for records removed or changed since. Entry ids of the delta follow the base's
 * (`base.size + i`). Word weights come from the base until the next rebuild.
 */
import type { IndexInput } from "./index-data.js";
import type { EntryFilter, IndexHit, IndexQuery } from "./name-index.js";
import { NameIndex } from "./name-index.js";

/** Changes since a snapshot. */
export interface IndexDelta {
  /** Texts added (or re-added for a changed record). */
  added: IndexInput[];
  /** Records whose base entries are hidden (removed or changed). */
  removedRecords: number[];
}

/** Base + delta + tombstones, searchable like one index. */
export class LayeredIndex {
  readonly base: NameIndex;
  readonly delta: NameIndex;
  private readonly tombstones: Set<number>;

  constructor(base: NameIndex, delta: IndexDelta = { added: [], removedRecords: [] }) {
    this.base = base;
    this.delta = NameIndex.build(delta.added);
    this.tombstones = new Set(delta.removedRecords);
  }

  /** Total entries (base + delta, tombstoned ones included). */
  get size(): number {
    return this.base.size + this.delta.size;
  }

  /** Records counted for word weights (the base's). */
  get weightTotal(): number {
    return this.base.records;
  }

  /** Document frequency of a word in the base. */
  documentFrequency(token: string): number {
    return this.base.documentFrequency(token);
  }

  /** All hits of base (minus tombstones) and delta; delta entry ids are offset by `base.size`. */
  search(query: IndexQuery, accept?: EntryFilter): IndexHit[] {
    // The delta weighs its words by the base's statistics, like the word weights.
    if (!query.stats && this.delta.size > 0) query = { ...query, stats: this.base.stats };
    const tomb = this.tombstones;
    const baseAccept: EntryFilter | undefined =
      tomb.size === 0 ? accept : (record, tag) => !tomb.has(record) && (accept ? accept(record, tag) : true);
    const baseHits = this.base.search(query, baseAccept);
    if (this.delta.size === 0) return baseHits;
    const offset = this.base.size;
    const deltaHits = this.delta.search(query, accept);
    // Both answers are fresh arrays of fresh hits (NameIndex.search), so the delta's hits are
    // renumbered in place and added to the base's answer: nothing is copied.
    for (const h of deltaHits) {
      h.entry += offset;
      baseHits.push(h);
    }
    return baseHits;
  }

  /** Original text of an entry. */
  text(entry: number): string {
    return entry < this.base.size ? this.base.text(entry) : this.delta.text(entry - this.base.size);
  }

  /** `nameNorm` of an entry. */
  norm(entry: number): string {
    return entry < this.base.size ? this.base.norm(entry) : this.delta.norm(entry - this.base.size);
  }

  /** Distinct core words of an entry. */
  tokensOf(entry: number): string[] {
    return entry < this.base.size ? this.base.tokensOf(entry) : this.delta.tokensOf(entry - this.base.size);
  }
}

/** Serialise a delta (JSON in UTF-8 bytes: it is small by design). */
export function encodeDelta(delta: IndexDelta): Uint8Array {
  return new TextEncoder().encode(JSON.stringify({ format: 1, ...delta }));
}

/** Read a delta written by `encodeDelta`; throws "not an index delta" for anything else. */
export function decodeDelta(bytes: Uint8Array): IndexDelta {
  let parsed: (Partial<IndexDelta> & { format?: number }) | null = null;
  try {
    parsed = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    // Truncated or corrupt bytes: refused below like any other non-delta (not a SyntaxError).
  }
  const { added, removedRecords } = parsed ?? {};
  const valid =
    parsed?.format === 1 &&
    Array.isArray(added) &&
    added.every(isIndexInput) &&
    Array.isArray(removedRecords) &&
    removedRecords.every(isRecordNumber);
  if (!valid) throw new Error("not an index delta");
  return { added, removedRecords };
}

function isIndexInput(value: unknown): value is IndexInput {
  const v = value as Partial<IndexInput> | null;
  return (
    typeof v === "object" &&
    v !== null &&
    isRecordNumber(v.record) &&
    isRecordNumber(v.tag) &&
    typeof v.text === "string"
  );
}

function isRecordNumber(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}
