/**
 * The normalised spellings of a term: what duplicates are compared on. They come from the
 * core's term folding (case, diacritics, ß → ss, punctuation, spaces), i.e. exactly how the
 * matcher reads terms and names, plus the umlaut transcription the register treats as equal:
 * "Bank" = "BANK" = "Bänk"; "Universität" overlaps "Universitaet" and "Universitat" (which do
 * not overlap each other: each matches names the other does not).
 */
import { foldVariants, ValidationError } from "@namescreen/core";

/** `key`: the plain fold; `alt`: the umlaut transcription when it differs, else null. */
export interface TermKeys {
  key: string;
  alt: string | null;
}

/** The normalised spellings of `term` (`key` is "" when nothing matchable is left). */
export function termKeys(term: string): TermKeys {
  const [key = "", alt = null] = foldVariants(term);
  return { key, alt };
}

/** The plain normalised key of `term` ("" when nothing matchable is left). */
export function termKey(term: string): string {
  return termKeys(term).key;
}

/**
 * The keys of a term an administrator sends, or a ValidationError (HTTP 422) at `path` when
 * the term has nothing left to match after normalisation (e.g. "***").
 */
export function requireTermKeys(term: string, path = "term"): TermKeys {
  const keys = termKeys(term);
  if (keys.key === "") {
    throw new ValidationError([
      { path, message: "The term has no letters or digits left after normalisation", value: term },
    ]);
  }
  return keys;
}
