import { expect, it } from "vitest";
import { candidatesOf, strategyTester } from "../../../test/helpers/strategy-tester.js";
import { surname } from "./surname.js";

strategyTester(surname, {
  proposes: [
    {
      companyName: "Alpenblick Treuhand AG",
      surnames: ["Keller"],
      names: ["Keller Alpenblick Treuhand AG", "Keller Treuhand AG"],
    },
    {
      companyName: "Immobilien AG",
      surnames: ["Keller", "Brunner"],
      names: ["Keller Immobilien AG", "Brunner Immobilien AG"],
    },
    {
      companyName: "Swiss Bank Ltd",
      surnames: ["Keller"],
      activityScope: "Treuhand und Buchhaltung",
      names: ["Keller Treuhand AG"],
      note: "nothing left of the name: the purpose's activity",
    },
    {
      companyName: "Alpha Immobilien",
      legalForm: "sole_proprietorship",
      ownerSurname: "Keller",
      names: ["Keller Alpha Immobilien"],
      note: "the owner's surname of a sole proprietorship",
    },
    {
      companyName: "Bank-Müller AG",
      surnames: ["Keller"],
      names: ["Keller Müller AG"],
      note: "the flagged part of the compound stays out ('Keller Bank-Müller AG' before)",
    },
  ],
  proposesNothing: [
    { companyName: "Alpenblick Treuhand AG", note: "no surname given" },
    { companyName: "Keller Treuhand AG", surnames: ["Keller"], note: "the surname is already in the name" },
  ],
});

it("replaces the individual words next to a registered name instead of adding to them", async () => {
  const candidates = await candidatesOf(surname, {
    companyName: "Alpenblick Treuhand AG",
    surnames: ["Keller"],
    registered: ["Alpenblick Treuhand AG"],
  });
  expect(candidates.map((c) => c.companyName)).toEqual(["Keller Treuhand AG"]);
  // It said "Adds the founder's surname" while it took "Alpenblick" out.
  expect(candidates[0]?.reason).toContain('in place of "Alpenblick"');
});

it("keeps a company's partnership suffix and adds no surname in place of a sole proprietor's", async () => {
  const partners = await candidatesOf(surname, {
    companyName: "Zanetti & Partner Treuhand AG",
    surnames: ["Keller"],
  });
  expect(partners.map((c) => c.companyName)).toEqual([
    "Keller Zanetti & Partner Treuhand AG",
    "Keller & Partner Treuhand AG",
  ]);
  const sole = await candidatesOf(surname, {
    companyName: "Müller Bäckerei",
    legalForm: "sole_proprietorship",
    ownerSurname: "Müller",
    surnames: ["Huber"],
  });
  expect(sole.map((c) => [c.companyName, c.reason.startsWith("Adds")])).toEqual([
    ["Huber Müller Bäckerei", true],
  ]);
});
