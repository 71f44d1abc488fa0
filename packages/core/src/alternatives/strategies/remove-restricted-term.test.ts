import { expect, it } from "vitest";
import { candidatesOf, strategyTester } from "../../../test/helpers/strategy-tester.js";
import { removeRestrictedTerm } from "./remove-restricted-term.js";

strategyTester(removeRestrictedTerm, {
  proposes: [
    { companyName: "Quantix Bank AG", names: ["Quantix AG"], note: "reserved by BankG art. 1" },
    { companyName: "Eidgenössische Velora AG", names: ["Velora AG"], note: "official designation" },
    { companyName: "Swiss Velora AG", names: ["Velora AG"], note: "origin wording" },
    { companyName: "Velora Casino AG", names: ["Velora AG"], note: "gambling term" },
    {
      companyName: "Bundesamt für Digitales GmbH",
      legalForm: "limited_liability",
      names: ["Digitales GmbH"],
      note: "the function word that joined the flagged word goes with it ('für Digitales GmbH')",
    },
    // A flagged part of a hyphenated word goes with its hyphen: the word was read as one, so
    // "Bank-Müller AG" got no suggestion without "Bank".
    { companyName: "Bank-Müller AG", names: ["Müller AG"], note: "flagged first part of a compound" },
    {
      companyName: "Müller-Bank GmbH",
      legalForm: "limited_liability",
      names: ["Müller GmbH"],
      note: "flagged last part of a compound",
    },
    {
      companyName: "Müller-Bank-Treuhand AG",
      names: ["Müller-Treuhand AG"],
      note: "flagged middle part: one hyphen stays",
    },
    { companyName: "Swiss-Velora AG", names: ["Velora AG"], note: "origin wording in a compound" },
    { companyName: "Swiss-Bank Müller AG", names: ["Müller AG"], note: "a compound of flagged parts only" },
    { companyName: "Bank–Müller AG", names: ["Müller AG"], note: "an en dash joins like a hyphen" },
    { companyName: "Rossi-Banca SA", language: "it", names: ["Rossi SA"], note: "Italian compound" },
    {
      companyName: "Bank-Müller AG",
      keep: ["Müller"],
      names: ["Müller AG"],
      note: "the kept part of the compound stays",
    },
    {
      companyName: "Müller & Meier Bank AG",
      names: ["Müller & Meier AG"],
      note: "the '&' between two names stays ('Müller Meier AG' before)",
    },
    {
      companyName: "Müller & Meier Bank AG",
      keep: ["Müller & Meier"],
      names: ["Müller & Meier AG"],
      note: "a kept 'Müller & Meier' (no candidate kept it before: the '&' was lost)",
    },
    {
      companyName: "Müller & Bank AG",
      names: ["Müller AG"],
      note: "the '&' that joined the flagged word goes with it",
    },
    {
      companyName: "Stiftung Quantix Bank AG",
      names: ["Stiftung Quantix AG"],
      note: "a foundation's word opening a company's name is a word of it ('Quantix AG' before)",
    },
    {
      companyName: "Fondation Dupont & Banque SA",
      language: "fr",
      names: ["Fondation Dupont SA"],
      note: "French, the '&' goes with the dropped word",
    },
  ],
  proposesNothing: [
    { companyName: "Alpenblick Treuhand AG", note: "nothing flagged" },
    { companyName: "Swiss Bank AG", note: "nothing individual would be left" },
    { companyName: "Quantix Bank AG", keep: ["Bank"], note: "the flagged word is kept" },
    { companyName: "Bank-Müller AG", keep: ["Bank-Müller"], note: "the compound is kept whole" },
    { companyName: "Bundes-Immobilien AG", note: "only a descriptive part would be left" },
    {
      companyName: "Nationalbank-Beratung GmbH",
      legalForm: "limited_liability",
      note: "only a descriptive part would be left",
    },
  ],
});

it("names the flagged part it drops from a compound, not the whole word", async () => {
  const [c] = await candidatesOf(removeRestrictedTerm, { companyName: "Bank-Müller AG" });
  expect(c?.reason).toMatch(/^Drops "Bank" of "Bank-Müller" \(WARN_FINREG_LICENSE_REQUIRED\)/);
});

it("gives the flags of the dropped words only, not those of a kept word", async () => {
  // "Swiss" is kept: its origin warning stays and is not what dropping "Bank" answers.
  const [c] = await candidatesOf(removeRestrictedTerm, {
    companyName: "Swiss Quantix Bank AG",
    keep: ["Swiss"],
  });
  expect(c?.companyName).toBe("Swiss Quantix AG");
  expect(c?.reason).toMatch(/^Drops "Bank" \(WARN_FINREG_LICENSE_REQUIRED\):/);
});
