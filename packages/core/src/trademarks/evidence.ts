/**
 * From index hits to per-mark evidence: a mark may be hit under several readings (its own and
 * the query's), so its evidence is the strongest over all reading pairs. The search and the
 * brute-force oracle both aggregate here, so they can only differ in which hits they find.
 */
import { phoneticKeyBits, throughBothKeys } from "../search/features.js";
import type { PartialRiskInput } from "../similarity/risk.js";
import { CLASS_BITS, partialRank, translationRank, visualHighGrade } from "../similarity/risk.js";
import type { QueryClassProfile } from "./class-relations.js";
import type { MarkStanding, SignType } from "./mark-standing.js";
import type { ReadingKind } from "./port.js";
import type { ClassRelationKind, TextEvidence } from "./risk.js";
import type { RelationStrength } from "./types.js";

/** The parts of a hit the evidence needs (an index hit, or a pair the oracle checked). */
export interface PairHit extends Omit<PartialRiskInput, "queryWords"> {
  entry: number;
  record: number;
  /** CLASS_BITS mask (E, P, V, S, T and the partial classes O, W, D, C). */
  classes: number;
  visualScore: number;
  /** The weighed Dice where `visualScore` reaches `visualHigh`, else 0 (similarity/weighted-visual.ts). */
  weightedVisual: number;
  /** Bit j: phonetic key j of the query reading matched. */
  phoneticMask: number;
  /** P only: one word each, spelled less alike than not (search/index-hit.ts); absent: false. */
  spelledApart?: boolean;
  /** One word each, both of ordinary language with meanings apart (search/index-hit.ts); absent: false. */
  meaningsApart?: boolean;
  subsetWeight: number;
  /** Words kept as they are in the shared concept key (T), else 0. */
  conceptLiterals: number;
  /** Bit 1: the query reading's words are all in the entry; bit 2: the entry's are all in the query's. */
  subset: number;
  queryReading: number;
  reading: ReadingKind;
  standing: MarkStanding;
  sign: SignType;
  classLo: number;
  classHi: number;
}

/** Everything known about one mark after all its hits. */
export interface MarkEvidence<H extends PairHit = PairHit> {
  record: number;
  text: TextEvidence;
  standing: MarkStanding;
  sign: SignType;
  classLo: number;
  classHi: number;
  hits: H[];
}

/**
 * A short sign: a core of this many letters and digits or fewer. In a short sign every letter
 * counts, so one edit changes its overall impression (EUIPO Guidelines on short signs; German
 * practice on "Kurzzeichen"): "MOBO" / "MOTO", "zämä" / "ZARA" and "M.O.G." / "SMOG" were held
 * not confusable. The partial classes' High (one edit, or a word sounding alike, in an otherwise
 * equal name) is Medium for it, and so is a phonetic key (weighed as the Cologne key alone: "INDI"
 * / "INDY", "HUG" / "HUGO", "DNET" / "TNET" were held not confusable).
 */
export const SHORT_SIGN_LETTERS = 4;

/** True when a normalised core is a short sign (`SHORT_SIGN_LETTERS` letters and digits or fewer). */
export function isShortSign(core: string): boolean {
  return core.replaceAll(" ", "").length <= SHORT_SIGN_LETTERS;
}

/**
 * Group hits by record and combine their evidence. `phoneticKeys[q]` are the keys of query
 * reading q, `queryWords[q]` its number of distinct words, and `shortSigns[q]` whether it is a
 * short sign (`isShortSign`).
 */
