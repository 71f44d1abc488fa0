/**
 * Whether the register blocks a name: the verdict of `searchConflicts` (an identity match, or a
 * High item among the similar names) without ranking or explaining anything. It asks the register
 * only for evidence that can reach High (`HIGH_FLOOR`), so a pre-screen that drops refused
 * candidates (alternatives) pays a fraction of a full search for each of them.
 */
import { textFeatures } from "../search/features.js";
import { phoneticBitsOf, rankHit } from "./explain-match.js";
import { HIGH_FLOOR, SEATLESS_HIGH_FLOOR } from "./match-floors.js";
import type { ConflictSearchPorts } from "./search-conflicts.js";
import { blocks, checkSearchable, matchCompanies } from "./search-conflicts.js";
import { seatlessHighHits, seatlessReading } from "./seatless.js";

/** What blocks the name, as `searchConflicts` would decide it; null when nothing does. Throws like it. */
export async function blockingConflict(
  name: string,
  ports: ConflictSearchPorts,
): Promise<"IDENTITY_MATCH" | "HIGH_COMPANY_CONFLICT" | null> {
  const features = textFeatures(name);
  checkSearchable(features);
  const hits = await matchCompanies(ports.companies, features, HIGH_FLOOR);
  if (hits.some(blocks)) return "IDENTITY_MATCH";
  const keyBits = phoneticBitsOf(features);
  const words = features.tokens.length;
  if (hits.some((h) => rankHit(h, keyBits, words).risk === "High")) return "HIGH_COMPANY_CONFLICT";
  const seatless = seatlessReading(features);
  if (!seatless) return null;
  const seatlessHits = await matchCompanies(ports.companies, seatless.features, SEATLESS_HIGH_FLOOR);
  return seatlessHighHits(seatlessHits, seatless).length > 0 ? "HIGH_COMPANY_CONFLICT" : null;
}
