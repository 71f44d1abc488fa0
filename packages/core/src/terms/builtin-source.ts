/**
 * Built-in defaults for the optional ports. The built-in restricted terms come from the
 * reference data; a server replaces them with administered terms through the same port.
 */

import { BUILTIN_TERM_SET } from "../reference/restricted-terms.js";
import type { RestrictedTermsSource } from "./port.js";

const builtinSource: RestrictedTermsSource = { snapshot: () => BUILTIN_TERM_SET };

/** The built-in restricted-terms source: the categories and terms of reference/restricted-terms.ts. */
export function defaultRestrictedTerms(): RestrictedTermsSource {
  return builtinSource;
}
