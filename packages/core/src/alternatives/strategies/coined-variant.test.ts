import { expect, it } from "vitest";
import { candidatesOf, strategyTester } from "../../../test/helpers/strategy-tester.js";
import { coinedVariant } from "./coined-variant.js";

strategyTester(coinedVariant, {
  proposes: [
    {
      companyName: "Alpenblick Treuhand AG",
      names: [/^Al[a-z]+ Treuhand AG$/],
      note: "replaces the individual word",
    },
    {
      companyName: "Zürich AG",
      names: [/^Z[a-z]+ AG$/],
      note: "no individual word: the coined word carries it",
    },
    {
      companyName: "Alpenblick Treuhand AG",
      keep: ["Alpenblick"],
      names: [/^[A-Z][a-z]+ Alpenblick Treuhand AG$/],
    },
  ],
  proposesNothing: [],
});

it("coins the same words for the same request and other words for another", async () => {
  const a = await candidatesOf(coinedVariant, { companyName: "Alpenblick Treuhand AG" });
  const b = await candidatesOf(coinedVariant, { companyName: "Alpenblick Treuhand AG" });
  const c = await candidatesOf(coinedVariant, {
    companyName: "Alpenblick Treuhand AG",
    surnames: ["Keller"],
  });
  expect(a).toEqual(b);
  expect(a.map((x) => x.companyName)).not.toEqual(c.map((x) => x.companyName));
});

it("next to a registered name, coins words that do not start like it", async () => {
  const candidates = await candidatesOf(coinedVariant, {
    companyName: "Alpenblick Treuhand AG",
    registered: ["Alpenblick Treuhand AG"],
  });
  expect(candidates.length).toBeGreaterThan(0);
  for (const c of candidates) expect(c.companyName).toMatch(/^[A-Z][a-z]{5,9} Treuhand AG$/);
});
