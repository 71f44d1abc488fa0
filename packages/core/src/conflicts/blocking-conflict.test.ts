/**
 * The verdict-only conflict search decides exactly as the full search: the same identity and
 * High verdict for every generated query, while the High floor asks the register for less.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { textFeatures } from "../search/features.js";
import { CLASS_BITS, RISK_DEFAULTS, WEAK_EDIT_BITS } from "../similarity/risk.js";
import { generateCompanies } from "../synthetic/generator.js";
import { generateQueries } from "../synthetic/queries.js";
import { BruteForceCompanyRegister } from "../testing/oracle.js";
import { blockingConflict } from "./blocking-conflict.js";
import type { RegisteredCompany } from "./company-register.js";
import { InMemoryCompanyRegister } from "./company-register.js";
import { phoneticBitsOf, rankHit } from "./explain-match.js";
import { HIGH_FLOOR } from "./match-floors.js";
import { searchConflicts } from "./search-conflicts.js";

let companies: RegisteredCompany[];
let register: InMemoryCompanyRegister;

beforeAll(() => {
  companies = generateCompanies({ count: 6_000, seed: 2_611_26 });
  register = InMemoryCompanyRegister.fromCompanies(companies);
});

/** The verdict as the alternatives read it off a full search. */
async function fullVerdict(name: string, ports = { companies: register }) {
  const r = await searchConflicts({ name, limit: 1 }, ports);
  if (r.identityMatch) return "IDENTITY_MATCH";
  return r.similarMatches[0]?.risk === "High" ? "HIGH_COMPANY_CONFLICT" : null;
}

