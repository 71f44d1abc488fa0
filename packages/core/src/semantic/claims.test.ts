import { describe, expect, it } from "vitest";
import { codesFor } from "../../test/helpers/semantic.js";
import type { Language } from "../types.js";

const req = (companyName: string, language: Language) => ({
  companyName,
  language,
  legalForm: "stock_corporation" as const,
});
const FINANCE = "WARN_IMPLIED_INVESTMENT_OR_BANKING_ACTIVITY";
const HEALTH = "WARN_HEALTH_CLAIM_HMG";

describe("WARN_IMPLIED_INVESTMENT_OR_BANKING_ACTIVITY", () => {
  it.each<[Language, string]>([
    ["de", "Zubag Vermögensplanung AG"],
    ["de", "Zubag Kapitalanlage AG"],
    ["de", "Zubag Finanz AG"],
    ["de", "Zubag Kryptowährungen AG"],
    ["fr", "Zubag Gestion de Patrimoine SA"],
    ["fr", "Zubag Investissements SA"],
    ["it", "Zubag Investimenti SA"],
    ["it", "Zubag Finanziaria SA"],
    ["en", "Zubag Asset Management AG"],
    ["en", "Zubag Crypto Invest AG"],
    ["en", "Zubag Crypto Trading AG"],
  ])("%s: «%s» implies regulated finance", (language, name) => {
    expect(codesFor(req(name, language))).toContain(FINANCE);
  });

  it.each<[Language, string]>([
    ["de", "Zubag Bank AG"], // reserved term: the deterministic FINREG flag's business
    ["de", "Zubag Finanzbuchhaltung AG"],
    ["de", "Zubag Krypto Software AG"], // crypto without investment context
    ["de", "Zubag Datenbank AG"],
    ["fr", "Zubag Banque SA"],
    ["it", "Zubag Banca Privata SA"],
    ["en", "Zubag Blockchain Engineering AG"],
  ])("%s: «%s» does not", (language, name) => {
    expect(codesFor(req(name, language))).not.toContain(FINANCE);
  });
});

describe("WARN_HEALTH_CLAIM_HMG", () => {
  it.each<[Language, string]>([
    ["de", "Heilpraxis Sonnenberg AG"],
    ["de", "Zubag Naturheilkunde AG"],
    ["de", "Zubag Gesundheit garantiert AG"],
    ["de", "Zubag Antikrebs Tee AG"],
    ["de", "Zubag Heilsalbe AG"],
    ["fr", "Guérison Naturelle Zubag SA"],
    ["fr", "Zubag Santé Garantie SA"],
    ["it", "Centro Guarigione Zubag SA"],
    ["it", "Zubag Rimedi Curativi SA"],
    ["en", "Zubag Cancer Cure AG"],
    ["en", "Zubag Anti-Cancer AG"],
  ])("%s: «%s» makes a health claim", (language, name) => {
    expect(codesFor(req(name, language))).toContain(HEALTH);
  });

  it.each<[Language, string]>([
    ["de", "Zubag Gesundheitszentrum AG"],
    ["de", "Apotheke Zubag AG"],
    ["de", "Heiligkreuz Garage AG"],
    ["fr", "Zubag Santé Naturelle SA"],
    ["it", "Zubag Cure Domiciliari SA"], // Italian "cure": care, not a cure
    ["en", "Zubag Physiotherapy AG"],
  ])("%s: «%s» does not", (language, name) => {
    expect(codesFor(req(name, language))).not.toContain(HEALTH);
  });
});
