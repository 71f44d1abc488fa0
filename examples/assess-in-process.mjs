// A partner service assessing names in-process with @namescreen/core (no server, no I/O).
// Run: pnpm build && node examples/assess-in-process.mjs
// It checks what it prints: a flag that stops appearing (or a new one) fails the run.
import { assess, BUILTIN_TERM_CATEGORIES, ValidationError } from "@namescreen/core";

const proposals = [
  {
    request: { companyName: "Alpenblick Treuhand AG", legalForm: "stock_corporation", language: "de" },
    expect: [],
  },
  {
    request: {
      companyName: "Alpha GmbH",
      legalForm: "stock_corporation",
      language: "de",
      checkLevel: "basic",
    },
    expect: ["ERR_MISSING_LEGAL_FORM"],
  },
  {
    request: { companyName: "Аlpha AG", legalForm: "stock_corporation", language: "de" },
    expect: ["ERR_NON_LATIN_CHARACTERS"],
  },
  {
    request: { companyName: "Zürich AG", legalForm: "stock_corporation", language: "de" },
    expect: ["ERR_STANDALONE_GEOGRAPHY"],
  },
  {
    request: {
      companyName: "Muster AG Zürich",
      legalForm: "stock_corporation",
      language: "de",
      legalSeat: "Bern",
    },
    expect: ["WARN_SEAT_MISMATCH"],
  },
  {
    request: { companyName: "Swiss Privatbank SA", legalForm: "stock_corporation", language: "fr" },
    expect: ["WARN_ORIGIN_INDICATION", "WARN_FINREG_LICENSE_REQUIRED"],
  },
  {
    request: { companyName: "Datenbank Service GmbH", legalForm: "limited_liability", language: "de" },
    expect: [],
  },
  {
    request: {
      companyName: "Müller & Co.",
      legalForm: "sole_proprietorship",
      language: "de",
      ownerSurname: "Müller",
    },
    expect: ["ERR_INVALID_SOLE_PROP_SUFFIX"],
  },
  {
    request: { companyName: "Croce Rossa Servizi SA", legalForm: "stock_corporation", language: "it" },
    expect: ["ERR_PROTECTED_INTL_ORG_STRICT"],
  },
  {
    request: { companyName: "Alpha Ltd", legalForm: "stock_corporation", language: "en" },
    expect: ["ERR_ENGLISH_LEGAL_FORM_PRIMARY"],
  },
];

// Basic level (deterministic rules only) keeps the expected flags stable; the first proposal runs
// at the default full level, which also asks the semantic analyser.
for (const [i, { request, expect }] of proposals.entries()) {
  const { result, explanation } = await assess(i === 0 ? request : { checkLevel: "basic", ...request });
  const codes = result.flags.map((f) => f.code);
  console.log(
    `${request.companyName}: ${result.assessment.overallStatus}; ${codes.join(", ") || "no flags"}`,
  );
  for (const flag of result.flags) console.log(`  ${flag.severity} ${flag.code}: ${flag.message}`);
  console.log(`  decided by: ${explanation.decisiveChecks.join(", ") || "-"}`);
  if (codes.join() !== expect.join())
    throw new Error(`${request.companyName}: expected [${expect}] but got [${codes}]`);
}

// Administered terms come through the restricted-terms port: here an extra in-memory term.
const banking = BUILTIN_TERM_CATEGORIES.find((c) => c.code === "banking");
const adminTerms = {
  snapshot: () => ({
    version: "example-1",
    categories: [banking],
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
const { result } = await assess(
  { companyName: "Alpen Geldhaus AG", legalForm: "stock_corporation", language: "de", checkLevel: "basic" },
  { restrictedTerms: adminTerms },
);
console.log(`Alpen Geldhaus AG with an administered term: ${result.assessment.overallStatus}`);
if (result.assessment.overallStatus !== "REGISTRY_REJECTION_LIKELY")
  throw new Error("the administered term must apply");

try {
  await assess({ companyName: "   ", legalForm: "stock_corporation", language: "de" });
  throw new Error("an empty name must be refused");
} catch (error) {
  if (!(error instanceof ValidationError)) throw error;
  console.log(`Refused as expected: ${error.issues.map((i) => `${i.path} ${i.message}`).join("; ")}`);
}
