import { describe, expect, it } from "vitest";
import { CLASS_RELATION_ROWS } from "./class-relations.generated.js";
import { CLASS_RELATIONS, classRelationsFrom, compareClasses, queryClassProfile } from "./class-relations.js";
import { classesOf, classMask, foldClasses, masksIntersect } from "./nice-classes.js";

describe("class masks", () => {
  it("round-trips every class 1 to 45 and ignores non-classes", () => {
    const all = Array.from({ length: 45 }, (_, i) => i + 1);
    expect(classesOf(classMask(all))).toEqual(all);
    expect(classesOf(classMask([0, 46, 2.5, 9, 42, 9]))).toEqual([9, 42]);
    expect(masksIntersect(classMask([33]).lo, classMask([33]).hi, classMask([33, 1]))).toBe(true);
    expect(masksIntersect(classMask([32]).lo, classMask([32]).hi, classMask([33]))).toBe(false);
    expect(foldClasses([9, 42, 9, 3])).toEqual([3, 9, 42]);
  });
});

describe("the shipped class-relation table", () => {
  it("is symmetric and only relates different classes 1 to 45", () => {
    for (const r of CLASS_RELATION_ROWS) {
      expect(r.a).toBeLessThan(r.b);
      expect(r.b).toBeLessThanOrEqual(45);
      expect(CLASS_RELATIONS.strength(r.a, r.b)).toBe(r.strength);
      expect(CLASS_RELATIONS.strength(r.b, r.a)).toBe(r.strength);
    }
    expect(CLASS_RELATIONS.strength(9, 9)).toBe(0);
  });

  it("holds the best-known related pairs", () => {
    for (const [a, b] of [
      [9, 42],
      [29, 30],
      [32, 33],
      [3, 5],
      [18, 25],
      [9, 38],
    ]) {
      expect(CLASS_RELATIONS.strength(a as number, b as number), `${a}-${b}`).toBeGreaterThan(0);
    }
    expect(CLASS_RELATIONS.relatedTo(9)).toContain(42);
  });
});

describe("compareClasses", () => {
  const relations = classRelationsFrom([
    { a: 9, b: 42, strength: 3, euipoJudgements: 5, euipoMeanDegree: 3, curatedDegree: 0 },
    { a: 9, b: 38, strength: 1, euipoJudgements: 1, euipoMeanDegree: 1, curatedDegree: 0 },
    { a: 35, b: 42, strength: 2, euipoJudgements: 2, euipoMeanDegree: 2, curatedDegree: 0 },
  ]);

  it("separates shared, related, retail-related and unrelated classes and names the strongest link", () => {
    const profile = queryClassProfile([9, 35], relations);
    const cmp = compareClasses([9, 38, 42, 1, 45], profile, relations);
    expect(cmp.classOverlap).toEqual([9]);
    // Goods class 1 relates to query class 35 as retail of goods; class 45 (services) not at all.
    expect(cmp.relatedClassOverlap).toEqual([38, 42, 1]);
    expect(cmp.bestRelation).toBe(3);
    expect(cmp.relatedVia).toEqual([
      { markClass: 38, queryClass: 9, strength: 1 },
      { markClass: 42, queryClass: 9, strength: 3 },
    ]);
    expect(cmp.retailVia).toEqual([{ markClass: 1, queryClass: 35 }]);
  });

  it("does not list a query class as related", () => {
    const profile = queryClassProfile([9, 42], relations);
    expect(compareClasses([42], profile, relations)).toMatchObject({
      classOverlap: [42],
      relatedClassOverlap: [],
    });
  });
});

describe("the retail relation (class 35 against goods)", () => {
  const relations = classRelationsFrom([
    { a: 25, b: 35, strength: 2, euipoJudgements: 7, euipoMeanDegree: 2, curatedDegree: 2 },
  ]);

  it.each([
    // query classes, mark classes → retail-related mark classes
    [[35], [20], [20]],
    [[35], [1, 34], [1, 34]],
    [[35], [25], []], // a stronger relation from the table wins
    [[35], [36, 45], []], // services are not goods
    [[20], [35], [35]],
    [[20, 36], [35], [35]],
    [[36], [35], []], // a service query has no retail relation
    [[25], [35], []], // related by the table already
    [[35, 20], [20], []], // shared, not related
  ] as const)("query %j, mark %j → retail %j", (query, mark, expected) => {
    const profile = queryClassProfile(query, relations);
    expect(compareClasses(mark, profile, relations).retailVia.map((r) => r.markClass)).toEqual(expected);
    expect(classesOf(profile.retail).filter((c) => mark.includes(c as never))).toEqual(expected);
  });

  it("names the goods class the retail service relates to", () => {
    const profile = queryClassProfile([20, 36], relations);
    expect(compareClasses([35], profile, relations)).toMatchObject({
      relatedClassOverlap: [35],
      retailVia: [{ markClass: 35, queryClass: 20 }],
    });
  });
});
