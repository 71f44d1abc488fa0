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
 * the term holds an invisible format character (`value`: its code point) or has no letters or
 * digits to match (`value`: the term).
 */
export function requireTermKeys(term: string, path = "term"): TermKeys {
  const problem = formatCharProblem(term) ?? matchableProblem(term);
  if (problem) throw new ValidationError([{ path, ...problem }]);
  return termKeys(term);
}

// --- Internal helpers ---

interface Problem {
  message: string;
  value: string;
}

/** Unicode format characters (Cf): soft hyphen, zero-width space and joiners, BOM, bidi controls. */
const FORMAT_CHAR = /\p{Cf}/u;

/**
 * Names refuse these (ERR_PROHIBITED_SYMBOL). In a term one split the word ("Wett\u00adlokal"
 * folded to "wett lokal": no match, no duplicate, not found by search), and trim() kept U+200B.
 */
function formatCharProblem(term: string): Problem | null {
  const found = FORMAT_CHAR.exec(term)?.[0];
  if (found === undefined) return null;
  const code = `U+${(found.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
  return {
    message: `contains the invisible format character ${code}; type the term without it`,
    value: code,
  };
}

/** "&" and "+" fold to the conjunction sign, no letter: the term "&" flagged "Bloch & Cie AG". */
function matchableProblem(term: string): Problem | null {
  if (/[\p{L}\p{N}]/u.test(termKey(term))) return null;
  return { message: "The term has no letters or digits left after normalisation", value: term };
}
