import { describe, expect, it } from "vitest";
import { flagsOf, ruleTester } from "../../test/helpers/rule-tester.js";

ruleTester("ERR_MISSING_LEGAL_FORM", "legal_form.presence", {
  valid: [
    "Alpha AG",
    "Alpha Aktiengesellschaft",
    "AG für Werbung",
    "Alpha SA",
    "Alpha société anonyme",
    "Alpha società anonima",
    "Alpha S.A.",
    "Alpha A.G.",
    "Gebr. de Trey, Aktiengesellschaft",
    // A dotted form opening the name, the requested one (each refused before: read as initials).
    { name: "S.A. Fratelli de Trey", language: "it" },
    "A.G. für Werbung",
    { name: "G.m.b.H. Muster", legalForm: "limited_liability" },
    { name: "S.à r.l. Dupont", legalForm: "limited_liability", language: "fr" },
    { name: "Beta GmbH", legalForm: "limited_liability" },
    { name: "Beta Sàrl", legalForm: "limited_liability", language: "fr" },
    { name: "Beta S.à r.l.", legalForm: "limited_liability", language: "fr" },
    { name: "Beta Sarl", legalForm: "limited_liability", language: "fr" },
    { name: "Beta Sagl", legalForm: "limited_liability", language: "it" },
    { name: "Beta società a garanzia limitata", legalForm: "limited_liability", language: "it" },
    { name: "Beta Gesellschaft mit beschränkter Haftung", legalForm: "limited_liability" },
    { name: "Hans Muster Schreinerei", legalForm: "sole_proprietorship", ownerSurname: "Muster" },
    { name: "Alpha Ltd", note: "reported as English legal form instead" },
    { name: "AlphaAG", note: "reported as hidden legal form instead" },
  ],
  invalid: [
    "Alpha Treuhand",
    "Alpha Holding",
    "Alpha & Co.",
    { name: "Alpha GmbH", note: "GmbH for a stock corporation" },
    { name: "Alpha Sàrl", language: "fr", note: "Sàrl for a stock corporation" },
    { name: "Alpha Sagl", language: "it" },
    { name: "Alpha Genossenschaft" },
    { name: "Beta AG", legalForm: "limited_liability", note: "AG for a limited liability company" },
    { name: "Beta SA", legalForm: "limited_liability", language: "fr" },
    { name: "Beta società anonima", legalForm: "limited_liability", language: "it" },
    { name: "Beta Consulting", legalForm: "limited_liability", language: "en" },
    { name: "S.A. Müller Treuhand", legalForm: "limited_liability", note: "initials, or another form" },
    { name: "J.A.G. Consulting", note: "a chain of initials" },
  ],
});

ruleTester("ERR_MULTIPLE_LEGAL_FORMS", "legal_form.multiple", {
  valid: [
    "Alpha AG",
    "Müller & Co. AG",
    "Alpha Holding AG",
    { name: "Beta Sàrl", legalForm: "limited_liability" },
    { name: "Firecrest Capital Corporation AG", note: "registered; a written-out English word beside AG" },
    { name: "Alpha Limited SA", language: "fr" },
    // Refused before: the register's practice reads these as fantasy (docs/rules.md).
    { name: "Fondation Soleil GmbH", legalForm: "limited_liability", language: "fr" },
    { name: "Stiftung Warentest AG", note: "a foundation's word opening a company's name" },
    { name: "Association Management SA", language: "fr" },
    // "Spa" and "Sac" are words, not S.p.A. and SAc (each refused before).
    "Mountain Spa Resort AG",
    { name: "Hôtel & Spa SA", language: "fr" },
    "Wellness Spa AG",
    { name: "Hotel & SPA AG", note: "capitals before the Swiss form: the word" },
    { name: "Le Petit Sac SA", language: "fr" },
    { name: "Sac à Dos Sàrl", legalForm: "limited_liability", language: "fr" },
    "Alpha Sac AG",
  ],
  invalid: [
    "Alpha AG GmbH",
    { name: "Alpha S.p.A. AG", note: "the dotted Italian form anywhere" },
    { name: "Alpha Stiftung AG", note: "not opening the name: a second form" },
    { name: "Alpha KG AG", note: "a foreign form before the Swiss one (cleared before)" },
    { name: "Alpha Holding SE AG", note: "likewise" },
    { name: "Beta SA Sàrl", language: "fr" },
    "Gamma Genossenschaft AG",
    { name: "Delta Sagl SA", language: "it" },
    "Aktiengesellschaft für alles GmbH",
    { name: "Alpha Holding Ltd AG", language: "en" },
    { name: "Alpha Inc. AG", language: "en" },
  ],
});

ruleTester("ERR_HIDDEN_LEGAL_FORM", "legal_form.hidden", {
  valid: [
    "Alpha AG",
    "Sagittarius AG",
    "Magma AG",
    "Gagarin SA",
    "Massage AG",
    "Saga Sàrl",
    // A form joined by a hyphen at the very end is the legal form (refused before).
    { name: "Gamma-SA", language: "fr" },
    { name: "Cosmopolitan-Vermögensverwaltungs-AG", note: "registered (FINMA list)" },
  ],
  invalid: [
    "AlphaAG",
    { name: "BetaGmbH", legalForm: "limited_liability" },
    { name: "DeltaSagl", legalForm: "limited_liability", language: "it" },
    { name: "AlphaAG Zürich", note: "glued inside the name" },
  ],
});

