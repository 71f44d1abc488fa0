/**
 * The default trademark register: a `LayeredIndex` (the conflict search's engine) over mark
 * readings, a Nice-class mask per record, and a directory that loads full records.
 * The server builds the same structure from SQLite (or loads it from a snapshot) and supplies
 * its own directory.
 */

import { normalizeName } from "../normalize/index.js";
import type { RecordDirectory } from "../registers/record-directory.js";
import { readRecords } from "../registers/record-directory.js";
import { Uint32Builder } from "../search/csr.js";
import type { IndexInput } from "../search/index-data.js";
import { LayeredIndex } from "../search/layered.js";
import type { IndexBuilder } from "../search/name-index.js";
import { NameIndex } from "../search/name-index.js";
import { wordWeight } from "../similarity/weights.js";
import type { MarkStanding, SignType } from "./mark-standing.js";
import { hasMarkText, markStanding, signType } from "./mark-standing.js";
import { classMask } from "./nice-classes.js";
import type { ReadingKind, TrademarkHit, TrademarkMatchQuery, TrademarkRegister } from "./port.js";
import { mayHaveReadings, READING_KINDS, readingsOf } from "./pseudo-marks.js";
import type { TrademarkRecord } from "./types.js";

/** The fields of a mark the index needs. */
export type TrademarkSearchFields = Pick<
  TrademarkRecord,
  "markText" | "niceClasses" | "status" | "markFeatureCategory"
>;

/** Where the register loads full records by record number. */
export interface TrademarkDirectory extends RecordDirectory<TrademarkRecord> {}

const READINGS = READING_KINDS;
const STANDINGS: readonly MarkStanding[] = ["registered", "pending", "dead", "unknown"];
const SIGNS: readonly SignType[] = ["word", "combined", "other", "unknown"];

/** Pack an entry's facts into its one-byte tag. */
export function encodeTrademarkTag(reading: ReadingKind, standing: MarkStanding, sign: SignType): number {
  return READINGS.indexOf(reading) | (STANDINGS.indexOf(standing) << 2) | (SIGNS.indexOf(sign) << 4);
}

/** Decode a tag written by {@link encodeTrademarkTag}. */
export function decodeTrademarkTag(tag: number): {
  reading: ReadingKind;
  standing: MarkStanding;
  sign: SignType;
} {
  return {
    reading: READINGS[tag & 1] ?? "text",
    standing: STANDINGS[(tag >> 2) & 3] ?? "unknown",
    sign: SIGNS[(tag >> 4) & 3] ?? "unknown",
  };
}

/** Index inputs and class masks of a list of marks; record numbers are positions. */
export interface TrademarkIndexInputs {
  inputs: IndexInput[];
  /** Two words per record: classes 1-32, then 33-45. */
  classMasks: Uint32Array;
}

/**
 * One index entry per reading of each mark with text; marks without text (purely figurative
 * signs) get no entry: they cannot be matched by text. Record numbers are positions in `marks`.
 */
export function trademarkIndexInputs(marks: readonly TrademarkSearchFields[]): TrademarkIndexInputs {
  const inputs: IndexInput[] = [];
  const classMasks = new Uint32Array(marks.length * 2);
  marks.forEach((m, record) => {
    const mask = classMask(m.niceClasses);
    classMasks[record * 2] = mask.lo;
    classMasks[record * 2 + 1] = mask.hi;
    inputs.push(...markEntries(m, record));
  });
  return { inputs, classMasks };
}

/**
 * Build the index of marks streamed from storage (record numbers are positions in the stream):
 * no array of a million input objects is held while the index is built. `build` builds the
 * index from the marks' entries (default `NameIndex.build`, on this thread).
 */
export function buildTrademarkIndex(
  marks: Iterable<TrademarkSearchFields>,
  build: IndexBuilder = (inputs, options) => NameIndex.build(inputs, undefined, options),
): {
  index: NameIndex;
  classMasks: Uint32Array;
} {
  const masks = new Uint32Builder();
  function* entries(): Generator<IndexInput> {
    let record = 0;
    for (const m of marks) {
      const mask = classMask(m.niceClasses);
      masks.push(mask.lo);
      masks.push(mask.hi);
      yield* markEntries(m, record++);
    }
  }
  // The register's records hold the texts: the index keeps none (34 MB at 1 M marks).
  const index = build(entries(), { texts: false });
  return { index, classMasks: masks.finish() };
}

/** The index entries of one mark: its text and its pseudo-mark readings (none without text). */
function markEntries(m: TrademarkSearchFields, record: number): IndexInput[] {
  if (!hasMarkText(m.markText)) return [];
  const standing = markStanding(m.status);
  const sign = signType(m.markFeatureCategory);
  const out: IndexInput[] = [{ record, tag: encodeTrademarkTag("text", standing, sign), text: m.markText }];
  if (!mayHaveReadings(m.markText)) return out;
  for (const r of readingsOf(normalizeName(m.markText).nameNorm, m.markText)) {
    if (r.kind !== "text")
      out.push({ record, tag: encodeTrademarkTag(r.kind, standing, sign), text: r.text });
  }
  return out;
}

/** The default register over an index, the class masks of its records, and a directory. */
export class InMemoryTrademarkRegister implements TrademarkRegister {
  readonly index: LayeredIndex;
  readonly classMasks: Uint32Array;
  private readonly directory: TrademarkDirectory;

  constructor(index: LayeredIndex, classMasks: Uint32Array, directory: TrademarkDirectory) {
    this.index = index;
    this.classMasks = classMasks;
    this.directory = directory;
  }

  /** A register over a list of marks (record numbers are list positions). */
  static fromRecords(records: readonly TrademarkRecord[]): InMemoryTrademarkRegister {
    const { inputs, classMasks } = trademarkIndexInputs(records);
    const index = NameIndex.build(inputs, undefined, { texts: false });
    return new InMemoryTrademarkRegister(new LayeredIndex(index), classMasks, {
      get: (record) => records[record],
    });
  }

  match(query: TrademarkMatchQuery): TrademarkHit[] {
    const total = this.index.weightTotal;
    const masks = this.classMasks;
    const { gate, onlyRecords } = query;
    const accept =
      gate || onlyRecords
        ? (r: number, t: number) => {
            if (onlyRecords && !onlyRecords.has(r)) return false;
            return !gate || gate(masks[r * 2] ?? 0, masks[r * 2 + 1] ?? 0, t);
          }
        : undefined;
    const out: TrademarkHit[] = [];
    query.readings.forEach((features, queryReading) => {
      const tokenWeights = features.tokens.map((t) => wordWeight(this.index.documentFrequency(t), total));
      // Every search returns new hit objects: completed in place, not copied (thousands per query).
      const search = {
        features,
        tokenWeights,
        ...query.floor,
        leftOut: query.leftOut,
        subsetLeftOut: query.subsetLeftOut,
      };
      for (const hit of this.index.search(search, accept)) {
        const h = hit as TrademarkHit;
        h.queryReading = queryReading;
        h.reading = READINGS[h.tag & 1] ?? "text";
        h.standing = STANDINGS[(h.tag >> 2) & 3] ?? "unknown";
        h.sign = SIGNS[(h.tag >> 4) & 3] ?? "unknown";
        h.classLo = masks[h.record * 2] ?? 0;
        h.classHi = masks[h.record * 2 + 1] ?? 0;
        out.push(h);
      }
    });
    return out;
  }

  describe(records: readonly number[]): Promise<TrademarkRecord[]> {
    return readRecords(this.directory, records, "trademark");
  }
}
