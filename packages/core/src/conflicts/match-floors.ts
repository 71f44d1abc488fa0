/**
 * The least evidence each company search needs (a `MatchFloor` for the register). Every hit found
 * under a floor carries the same evidence as in a full search, but for the classes the floor
 * leaves out; what a search decides from it is decided from evidence that can reach its level.
 */
import type { MatchFloor } from "../search/name-index.js";
import { CLASS_BITS, PARTIAL_CLASSES, RISK_DEFAULTS } from "../similarity/risk.js";

/**
 * The evidence a High company conflict needs: V gives High from `visualHigh` up, and of the
 * partial classes only D, W and O can give High (one edit, or a sound-alike pair beside place
 * words, in an otherwise equal name; a shared distinctive word with only descriptive words beside
 * it), each from `partialMedium` up (D's related words are kept at any weight by the index; O's
 * High needs `subsetHigh`, above it), W's only where the pair also looks alike; E, P, S and T are searched in
 * full whatever the floor. Names Low by O, W, C and D alone, or by S of weak words alone, are left
 * out, as under `MEDIUM_FLOOR`.
 */
export const HIGH_FLOOR: MatchFloor = {
  visualThreshold: RISK_DEFAULTS.visualHigh,
  relatedClasses: CLASS_BITS.D | CLASS_BITS.W | CLASS_BITS.O,
  partialMinWeight: RISK_DEFAULTS.partialMedium,
  highSoundsOnly: true,
  lowPartials: false,
  lowPartialsAnyRecord: true,
  subsetMinWeight: RISK_DEFAULTS.subsetMedium,
};

/**
 * Every hit that can be Medium or High, with its full evidence: V below `visualMedium` is Low, and
 * an entry another class finds keeps its V (name-index.ts); the names Low by O, W, C and D alone
 * are left out (`lowPartials`, the bulk of a common word's names), also beside other names of
 * their company (`lowPartialsAnyRecord`: a company is ranked by its best name, and each name is
 * explained by its own evidence), and so are the names S alone finds when every query word
 * weighs less than `subsetMedium` (`subsetMinWeight`: S gives them Low). What it leaves out is
 * Low: a search whose list those Low names could enter asks again without a floor
 * (search-conflicts.ts).
 */
export const MEDIUM_FLOOR: MatchFloor = {
  visualThreshold: RISK_DEFAULTS.visualMedium,
  relatedClasses: PARTIAL_CLASSES,
  lowPartials: false,
  lowPartialsAnyRecord: true,
  subsetMinWeight: RISK_DEFAULTS.subsetMedium,
};

/**
 * The seatless reading's evidence (seatless.ts): every class but V, which does not count without
 * the seat (the hits' Dice is still computed, for their order); only its High hits count, so the
 * names Low by the partial classes or by S of weak words alone are left out.
 */
export const SEATLESS_FLOOR: MatchFloor = {
  visualThreshold: 1,
  relatedClasses: PARTIAL_CLASSES,
  lowPartials: false,
  lowPartialsAnyRecord: true,
  subsetMinWeight: RISK_DEFAULTS.subsetMedium,
};

/** `HIGH_FLOOR` for the seatless reading of `blockingConflict`: its V scan off, as in `SEATLESS_FLOOR`. */
export const SEATLESS_HIGH_FLOOR: MatchFloor = { ...HIGH_FLOOR, visualThreshold: 1 };
