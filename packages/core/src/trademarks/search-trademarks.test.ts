import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PortError, ValidationError } from "../errors.js";
import { syntheticTrademark } from "../synthetic/generate-trademarks.js";
import { BruteForceTrademarkRegister } from "../testing/trademark-oracle.js";
import type { RiskLevel } from "../types.js";
import type { TrademarkMatchQuery, TrademarkRegister } from "./port.js";
import { InMemoryTrademarkRegister } from "./register.js";
import { searchTrademarks } from "./search-trademarks.js";
import type { TrademarkRecord, TrademarkSearchRequest } from "./types.js";

const mark = (
  id: string,
  markText: string | null,
  niceClasses: number[],
  over: Partial<TrademarkRecord> = {},
) => ({
  sourceRecordId: id,
  registrationNumber: null,
  applicationNumberText: id,
  markText,
  status: "Registered",
  niceClasses,
  applicationDate: "2020-04-08T00:00:00Z",
  registrationDate: null,
  expiryDate: null,
  markCategory: "Individual",
  markFeatureCategory: "Word",
  ...over,
});

const HAND: TrademarkRecord[] = [
  mark("H:1", "4U", [9]),
  mark("H:2", "Kompass", [9, 42]),
  mark("H:3", "KOMPAS", [25]),
  mark("H:4", "Kompass Reisen", [39]),
  mark("H:5", null, [9], { markFeatureCategory: "Figurative" }),
  mark("H:6", "Kompass", [9], { status: "Registration expired" }),
  mark("H:7", "Kompass", [42], { markFeatureCategory: "Figurative" }),
];

