/**
 * The ranked trademark search's first step (`RANKED_FLOOR`) leaves out only names (a mark's
 * readings) that are Low by O, W, C and D alone, or by S when every query word is common; it
 * reports each one it leaves out, and the search asks again without it whenever such a name could
 * bring its mark into the list, or asks again for the evidence of a listed mark that lost a name:
 * its answers are those of a register that ignores floors.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { CLASS_BITS, partialRank, WORD_EDIT_BIT } from "../similarity/risk.js";
import { wordWeight } from "../similarity/weights.js";
import { generateTrademarks } from "../synthetic/generate-trademarks.js";
import { createRandom } from "../synthetic/prng.js";
import { QUERY_KINDS, varyName } from "../synthetic/queries.js";
import { lowPartialScore, RANKED_FLOOR, subsetLeftOutScore } from "./match-floors.js";
import type { TrademarkRegister } from "./port.js";
import { InMemoryTrademarkRegister } from "./register.js";
import { TRADEMARK_RISK_DEFAULTS } from "./risk.js";
import { prepareTrademarkQuery, searchTrademarks } from "./search-trademarks.js";
import type { TrademarkRecord } from "./types.js";

let marks: TrademarkRecord[];
let register: InMemoryTrademarkRegister;
let queries: string[];

beforeAll(() => {
  marks = [...generateTrademarks({ count: 20_000, seed: 4_417 })];
  register = InMemoryTrademarkRegister.fromRecords(marks);
  const rnd = createRandom(44);
  queries = Array.from({ length: 240 }, (_, i) =>
    varyName(QUERY_KINDS[i % QUERY_KINDS.length] ?? "typo", rnd.pick(marks).markText ?? "Alpha", rnd),
  );
  // Queries with two readings ("… 4U" is also read "… for you"): one search per reading, merged by mark.
  const suffixes = ["4U", "2Go", "N Co"];
  for (let i = 0; i < 120; i++) queries.push(`${rnd.pick(marks).markText ?? "Alpha"} ${suffixes[i % 3]}`);
});

/**
 * The same register, counting the floors it is asked with (`completed`: asked for listed marks'
 * evidence only); `full` ignores floors.
 */
function recording(
  inner: TrademarkRegister,
  full: boolean,
): TrademarkRegister & {
  floored: number;
  again: number;
  flooredTwo: number;
  againTwo: number;
  completed: number;
} {
  const out = {
    floored: 0,
    again: 0,
    /** The same, for queries with two readings. */
    flooredTwo: 0,
    againTwo: 0,
    completed: 0,
    match: (query: Parameters<TrademarkRegister["match"]>[0]) => {
      const two = query.readings.length > 1 ? 1 : 0;
      if (query.floor === RANKED_FLOOR) {
        out.floored++;
        out.flooredTwo += two;
      } else if (query.onlyRecords) {
        out.completed++;
      } else if (query.floor === undefined) {
        out.again++;
        out.againTwo += two;
      }
      return inner.match(
        full
          ? {
              ...query,
              floor: undefined,
              leftOut: undefined,
              subsetLeftOut: undefined,
              onlyRecords: undefined,
            }
          : query,
      );
    },
    describe: (records: readonly number[]) => inner.describe(records),
  };
  return out;
}

const PARTIAL_LOW = CLASS_BITS.O | CLASS_BITS.W | CLASS_BITS.C | CLASS_BITS.D | WORD_EDIT_BIT;

/**
 * Checks what `RANKED_FLOOR` leaves out of each one-reading query's full search: a name Low by O,
 * W, C and D alone, or found by S too when every known query word weighs less than the floor's
 * `subsetMinWeight`. Returns how many of each kind were left out, and how many of them are one of
 * their mark's several readings.
 */
function expectOnlyLowLeftOut(over: InMemoryTrademarkRegister, queryList: readonly string[]) {
  const entries = new Map<number, number>();
  for (const h of over.index.base.data.record) entries.set(h, (entries.get(h) ?? 0) + 1);
  const counts = { partial: 0, subset: 0, ofSeveral: 0 };
  for (const query of queryList) {
    const q = prepareTrademarkQuery(query, []);
    const [f] = q.readingFeatures;
    if (q.readingFeatures.length !== 1 || !f) continue;
    const weights = f.tokens
      .map((t) => over.index.documentFrequency(t))
      .filter((df) => df > 0)
      .map((df) => wordWeight(df, over.index.weightTotal));
    const common = Math.max(0, ...weights) < (RANKED_FLOOR.subsetMinWeight ?? 0);
    const under = new Set(
      over.match({ readings: q.readingFeatures, floor: RANKED_FLOOR }).map((h) => h.entry),
    );
    for (const h of over.match({ readings: q.readingFeatures })) {
      if (under.has(h.entry)) continue;
      const subset = (h.classes & CLASS_BITS.S) !== 0;
      counts[subset ? "subset" : "partial"]++;
      if (subset) expect(common, query).toBe(true);
      expect(h.classes & ~(PARTIAL_LOW | CLASS_BITS.S), query).toBe(0);
      if (h.classes & PARTIAL_LOW) expect(partialRank(h, f.tokens.length), query).toBe(1);
      if ((entries.get(h.record) ?? 0) > 1) counts.ofSeveral++;
    }
  }
  return counts;
}