describe("blockingConflict", () => {
  it("gives the full search's verdict for every kind of query", async () => {
    const queries = generateQueries(companies, 660, 26).map((q) => q.name);
    const seen = { IDENTITY_MATCH: 0, HIGH_COMPANY_CONFLICT: 0, none: 0 };
    for (const name of queries) {
      const want = await fullVerdict(name).catch((e: Error) => e.name);
      const got = await blockingConflict(name, { companies: register }).catch((e: Error) => e.name);
      expect(got, name).toBe(want);
      if (want === "IDENTITY_MATCH" || want === "HIGH_COMPANY_CONFLICT") seen[want]++;
      else if (want === null) seen.none++;
    }
    // Each verdict occurs often, or the comparison proves little.
    expect(seen.IDENTITY_MATCH).toBeGreaterThan(50);
    expect(seen.HIGH_COMPANY_CONFLICT).toBeGreaterThan(50);
    expect(seen.none).toBeGreaterThan(50);
  });

  it("gives the same verdict over a register that ignores the floor (the brute-force oracle)", async () => {
    const some = companies.slice(0, 1_000);
    const oracle = { companies: new BruteForceCompanyRegister(some) };
    const small = { companies: InMemoryCompanyRegister.fromCompanies(some) };
    const verdicts = new Set<string | null>();
    for (const q of generateQueries(some, 110, 9)) {
      const want = await blockingConflict(q.name, oracle).catch((e: Error) => e.name);
      expect(await blockingConflict(q.name, small).catch((e: Error) => e.name), q.name).toBe(want);
      verdicts.add(want);
    }
    expect(verdicts).toEqual(new Set(["IDENTITY_MATCH", "HIGH_COMPANY_CONFLICT", null]));
  }, 120_000);

  it.each([
    ["a one-edit word in an otherwise equal name (D alone)", ["Kopa Bau AG"], "Kora Bau AG"],
    ["a visual score of 0.85 or more (V)", ["Bergblick Immobilien AG"], "Bergblik Immobilien AG"],
    ["the same sound (P)", ["Meier Treuhand AG"], "Mayer Treuhand GmbH"],
    ["a contained distinctive word (S)", ["Quantix AG"], "Quantix Consulting GmbH"],
    ["the same sound once the query's seat is set aside", ["Terox AG"], "Terocks Zug AG"],
    // W's place rule: the registered name's seat is set aside, the words left sound alike.
    ["a sound-alike word beside a place word (W)", ["Terox Immobilien Basel AG"], "Terocks Immobilien AG"],
  ])("blocks %s", async (_why, registered, query) => {
    const ports = { companies: InMemoryCompanyRegister.fromCompanies(registered.map(company)) };
    expect(await fullVerdict(query, ports)).toBe("HIGH_COMPANY_CONFLICT");
    expect(await blockingConflict(query, ports)).toBe("HIGH_COMPANY_CONFLICT");
  });

  it("does not block on Medium evidence (a shared word of an otherwise different name)", async () => {
    // "Stern" is an image, not a descriptive word: the names differ beside "Taurus".
    const ports = { companies: InMemoryCompanyRegister.fromCompanies([company("Taurus Gym AG")]) };
    const full = await searchConflicts({ name: "Taurus Stern AG" }, ports);
    expect(full.similarMatches.map((m) => m.risk)).toEqual(["Medium"]);
    expect(await blockingConflict("Taurus Stern AG", ports)).toBeNull();
  });

  it("blocks on a shared distinctive word with only descriptive words beside it (O's High)", async () => {
    const ports = { companies: InMemoryCompanyRegister.fromCompanies([company("Taurus Gym AG")]) };
    const full = await searchConflicts({ name: "Taurus Finance AG" }, ports);
    expect(full.similarMatches.map((m) => m.risk)).toEqual(["High"]);
    expect(await blockingConflict("Taurus Finance AG", ports)).toBe("HIGH_COMPANY_CONFLICT");
  });

  it("under the High floor, keeps every class that can give High, and finds fewer hits in all", () => {
    const some = companies.slice(0, 1_500);
    const oracle = new BruteForceCompanyRegister(some);
    const small = InMemoryCompanyRegister.fromCompanies(some);
    const kept = CLASS_BITS.E | CLASS_BITS.P | CLASS_BITS.S | CLASS_BITS.T | CLASS_BITS.D;
    let full = 0;
    let floored = 0;
    let visualHigh = 0;
    for (const q of generateQueries(some, 220, 3)) {
      const f = textFeatures(q.name);
      const bits = phoneticBitsOf(f);
      const under = new Map(small.match(f, HIGH_FLOOR).map((h) => [h.entry, h]));
      for (const h of oracle.match(f)) {
        const high = h.classes & CLASS_BITS.V && h.visualScore >= RISK_DEFAULTS.visualHigh;
        if (high) visualHigh++;
        const wanted = (h.classes & kept) | (high ? CLASS_BITS.V : 0);
        const got = under.get(h.entry);
        if (wanted === 0 && !got) continue;
        if (!got && wanted === CLASS_BITS.D) {
          // Left out as Low by D and the classes the floor does not search (lowPartials): never High.
          expect(rankHit(h, bits, f.tokens.length).risk, q.name).not.toBe("High");
          continue;
        }
        expect(got, q.name).toBeDefined();
        expect((got?.classes ?? 0) & wanted, q.name).toBe(wanted);
        // Moved or replaced letters and two edits in a short coined word weigh in D's slot, and
        // the floor does not search them (they never give High): D's own weight is kept.
        if (h.classes & WEAK_EDIT_BITS) expect(got?.editWeight, q.name).toBeLessThanOrEqual(h.editWeight);
        else expect(got?.editWeight, q.name).toBe(h.editWeight);
        if (rankHit(h, bits, f.tokens.length).risk === "High") {
          expect(rankHit(got as typeof h, bits, f.tokens.length).risk, q.name).toBe("High");
        }
      }
      full += oracle.match(f).length;
      floored += under.size;
    }
    expect(visualHigh).toBeGreaterThan(100);
    expect(floored).toBeLessThan(full / 2);
  }, 120_000);
});

function company(name: string, i = 0): RegisteredCompany {
  return {
    id: `T-${i}`,
    uid: null,
    legalForm: "AG",
    soleProprietorship: false,
    legalSeat: "Bern",
    canton: "BE",
    status: "active",
    names: [{ name, kind: "main", language: null }],
  };
}
