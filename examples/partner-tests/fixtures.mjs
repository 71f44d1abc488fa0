// Fixtures a partner's test suite keeps beside its tests: a small register of its own, and ports
// it controls (a register that counts its calls, fixed restricted terms, a fake semantic analyser).
import { BUILTIN_TERM_CATEGORIES, createCompanyRegister, createTrademarkRegister } from "@namescreen/core";

/** The companies our tests screen against. */
export const companies = () =>
  createCompanyRegister([
    { id: "acme", name: "Acme Treuhand AG", seat: "Bern" },
    {
      id: "lumora",
      name: "Lumora Farben AG",
      languageVersions: [{ name: "Lumora Couleurs SA", language: "fr" }],
    },
    { id: "old", name: "Alte Mühle AG", status: "deleted" },
  ]);

/** The marks our tests screen against. */
export const trademarks = () =>
  createTrademarkRegister([
    {
      sourceRecordId: "TM-1",
      markText: "ACMEX",
      niceClasses: [36],
      status: "Registered",
      markFeatureCategory: "Word",
    },
  ]);

/** A custom CompanyRegister port: the in-memory one, counting the calls the core makes. */
export function countingRegister(register) {
  const calls = { match: 0, describe: 0 };
  return {
    calls,
    match(query, floor) {
      calls.match++;
      return register.match(query, floor);
    },
    async describe(hits) {
      calls.describe++;
      return register.describe(hits);
    },
  };
}

/** A custom RestrictedTermsSource: the built-in banking category plus one administered term. */
export const restrictedTerms = {
  snapshot: () => ({
    version: "partner-test-1",
    categories: BUILTIN_TERM_CATEGORIES.filter((c) => c.code === "banking"),
    terms: [
      {
        id: 1,
        categoryCode: "banking",
        term: "Geldhaus",
        languageCode: "de",
        matchModeOverride: "compound",
        severityOverride: "ERROR",
      },
    ],
  }),
};

/** A fake SemanticAnalyzer: no findings, or a failure, so tests do not depend on the built-in lexicon. */
export const quietAnalyzer = {
  analyze: () => ({
    analyzer: "partner-fake@1",
    impliedActivities: [],
    isPurelyDescriptive: false,
    containsGeographicTerm: false,
    findings: [],
  }),
};
export const brokenAnalyzer = {
  analyze: () => {
    throw new Error("analyser down");
  },
};
