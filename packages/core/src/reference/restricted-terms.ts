/**
 * The built-in restricted terms: every category and term the core ships, as one term set.
 * The server seeds its administered tables from `BUILTIN_TERM_CATEGORIES` and `BUILTIN_TERMS`;
 * without a server, `defaultRestrictedTerms()` serves `BUILTIN_TERM_SET`.
 */
import type { RestrictedTermSet } from "../terms/port.js";
import { IGO_CATEGORIES, IGO_TERMS } from "./igo.js";
import { OFFICIAL_CATEGORY, OFFICIAL_TERMS } from "./official-designations.js";
import { REGULATED_CATEGORIES, REGULATED_TERMS } from "./regulated-terms.js";
import type { BuiltinTerm, BuiltinTermCategory } from "./term-model.js";

export type { BuiltinTerm, BuiltinTermCategory } from "./term-model.js";

/** Version of the built-in list; bump it whenever a category or term changes. */
export const BUILTIN_TERMS_VERSION = "builtin-1.1.0";

/** Built-in categories, in rule order. */
export const BUILTIN_TERM_CATEGORIES: readonly BuiltinTermCategory[] = [
  ...REGULATED_CATEGORIES,
  OFFICIAL_CATEGORY,
  ...IGO_CATEGORIES,
];

/** Built-in terms (all active). */
export const BUILTIN_TERMS: readonly BuiltinTerm[] = [...REGULATED_TERMS, ...OFFICIAL_TERMS, ...IGO_TERMS];

/** The built-in list as a term set (one object, so its compiled matcher is cached once). */
export const BUILTIN_TERM_SET: RestrictedTermSet = {
  version: BUILTIN_TERMS_VERSION,
  categories: BUILTIN_TERM_CATEGORIES,
  terms: BUILTIN_TERMS,
};
