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
  return ascending(record) ? countAscending(record, tokenPostings) : countAny(record, tokenPostings);
}

// --- Internal helpers ---

function ascending(record: Uint32Array): boolean {
  for (let e = 1; e < record.length; e++) if ((record[e] as number) < (record[e - 1] as number)) return false;
  return true;
}

/**
 * Records numbered in entry order (as `companyIndexInputs` and the mark inputs number them): a
 * record's entries are neighbours in every posting list (postings ascend by entry), so counting
 * the changes of record along a list counts its records, without a table per record.
 */
function countAscending(record: Uint32Array, tokenPostings: Csr): RecordFrequencies {
  const words = tokenPostings.offsets.length - 1;
  const wordDf = new Uint32Array(Math.max(0, words));
  const { offsets, data } = tokenPostings;
  for (let w = 0; w < words; w++) {
    let df = 0;
    let previous = -1;
    for (let p = offsets[w] as number; p < (offsets[w + 1] as number); p++) {
      const r = record[data[p] as number] as number;
      if (r !== previous) {
        previous = r;
        df++;
      }
    }
    wordDf[w] = df;
  }
  let records = 0;
  for (let e = 0; e < record.length; e++) if (e === 0 || record[e] !== record[e - 1]) records++;
  return { records, wordDf };
}

/** Any record numbering: records renumbered densely, one slot each remembers the last word counted. */
function countAny(record: Uint32Array, tokenPostings: Csr): RecordFrequencies {
  const slot = new Map<number, number>();
  const of = record.map((r) => {
    let d = slot.get(r);
    if (d === undefined) {
      d = slot.size;
      slot.set(r, d);
    }
    return d;
  });
  // Per record slot: 1 + the last word id counted for it (0: none yet).
  const last = new Uint32Array(slot.size);
  const words = tokenPostings.offsets.length - 1;
  const wordDf = new Uint32Array(Math.max(0, words));
  const { offsets, data } = tokenPostings;
  for (let w = 0; w < words; w++) {
    let df = 0;
    for (let p = offsets[w] as number; p < (offsets[w + 1] as number); p++) {
      const r = of[data[p] as number] as number;
      if (last[r] !== w + 1) {
        last[r] = w + 1;
        df++;
      }
    }
    wordDf[w] = df;
  }
  return { records: slot.size, wordDf };
}
