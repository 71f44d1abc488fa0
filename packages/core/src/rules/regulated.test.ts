import { describe, expect, it } from "vitest";
import { ruleTester } from "../../test/helpers/rule-tester.js";
import { assess } from "../assessment/assess.js";
import type { RestrictedTermSet } from "../terms/port.js";

ruleTester("WARN_FINREG_LICENSE_REQUIRED", "regulated.finreg", {
  valid: [
    "Datenbank Service AG",
    "Sandbank Reisen AG",
    "Bankett Catering AG",
    "Werkbank Schreinerei AG",
    "Sitzbank Design AG",
    "Parkbank Möbel AG",
    "Bankrott Theater AG",
    { name: "Banquet Traiteur SA", language: "fr" },
    { name: "Banco di Prova Sagl", legalForm: "limited_liability", language: "it" },
    { name: "Energiesparhaus AG", note: "'sparen' only as a whole word" },
    { name: "Trust Services AG", language: "en" },
    { name: "Spielbank Bern AG", note: "gambling, not banking" },
  ],
  invalid: [
    "Alpha Bank AG",
    "Privatbank Muster AG",
    "Kantonalbank Muster AG",
    "Bankverein Muster AG",
    "Muster Bankhaus AG",
    "Bankier Muster AG",
    "Sparkasse Muster AG",
    "Ersparniskasse Muster AG",
    "Muster Anlagefonds AG",
    "Muster Vermögensverwalter AG",
    "Muster Vermögensverwalterin AG",
    "Muster Fondsleitung AG",
    "Muster SICAV",
    { name: "Banque Alpha SA", language: "fr" },
    { name: "Banquier Privé SA", language: "fr" },
    { name: "Caisse d'Épargne Alpha SA", language: "fr" },
    { name: "Gestionnaire de Fortune Alpha SA", language: "fr" },
    { name: "Banca Alpha SA", language: "it" },
    { name: "Cassa di Risparmio Alpha SA", language: "it" },
    { name: "Fondo di investimento Alpha SA", language: "it" },
    { name: "Alpha Banking AG", language: "en" },
    { name: "Alpha Savings AG", language: "en" },
    { name: "Alpha Asset Manager AG", language: "en" },
    { name: "Alpha Trustees AG", language: "en" },
    // French, Italian and English plurals, as the German ones (each cleared before).
    { name: "Alpha Banchieri SA", language: "it" },
    { name: "Risparmi Alpha SA", language: "it" },
    { name: "Alpha Gestionnaires de fortune SA", language: "fr" },
    { name: "Directions de fonds Alpha SA", language: "fr" },
    { name: "Maisons de titres Alpha SA", language: "fr" },
    { name: "Gestori patrimoniali Alpha SA", language: "it" },
    { name: "Direzione di fondi Alpha SA", language: "it" },
    { name: "Fondi di investimento Alpha SA", language: "it" },
    { name: "Alpha Asset Managers AG", language: "en" },
    { name: "Alpha Wealth Managers AG", language: "en" },
  ],
});

ruleTester("WARN_GAMBLING_TERMS_GSG", "regulated.gambling", {
  valid: ["Spielwaren Muster AG", "Wetter Muster AG", { name: "Casablanca Import SA", language: "fr" }],
  invalid: [
    "Casino Muster AG",
    "Kasino Muster AG",
    "Spielbank Muster AG",
    "Muster Lotterie AG",
    "Muster Sportwetten AG",
    { name: "Casinos du Lac SA", language: "fr" },
    { name: "Maison de Jeu Alpha SA", language: "fr" },
    { name: "Loterie Alpha SA", language: "fr" },
    { name: "Casinò Lugano SA", language: "it" },
    { name: "Casa da Gioco Alpha SA", language: "it" },
    { name: "Scommesse Alpha SA", language: "it" },
    { name: "Alpha Sports Betting AG", language: "en" },
    // A casino at the end of a compound, as with a hyphen (cleared before).
    "Alpha Onlinecasino AG",
    "Alpha Online-Casino AG",
    "Muster Spielkasino AG",
    // Plurals (each cleared before).
    { name: "Loteries Alpha SA", language: "fr" },
    { name: "Alpha Bookmakers AG", language: "en" },
    { name: "Case da gioco Alpha SA", language: "it" },
    { name: "Scommessa Alpha SA", language: "it" },
  ],
});

ruleTester("WARN_HEALTH_APOTHEKE_HMG", "regulated.pharmacy", {
  valid: ["Pharma Research AG", "Apollo Optik AG", { name: "Pharmaceutique Alpha SA", language: "fr" }],
  invalid: [
    "Apotheke Muster AG",
    "Bahnhofapotheke Muster AG",
    "T. Apotheke & Drogerie AG",
    "Muster Drogerie AG",
    { name: "Pharmacie du Lac SA", language: "fr" },
    { name: "Droguerie Alpha SA", language: "fr" },
    { name: "Farmacia Centrale SA", language: "it" },
    { name: "Drogheria Alpha SA", language: "it" },
    { name: "Apoteca Engiadina SA", language: "it" },
    { name: "Alpha Pharmacy AG", language: "en" },
    // Plurals and the Italian pharmacist (each cleared before).
    { name: "Pharmacies Alpha SA", language: "fr" },
    { name: "Alpha Pharmacies AG", language: "en" },
    { name: "Drogueries Alpha SA", language: "fr" },
    { name: "Drogherie Alpha SA", language: "it" },
    { name: "Farmacista Alpha SA", language: "it" },
    { name: "Alpha Drugstores AG", language: "en" },
  ],
});

