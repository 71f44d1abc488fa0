import { describe, expect, it } from "vitest";
import type { MarkStanding, SignType } from "./mark-standing.js";
import type { ClassRelationKind, TextEvidence } from "./risk.js";
import { riskLevelOf, riskScore } from "./risk.js";

const text = (over: Partial<TextEvidence> = {}): TextEvidence => ({
  identical: false,
  readingIdentical: false,
  metaphoneMatch: false,
  cologneMatch: false,
  shortSignSound: false,
  visualScore: 0,
  visualHighGrade: false,
  subsetWeight: null,
  partialRank: 0,
  ...over,
  // The reading pairs of these cases are in class V: the similarity is the visual evidence.
  visualEvidence: over.visualEvidence ?? over.visualScore ?? 0,
});
const IDENTICAL = text({ identical: true, visualScore: 1, visualHighGrade: true });
/** Trigram similarity `score`, the distinctive parts alike too (class V's High grade). */
const looksAlike = (score: number) => text({ visualScore: score, visualHighGrade: true });
const same: ClassRelationKind = { kind: "same" };
const level = (
  t: TextEvidence,
  classes: ClassRelationKind,
  standing: MarkStanding = "registered",
  sign: SignType = "word",
) => riskLevelOf(riskScore({ text: t, classes, standing, sign }));

describe("trademark risk", () => {
  it.each([
    // text evidence × class relation × standing × sign → level
    ["identical, same class", IDENTICAL, same, "registered", "word", "High"],
    [
      "identical, highly related class",
      IDENTICAL,
      { kind: "related", strength: 3 },
      "registered",
      "word",
      "High",
    ],
    ["identical, similar class", IDENTICAL, { kind: "related", strength: 2 }, "registered", "word", "High"],
    [
      "identical, weakly related class",
      IDENTICAL,
      { kind: "related", strength: 1 },
      "registered",
      "word",
      "Medium",
    ],
    ["identical, unrelated class", IDENTICAL, { kind: "unrelated" }, "registered", "word", "Low"],
    // Retail of goods (class 35) against the goods: identical or as-good-as-identical texts only.
    ["identical, retail against goods", IDENTICAL, { kind: "retail" }, "registered", "word", "Medium"],
    ["identical, retail, figurative sign", IDENTICAL, { kind: "retail" }, "registered", "combined", "Medium"],
    ["identical, retail, expired", IDENTICAL, { kind: "retail" }, "dead", "word", "Low"],
    [
      "pseudo-mark reading, retail",
      text({ readingIdentical: true }),
      { kind: "retail" },
      "registered",
      "word",
      "Medium",
    ],
    ["metaphone, retail", text({ metaphoneMatch: true }), { kind: "retail" }, "registered", "word", "Low"],
    ["trigram 0.85, retail", looksAlike(0.85), { kind: "retail" }, "registered", "word", "Low"],
    ["partial High, retail", text({ partialRank: 3 }), { kind: "retail" }, "registered", "word", "Low"],
    ["identical, classes not given", IDENTICAL, { kind: "unspecified" }, "registered", "word", "High"],
    ["identical, pending", IDENTICAL, same, "pending", "word", "High"],
    ["identical, expired", IDENTICAL, same, "dead", "word", "Medium"],
    ["identical, expired, related", IDENTICAL, { kind: "related", strength: 2 }, "dead", "word", "Low"],
    ["pseudo-mark reading, same class", text({ readingIdentical: true }), same, "registered", "word", "High"],
    ["metaphone, same class", text({ metaphoneMatch: true }), same, "registered", "word", "High"],
    [
      "metaphone, classes not given",
      text({ metaphoneMatch: true }),
      { kind: "unspecified" },
      "registered",
      "word",
      "Medium",
    ],
    ["Cologne only, same class", text({ cologneMatch: true }), same, "registered", "word", "Medium"],
    [
      "short sign sounds alike, same class",
      text({ shortSignSound: true }),
      same,
      "registered",
      "word",
      "Medium",
    ],
    [
      "short sign sounds alike, classes not given",
      text({ shortSignSound: true }),
      { kind: "unspecified" },
      "registered",
      "word",
      "Medium",
    ],
    ["trigram 0.7, same class", text({ visualScore: 0.7 }), same, "registered", "word", "Medium"],
    ["trigram 0.9, same class", looksAlike(0.9), same, "registered", "word", "High"],
    ["trigram 0.9, figurative sign", looksAlike(0.9), same, "registered", "combined", "High"],
    ["trigram 0.8, figurative sign", text({ visualScore: 0.8 }), same, "registered", "combined", "Medium"],
    // "A Games" / "X Games": alike as a whole, not in the only distinctive element.
    [
      "trigram 0.9, distinctive parts differ",
      text({ visualScore: 0.9 }),
      same,
      "registered",
      "word",
      "Medium",
    ],
    [
      "trigram 0.9, distinctive parts differ, weakly related class",
      text({ visualScore: 0.9 }),
      { kind: "related", strength: 1 },
      "registered",
      "word",
      "Low",
    ],
    ["trigram 0.75 below the High grade", text({ visualScore: 0.75 }), same, "registered", "word", "Medium"],
    // A similarity outside class V (a pair found by another class) is no visual evidence.
    [
      "trigram 0.65 outside class V",
      text({ visualScore: 0.65, visualEvidence: 0 }),
      same,
      "registered",
      "word",
      "Low",
    ],
    ["distinctive words contained", text({ subsetWeight: 0.9 }), same, "registered", "word", "High"],
    ["only a common word shared", text({ subsetWeight: 0.05 }), same, "registered", "word", "Low"],
  ] as const)("%s → %s", (_name, t, classes, standing, sign, expected) => {
    expect(level(t, classes as ClassRelationKind, standing, sign)).toBe(expected);
  });

  it("orders same class > related class > retail > unrelated, and in force > no longer in force", () => {
    const score = (classes: ClassRelationKind, standing: MarkStanding = "registered") =>
      riskScore({ text: text({ visualScore: 0.8 }), classes, standing, sign: "word" });
    expect(score(same)).toBeGreaterThan(score({ kind: "related", strength: 3 }));
    expect(score({ kind: "related", strength: 3 })).toBeGreaterThan(score({ kind: "related", strength: 2 }));
    expect(score({ kind: "related", strength: 2 })).toBeGreaterThan(score({ kind: "related", strength: 1 }));
    expect(score({ kind: "related", strength: 1 })).toBeGreaterThan(score({ kind: "retail" }));
    expect(score({ kind: "retail" })).toBeGreaterThan(score({ kind: "unrelated" }));
    expect(score(same, "registered")).toBe(score(same, "pending"));
    expect(score(same, "pending")).toBeGreaterThan(score(same, "unknown"));
    expect(score(same, "unknown")).toBeGreaterThan(score(same, "dead"));
  });
});