describe("searchTrademarks", () => {
  const register = InMemoryTrademarkRegister.fromRecords(HAND);

  it.each([
    // A short sign (four letters or fewer): one edit changes its overall impression.
    ["MOBO", "MOTO", "Medium", false],
    ["M.O.G.", "SMOG", "Medium", false],
    ["Zämä", "ZARA", "Medium", false],
    // ... and so does one letter where the sound stays (its phonetic key counts as Cologne's).
    ["INDI", "INDY", "Medium", true],
    ["HUG", "HUGO", "Medium", true],
    ["DNET", "TNET", "Medium", true],
    // Longer: one edit, or the same double-metaphone key, in an otherwise equal mark stays High.
    ["Futere", "FUTER", "High", false],
    ["Purvita", "PURVIVA", "High", false],
    ["Kompas", "KOMPASS", "High", true],
    ["Telefix", "TELEPHIX", "High", true],
    // The double-metaphone key alone (four sounds: a shared beginning), the Cologne codes differ:
    // one kind of key only, as class P's Medium in the conflict search.
    ["Peroxal", "PEROXYNET", "Medium", true],
    ["Millezimus", "Millesima", "Medium", true],
    // Both keys agree, but one word each spelled apart: the keys agree by chance.
    ["Treuco", "DORGA", "Medium", true],
    // An earlier one-word mark contained whole: High when coined, Medium when an ordinary word.
    ["Bacaro Pizza", "BACARO", "High", false],
    ["Roma Pizza", "ROMA", "Medium", false],
    ["Sprite Quench", "QUENCH", "Medium", false],
    ["Blue Owl Brewing", "BLUE OWL", "High", false],
    // A translation of everyday words (class T, imagery-daily-life.ts): Medium, as images alone.
    ["Little Crown", "KLEINE KRONE", "Medium", false],
    ["Mon petit jardin", "MY LITTLE GARDEN", "Medium", false],
    ["Liebe", "LOVE", "Medium", false],
    // A mark of a function word alone, contained in the query: no one can claim "de" or "the".
    ["Café de la Gare", "DE", "Low", false],
    ["Café de la Gare", "GARE", "Medium", false],
    // A distinctive word shared, only descriptive words beside it in both (O's High).
    ["Sprüngli Café", "CONFISERIE SPRÜNGLI", "High", false],
    ["Sprüngli Stern", "CONFISERIE SPRÜNGLI", "Medium", false],
  ] as const)("%s against %s is %s (sounds alike: %s)", async (query, earlier, risk, sound) => {
    const one = InMemoryTrademarkRegister.fromRecords([mark("S:1", earlier, [9])]);
    const r = await searchTrademarks({ query, niceClasses: [9] }, { trademarks: one });
    expect(r.similarMatches.map((m) => m.risk)).toEqual([risk]);
    if (sound) expect(r.similarMatches[0]?.phoneticMatch).toBe(true);
  });

  it("echoes the query, its forms and classes, and ranks by risk", async () => {
    const r = await searchTrademarks({ query: "Kompass", niceClasses: [9, 9] }, { trademarks: register });
    expect(r.input).toMatchObject({
      query: "Kompass",
      queryNorm: "kompass",
      queryCore: "kompass",
      niceClasses: [9],
    });
    expect(r.input.phoneticPrimary).not.toBe("");
    expect(r.goodsServicesBasis).toBe("nice_classes");
    const ids = r.similarMatches.map((m) => m.sourceRecordId);
    // Same class and in force first; the related class (42) before the expired mark; travel (39,
    // unrelated to 9) last, found only because it contains the query's word.
    expect(ids[0]).toBe("H:2");
    expect(ids.indexOf("H:7")).toBeLessThan(ids.indexOf("H:6"));
    expect(ids.at(-1)).toBe("H:4");
    expect(r.similarMatches.at(-1)).toMatchObject({ risk: "Low", classOverlap: [], relatedClassOverlap: [] });
    expect(r.similarMatches.find((m) => m.sourceRecordId === "H:3")).toMatchObject({
      relatedClassOverlap: [25],
      phoneticMatch: true,
    });
    expect(ids).not.toContain("H:5");
    const first = r.similarMatches[0];
    expect(first).toMatchObject({
      risk: "High",
      classOverlap: [9],
      relatedClassOverlap: [42],
      phoneticMatch: true,
    });
    expect(first?.matchBasis).toEqual(
      expect.arrayContaining([
        "identical after normalisation",
        "shares class 9",
        "class 42 is related to query class 9 (similar degree)",
      ]),
    );
    const related = r.similarMatches.find((m) => m.sourceRecordId === "H:7");
    expect(related?.matchBasis).toContain("class 42 is related to query class 9 (similar degree)");
    expect(related?.classOverlap).toEqual([]);
  });

  it("relates retail (class 35) to goods for identical texts only", async () => {
    // UK IPO BL O/338/06: TOUCHWOOD for retail services against the earlier TOUCH WOOD for furniture.
    const earlier = InMemoryTrademarkRegister.fromRecords([
      mark("R:1", "TOUCH WOOD", [20]),
      mark("R:2", "TOUCHWUD", [20]),
      mark("R:3", "TOUCHWOOD", [41]),
    ]);
    const r = await searchTrademarks({ query: "TOUCHWOOD", niceClasses: [35, 36] }, { trademarks: earlier });
    const byId = new Map(r.similarMatches.map((m) => [m.sourceRecordId, m]));
    expect(byId.get("R:1")).toMatchObject({ risk: "Medium", classOverlap: [], relatedClassOverlap: [20] });
    expect(byId.get("R:1")?.matchBasis).toContain(
      "class 20 is related to query class 35 only as retail of goods (lowest degree)",
    );
    // Alike but not identical: the weak relation leaves it Low; a service class is not goods.
    expect(byId.get("R:2")?.risk).toBe("Low");
    expect(byId.get("R:3")).toMatchObject({ risk: "Low", relatedClassOverlap: [] });
    expect(byId.get("R:3")?.matchBasis).toContain("no shared or related class");
    // The other way round: a goods query finds the retail mark.
    const back = await searchTrademarks(
      { query: "TOUCH WOOD", niceClasses: [20] },
      { trademarks: InMemoryTrademarkRegister.fromRecords([mark("R:4", "TOUCHWOOD", [35, 36])]) },
    );
    expect(back.similarMatches[0]).toMatchObject({ risk: "Medium", relatedClassOverlap: [35] });
  });

  it("finds a pseudo-mark under its reading, both ways", async () => {
    const r = await searchTrademarks({ query: "For You", niceClasses: [9] }, { trademarks: register });
    expect(r.similarMatches[0]).toMatchObject({ sourceRecordId: "H:1", risk: "High" });
    expect(r.similarMatches[0]?.matchBasis[0]).toBe('identical when read as "for you" (pseudo-mark reading)');
    const back = await searchTrademarks({ query: "4 you" }, { trademarks: register });
    expect(back.similarMatches.map((m) => m.sourceRecordId)).toContain("H:1");
    expect(back.goodsServicesBasis).toBe("unspecified");
    expect(back.input.niceClasses).toEqual([]);
  });

  it("names whose digits, read as words, gave the phonetic key", async () => {
    const marks = InMemoryTrademarkRegister.fromRecords([
      mark("D:1", "TRUONE", [9]),
      mark("D:2", "TRUE1", [9]),
    ]);
    const basisOf = async (query: string, id: string) =>
      (await searchTrademarks({ query }, { trademarks: marks })).similarMatches.find(
        (m) => m.sourceRecordId === id,
      )?.matchBasis ?? [];
    expect((await basisOf("True1", "D:1")).join(" ")).toContain(
      "same Cologne phonetic key 276 (the query's digits read as words:",
    );
    expect((await basisOf("Truone", "D:2")).join(" ")).toContain("(the mark's digits read as words:");
    expect((await basisOf("Truone", "D:2")).join(" ")).toContain('"true one"');
  });

  it("applies minRisk and limit", async () => {
    const all = await searchTrademarks({ query: "Kompass", niceClasses: [9] }, { trademarks: register });
    const high = await searchTrademarks(
      { query: "Kompass", niceClasses: [9], minRisk: "High" },
      { trademarks: register },
    );
    expect(high.similarMatches.every((m) => m.risk === "High")).toBe(true);
    expect(high.similarMatches.length).toBeLessThan(all.similarMatches.length);
    const one = await searchTrademarks({ query: "Kompass", limit: 1 }, { trademarks: register });
    expect(one.similarMatches).toHaveLength(1);
  });

  it("passes nullable register fields through verbatim", async () => {
    const r = await searchTrademarks({ query: "Kompass Reisen" }, { trademarks: register });
    const m = r.similarMatches.find((x) => x.sourceRecordId === "H:4");
    expect(m).toMatchObject({
      registrationNumber: null,
      registrationDate: null,
      expiryDate: null,
      markCategory: "Individual",
    });
  });

  /** The register's hits for `q`, each changed by `change` (or replaced by null). */
  const hitsWith = async (q: TrademarkMatchQuery, change: Record<string, unknown> | null) =>
    (await register.match(q)).map((h) => (change === null ? null : { ...h, ...change })) as never;

  it.each(["!!!", "&", "+ & +"])("refuses %j: no letter or digit left after normalisation", async (query) => {
    await expect(searchTrademarks({ query }, { trademarks: register })).rejects.toBeInstanceOf(
      ValidationError,
    );
  });

  // Before, each of these failed with a TypeError ("hits is not iterable", reading 'markText').
  it.each<[string, TrademarkRegister, string]>([
    [
      "match answering null",
      { match: () => null as never, describe: (r) => register.describe(r) },
      "trademarks.match answered no list",
    ],
    [
      "describe answering []",
      { match: (q) => register.match(q), describe: () => [] },
      "trademarks.describe answered 0 items for 1",
    ],
    // Before, these reached the response as they were, or failed with a TypeError.
    [
      "describe answering classes outside 1 to 45",
      { match: (q) => register.match(q), describe: (r) => changed(r, { niceClasses: [0] }) },
      "trademarks.describe answered item 0 with niceClasses that are not a list of integers from 1 to 45",
    ],
    [
      "describe answering a record id that is not a string",
      { match: (q) => register.match(q), describe: (r) => changed(r, { sourceRecordId: 7 }) },
      "trademarks.describe answered item 0 with sourceRecordId that is not a non-empty string",
    ],
    [
      "describe answering a date that is not a string",
      { match: (q) => register.match(q), describe: (r) => changed(r, { expiryDate: new Date(0) }) },
      "trademarks.describe answered item 0 with expiryDate that is neither a string nor null",
    ],
    [
      "describe answering no object",
      { match: (q) => register.match(q), describe: (r) => r.map(() => null as never) },
      "trademarks.describe answered item 0 with no object",
    ],
    // Before, a hit in another register's wording scored NaN and was dropped: the identical mark
    // KOMPASS was reported as no conflict.
    [
      "match answering the register's own wording of a standing",
      { match: (q) => hitsWith(q, { standing: "Registered" }), describe: (r) => register.describe(r) },
      'trademarks.match answered item 0 with standing "Registered", not one of registered, pending, dead, unknown',
    ],
    [
      "match answering the register's own wording of a sign",
      { match: (q) => hitsWith(q, { sign: "Word" }), describe: (r) => register.describe(r) },
      'trademarks.match answered item 0 with sign "Word", not one of word, combined, other, unknown',
    ],
    [
      "match answering a class mask that is not a number",
      { match: (q) => hitsWith(q, { classLo: Number.NaN }), describe: (r) => register.describe(r) },
      "trademarks.match answered item 0 with classLo NaN, not a mask of Nice classes",
    ],
    // Before, this mask passed: classes 46 to 64 do not exist, and a class-45 mark searched in
    // class 9 went from Low to High while its record still said class 45.
    [
      "match answering classes past 45",
      { match: (q) => hitsWith(q, { classHi: 0xffff_ffff }), describe: (r) => register.describe(r) },
      "trademarks.match answered item 0 with classHi 4294967295, not a mask of Nice classes",
    ],
    // Before, "Sound" passed and the evidence named the query's text as the reading matched.
    [
      "match answering a mark reading in another wording",
      { match: (q) => hitsWith(q, { reading: "Sound" }), describe: (r) => register.describe(r) },
      'trademarks.match answered item 0 with reading "Sound", not one of text, sound',
    ],
    [
      "match answering a reading the query has not",
      { match: (q) => hitsWith(q, { queryReading: 9 }), describe: (r) => register.describe(r) },
      "trademarks.match answered item 0 with queryReading 9, not a reading of the query (0 to 0)",
    ],
    [
      "match answering null hits",
      { match: (q) => hitsWith(q, null), describe: (r) => register.describe(r) },
      "trademarks.match answered item 0 with no object",
    ],
  ])("a register with %s is an UPSTREAM_ERROR naming the method", async (_what, trademarks, message) => {
    const err = await searchTrademarks({ query: "Kompass", limit: 1 }, { trademarks }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(PortError);
    expect(err).toMatchObject({ code: "UPSTREAM_ERROR", message });
  });

  it("a directory without the mark's record is an UPSTREAM_ERROR, not an Error", async () => {
    const trademarks = new InMemoryTrademarkRegister(register.index, register.classMasks, {
      get: () => undefined,
    });
    const err = await searchTrademarks({ query: "Kompass", limit: 1 }, { trademarks }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(PortError);
    expect(err).toMatchObject({
      code: "UPSTREAM_ERROR",
      message: expect.stringMatching(/^the trademark directory has no record \d+$/),
    });
  });

  it("reads a directory's absent nullable fields as null", async () => {
    const trademarks = new InMemoryTrademarkRegister(register.index, register.classMasks, {
      get: (record) => {
        const { registrationNumber: _r, expiryDate: _e, markCategory: _c, ...rest } = HAND[record]!;
        return rest as never;
      },
    });
    const r = await searchTrademarks({ query: "Kompass", limit: 1 }, { trademarks });
    expect(r.similarMatches[0]).toMatchObject({ registrationNumber: null, expiryDate: null });
  });

  /** The register's records for `records`, each with `change` applied. */
  async function changed(
    records: readonly number[],
    change: Record<string, unknown>,
  ): Promise<TrademarkRecord[]> {
    return (await register.describe(records)).map((m) => ({ ...m, ...change }) as TrademarkRecord);
  }
});

describe("completeness against the brute-force oracle", () => {
  const records = [...Array.from({ length: 1200 }, (_, i) => syntheticTrademark(42, i)), ...HAND];
  const engine = InMemoryTrademarkRegister.fromRecords(records);
  const oracle = new BruteForceTrademarkRegister(records);
  const texts = records.flatMap((r) => (r.markText ? [r.markText] : []));

  const queryArb = fc.oneof(
    fc.constantFrom(...texts),
    fc
      .tuple(fc.constantFrom(...texts), fc.nat(), fc.constantFrom("a", "e", "k", "z", "4", " "))
      .map(([t, p, ch]) => t.slice(0, p % (t.length + 1)) + ch + t.slice((p % (t.length + 1)) + 1)),
    fc.constantFrom("4U", "for you", "Kids 2 Go", "Swiss Tech", "Solar", "Kompass", "B2B Pro", "drei"),
  );
  const classesArb: fc.Arbitrary<number[] | null> = fc.oneof(
    fc.constant(null),
    fc.uniqueArray(fc.integer({ min: 1, max: 45 }), { maxLength: 3 }),
    fc.constantFrom<number[]>([9], [9, 42], [25], [29, 30, 43], [35]),
  );
  const requestArb = fc.record({
    query: queryArb,
    niceClasses: classesArb,
    minRisk: fc.constantFrom<RiskLevel>("Low", "Medium", "High"),
    limit: fc.constant(100),
  });

  it("returns exactly the oracle's matches, with and without class filters", async () => {
    const seen = { runs: 0, withMatches: 0, gatedWithMatches: 0, readingMatches: 0 };
    await fc.assert(
      fc.asyncProperty(requestArb, async (request: TrademarkSearchRequest) => {
        let expected: unknown;
        try {
          expected = await searchTrademarks(request, { trademarks: oracle });
        } catch (e) {
          await expect(searchTrademarks(request, { trademarks: engine })).rejects.toThrow(
            (e as Error).message,
          );
          return;
        }
        const actual = await searchTrademarks(request, { trademarks: engine });
        expect(actual).toEqual(expected);
        seen.runs++;
        if (actual.similarMatches.length > 0) seen.withMatches++;
        if (actual.similarMatches.length > 0 && request.minRisk !== "Low" && request.niceClasses)
          seen.gatedWithMatches++;
        if (actual.similarMatches.some((m) => m.matchBasis.some((b) => b.includes("read as"))))
          seen.readingMatches++;
      }),
      { numRuns: 200, seed: 20261122 },
    );
    // The property is only as good as its cases: most must find something, through every path.
    expect(seen.withMatches).toBeGreaterThan(seen.runs * 0.6);
    expect(seen.gatedWithMatches).toBeGreaterThan(10);
    expect(seen.readingMatches).toBeGreaterThan(5);
  });
});

describe("searchTrademarks without a register", () => {
  it.each([undefined, {}, { trademarks: {} }])("names the port it needs (%j)", async (ports) => {
    const error = await searchTrademarks({ query: "Kompass" }, ports as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toBe(
      "searchTrademarks needs ports.trademarks, an object with match() and describe()",
    );
  });
});
