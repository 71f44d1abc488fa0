/**
 * The verdict-only trademark search decides exactly as the full search (a High mark or not),
 * with and without Nice classes, and its floor follows the risk weights.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { CLASS_BITS, PARTIAL_CLASSES, partialRank } from "../similarity/risk.js";
import { generateTrademarks } from "../synthetic/generate-trademarks.js";
import { createRandom } from "../synthetic/prng.js";
import { QUERY_KINDS, varyName } from "../synthetic/queries.js";
import { blockingMark } from "./blocking-mark.js";
import { CLASS_RELATIONS } from "./class-relations.js";
import { highFloor } from "./match-floors.js";
import { InMemoryTrademarkRegister } from "./register.js";
import { TRADEMARK_RISK_DEFAULTS } from "./risk.js";
import { prepareTrademarkQuery, searchTrademarks } from "./search-trademarks.js";
import { resolveTrademarkSearch } from "./trademark-request.js";
import type { TrademarkRecord } from "./types.js";

let marks: TrademarkRecord[];
let register: InMemoryTrademarkRegister;

beforeAll(() => {
  marks = [...generateTrademarks({ count: 4_000, seed: 2_611 })];
  register = InMemoryTrademarkRegister.fromRecords(marks);
});

describe("blockingMark", () => {
  it("gives the full search's verdict for variations of registered marks, with and without classes", async () => {
    const rnd = createRandom(26);
    const classSets = [null, [35], [9, 42], [25], [1, 45]];
    let high = 0;
    let clear = 0;
    for (let i = 0; i < 500; i++) {
      const text = rnd.pick(marks).markText ?? "Alpha";
      const query = varyName(QUERY_KINDS[i % QUERY_KINDS.length] ?? "typo", text, rnd);
      const niceClasses = classSets[i % classSets.length] ?? null;
      const full = await searchTrademarks({ query, niceClasses, limit: 1 }, { trademarks: register }).catch(
        (e: Error) => e.name,
      );
      const want = typeof full === "string" ? full : full.similarMatches[0]?.risk === "High";
      const got = await blockingMark(resolveTrademarkSearch({ query, niceClasses }), {
        trademarks: register,
      }).catch((e: Error) => e.name);
      expect(got, `${query} ${niceClasses}`).toBe(want);
      if (want === true) high++;
      if (want === false) clear++;
    }
    // Both verdicts occur often, or the comparison proves little.
    expect(high).toBeGreaterThan(80);
    expect(clear).toBeGreaterThan(80);
  }, 120_000);

  it("blocks on a sound-alike word beside a place word (W's place rule gives High)", async () => {
    const earlier = {
      ...(marks[0] as TrademarkRecord),
      markText: "TEROX IMMOBILIEN BASEL",
      niceClasses: [36],
      status: "Registered",
      markFeatureCategory: "Word",
    };
    const one = { trademarks: InMemoryTrademarkRegister.fromRecords([earlier]) };
    const req = resolveTrademarkSearch({ query: "Terocks Immobilien", niceClasses: [36] });
    const full = await searchTrademarks({ query: "Terocks Immobilien", niceClasses: [36] }, one);
    expect(full.similarMatches.map((m) => m.risk)).toEqual(["High"]);
    expect(await blockingMark(req, one)).toBe(true);
  });

  it("keeps under its floor every V hit from the floor up and every D hit but Low ones of one-entry marks", () => {
    const floor = highFloor(TRADEMARK_RISK_DEFAULTS);
    const rnd = createRandom(7);
    const key = (h: { entry: number; queryReading: number }) => `${h.entry}/${h.queryReading}`;
    let kept = 0;
    for (let i = 0; i < 300; i++) {
      const q = resolveTrademarkSearch({ query: varyName("typo", rnd.pick(marks).markText ?? "Alpha", rnd) });
      const readings = prepareTrademarkQuery(q.query, [], CLASS_RELATIONS).readingFeatures;
      const under = new Map(register.match({ readings, floor }).map((h) => [key(h), h]));
      for (const h of register.match({ readings })) {
        const wanted =
          (h.classes & CLASS_BITS.V && h.visualScore >= floor.visualThreshold ? CLASS_BITS.V : 0) |
          (h.classes & CLASS_BITS.D);
        if (wanted === 0) continue;
        const got = under.get(key(h));
        if (!got && wanted === CLASS_BITS.D) {
          // Left out as Low by D and the classes the floor does not search (lowPartials).
          const words = readings[h.queryReading]?.tokens.length ?? 0;
          expect(partialRank({ ...h, classes: CLASS_BITS.D }, words), q.query).toBe(1);
          continue;
        }
        expect((got?.classes ?? 0) & wanted, q.query).toBe(wanted);
        kept++;
      }
    }
    expect(kept).toBeGreaterThan(300);
  });

  it("asks for what can reach High under the weights", () => {
    const shipped = highFloor(TRADEMARK_RISK_DEFAULTS);
    // V below its High grade gives at most 0.7, short of High (0.75): V is needed from its grade up.
    expect(shipped.visualThreshold).toBe(0.85);
    // Only D, W and O give High (one edit, or a sound-alike pair beside a seat, in an otherwise
    // equal mark; a shared distinctive word with only descriptive words beside it).
    expect(shipped.relatedClasses).toBe(CLASS_BITS.D | CLASS_BITS.W | CLASS_BITS.O);
    expect(shipped.partialMinWeight).toBe(0.55);
    expect(shipped.highSoundsOnly).toBe(true);
    // Low partial evidence (0.3) cannot reach High: the marks it alone finds may be left out.
    expect(shipped.lowPartials).toBe(false);
    const medium = {
      ...TRADEMARK_RISK_DEFAULTS,
      text: { ...TRADEMARK_RISK_DEFAULTS.text, partial: { 1: 0.3, 2: 0.8, 3: 0.9 } },
    };
    expect(highFloor(medium).relatedClasses).toBe(PARTIAL_CLASSES);
    expect(highFloor(medium).partialMinWeight).toBe(0.55);
    const none = {
      ...TRADEMARK_RISK_DEFAULTS,
      text: { ...TRADEMARK_RISK_DEFAULTS.text, partial: { 1: 0.1, 2: 0.2, 3: 0.5 } },
    };
    expect(highFloor(none).relatedClasses).toBe(0);
    const strict = { ...TRADEMARK_RISK_DEFAULTS, thresholds: { High: 0.9, Medium: 0.5 } };
    expect(highFloor(strict).visualThreshold).toBeCloseTo(0.8999, 4);
    // Text similarity is itself a text factor when V below its grade may reach High (0.75 less rounding).
    const lenient = {
      ...TRADEMARK_RISK_DEFAULTS,
      text: { ...TRADEMARK_RISK_DEFAULTS.text, visualBelowHigh: 1 },
    };
    expect(highFloor(lenient).visualThreshold).toBeCloseTo(0.7499, 4);
  });
});