/**
 * Checks that `RANKED_FLOOR` reports the record of every name it leaves out, for each reading of
 * each query, those left out for S apart. Returns how many queries had two readings.
 */
function expectLeftOutReported(over: InMemoryTrademarkRegister, queryList: readonly string[]): number {
  let twoReadings = 0;
  const sorted = (xs: number[]) => xs.sort((a, b) => a - b);
  for (const query of queryList) {
    const q = prepareTrademarkQuery(query, []);
    if (q.readingFeatures.length > 1) twoReadings++;
    const leftOut: number[] = [];
    const subsetLeftOut: number[] = [];
    const under = over.match({ readings: q.readingFeatures, floor: RANKED_FLOOR, leftOut, subsetLeftOut });
    const kept = new Set(under.map((h) => `${h.queryReading}:${h.entry}`));
    const missing = over
      .match({ readings: q.readingFeatures })
      .filter((h) => !kept.has(`${h.queryReading}:${h.entry}`));
    const bySubset = (h: (typeof missing)[number]) => (h.classes & CLASS_BITS.S) !== 0;
    expect(sorted(leftOut), query).toEqual(sorted(missing.filter((h) => !bySubset(h)).map((h) => h.record)));
    expect(sorted(subsetLeftOut), query).toEqual(sorted(missing.filter(bySubset).map((h) => h.record)));
    // A caller that collects `leftOut` alone cannot tell S's Low apart: no S name is left out then.
    const alone: number[] = [];
    const underAlone = over.match({ readings: q.readingFeatures, floor: RANKED_FLOOR, leftOut: alone });
    expect(underAlone.length, query).toBe(under.length + subsetLeftOut.length);
    expect(sorted(alone), query).toEqual(sorted([...leftOut]));
    // A full search leaves nothing out.
    const none: number[] = [];
    over.match({ readings: q.readingFeatures, leftOut: none, subsetLeftOut: none });
    expect(none).toEqual([]);
  }
  return twoReadings;
}

describe("RANKED_FLOOR", () => {
  it("leaves out only names that are Low by O, W, C and D alone, also of marks read two ways", () => {
    const counts = expectOnlyLowLeftOut(register, queries);
    expect(counts.partial).toBeGreaterThan(200);
    expect(counts.ofSeveral).toBeGreaterThan(0);
  }, 60_000);

  it("reports the record of every name it leaves out, for each reading of the query", () => {
    expect(expectLeftOutReported(register, queries)).toBeGreaterThan(100);
  }, 60_000);

  it("bounds their score", () => {
    expect(lowPartialScore(TRADEMARK_RISK_DEFAULTS)).toBe(0.3);
    // A containment of words under the floor's weight stays Low: 0.2 + 0.3 = Medium's bound, not above.
    expect(subsetLeftOutScore(TRADEMARK_RISK_DEFAULTS)).toBe(0.5);
  });
});

describe("searchTrademarks over the ranked floor", () => {
  it("answers as a full search does, for every limit, class set and minRisk, asking again only when needed", async () => {
    const floored = recording(register, false);
    const full = recording(register, true);
    const classSets = [null, [35], [9, 42], [25]];
    let i = 0;
    for (const limit of [1, 5, 25]) {
      for (const minRisk of ["Low", "Medium"] as const) {
        for (const query of queries) {
          const niceClasses = classSets[i++ % classSets.length] ?? null;
          const request = { query, limit, minRisk, niceClasses };
          const got = await searchTrademarks(request, { trademarks: floored }).catch((e: Error) => e.name);
          const want = await searchTrademarks(request, { trademarks: full }).catch((e: Error) => e.name);
          expect(got, `${query} ${limit} ${minRisk}`).toEqual(want);
        }
      }
    }
    // Some lists were complete after the first step, some were not, some were completed for
    // their listed marks only; two-reading queries too.
    expect(floored.again).toBeGreaterThan(0);
    expect(floored.again).toBeLessThan(floored.floored);
    expect(floored.againTwo).toBeGreaterThan(0);
    expect(floored.againTwo).toBeLessThan(floored.flooredTwo);
    expect(floored.completed).toBeGreaterThan(0);
  }, 180_000);
});

