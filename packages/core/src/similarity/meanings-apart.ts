/**
 * Meanings apart: two one-word names that are both words of ordinary language with meanings of
 * their own ("Closet" / "Closed", "Pop" / "Pod"). A clear, immediately grasped difference in
 * meaning counteracts the likeness of the letters and sounds (the counteraction the EU courts
 * apply, "Picasso" / "Picaro"; the UK IPO held "Closet" / "Closed" not confusable), so such a
 * pair is Medium at most, however its letters and sounds agree (similarity/risk.ts,
 * trademarks/evidence.ts); only a translation (T, one concept in two languages) stays High. Names
 * of several words keep their verdict: their other words carry the impression.
 */
import { meaningsApart } from "./partial.js";

/** True when the query and the name are one word each, different, and both of ordinary language. */
export function oneWordsMeaningsApart(query: readonly string[], name: readonly string[]): boolean {
  const [q, n] = [query[0], name[0]];
  return query.length === 1 && name.length === 1 && q !== undefined && n !== undefined && meaningsApart(q, n);
}

/** The explanation's sentence for a pair of one-word names with meanings apart. */
export function meaningsApartNote(query: string, name: string): string {
  return `meanings apart: "${query}" / "${name}" are ordinary words of different meaning, so looking or sounding alike counts as Medium`;
}
