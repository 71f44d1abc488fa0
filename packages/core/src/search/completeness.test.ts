/**
 * Completeness: on a seeded corpus of 20,000+ names the index returns exactly what the
 * brute-force oracle returns, for every query kind, both as raw class hits and as the final
 * ranked response.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { RegisteredCompany, RegisterHit } from "../conflicts/company-register.js";
import { InMemoryCompanyRegister } from "../conflicts/company-register.js";
import type { ConflictSearchResult } from "../conflicts/search-conflicts.js";
import { searchConflicts } from "../conflicts/search-conflicts.js";
import { CLASS_BITS } from "../similarity/risk.js";
import { generateCompanies } from "../synthetic/generator.js";
import { createRandom } from "../synthetic/prng.js";
import { generateQueries, QUERY_KINDS, varyName } from "../synthetic/queries.js";
import { BruteForceCompanyRegister } from "../testing/oracle.js";
import { textFeatures } from "./features.js";

const NAMES = 20_000;
let companies: RegisteredCompany[];
let index: InMemoryCompanyRegister;
let oracle: BruteForceCompanyRegister;
/** Hits of the query kinds with a pair spelled or sounding alike beside place words (placePairWeight > 0). */
let placePairHits = 0;

beforeAll(() => {
  companies = generateCompanies({ count: NAMES, seed: 20_261_122 });
  index = InMemoryCompanyRegister.fromCompanies(companies);
  oracle = new BruteForceCompanyRegister(companies);
});

/** Hits in a canonical order, so two complete sets compare equal. */
function canonical(hits: RegisterHit[]): RegisterHit[] {
  return [...hits].sort((a, b) => a.entry - b.entry);
}

async function both(
  name: string,
  limit = 100,
): Promise<[ConflictSearchResult | string, ConflictSearchResult | string]> {
  const run = (companiesPort: InMemoryCompanyRegister | BruteForceCompanyRegister) =>
    searchConflicts({ name, limit }, { companies: companiesPort }).catch(
      (e: Error) => `${e.name}: ${e.message}`,
    );
  return [await run(index), await run(oracle)];
}