describe("a query of common words only", () => {
  // Marks of 2,000 to 6,000 of 24,000 hold "Alpen", "Tech" or "Vier": each weighs less than the
  // floor's `subsetMinWeight` there, so every mark S alone finds for a query of those words is Low.
  let common: InMemoryTrademarkRegister;
  const commonQueries = [
    "Alpen",
    "Tech",
    "Alpen Tech",
    "Tech Alpen",
    "Vier",
    "Alpen 4U",
    "Alpen Tech 4U",
    "Alpenx",
  ];

  beforeAll(() => {
    const rnd = createRandom(45);
    const words = ["Alpen", "Alpen", "Alpen", "Tech", "Tech", "Vier"];
    const extra = Array.from({ length: 12_000 }, (_, i) => {
      const base = marks[i % marks.length] as TrademarkRecord;
      const word = rnd.pick(words);
      return {
        ...base,
        markText: i % 2 ? `${word} ${base.markText ?? ""}` : `${base.markText ?? ""} ${word}`,
      };
    });
    common = InMemoryTrademarkRegister.fromRecords([...marks.slice(0, 12_000), ...extra]);
    commonQueries.push(...queries.slice(0, 40));
  });

  it("leaves out the marks S alone finds, and reports them apart", () => {
    expect(expectOnlyLowLeftOut(common, commonQueries).subset).toBeGreaterThan(2_000);
    expectLeftOutReported(common, commonQueries);
  }, 60_000);

  it("asks again in full when a mark left out for S could enter a list of Low marks", async () => {
    // "Alpen" beside a long word (no V) in 800 marks of class 35: each is Low by S alone (0.2 plus
    // the word's weight, under 0.3) and left out by the floor. One edit from it, ten figurative
    // marks in class 9 (retail of goods against 35) score less, though more than the partial
    // classes' Low: the list the floor gives is full of them, and not the full search's.
    const background = [...generateTrademarks({ count: 10_000, seed: 4_418 })].filter(
      (m) => !/alpen/i.test(m.markText ?? ""),
    );
    const long = (m: TrademarkRecord) => (m.markText ?? "").length >= 14;
    const alpen = background
      .filter(long)
      .slice(0, 800)
      .map((m) => ({ ...m, markText: `Alpen ${m.markText}`, niceClasses: [35] }));
    const near = [
      "Alpenx",
      "Alpena",
      "Alpeno",
      "Alpeni",
      "Alpenu",
      "Xalpen",
      "Alpan",
      "Alpin",
      "Alpem",
      "Aplen",
    ];
    const goods = near.map((markText) => ({
      ...(background[0] as TrademarkRecord),
      markText,
      niceClasses: [9],
      status: "Registered",
      markFeatureCategory: "Figurative",
    }));
    const over = InMemoryTrademarkRegister.fromRecords([
      ...alpen,
      ...background.filter((m) => !long(m)),
      ...goods,
    ]);
    expect(wordWeight(over.index.documentFrequency("alpen"), over.index.weightTotal)).toBeLessThan(0.3);
    const floored = recording(over, false);
    const full = recording(over, true);
    for (const limit of [1, 5]) {
      const request = { query: "Alpen", limit, niceClasses: [35] };
      const got = await searchTrademarks(request, { trademarks: floored });
      expect(got.similarMatches.every((m) => m.risk === "Low")).toBe(true);
      expect(got.similarMatches[0]?.markText?.startsWith("Alpen ")).toBe(true);
      expect(got, `${limit}`).toEqual(await searchTrademarks(request, { trademarks: full }));
    }
    expect(floored.again).toBe(2);
  }, 60_000);

  it("is answered as a full search answers it", async () => {
    const floored = recording(common, false);
    const full = recording(common, true);
    const classSets = [null, [35], [9, 42], [25]];
    let i = 0;
    for (const limit of [1, 5, 25]) {
      for (const minRisk of ["Low", "Medium", "High"] as const) {
        for (const query of commonQueries) {
          const niceClasses = classSets[i++ % classSets.length] ?? null;
          const request = { query, limit, minRisk, niceClasses };
          const got = await searchTrademarks(request, { trademarks: floored }).catch((e: Error) => e.name);
          const want = await searchTrademarks(request, { trademarks: full }).catch((e: Error) => e.name);
          expect(got, `${query} ${limit} ${minRisk}`).toEqual(want);
        }
      }
    }
  }, 180_000);
});
