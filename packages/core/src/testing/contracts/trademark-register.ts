/**
 * The TrademarkRegister contract (trademarks/port.ts): `match` returns, for every query
 * reading, every entry in class E, P, V or S (complete, any order) except entries the gate
 * rejects, which it may skip or keep; `describe` loads the full records in the order asked.
 * Checked against the brute-force oracle on generated marks plus a few hand-made ones.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { MaybePromise } from "../../maybe-promise.js";
import { generateTrademarks } from "../../synthetic/generate-trademarks.js";
import type { TrademarkGate, TrademarkHit, TrademarkRegister } from "../../trademarks/port.js";
import { prepareTrademarkQuery } from "../../trademarks/search-trademarks.js";
import type { TrademarkRecord } from "../../trademarks/types.js";
import { BruteForceTrademarkRegister } from "../trademark-oracle.js";

/** Builds the implementation under test holding exactly `marks`. */
export type MakeTrademarkRegister = (marks: readonly TrademarkRecord[]) => MaybePromise<TrademarkRegister>;

const SEED = 14_015;

const handMark = (
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

/** Pseudo-mark readings, a figurative mark without text, an expired mark, a shared word. */
const HAND: TrademarkRecord[] = [
  handMark("CONTRACT:1", "4U", [9]),
  handMark("CONTRACT:2", "Kompass", [9, 42]),
  handMark("CONTRACT:3", "KOMPAS", [25]),
  handMark("CONTRACT:4", "Kompass Reisen", [39]),
  handMark("CONTRACT:5", null, [9], { markFeatureCategory: "Figurative" }),
  handMark("CONTRACT:6", "Kompass", [9], { status: "Registration expired" }),
];

/** Register `describe`/`it` blocks checking `makeRegister`'s registers against the contract. */
export function describeTrademarkRegisterContract(name: string, makeRegister: MakeTrademarkRegister): void {
  describe(`TrademarkRegister contract: ${name}`, () => {
    const marks = [...HAND, ...generateTrademarks({ count: 1200, seed: SEED, idPrefix: "CONTRACT-SYN" })];
    const oracle = new BruteForceTrademarkRegister(marks);
    const texts = marks.flatMap((m) => (m.markText ? [m.markText] : []));
    const queries = ["for you", "Kompass", "Kompas Travel", "Qxzvy Plorth", ...texts.slice(6, 60)];
    let register: TrademarkRegister;
    beforeAll(async () => {
      register = await makeRegister(marks);
    });

    it("matches exactly the entries the class definitions select, for every query reading", async () => {
      let nonEmpty = 0;
      for (const query of queries) {
        const readings = prepareTrademarkQuery(query, []).readingFeatures;
        const got = await keysOf(register, await register.match({ readings }));
        const want = await keysOf(oracle, oracle.match({ readings }));
        expect(got, query).toEqual(want);
        if (want.length > 0) nonEmpty++;
      }
      expect(nonEmpty).toBeGreaterThan(queries.length * 0.8);
    });

    it("answers a pseudo-mark through its reading ('for you' finds '4U')", async () => {
      const readings = prepareTrademarkQuery("for you", []).readingFeatures;
      const hits = await register.match({ readings });
      const ids = (await register.describe(hits.map((h) => h.record))).map((m) => m.sourceRecordId);
      expect(ids).toContain("CONTRACT:1");
    });

    it("may skip entries the gate rejects, and keeps every entry it accepts", async () => {
      // Accept only marks in class 9 (bit 8 of the low mask).
      const gate: TrademarkGate = (classLo) => (classLo & (1 << 8)) !== 0;
      const readings = prepareTrademarkQuery("Kompass", []).readingFeatures;
      const all = await keysOf(oracle, oracle.match({ readings }));
      const accepted = await keysOf(
        oracle,
        oracle.match({ readings }).filter((h) => gate(h.classLo, h.classHi, h.tag)),
      );
      expect(accepted.length).toBeLessThan(all.length);
      const got = await keysOf(register, await register.match({ readings, gate }));
      for (const key of accepted) expect(got).toContain(key);
      for (const key of got) expect(all).toContain(key);
    });

    it("describes the records asked for, in the order asked", async () => {
      const readings = prepareTrademarkQuery("Kompass", []).readingFeatures;
      const records = [...new Set((await register.match({ readings })).map((h) => h.record))];
      expect(records.length).toBeGreaterThan(2);
      const forward = await register.describe(records);
      expect(await register.describe([...records].reverse())).toEqual([...forward].reverse());
      const byId = new Map(marks.map((m) => [m.sourceRecordId, m]));
      for (const m of forward) expect(m).toEqual(byId.get(m.sourceRecordId));
      expect(await register.describe([])).toEqual([]);
    });
  });
}

/** Hits as implementation-independent keys (entries and records are the register's own), sorted. */
async function keysOf(register: TrademarkRegister, hits: readonly TrademarkHit[]): Promise<string[]> {
  const described = await register.describe(hits.map((h) => h.record));
  return hits
    .map((h, i) =>
      JSON.stringify([
        described[i]?.sourceRecordId,
        h.queryReading,
        h.reading,
        h.standing,
        h.sign,
        h.classLo,
        h.classHi,
        h.classes,
        h.visualScore,
        h.sameAsMask,
        h.phoneticMask,
        h.subset,
        h.subsetWeight,
      ]),
    )
    .sort();
}
