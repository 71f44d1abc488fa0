/**
 * The conflict search's floors: under `MEDIUM_FLOOR` every hit carries the evidence a full search
 * gives it, and what the floor leaves out is Low (class V alone below `visualMedium`, or O, W, C and
 * D alone, in any of a company's names); so `searchConflicts`, asking again without a floor only when
 * the Medium and High names do not fill the list, answers exactly as over a register that ignores
 * floors (a full search every time).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { textFeatures } from "../search/features.js";
import { LayeredIndex } from "../search/layered.js";
import type { MatchFloor } from "../search/name-index.js";
import { NameIndex } from "../search/name-index.js";
import { CLASS_BITS, RISK_DEFAULTS, WORD_EDIT_BIT } from "../similarity/risk.js";
import { generateCompanies } from "../synthetic/generator.js";
import { generateQueries } from "../synthetic/queries.js";
import type { RiskLevel } from "../types.js";
import type { CompanyRegister, RegisteredCompany, RegisterHit } from "./company-register.js";
import { companyIndexInputs, InMemoryCompanyRegister } from "./company-register.js";
import type { ConflictSearchRequest } from "./conflict-search-request.js";
import { phoneticBitsOf, rankHit } from "./explain-match.js";
import { HIGH_FLOOR, MEDIUM_FLOOR } from "./match-floors.js";
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

const PARTIAL_LOW = CLASS_BITS.O | CLASS_BITS.W | CLASS_BITS.C | CLASS_BITS.D | WORD_EDIT_BIT;

/**
 * The full search's hits for `name`, split into those `MEDIUM_FLOOR` finds too (with the same
 * evidence: checked) and those it leaves out (each Low: checked).
 */
function underMediumFloor(over: InMemoryCompanyRegister, name: string) {
  const f = textFeatures(name);
  const bits = phoneticBitsOf(f);
  const under = new Map(over.match(f, MEDIUM_FLOOR).map((h) => [h.entry, h]));
  const kept: RegisterHit[] = [];
  const leftOut: RegisterHit[] = [];
  for (const h of over.match(f)) {
    const got = under.get(h.entry);
    if (got) {
      expect(got, name).toEqual(h);
      kept.push(h);
    } else {
      expect(rankHit(h, bits, f.tokens.length).risk, name).toBe("Low");
      leftOut.push(h);
    }
  }
  return { kept, leftOut };
}

/**
 * `searchConflicts` over `over` answers each request as over the same register ignoring floors;
 * the floors it asked with are returned.
 */
async function expectFullSearchAnswers(
  over: CompanyRegister,
  requests: readonly ConflictSearchRequest[],
): Promise<(MatchFloor | undefined)[]> {
  const floored = recording(over, false);
  const full = recording(over, true);
  for (const request of requests) {
    expect(await searchConflicts(request, { companies: floored }), JSON.stringify(request)).toEqual(
      await searchConflicts(request, { companies: full }),
    );
  }
  return floored.floors;
}

/** Every request of `names` at each limit and minRisk. */
const requestsOf = (
  names: readonly string[],
  limits = [1, 5, 25],
  minRisks: readonly RiskLevel[] = ["Low", "Medium"],
): ConflictSearchRequest[] =>
  limits.flatMap((limit) => minRisks.flatMap((minRisk) => names.map((name) => ({ name, limit, minRisk }))));

