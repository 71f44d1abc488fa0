/**
 * Reading the register's free-text status and sign type. The texts are passed through verbatim
 * in the response; these functions only sort them into the few groups the risk model weighs.
 * Registers word their statuses differently ("Registered", "Application opposed",
 * "Registration expired", "gelöscht", ...), so the match is by keyword, not by exact value.
 */

/**
 * Legal standing of a mark:
 * - `registered`: in force (also while a cancellation is pending);
 * - `pending`: filed and not yet decided (examination, publication, opposition, appeal);
 * - `dead`: expired, cancelled, refused, withdrawn, surrendered, lapsed;
 * - `unknown`: no status or a wording not recognised.
 */
export type MarkStanding = "registered" | "pending" | "dead" | "unknown";
/** Every standing, for checking what a register port answers. */
export const MARK_STANDINGS: readonly MarkStanding[] = ["registered", "pending", "dead", "unknown"];

// Checked in order: "Registration cancellation pending" is still registered, so the pending
// cancellation wording is tested before the dead keywords.
const STILL_REGISTERED = ["cancellation pending", "invalidity pending", "revocation pending"];
const DEAD = [
  "expired",
  "cancelled",
  "canceled",
  "refused",
  "rejected",
  "withdrawn",
  "surrendered",
  "lapsed",
  "revoked",
  "invalid",
  "abandoned",
  "removed",
  "dead",
  "gelöscht",
  "geloescht",
  "zurückgewiesen",
  "radiée",
  "radiee",
];
const PENDING = [
  "application",
  "pending",
  "filed",
  "examination",
  "published",
  "opposed",
  "opposition",
  "appeal",
];
const REGISTERED = ["registered", "eingetragen", "enregistrée", "enregistree", "renewed", "active"];

/** Sort a register status text into a standing group. */
export function markStanding(status: string | null): MarkStanding {
  if (status === null) return "unknown";
  const s = status.toLowerCase();
  if (STILL_REGISTERED.some((k) => s.includes(k))) return "registered";
  if (DEAD.some((k) => s.includes(k))) return "dead";
  if (PENDING.some((k) => s.includes(k))) return "pending";
  if (REGISTERED.some((k) => s.includes(k))) return "registered";
  return "unknown";
}

/**
 * Type of sign, for weighting how much the text carries the overall impression:
 * - `word`: the text is the whole sign;
 * - `combined`: text with a figurative element (EUIPO calls these "Figurative" too);
 * - `other`: shape, position, sound and other signs that happen to carry text;
 * - `unknown`: no category given.
 */
export type SignType = "word" | "combined" | "other" | "unknown";
/** Every sign type, for checking what a register port answers. */
export const SIGN_TYPES: readonly SignType[] = ["word", "combined", "other", "unknown"];

/** Sort a register `markFeatureCategory` into a sign type. */
export function signType(feature: string | null): SignType {
  if (feature === null || feature.trim() === "") return "unknown";
  const f = feature.toLowerCase();
  if (f.includes("word")) return "word";
  if (f.includes("figurative") || f.includes("combined")) return "combined";
  return "other";
}

/** True when a mark has text to match: figurative signs without a verbal element do not. */
export function hasMarkText(markText: string | null): markText is string {
  return markText !== null && markText.trim() !== "";
}
