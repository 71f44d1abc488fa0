/**
 * Seats for generated companies: every municipality of the gazetteer with its canton and the
 * language its companies are named in (French or Italian where that is the municipality's first
 * official language, otherwise German).
 */
import { MUNICIPALITIES } from "../../reference/places.generated.js";
import { FRENCH_SEATS, ITALIAN_SEATS } from "./seat-languages.generated.js";

/** Language a generated company is named in. */
export type SeatLanguage = "de" | "fr" | "it";

/** `[name, canton, language]` of each municipality, in the gazetteer's order. */
export const SEATS: readonly (readonly [string, string, SeatLanguage])[] = (() => {
  const french = new Set(FRENCH_SEATS);
  const italian = new Set(ITALIAN_SEATS);
  return MUNICIPALITIES.map(([bfs, name, canton]) => {
    const language: SeatLanguage = french.has(bfs) ? "fr" : italian.has(bfs) ? "it" : "de";
    return [name, canton, language] as const;
  });
})();
