/**
 * The trademark register port. Like the company register of the conflict search, the register
 * owns a name index (the same engine: `NameIndex`/`LayeredIndex`) and answers with every entry
 * in match class E, P, V or S; the search ranks, explains and loads only what it reports.
 *
 * Each mark is indexed under each of its pseudo-mark readings ("4U" also as "for you"), one
 * entry per reading, all with the mark's record number. The entry's one-byte tag carries the
 * reading kind, the mark's standing and its sign type; the register also keeps the mark's Nice
 * classes as a 45-bit mask per record, checked while hits are verified.
 */
import type { MaybePromise } from "../maybe-promise.js";
import type { TextFeatures } from "../search/features.js";
import type { IndexHit, MatchFloor } from "../search/name-index.js";
import type { MarkStanding, SignType } from "./mark-standing.js";
import type { Reading } from "./pseudo-marks.js";
import type { TrademarkRecord } from "./types.js";

/** Kind of reading an index entry holds. */
export type ReadingKind = Reading["kind"];

/**
 * Decides during verification whether a hit can still matter, from the mark's class mask and
 * entry tag alone (before any text evidence is weighed). Registers may skip hits it rejects;
 * they may also ignore it (the search checks again), so it is an optimisation, never a rule.
 */
export type TrademarkGate = (classLo: number, classHi: number, tag: number) => boolean;

/** What the search asks the register. */
export interface TrademarkMatchQuery {
  /** Features of each reading of the query, the query text itself first. */
  readings: readonly TextFeatures[];
  gate?: TrademarkGate | undefined;
  /** Only evidence at or above this floor is needed (see `CompanyRegister`); a register may ignore it. */
  floor?: MatchFloor | undefined;
  /**
   * A register that leaves out names under the floor's `lowPartials: false` pushes each one's
   * record here (`IndexQuery.leftOut`): the search then knows which marks may lack Low evidence
   * of one of their readings. A register that leaves nothing out leaves it empty.
   */
  leftOut?: number[] | undefined;
  /**
   * The same for the names left out because S gives them Low (the floor's `subsetMinWeight`,
   * `IndexQuery.subsetLeftOut`): they can score up to the containment's Low, not the partial
   * classes' Low only. A register that leaves nothing out leaves it empty.
   */
  subsetLeftOut?: number[] | undefined;
  /**
   * Only these marks are needed (the search completing the evidence of marks it already lists):
   * a register may leave out every other mark's entries, or return them too.
   */
  onlyRecords?: ReadonlySet<number> | undefined;
}

/** One index entry in at least one match class for one query reading. */
export interface TrademarkHit extends IndexHit {
  /** Position of the query reading in `TrademarkMatchQuery.readings`. */
  queryReading: number;
  /** Which reading of the mark this entry is. */
  reading: ReadingKind;
  standing: MarkStanding;
  sign: SignType;
  /** The mark's Nice classes as a mask: classes 1-32 in `classLo`, 33-45 in `classHi`. */
  classLo: number;
  classHi: number;
}

/**
 * Port: a searchable trademark register. `match` must return, for every query reading, every
 * entry in class E, P, V or S (complete, any order), except entries the gate rejects;
 * `describe` loads the full records of the few marks that are reported, in the order asked.
 */
export interface TrademarkRegister {
  match(query: TrademarkMatchQuery): MaybePromise<TrademarkHit[]>;
  describe(records: readonly number[]): MaybePromise<TrademarkRecord[]>;
}

/** Ports of the trademark search. */
export interface TrademarkSearchPorts {
  trademarks: TrademarkRegister;
}
