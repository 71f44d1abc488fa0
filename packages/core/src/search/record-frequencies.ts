/**
 * Word frequencies counted by record, not by index entry. A company's language versions and a
 * mark's pseudo-mark reading are entries of one record: a word they share is one company's or
 * one mark's word, so it must not look twice as common (and weigh less) than a word of a record
 * with one entry. Computed from the token postings when an index is opened, so snapshots keep
 * their format.
 */
import type { Csr } from "./csr.js";

/** Distinct records of an index and, per word id, the number of records containing the word. */
export interface RecordFrequencies {
  records: number;
  wordDf: Uint32Array;
}

/** Count records per word from the entry → record map and the word → entries postings. */
export function recordFrequencies(record: Uint32Array, tokenPostings: Csr): RecordFrequencies {
  let max = 0;
  for (const r of record) if (r > max) max = r;
  // Record numbers are positions or row ids, so about as many as the entries: a slot per record
  // number. Far sparser ones are renumbered first (a map, slower and larger).
  if (max <= 16 * record.length + 65_536) return countBySlot(record, new Uint32Array(max + 1), tokenPostings);
  const slot = new Map<number, number>();
  const dense = record.map((r) => {
    let d = slot.get(r);
    if (d === undefined) {
      d = slot.size;
      slot.set(r, d);
    }
    return d;
  });
  return countBySlot(dense, new Uint32Array(slot.size), tokenPostings);
}

// --- Internal helpers ---

/**
 * Entries are stored in `entryOrder`, so a record's entries are not neighbours in a posting
 * list: one slot per record remembers 1 + the last word counted for it (0: none yet).
 */
function countBySlot(record: Uint32Array, last: Uint32Array, tokenPostings: Csr): RecordFrequencies {
  let records = 0;
  for (const r of record) {
    if (last[r] === 0) {
      last[r] = 1;
      records++;
    }
  }
  last.fill(0);
  const words = tokenPostings.offsets.length - 1;
  const wordDf = new Uint32Array(Math.max(0, words));
  const { offsets, data } = tokenPostings;
  for (let w = 0; w < words; w++) {
    let df = 0;
    for (let p = offsets[w] as number; p < (offsets[w + 1] as number); p++) {
      const r = record[data[p] as number] as number;
      if (last[r] !== w + 1) {
        last[r] = w + 1;
        df++;
      }
    }
    wordDf[w] = df;
  }
  return { records, wordDf };
}
