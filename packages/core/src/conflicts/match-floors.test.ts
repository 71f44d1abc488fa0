/**
 * The conflict search's floors: under `MEDIUM_FLOOR` every hit carries the evidence a full search
 * gives it, and what the floor leaves out is Low in class V alone; so `searchConflicts`, asking for
 * the V band only when the Medium and High names do not fill the list, answers exactly as over a
 * register that ignores floors (a full search every time).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { textFeatures } from "../search/features.js";
import type { MatchFloor } from "../search/name-index.js";
import { CLASS_BITS, RISK_DEFAULTS } from "../similarity/risk.js";
import { generateCompanies } from "../synthetic/generator.js";
import { generateQueries } from "../synthetic/queries.js";
import type { CompanyRegister, RegisteredCompany } from "./company-register.js";
import { InMemoryCompanyRegister } from "./company-register.js";
import { phoneticBitsOf, rankHit } from "./explain-match.js";
import { MEDIUM_FLOOR, VISUAL_BAND } from "./match-floors.js";
import { searchConflicts } from "./search-conflicts.js";

let companies: RegisteredCompany[];
let register: InMemoryCompanyRegister;
let queries: string[];

beforeAll(() => {
  companies = generateCompanies({ seed: 11, count: 20_000 });
  register = InMemoryCompanyRegister.fromCompanies(companies);
  queries = generateQueries(companies, 300, 5).map((q) => q.name);
});

/** The same register, recording the floors it is asked with; `full` ignores them. */
function recording(
  inner: CompanyRegister,
  full: boolean,
): CompanyRegister & { floors: (MatchFloor | undefined)[] } {
  const floors: (MatchFloor | undefined)[] = [];
  return {
    floors,
    match: (f, floor) => {
      floors.push(floor);
      return inner.match(f, full ? undefined : floor);
    },
    describe: (hits) => inner.describe(hits),
  };
}

describe("MEDIUM_FLOOR", () => {
  it("finds every entry a full search does but those in class V alone below visualMedium, with the same evidence", () => {
    let bandOnly = 0;
    let visualFromOtherClasses = 0;
    for (const name of queries) {
      const f = textFeatures(name);
      const bits = phoneticBitsOf(f);
      const under = new Map(register.match(f, MEDIUM_FLOOR).map((h) => [h.entry, h]));
      for (const h of register.match(f)) {
        const got = under.get(h.entry);
        if (!got) {
          expect(h.classes, name).toBe(CLASS_BITS.V);
          expect(h.visualScore, name).toBeLessThan(RISK_DEFAULTS.visualMedium);
          expect(rankHit(h, bits, f.tokens.length).risk).toBe("Low");
          bandOnly++;
          continue;
        }
        expect(got, name).toEqual(h);
        if (h.classes & CLASS_BITS.V && h.visualScore < RISK_DEFAULTS.visualMedium) visualFromOtherClasses++;
      }
    }
    // Both cases occur: names left to the band, and names found by another class that keep V.
    expect(bandOnly).toBeGreaterThan(100);
    expect(visualFromOtherClasses).toBeGreaterThan(20);
  }, 60_000);

  it("with VISUAL_BAND, finds what a full search finds", () => {
    for (const name of queries.slice(0, 100)) {
      const f = textFeatures(name);
      const entries = new Set(
        [...register.match(f, MEDIUM_FLOOR), ...register.match(f, VISUAL_BAND)].map((h) => h.entry),
      );
      expect(
        [...entries].sort((a, b) => a - b),
        name,
      ).toEqual(
        register
          .match(f)
          .map((h) => h.entry)
          .sort((a, b) => a - b),
      );
    }
  }, 60_000);
});

describe("searchConflicts over the floors", () => {
  it("answers as a full search does, for every limit and minRisk, asking for the V band only when needed", async () => {
    const floored = recording(register, false);
    const full = recording(register, true);
    for (const limit of [1, 5, 25]) {
      for (const minRisk of ["Low", "Medium"] as const) {
        for (const name of queries) {
          const request = { name, limit, minRisk };
          const got = await searchConflicts(request, { companies: floored });
          expect(got, `${name} ${limit} ${minRisk}`).toEqual(
            await searchConflicts(request, { companies: full }),
          );
        }
      }
    }
    const bands = floored.floors.filter((f) => f === VISUAL_BAND).length;
    const searches = floored.floors.filter((f) => f === MEDIUM_FLOOR).length;
    // Some lists were filled by Medium and High names (no band), some were not.
    expect(bands).toBeGreaterThan(0);
    expect(bands).toBeLessThan(searches / 2);
  }, 120_000);
});