ruleTester("WARN_HFKG_ACCREDITATION_REQUIRED", "regulated.higher_education", {
  valid: [
    "Hochschule für Gestaltung AG",
    "Business School Muster AG",
    "Universal Trading AG",
    "Universum Verlag AG",
    { name: "École Alpha SA", language: "fr" },
  ],
  invalid: [
    "Universität Muster AG",
    "Private Universität Muster AG",
    "Universitaet Muster AG",
    "Fachhochschule Muster AG",
    "Pädagogische Hochschule Muster AG",
    { name: "Université Alpha SA", language: "fr" },
    { name: "Haute École Spécialisée Alpha SA", language: "fr" },
    { name: "Università Alpha SA", language: "it" },
    { name: "Scuola Universitaria Professionale Alpha SA", language: "it" },
    { name: "Alpha University AG", language: "en" },
    // A compound without the final "e" (cleared before).
    "Alpha Fachhochschulinstitut AG",
    "Fachhochschulzentrum Muster AG",
    "Fachhochschulen Muster AG",
    // Plurals (each cleared before).
    "Pädagogische Hochschulen Muster AG",
    // The adjective inflected after an article or in the dative (each cleared before).
    "Stiftung der Pädagogischen Hochschule Muster AG",
    "Das Universitäre Institut Muster AG",
    "Freunde des Universitären Instituts Muster AG",
    { name: "Universités Alpha SA", language: "fr" },
    { name: "Hautes écoles spécialisées Alpha SA", language: "fr" },
    { name: "Hautes écoles pédagogiques Alpha SA", language: "fr" },
    { name: "Instituts universitaires Alpha SA", language: "fr" },
    { name: "Istituti universitari Alpha SA", language: "it" },
    { name: "Scuole universitarie professionali Alpha SA", language: "it" },
    { name: "Alte scuole pedagogiche Alpha SA", language: "it" },
  ],
});

describe("a term in a compound is reported once", () => {
  it.each(["Fachhochschule Muster AG", "Spielcasino Muster AG"])("%s", async (companyName) => {
    const { explanation } = await assess({
      companyName,
      legalForm: "stock_corporation",
      language: "de",
      checkLevel: "basic",
    });
    const evidence = explanation.steps.flatMap((s) => (s.triggered ? s.evidence : []));
    expect(evidence).toHaveLength(1);
  });
});

describe("regulated terms through the port", () => {
  const request = {
    companyName: "Bankett Muster AG",
    legalForm: "stock_corporation",
    language: "de",
    checkLevel: "basic",
  } as const;
  const adminSet = (severity: "ERROR" | null): RestrictedTermSet => ({
    version: `test-${severity}`,
    categories: [
      {
        code: "banking",
        name: "Banking",
        flagCode: "WARN_FINREG_LICENSE_REQUIRED",
        defaultSeverity: "WARNING",
        matchMode: "compound",
        ruleRef: "BankG art. 1",
        isActive: true,
      },
    ],
    terms: [
      {
        id: 1,
        categoryCode: "banking",
        term: "bankett",
        languageCode: "de",
        matchModeOverride: "word_prefix",
        severityOverride: severity,
      },
    ],
  });

  it("administered terms change the result without code changes", async () => {
    const builtin = await assess(request);
    expect(builtin.result.flags).toEqual([]);
    const admin = await assess(request, { restrictedTerms: { snapshot: () => adminSet(null) } });
    expect(admin.result.flags.map((f) => [f.code, f.severity])).toEqual([
      ["WARN_FINREG_LICENSE_REQUIRED", "WARNING"],
    ]);
  });

  it("a term's severity override goes into the flag", async () => {
    const admin = await assess(request, {
      restrictedTerms: { snapshot: () => Promise.resolve(adminSet("ERROR")) },
    });
    expect(admin.result.flags.map((f) => [f.code, f.severity])).toEqual([
      ["WARN_FINREG_LICENSE_REQUIRED", "ERROR"],
    ]);
    expect(admin.result.assessment.overallStatus).toBe("REGISTRY_REJECTION_LIKELY");
  });

  it("an inactive category matches nothing", async () => {
    const set = adminSet(null);
    const inactive = { ...set, categories: set.categories.map((c) => ({ ...c, isActive: false })) };
    const admin = await assess(request, { restrictedTerms: { snapshot: () => inactive } });
    expect(admin.result.flags).toEqual([]);
  });

  it("a category with another flag code is reported by restricted_terms.other", async () => {
    const set: RestrictedTermSet = {
      version: "other",
      categories: [
        {
          code: "origin_admin",
          name: "Administered origin terms",
          flagCode: "WARN_ORIGIN_INDICATION",
          defaultSeverity: "WARNING",
          matchMode: "whole_word",
          ruleRef: null,
          isActive: true,
        },
      ],
      terms: [
        {
          id: 7,
          categoryCode: "origin_admin",
          term: "Muster",
          languageCode: null,
          matchModeOverride: null,
          severityOverride: null,
        },
      ],
    };
    const { result, explanation } = await assess(request, { restrictedTerms: { snapshot: () => set } });
    expect(result.flags.map((f) => f.code)).toEqual(["WARN_ORIGIN_INDICATION"]);
    expect(explanation.steps.find((s) => s.stepId === "restricted_terms.other")?.triggered).toBe(true);
  });
});