describe("conflict index against the brute-force oracle", () => {
  it("indexes the whole corpus", () => {
    expect(index.index.size).toBe(NAMES);
  });

  it.each(QUERY_KINDS)(
    "returns exactly the oracle's hits and response for %s queries",
    async (kind) => {
      const queries = generateQueries(companies, 40 * QUERY_KINDS.length, 7).filter((q) => q.kind === kind);
      let nonEmpty = 0;
      for (const q of queries) {
        const f = textFeatures(q.name);
        const expected = canonical(oracle.match(f));
        expect(canonical(index.match(f)), q.name).toEqual(expected);
        if (expected.length > 0) nonEmpty++;
        placePairHits += expected.filter((h) => h.placePairWeight > 0).length;
        const [got, want] = await both(q.name);
        expect(got, q.name).toEqual(want);
      }
      // Variations of registered names must actually find something, or the test proves little.
      if (kind !== "unrelated") expect(nonEmpty).toBeGreaterThan(queries.length * 0.9);
      // 120 brute-force scans of 20,000 names: slow on a shared 2-core machine.
    },
    180_000,
  );

  it("compared hits where class D's place rule applies (runs after the query kinds)", () => {
    expect(placePairHits).toBeGreaterThan(10);
  });

  it("returns exactly the oracle's hits for names written with look-alike letters (rn / m, vv / w)", async () => {
    let spelledAlike = 0;
    const names = companies
      .flatMap((c) => c.names.map((n) => n.name))
      .filter((n) => /rn|m|vv|w/i.test(n))
      .slice(0, 40);
    for (const source of names) {
      const name = source.replace(
        /rn|m|vv|w/i,
        (g) => ({ rn: "m", m: "rn", vv: "w", w: "vv" })[g.toLowerCase()] ?? g,
      );
      const f = textFeatures(name);
      const expected = canonical(oracle.match(f));
      expect(canonical(index.match(f)), name).toEqual(expected);
      spelledAlike += expected.filter((h) => h.classes & CLASS_BITS.D).length;
      const [got, want] = await both(name, 25);
      expect(got, name).toEqual(want);
    }
    expect(spelledAlike).toBeGreaterThan(20);
  }, 180_000);

  it("returns exactly the oracle's hits for names with their words joined or split otherwise", async () => {
    const joined = [0, 0, 0, 0, 0];
    const cores = companies
      .map((c) => textFeatures(c.names[0]?.name ?? "").normalized.coreTokens.filter((t) => t.length > 0))
      .filter((words) => words.length >= 3 && (words[0] as string).length >= 6)
      .slice(0, 20);
    for (const words of cores) {
      const [first, ...rest] = words as [string, ...string[]];
      const queries = [
        // The name's words run together, beside a word of the query's own (the name in the query).
        `${words.join("")} Consulting AG`,
        // Its first word split, the rest kept (the name in the query, over three words).
        `${first.slice(0, 3)} ${first.slice(3)} ${rest.join(" ")} Partner AG`,
        // Its first two words run together alone (the query in the name, split into its words).
        `${first}${rest[0]} AG`,
        // Its words run together behind a prefix, or before a suffix, in one word (a cut run).
        `Zy${words.join("")} AG`,
        `${words.join("")}zy AG`,
      ];
      for (const [form, name] of queries.entries()) {
        const f = textFeatures(name);
        expect(canonical(index.match(f)), name).toEqual(canonical(oracle.match(f)));
        const [got, want] = await both(name, 25);
        expect(got, name).toEqual(want);
        if (typeof got === "string") continue;
        const found = got.similarMatches.filter((m) =>
          m.explanation.evidence.some((e) => e.includes("joined otherwise")),
        );
        joined[form] = (joined[form] as number) + found.length;
      }
    }
    // Each form finds names through S with the words joined, or the test proves little.
    for (const count of joined) expect(count).toBeGreaterThan(10);
  }, 180_000);

  it("returns exactly the oracle's hits for a distinctive word written as two beside other words (O)", async () => {
    let throughBreak = 0;
    const firsts = companies
      .map((c) => textFeatures(c.names[0]?.name ?? "").normalized.coreTokens[0] ?? "")
      .filter((w) => w.length >= 7)
      .slice(0, 30);
    for (const first of firsts) {
      // The word split in two, and other words than the registered name's (no containment).
      for (const name of [
        `${first.slice(0, 3)} ${first.slice(3)} Qorvanta Beratung AG`,
        `Zentrix ${first.slice(0, 4)}-${first.slice(4)} SA`,
      ]) {
        const f = textFeatures(name);
        expect(canonical(index.match(f)), name).toEqual(canonical(oracle.match(f)));
        const [got, want] = await both(name, 25);
        expect(got, name).toEqual(want);
        if (typeof got === "string") continue;
        throughBreak += got.similarMatches.filter((m) =>
          m.explanation.evidence.some((e) => e.includes("in the query) shared")),
        ).length;
      }
    }
    expect(throughBreak).toBeGreaterThan(10);
  }, 180_000);

  it("returns exactly the oracle's hits for a text of many splits (checked by its rarest cut)", async () => {
    // Words of "ab" repeated: "abababab…" splits into them in more ways than the index walks one
    // by one (MAX_SPLITS), so it checks the names holding a word over its rarest position.
    const pieces = ["aba", "bab", "abab", "baba", "ababa", "babab"];
    const small: RegisteredCompany[] = [
      ...companies.slice(0, 300),
      ...pieces.flatMap((a, i) =>
        pieces.map((b, j) => ({
          ...(companies[0] as RegisteredCompany),
          id: `CHE-400.000.${String(i * 10 + j).padStart(3, "0")}`,
          uid: null,
          names: [{ name: `${a} ${b} Holding AG`, language: null, kind: "main" as const }],
        })),
      ),
    ];
    const smallIndex = InMemoryCompanyRegister.fromCompanies(small);
    const smallOracle = new BruteForceCompanyRegister(small);
    let joined = 0;
    for (const name of ["Abababababab AG", "Ababababababababab AG", "Babababa AG"]) {
      const f = textFeatures(name);
      const expected = canonical(smallOracle.match(f));
      expect(canonical(smallIndex.match(f)), name).toEqual(expected);
      joined += expected.filter((h) => h.classes & CLASS_BITS.S).length;
    }
    expect(joined).toBeGreaterThan(10);
  });

  it("returns exactly the oracle's hits for a long text of one word repeated, run together", async () => {
    // Each name holding the word is in S with the query split into it: the parts are found once
    // a search among every word, and each name keeps those on a split of its own words. "Sonne
    // Nhof" splits "Sonnenhof" too, with rare words: a "Sonnen Hof" name must not weigh by them.
    const words = ["Nord", "Sued", "Ost", "West", "Mitte"];
    const names = [
      ...words.map((w) => `Holding ${w} AG`),
      ...words.map((w) => `Sonnen Hof ${w} AG`),
      ...words.map((w) => `Sonnen ${w} AG`),
      ...words.map((w) => `Hof ${w} AG`),
      "Sonne Nhof AG",
    ];
    const small: RegisteredCompany[] = [
      ...companies.slice(0, 300),
      ...names.map((name, i) => ({
        ...(companies[0] as RegisteredCompany),
        id: `CHE-500.000.${String(i).padStart(3, "0")}`,
        uid: null,
        names: [{ name, language: null, kind: "main" as const }],
      })),
    ];
    const smallIndex = InMemoryCompanyRegister.fromCompanies(small);
    const smallOracle = new BruteForceCompanyRegister(small);
    for (const name of [`${"Holding".repeat(36)} AG`, `${"HoldingNord".repeat(20)} AG`, "Sonnenhof AG"]) {
      const f = textFeatures(name);
      const expected = canonical(smallOracle.match(f));
      expect(canonical(smallIndex.match(f)), name).toEqual(expected);
      expect(expected.filter((h) => h.classes & CLASS_BITS.S).length).toBeGreaterThanOrEqual(
        name.startsWith("Holding") ? (name.startsWith("HoldingNord") ? 1 : 5) : 6,
      );
      const run = (port: InMemoryCompanyRegister | BruteForceCompanyRegister) =>
        searchConflicts({ name, limit: 25 }, { companies: port });
      expect(await run(smallIndex), name).toEqual(await run(smallOracle));
    }
  });

  it("holds for random variations (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        fc.constantFrom(...QUERY_KINDS),
        fc.nat(),
        fc.integer({ min: 1, max: 100 }),
        async (pick, kind, seed, limit) => {
          const company = companies[pick % companies.length] as RegisteredCompany;
          const source = company.names[seed % company.names.length]?.name ?? "";
          const name = varyName(kind, source, createRandom(seed));
          const f = textFeatures(name);
          expect(canonical(index.match(f))).toEqual(canonical(oracle.match(f)));
          const [got, want] = await both(name, limit);
          expect(got).toEqual(want);
        },
      ),
      { numRuns: 100, seed: 4242 },
    );
    // 300 brute-force scans of 20,000 names: slow on a shared 2-core machine.
  }, 180_000);
});