export function aggregateHits<H extends PairHit>(
  hits: readonly H[],
  phoneticKeys: readonly (readonly string[])[],
  queryWords: readonly number[],
  shortSigns: readonly boolean[] = [],
): Map<number, MarkEvidence<H>> {
  const out = new Map<number, MarkEvidence<H>>();
  // Which keys of each reading are double metaphone, and which spell the whole core, once per
  // search rather than per hit.
  const keyBits = phoneticKeys.map(phoneticKeyBits);
  for (const h of hits) {
    let m = out.get(h.record);
    if (!m) {
      m = {
        record: h.record,
        text: {
          identical: false,
          readingIdentical: false,
          metaphoneMatch: false,
          cologneMatch: false,
          shortSignSound: false,
          visualScore: 0,
          visualEvidence: 0,
          visualHighGrade: false,
          subsetWeight: null,
          partialRank: 0,
        },
        standing: h.standing,
        sign: h.sign,
        classLo: h.classLo,
        classHi: h.classHi,
        hits: [],
      };
      out.set(h.record, m);
    }
    m.hits.push(h);
    const t = m.text;
    if (h.classes & CLASS_BITS.E) {
      if (h.queryReading === 0 && h.reading === "text") t.identical = true;
      else t.readingIdentical = true;
    }
    if (h.classes & CLASS_BITS.P) {
      const bits = keyBits[h.queryReading];
      if (shortSigns[h.queryReading]) t.shortSignSound = true;
      // Both kinds of key, as class P's High in the conflict search; one-word signs spelled
      // apart are no High by their keys ("Treuco" / "Dorga").
      else if (bits && throughBothKeys(h.phoneticMask, bits) && h.spelledApart !== true && !h.meaningsApart)
        t.metaphoneMatch = true;
      else t.cologneMatch = true;
    }
    if (h.visualScore > t.visualScore) t.visualScore = h.visualScore;
    if (h.classes & CLASS_BITS.V) {
      if (h.visualScore > t.visualEvidence) t.visualEvidence = h.visualScore;
      // Two one-word signs of ordinary words: their meanings tell them apart (meanings-apart.ts).
      if (visualHighGrade(h.visualScore, h.weightedVisual) && !h.meaningsApart) t.visualHighGrade = true;
    }
    if (h.classes & CLASS_BITS.S) t.subsetWeight = Math.max(t.subsetWeight ?? 0, h.subsetWeight);
    const rank = partialRank(h, queryWords[h.queryReading] ?? 0);
    const partial = Math.max(
      rank === 3 && (shortSigns[h.queryReading] || h.meaningsApart) ? 2 : rank,
      translationRank(h.classes, h.conceptLiterals),
    );
    if (partial > t.partialRank) t.partialRank = partial;
  }
  return out;
}

/** The query-class profile reduced to masks per relation strength, for fast per-mark checks. */
export interface ClassMasks {
  specified: boolean;
  ownLo: number;
  ownHi: number;
  /** Index s (1..3): mask of classes whose best relation to a query class is s. */
  relatedLo: [number, number, number, number];
  relatedHi: [number, number, number, number];
  /** Classes related to the query's only through retail (`QueryClassProfile.retail`). */
  retailLo: number;
  retailHi: number;
}

/** Build the masks of a query's class profile (`null` when the query named no classes). */
export function classMasksOf(profile: QueryClassProfile | null): ClassMasks {
  const masks: ClassMasks = {
    specified: profile !== null,
    ownLo: profile?.own.lo ?? 0,
    ownHi: profile?.own.hi ?? 0,
    relatedLo: [0, 0, 0, 0],
    relatedHi: [0, 0, 0, 0],
    retailLo: profile?.retail.lo ?? 0,
    retailHi: profile?.retail.hi ?? 0,
  };
  if (!profile) return masks;
  for (let c = 1; c <= 45; c++) {
    const s = (profile.bestStrength[c] ?? 0) as 0 | RelationStrength;
    if (s === 0) continue;
    if (c <= 32) masks.relatedLo[s] = (masks.relatedLo[s] | (1 << (c - 1))) >>> 0;
    else masks.relatedHi[s] = (masks.relatedHi[s] | (1 << (c - 33))) >>> 0;
  }
  return masks;
}

// Shared answers: the gate asks once per hit, so no object is allocated per call.
const UNSPECIFIED: ClassRelationKind = Object.freeze({ kind: "unspecified" });
const SAME: ClassRelationKind = Object.freeze({ kind: "same" });
const UNRELATED: ClassRelationKind = Object.freeze({ kind: "unrelated" });
const RETAIL: ClassRelationKind = Object.freeze({ kind: "retail" });
const RELATED: readonly ClassRelationKind[] = [1, 2, 3].map((strength) =>
  Object.freeze({ kind: "related", strength: strength as RelationStrength }),
);

/** How a mark's class mask stands to the query's classes. */
export function classRelationOf(lo: number, hi: number, m: ClassMasks): ClassRelationKind {
  if (!m.specified) return UNSPECIFIED;
  if ((lo & m.ownLo) !== 0 || (hi & m.ownHi) !== 0) return SAME;
  for (let s = 3; s >= 1; s--) {
    if (((lo & (m.relatedLo[s] as number)) | (hi & (m.relatedHi[s] as number))) !== 0) {
      return RELATED[s - 1] as ClassRelationKind;
    }
  }
  if ((lo & m.retailLo) !== 0 || (hi & m.retailHi) !== 0) return RETAIL;
  return UNRELATED;
}
