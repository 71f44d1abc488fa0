import { describe, expect, it } from "vitest";
import { generateTrademarks, syntheticTrademark } from "./generate-trademarks.js";

describe("generateTrademarks", () => {
  const marks = [...generateTrademarks({ count: 4000, seed: 9 })];

  it("is deterministic and random-access", () => {
    expect([...generateTrademarks({ count: 50, seed: 9 })]).toEqual(marks.slice(0, 50));
    expect(syntheticTrademark(9, 3999)).toEqual(marks[3999]);
    expect(syntheticTrademark(10, 5)).not.toEqual(marks[5]);
  });

  it("makes register-like records: unique ids, valid classes, ISO dates, mostly registered word or figurative marks", () => {
    expect(new Set(marks.map((m) => m.sourceRecordId)).size).toBe(marks.length);
    for (const m of marks) {
      expect(m.niceClasses.length).toBeGreaterThan(0);
      expect(m.niceClasses).toEqual([...new Set(m.niceClasses)].sort((a, b) => a - b));
      expect(m.niceClasses.every((c) => Number.isInteger(c) && c >= 1 && c <= 45)).toBe(true);
      for (const d of [m.applicationDate, m.registrationDate, m.expiryDate]) {
        if (d !== null) expect(d).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
      }
    }
    const share = (p: (m: (typeof marks)[number]) => boolean) => marks.filter(p).length / marks.length;
    expect(share((m) => m.status === "Registered")).toBeGreaterThan(0.6);
    expect(
      share((m) => m.markFeatureCategory === "Word" || m.markFeatureCategory === "Figurative"),
    ).toBeGreaterThan(0.95);
    expect(share((m) => m.markText === null)).toBeGreaterThan(0.005);
    expect(share((m) => m.markText === null)).toBeLessThan(0.05);
  });

  it("contains clusters of near-variants and pseudo-marks", () => {
    const norm = (t: string | null) => (t ?? "").toLowerCase().replace(/[^a-z0-9]/g, "");
    const counts = new Map<string, number>();
    for (const m of marks) counts.set(norm(m.markText), (counts.get(norm(m.markText)) ?? 0) + 1);
    const repeated = [...counts.entries()].filter(([k, n]) => k !== "" && n > 1).length;
    expect(repeated).toBeGreaterThan(20);
    expect(marks.some((m) => /\b(4U|2GO|4YOU)\b/.test(m.markText ?? ""))).toBe(true);
  });
});
