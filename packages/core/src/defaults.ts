/**
 * Built-in defaults for the optional ports. The built-in restricted terms come from the
 * reference data; a server replaces them with administered terms through the same port.
 */
import type { RestrictedTermSet, RestrictedTermsSource } from "./ports.js";

const EMPTY: RestrictedTermSet = { version: "builtin-empty", categories: [], terms: [] };

/** The built-in restricted-terms source. */
export function defaultRestrictedTerms(): RestrictedTermsSource {
  return { snapshot: () => EMPTY };
}