describe("MEDIUM_FLOOR", () => {
  it("finds every entry a full search does but Low ones (V below visualMedium, or O, W, C, D alone), with the same evidence", () => {
    let visualOnly = 0;
    let partialOnly = 0;
    let besideOtherNames = 0;
    let visualFromOtherClasses = 0;
    const names = new Map<number, number>();
    for (const c of companies.keys()) names.set(c, (companies[c] as RegisteredCompany).names.length);
    for (const name of queries) {
      const { kept, leftOut } = underMediumFloor(register, name);
      for (const h of leftOut) {
        if (h.classes === CLASS_BITS.V) {
          expect(h.visualScore, name).toBeLessThan(RISK_DEFAULTS.visualMedium);
          visualOnly++;
        } else {
          // V below the floor's scan is not known when the hit is left out: Low too (below visualMedium).
          expect(h.classes & ~PARTIAL_LOW & ~CLASS_BITS.V, name).toBe(0);
          expect(h.visualScore, name).toBeLessThan(RISK_DEFAULTS.visualMedium);
          if ((names.get(h.record) as number) > 1) besideOtherNames++;
          partialOnly++;
        }
      }
      for (const h of kept) {
        if (h.classes & CLASS_BITS.V && h.visualScore < RISK_DEFAULTS.visualMedium) visualFromOtherClasses++;
      }
    }
    // Every case occurs: both kinds left out, and names found by another class that keep V.
    expect(visualOnly).toBeGreaterThan(100);
    expect(partialOnly).toBeGreaterThan(100);
    expect(besideOtherNames).toBeGreaterThan(20);
    expect(visualFromOtherClasses).toBeGreaterThan(20);
  }, 60_000);

  it("leaves out no hit that is High", () => {
    // The High floor leaves out D's Low hits the same way: its verdicts are those of the full search.
    for (const name of queries.slice(0, 150)) {
      const f = textFeatures(name);
      const bits = phoneticBitsOf(f);
      const under = new Set(register.match(f, HIGH_FLOOR).map((h) => h.entry));
      for (const h of register.match(f)) {
        if (rankHit(h, bits, f.tokens.length).risk === "High") expect(under.has(h.entry), name).toBe(true);
      }
    }
  }, 60_000);
});

describe("a query of common words only", () => {
  // A third of 9,000 companies have "Holding" in their first name: it weighs less than
  // `subsetMedium` there, so every name S alone finds for "Holding AG" is Low.
  const common = generateCompanies({ seed: 13, count: 9000 }).map((c, i) =>
    i % 3 === 0
      ? { ...c, names: c.names.map((n, j) => (j === 0 ? { ...n, name: `Holding ${n.name}` } : n)) }
      : c,
  );
  const commonRegister = InMemoryCompanyRegister.fromCompanies(common);
  // "Holding" alone and with a rare word (whose S names are not Low: none left out for S).
  const rare = textFeatures(common[1]?.names[0]?.name ?? "").tokens[0] as string;
  const names = ["Holding AG", "Holding GmbH", "Holding & Holding SA", `Holding ${rare} AG`];

  it("leaves out the names S alone finds, all Low, and answers as a full search does", async () => {
    const subsetOnly = names.flatMap((name) =>
      underMediumFloor(commonRegister, name).leftOut.filter((h) => h.classes === CLASS_BITS.S),
    );
    expect(subsetOnly.length).toBeGreaterThan(2000);
    await expectFullSearchAnswers(commonRegister, requestsOf(names));
  }, 60_000);
});

describe("searchConflicts over the floors", () => {
  it("answers as a full search does, for every limit and minRisk, asking again only when needed", async () => {
    const floors = await expectFullSearchAnswers(register, requestsOf(queries));
    const again = floors.filter((f) => f === undefined).length;
    const searches = floors.filter((f) => f === MEDIUM_FLOOR).length;
    // Some lists were filled by Medium and High names (one search), some were not.
    expect(again).toBeGreaterThan(0);
    expect(again).toBeLessThan(searches / 2);
  }, 120_000);

  it("answers as a full search does over a register with a delta (the base keeps its own floors)", async () => {
    const added = generateCompanies({ seed: 12, count: 300, firstUid: 95_000_000 });
    const all = [...companies, ...added];
    const layered = new InMemoryCompanyRegister(
      new LayeredIndex(NameIndex.build(companyIndexInputs(companies)), {
        added: companyIndexInputs(added, (i) => companies.length + i),
        removedRecords: [],
      }),
      { get: (record) => all[record] },
    );
    const names = [...queries.slice(0, 100), ...added.slice(0, 20).map((c) => c.names[0]?.name ?? "")];
    await expectFullSearchAnswers(layered, requestsOf(names, [5, 25], ["Low"]));
  }, 120_000);
});
