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

it("drops the function word that joined the replaced word ('Bäckerei zum GmbH')", async () => {
  const candidates = await candidatesOf(coinedVariant, {
    companyName: "Bäckerei zum Löwen GmbH",
    legalForm: "limited_liability",
  });
  expect(candidates.length).toBeGreaterThan(0);
  for (const c of candidates) expect(c.companyName).toMatch(/^[A-Z][a-z]+ Bäckerei GmbH$/);
});

it("never replaces a sole proprietor's surname, which the name must carry (OR 945)", async () => {
  const candidates = await candidatesOf(coinedVariant, {
    companyName: "Schreinerei Keller",
    legalForm: "sole_proprietorship",
    ownerSurname: "Keller",
  });
  expect(candidates.length).toBeGreaterThan(0);
  for (const c of candidates) {
    expect(c.companyName).toMatch(/^[A-Z][a-z]+ Schreinerei Keller$/);
    // Before: "Keller Kivo Schreinerei", said to replace "Keller" while it stayed.
    expect(c.reason).not.toContain('"Keller"');
  }
});

it("never replaces a kept hyphenated word ('Bau-Müller')", async () => {
  // Its parts were looked up as one word: it was replaced, and every candidate then fell out
  // for missing the kept word ("Bau-Müller AG" next to its registered name: 0 tried).
  const candidates = await candidatesOf(coinedVariant, {
    companyName: "Bau-Müller AG",
    keep: ["Bau-Müller"],
    registered: ["Bau-Müller AG"],
  });
  expect(candidates.length).toBeGreaterThan(0);
  for (const c of candidates) expect(c.companyName).toMatch(/^[A-Z][a-z]+ Bau-Müller AG$/);
});

it("drops a flagged part of a hyphenated word and coins from the rest", async () => {
  // Before: "Bankix AG", "Replaces "Bank-Müller" by the coined word "Bankix" derived from it".
  const candidates = await candidatesOf(coinedVariant, { companyName: "Bank-Müller AG" });
  expect(candidates.length).toBeGreaterThan(0);
  expect(candidates[0]?.companyName).toMatch(/^M[a-z]+ AG$/);
  for (const c of candidates) {
    expect(c.companyName).toMatch(/^[A-Z][a-z]+ AG$/);
    expect(c.companyName).not.toMatch(/^Ban/);
    expect(c.reason).toMatch(/^Replaces "Müller" by the coined word/);
  }
});

it("says it replaces several words once each, and that the coined word comes from them", async () => {
  // Before: 'Replaces "Keller", "Keller" by the coined word "Kelia" derived from it'.
  const candidates = await candidatesOf(coinedVariant, { companyName: "Keller & Keller AG" });
  expect(candidates.length).toBeGreaterThan(0);
  for (const c of candidates)
    expect(c.reason).toMatch(/^Replaces "Keller" by the coined word "\w+" derived from it/);
  const two = await candidatesOf(coinedVariant, { companyName: "Müller & Meier AG" });
  expect(two.length).toBeGreaterThan(0);
  for (const c of two) {
    expect(c.companyName).toMatch(/^[A-Z][a-z]+ AG$/);
    expect(c.reason).toMatch(/^Replaces "Müller", "Meier" by the coined word "\w+" derived from them/);
  }
});
