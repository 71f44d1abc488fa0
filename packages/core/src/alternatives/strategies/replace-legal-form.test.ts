import { expect, it } from "vitest";
import { candidatesOf, strategyTester } from "../../../test/helpers/strategy-tester.js";
import { replaceLegalForm } from "./replace-legal-form.js";

strategyTester(replaceLegalForm, {
  proposes: [
    {
      companyName: "Alpha Consulting",
      legalForm: "limited_liability",
      names: ["Alpha Consulting GmbH", "Alpha Consulting Gesellschaft mit beschränkter Haftung"],
      note: "missing legal form",
    },
    { companyName: "Alpenblick Holding Ltd", names: ["Alpenblick Holding AG"], note: "English legal form" },
    {
      companyName: "Alpha AG GmbH",
      names: ["Alpha AG", "Alpha Aktiengesellschaft"],
      note: "two legal forms",
    },
    { companyName: "AlphaAG", names: ["Alpha AG"], note: "legal form glued into the word" },
    { companyName: "Beta Conseil", language: "fr", names: ["Beta Conseil SA"], note: "French designation" },
    {
      companyName: "Keller Immobilien GmbH",
      legalForm: "sole_proprietorship",
      ownerSurname: "Keller",
      names: ["Keller Immobilien"],
      note: "company suffix on a sole proprietorship",
    },
    {
      companyName: "Swiss Quantix Bank Ltd",
      names: ["Quantix AG"],
      note: "flagged words go with the form when an individual word is left",
    },
    {
      companyName: "Bank-Müller Ltd",
      names: ["Müller AG"],
      note: "a flagged part of a compound goes too ('Bank-Müller AG' before)",
    },
  ],
  proposesNothing: [
    { companyName: "Alpenblick Treuhand AG", note: "the legal form is right" },
    { companyName: "Zürich AG", note: "refused for geography, not the legal form" },
    {
      companyName: "Swiss Bank Ltd",
      note: "flagged words and nothing individual left: no name without them",
    },
    { companyName: "Keller Schreinerei", legalForm: "sole_proprietorship", ownerSurname: "Keller" },
  ],
});

it("says what it changed in a sole proprietorship's name: the suffix out or the owner's name in", async () => {
  const missingOwner = await candidatesOf(replaceLegalForm, {
    companyName: "Bäckerei Sonnenschein",
    legalForm: "sole_proprietorship",
    ownerSurname: "Müller",
  });
  expect(missingOwner.map((c) => c.companyName)).toEqual(["Müller Bäckerei Sonnenschein"]);
  // Before: "Company suffix removed" for a name that had none.
  expect(missingOwner[0]?.reason).toMatch(/^Owner's family name "Müller" added:/);
  const suffix = await candidatesOf(replaceLegalForm, {
    companyName: "Keller Immobilien GmbH",
    legalForm: "sole_proprietorship",
    ownerSurname: "Keller",
  });
  expect(suffix[0]?.reason).toMatch(/^Company suffix removed:/);
});

it("says which flagged words it dropped with the legal form", async () => {
  // Before, the reason spoke of the legal form only while "Swiss" and "Bank" went too.
  const [c] = await candidatesOf(replaceLegalForm, { companyName: "Swiss Quantix Bank Ltd" });
  expect(c?.companyName).toBe("Quantix AG");
  expect(c?.reason).toContain('drops "Swiss", "Bank"');
});
