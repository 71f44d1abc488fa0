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
