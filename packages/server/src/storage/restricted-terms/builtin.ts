/**
 * The core's built-in restricted terms (reference/restricted-terms.ts) as seed data. Each
 * built-in term keeps its stable id as `seedKey`, so it is seeded once and never again, even
 * after an operator renamed or deactivated it.
 */
import { BUILTIN_TERM_CATEGORIES, BUILTIN_TERMS } from "@namescreen/core";
import type { SeedData } from "./seed.js";

/** The built-in categories and terms, ready for `seedRestrictedTerms`. */
export function builtinSeedData(): SeedData {
  return {
    categories: BUILTIN_TERM_CATEGORIES.map((c) => ({
      code: c.code,
      name: c.name,
      description: c.description,
      flagCode: c.flagCode,
      sectionNumber: c.sectionNumber,
      sectionTitle: c.sectionTitle,
      ruleRef: c.ruleRef,
      defaultSeverity: c.defaultSeverity,
      matchMode: c.matchMode,
      isActive: c.isActive,
    })),
    terms: BUILTIN_TERMS.map((t) => ({
      categoryCode: t.categoryCode,
      term: t.term,
      description: t.description,
      languageCode: t.languageCode,
      matchModeOverride: t.matchModeOverride,
      severityOverride: t.severityOverride,
      exceptions: t.exceptions,
      seedKey: t.id,
    })),
  };
}
