/**
 * All 1,483 real names of FINMA's list of authorised portfolio managers and trustees
 * (fixtures/SOURCES.md) are registered names: none may fail a spelling check.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { assess } from "../src/assessment/assess.js";
import { readFinmaNames } from "./fixtures/finma.js";

const SYNTAX = [
  "ERR_PROHIBITED_SYMBOL",
  "ERR_INVALID_PUNCTUATION",
  "ERR_MULTIPLE_SPACES",
  "ERR_NON_LATIN_CHARACTERS",
];
const names = readFinmaNames(
  readFileSync(new URL("./fixtures/finma_portfolio_managers_trustees.csv", import.meta.url), "utf8"),
);

describe("FINMA register names pass the spelling checks", () => {
  it("reads all 1,483 names", () => {
    expect(names).toHaveLength(1483);
  });

  it("raises no syntax flag for any of them", async () => {
    const failures: string[] = [];
    for (const companyName of names) {
      const { result } = await assess({
        companyName,
        legalForm: "stock_corporation",
        language: "de",
        checkLevel: "basic",
      });
      const bad = result.flags.filter((f) => SYNTAX.includes(f.code));
      if (bad.length > 0) failures.push(`${companyName}: ${bad.map((f) => f.message).join(" ")}`);
    }
    expect(failures).toEqual([]);
  });
});
