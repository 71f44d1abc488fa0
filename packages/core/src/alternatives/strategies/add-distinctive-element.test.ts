import { expect, it } from "vitest";
import { candidatesOf, strategyTester } from "../../../test/helpers/strategy-tester.js";
import { addDistinctiveElement } from "./add-distinctive-element.js";

strategyTester(addDistinctiveElement, {
  proposes: [
    { companyName: "Zürich AG", names: [/^Z[a-z]+ Zürich AG$/], note: "standalone geography" },
    { companyName: "Immobilien AG", names: [/^[A-Z][a-z]+ Immobilien AG$/], note: "purely descriptive" },
    { companyName: "Alpenblick Treuhand AG", names: [/^[A-Z][a-z]+ Alpenblick Treuhand AG$/] },
    {
      companyName: "Swiss Bank Ltd",
      activityScope: "Treuhand",
      names: [/^[A-Z][a-z]+ Treuhand AG$/],
      note: "flagged words dropped, the purpose's activity carries the name",
    },
    {
      companyName: "Bundes-Immobilien AG",
      names: [/^[A-Z][a-z]+ Immobilien AG$/],
      note: "the official part of the compound dropped",
    },
  ],
  proposesNothing: [
    {
      companyName: "Alpenblick Treuhand AG",
      registered: ["Alpenblick Treuhand AG"],
      note: "the name is registered: adding to it would conflict too",
    },
    { companyName: "Swiss Bank Ltd", note: "nothing left and no purpose" },
  ],
});

it("leaves no article or preposition behind that joined a dropped word", async () => {
  // "Banque" is flagged; before, "La du Léman" was left: "Divo La du Léman SA".
  const candidates = await candidatesOf(addDistinctiveElement, {
    companyName: "La Banque du Léman SA",
    language: "fr",
  });
  expect(candidates.length).toBeGreaterThan(0);
  for (const c of candidates) expect(c.companyName).toMatch(/^[A-Z][a-z]+ Léman SA$/);
});

it("keeps a company's partnership suffix ('& Partner') with the name's words", async () => {
  const candidates = await candidatesOf(addDistinctiveElement, {
    companyName: "Zanetti & Partner Treuhand AG",
  });
  expect(candidates.length).toBeGreaterThan(0);
  for (const c of candidates) expect(c.companyName).toMatch(/^[A-Z][a-z]+ Zanetti & Partner Treuhand AG$/);
});

it("never keeps a flagged part of a hyphenated word, nor coins from it", async () => {
  // The compound was read as one word: "Banka Bank-Müller AG", "Natix Nationalbank-Beratung GmbH".
  for (const [companyName, rest] of [
    ["Bank-Müller AG", "Müller AG"],
    ["Nationalbank-Beratung GmbH", "Beratung GmbH"],
  ] as const) {
    const candidates = await candidatesOf(addDistinctiveElement, {
      companyName,
      legalForm: companyName.endsWith("GmbH") ? "limited_liability" : "stock_corporation",
    });
    expect(candidates.length).toBeGreaterThan(0);
    for (const c of candidates) {
      expect(c.companyName).toMatch(new RegExp(`^[A-Z][a-z]+ ${rest}$`));
      expect(c.companyName).not.toMatch(/^(Ban|Nat)/);
    }
  }
});

it("keeps each '&' of the name and leaves none without a word on both sides", async () => {
  const three = await candidatesOf(addDistinctiveElement, { companyName: "Velora & Quantix & Zentaro AG" });
  expect(three.length).toBeGreaterThan(0);
  for (const c of three) expect(c.companyName).toMatch(/^[A-Z][a-z]+ Velora & Quantix & Zentaro AG$/);
  // The repeated "Keller" goes once; its "&" must not be left before the legal form.
  const twice = await candidatesOf(addDistinctiveElement, { companyName: "Keller & Keller AG" });
  expect(twice.length).toBeGreaterThan(0);
  for (const c of twice) expect(c.companyName).toMatch(/^[A-Z][a-z]+ Keller AG$/);
});