ruleTester("ERR_ENGLISH_LEGAL_FORM_PRIMARY", "legal_form.english", {
  valid: [
    "Alpha AG",
    { name: "Alpha SA", language: "fr" },
    { name: "Alpha Ltd AG", note: "has a Swiss form" },
    { name: "Alpha Day Spa", language: "en", note: "a missing form, not a foreign one (refused before)" },
  ],
  invalid: [
    { name: "Alpha Ltd", language: "en" },
    { name: "Alpha Limited", language: "en" },
    { name: "Beta Inc.", language: "en" },
    { name: "Beta LLC", legalForm: "limited_liability", language: "en" },
    { name: "Gamma Corp.", language: "en" },
    { name: "Gamma PLC", language: "en" },
    { name: "Delta GmbH & Co. KG", language: "de" },
    { name: "Alpha S.p.A.", language: "it" },
    { name: "Alpha SpA", language: "it" },
    { name: "Alpha SPA", language: "it", note: "capitals ending a name in mixed case" },
  ],
});

describe("'Spa' and 'Sac' are words (each refused before)", () => {
  it.each([
    { name: "Alpha Day Spa", legalForm: "sole_proprietorship", ownerSurname: "Alpha", language: "en" },
    { name: "Day Spa Muster", legalForm: "sole_proprietorship", ownerSurname: "Muster" },
    { name: "Spa AG" },
    { name: "Wellness Spa AG" },
  ] as const)("raises no legal-form flag for $name", async (c) => {
    const { flags } = await flagsOf(c);
    expect(flags.filter((f) => f.includes("LEGAL_FORM") || f === "ERR_INVALID_SOLE_PROP_SUFFIX")).toEqual([]);
  });
});

ruleTester(
  "ERR_INVALID_SOLE_PROP_SUFFIX",
  "legal_form.sole_proprietorship",
  {
    valid: [
      { name: "Hans Muster Schreinerei", ownerSurname: "Muster" },
      { name: "Boulangerie Dupont", ownerSurname: "Dupont", language: "fr" },
      { name: "Panetteria Rossi", ownerSurname: "Rossi", language: "it" },
      { name: "Müller Bau", ownerSurname: "Mueller", note: "umlaut spellings are equal" },
      { name: "Mueller Bau", ownerSurname: "Müller" },
      { name: "Anna Müller-Meier Design", ownerSurname: "Müller-Meier" },
      { name: "Smith Consulting", ownerSurname: "Smith", language: "en" },
      { name: "Alpenblick Gärtnerei", note: "without ownerSurname the surname check is skipped" },
    ],
    invalid: [
      { name: "Muster AG", ownerSurname: "Muster" },
      { name: "Dupont Sàrl", ownerSurname: "Dupont", language: "fr" },
      { name: "Rossi Sagl", ownerSurname: "Rossi", language: "it" },
      { name: "Muster & Co.", ownerSurname: "Muster" },
      { name: "Dupont & Cie", ownerSurname: "Dupont", language: "fr" },
      { name: "Muster & Partner", ownerSurname: "Muster" },
      { name: "Muster und Söhne", ownerSurname: "Muster" },
      { name: "Hans Muster Söhne", ownerSurname: "Muster" },
      { name: "Rossi e Figli", ownerSurname: "Rossi", language: "it" },
      { name: "Smith Ltd", ownerSurname: "Smith", language: "en" },
      { name: "Smith Group", ownerSurname: "Smith", language: "en" },
      { name: "Alpenblick Gärtnerei", ownerSurname: "Muster", note: "owner's surname missing" },
      { name: "Boulangerie du Lac", ownerSurname: "Dupont", language: "fr" },
      // Each was cleared before: the same ideas in other words and languages.
      { name: "Muster & Company", ownerSurname: "Muster", language: "en" },
      { name: "Rossi e Compagnia", ownerSurname: "Rossi", language: "it" },
      { name: "Geschwister Muster", ownerSurname: "Muster" },
      { name: "Muster Sisters", ownerSurname: "Muster", language: "en" },
      { name: "Dupont Sœurs", ownerSurname: "Dupont", language: "fr" },
      { name: "Rossi Eredi", ownerSurname: "Rossi", language: "it" },
      { name: "Erbengemeinschaft Muster", ownerSurname: "Muster" },
      // Each was cleared before: "company" and "group" in the languages where only one was listed.
      { name: "Dupont Compagnie", ownerSurname: "Dupont", language: "fr" },
      { name: "Dupont Société", ownerSurname: "Dupont", language: "fr" },
      { name: "Rossi Società", ownerSurname: "Rossi", language: "it" },
      { name: "Societad Caduff", ownerSurname: "Caduff", language: "de" },
      { name: "Muster Konzern", ownerSurname: "Muster" },
    ],
  },
  { legalForm: "sole_proprietorship" },
);

describe("legal-form messages", () => {
  it("explains a wrong legal form for the requested one", async () => {
    const { messages } = await flagsOf("Alpha GmbH");
    expect(messages.join(" ")).toMatch(/"GmbH" \(a limited liability company\).*stock corporation/);
  });
  it("names the missing surname", async () => {
    const { messages } = await flagsOf({
      name: "Alpha Bau",
      legalForm: "sole_proprietorship",
      ownerSurname: "Keller",
    });
    expect(messages.join(" ")).toContain('family name "Keller"');
  });
});
