/**
 * Whether the register blocks a name: the verdict of `searchConflicts` (an identity match, or a
 * High item among the similar names) without ranking or explaining anything. It asks the register
 * only for evidence that can reach High (`HIGH_FLOOR`), so a pre-screen that drops refused
 * candidates (alternatives) pays a fraction of a full search for each of them.
 */
import { textFeatures } from "../search/features.js";
import type { MatchFloor } from "../search/name-index.js";
import { CLASS_BITS, RISK_DEFAULTS } from "../similarity/risk.js";
import { phoneticBitsOf, rankHit } from "./explain-match.js";
import type { ConflictSearchPorts } from "./search-conflicts.js";
import { blocks, checkSearchable } from "./search-conflicts.js";
import { seatlessHighHits, seatlessReading } from "./seatless.js";

/**
 * The evidence a High company conflict needs: V gives High from `visualHigh` up, and of the
 * partial classes only D and W can give High (one edit, or a sound-alike pair beside place words,
 * in an otherwise equal name), each from `partialMedium` up (D's related words are kept at any
 * weight by the index), W's only where the pair also looks alike; E, P, S and T are searched in
 * full whatever the floor.
 */
export const HIGH_FLOOR: MatchFloor = {
  visualThreshold: RISK_DEFAULTS.visualHigh,
  relatedClasses: CLASS_BITS.D | CLASS_BITS.W,
  partialMinWeight: RISK_DEFAULTS.partialMedium,
  highSoundsOnly: true,
};

/** What blocks the name, as `searchConflicts` would decide it; null when nothing does. Throws like it. */
export async function blockingConflict(
  name: string,
  ports: ConflictSearchPorts,
): Promise<"IDENTITY_MATCH" | "HIGH_COMPANY_CONFLICT" | null> {
  const features = textFeatures(name);
  checkSearchable(features);
  const hits = await ports.companies.match(features, HIGH_FLOOR);
  if (hits.some(blocks)) return "IDENTITY_MATCH";
  const keyBits = phoneticBitsOf(features);
  const words = features.tokens.length;
  if (hits.some((h) => rankHit(h, keyBits, words).risk === "High")) return "HIGH_COMPANY_CONFLICT";
  const seatless = seatlessReading(features);
  if (!seatless) return null;
  const seatlessHits = await ports.companies.match(seatless.features, HIGH_FLOOR);
  return seatlessHighHits(seatlessHits, seatless).length > 0 ? "HIGH_COMPANY_CONFLICT" : null;
}
