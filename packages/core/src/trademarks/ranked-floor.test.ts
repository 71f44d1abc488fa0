/**
 * The ranked trademark search's first step (`RANKED_FLOOR`) leaves out only marks that are Low by
 * O, W, C and D alone and have one reading, reports each one it leaves out, and the search asks
 * again without it whenever such a mark could enter the list or a listed mark lost evidence of one
 * of the query's readings: its answers are those of a register that ignores floors.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { CLASS_BITS, partialRank } from "../similarity/risk.js";
import { generateTrademarks } from "../synthetic/generate-trademarks.js";
import { createRandom } from "../synthetic/prng.js";
import { QUERY_KINDS, varyName } from "../synthetic/queries.js";
import { lowPartialScore, RANKED_FLOOR } from "./match-floors.js";
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

/** The same register, counting the floors it is asked with; `full` ignores them. */
function recording(
  inner: TrademarkRegister,
  full: boolean,
): TrademarkRegister & { floored: number; again: number; flooredTwo: number; againTwo: number } {
  const out = {
    floored: 0,
    again: 0,
    /** The same, for queries with two readings. */
    flooredTwo: 0,
    againTwo: 0,
    match: (query: Parameters<TrademarkRegister["match"]>[0]) => {
      const two = query.readings.length > 1 ? 1 : 0;
      if (query.floor === RANKED_FLOOR) {
        out.floored++;
        out.flooredTwo += two;
      } else if (query.floor === undefined) {
        out.again++;
        out.againTwo += two;
      }
      return inner.match(full ? { ...query, floor: undefined, leftOut: undefined } : query);
    },
    describe: (records: readonly number[]) => inner.describe(records),
  };
  return out;
}

describe("RANKED_FLOOR", () => {
  it("leaves out only one-reading marks that are Low by O, W, C and D alone", () => {
    let left = 0;
    const entries = new Map<number, number>();
    for (const h of register.index.base.data.record) entries.set(h, (entries.get(h) ?? 0) + 1);
    for (const query of queries) {
      const q = prepareTrademarkQuery(query, []);
      if (q.readingFeatures.length !== 1) continue;
      const under = new Set(
        register.match({ readings: q.readingFeatures, floor: RANKED_FLOOR }).map((h) => h.entry),
      );
      for (const h of register.match({ readings: q.readingFeatures })) {
        if (under.has(h.entry)) continue;
        left++;
        expect(h.classes & ~(CLASS_BITS.O | CLASS_BITS.W | CLASS_BITS.C | CLASS_BITS.D), query).toBe(0);
        expect(partialRank(h, q.readingFeatures[0]?.tokens.length ?? 0), query).toBe(1);
        expect(entries.get(h.record), query).toBe(1);
      }
    }
    expect(left).toBeGreaterThan(200);
  }, 60_000);

  it("reports the record of every name it leaves out, for each reading of the query", () => {
    let twoReadings = 0;
    for (const query of queries) {
      const q = prepareTrademarkQuery(query, []);
      if (q.readingFeatures.length > 1) twoReadings++;
      const leftOut: number[] = [];
      const under = register.match({ readings: q.readingFeatures, floor: RANKED_FLOOR, leftOut });
      const kept = new Set(under.map((h) => `${h.queryReading}:${h.entry}`));
      const missing = register
        .match({ readings: q.readingFeatures })
        .filter((h) => !kept.has(`${h.queryReading}:${h.entry}`))
        .map((h) => h.record);
      expect(
        leftOut.sort((a, b) => a - b),
        query,
      ).toEqual(missing.sort((a, b) => a - b));
      // A full search leaves nothing out.
      const none: number[] = [];
      register.match({ readings: q.readingFeatures, leftOut: none });
      expect(none).toEqual([]);
    }
    expect(twoReadings).toBeGreaterThan(100);
  }, 60_000);

  it("bounds their score", () => {
    expect(lowPartialScore(TRADEMARK_RISK_DEFAULTS)).toBe(0.3);
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
    // Some lists were complete after the first step, some were not; two-reading queries too.
    expect(floored.again).toBeGreaterThan(0);
    expect(floored.again).toBeLessThan(floored.floored);
    expect(floored.againTwo).toBeGreaterThan(0);
    expect(floored.againTwo).toBeLessThan(floored.flooredTwo);
  }, 180_000);
});
