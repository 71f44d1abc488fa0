/**
 * Related Nice classes: lookups over the derived table in `class-relations.generated.ts`
 * (EUIPO Similarity-tool judgements combined with the curated pairs; the derivation and its
 * formula are in scripts/derive-class-relations.ts and docs/trademark-search.md).
 */
import { CLASS_RELATION_ROWS } from "./class-relations.generated.js";
import type { ClassMask } from "./nice-classes.js";
import { classMask } from "./nice-classes.js";
import type { ClassRelationRow, RelationStrength } from "./types.js";

/** A lookup of relation strengths between classes; injectable so tests can use their own table. */
export interface ClassRelations {
  /** Strength of the relation of two different classes, 0 when unrelated (or equal). */
  strength(a: number, b: number): RelationStrength | 0;
  /** Classes related to `c` with at least `minStrength`, ascending. */
  relatedTo(c: number, minStrength?: RelationStrength): number[];
}

/** Build a lookup from rows (a symmetric 46×46 table; index 0 unused). */
export function classRelationsFrom(rows: readonly ClassRelationRow[]): ClassRelations {
  const table = new Uint8Array(46 * 46);
  for (const r of rows) {
    if (r.a === r.b) continue;
    table[r.a * 46 + r.b] = r.strength;
    table[r.b * 46 + r.a] = r.strength;
  }
  const inRange = (c: number) => Number.isInteger(c) && c >= 1 && c <= 45;
  return {
    strength(a, b) {
      if (!inRange(a) || !inRange(b)) return 0;
      return (table[a * 46 + b] ?? 0) as RelationStrength | 0;
    },
    relatedTo(c, minStrength = 1) {
      const out: number[] = [];
      if (!inRange(c)) return out;
      for (let o = 1; o <= 45; o++) if ((table[c * 46 + o] ?? 0) >= minStrength) out.push(o);
      return out;
    },
  };
}

/** The shipped table. */
export const CLASS_RELATIONS: ClassRelations = classRelationsFrom(CLASS_RELATION_ROWS);

/** Class 35 holds retail and wholesale services; classes 1 to 34 hold goods. */
export const RETAIL_CLASS = 35;
const LAST_GOODS_CLASS = 34;

/** What the query's classes are, ready for per-mark verification. */
export interface QueryClassProfile {
  /** The query's classes, ascending. */
  classes: number[];
  /** Mask of the query's classes. */
  own: ClassMask;
  /** Mask of classes related to a query class and not themselves query classes. */
  related: ClassMask;
  /** For each class 1..45: the strongest relation to any query class (0 when none or own). */
  bestStrength: Uint8Array;
  /**
   * Classes related to the query's only through retail: class 35 when the query names goods,
   * every goods class when it names class 35, less its own and related classes. Retail of X is
   * similar to X to a low degree (EUIPO), which the class level cannot confirm, so this is the
   * weakest relation (risk.ts `classes.retail`).
   */
  retail: ClassMask;
  /** For each class 1..45 in `retail`: the query class it relates to through retail (else 0). */
  retailVia: Uint8Array;
}

/** Prepare the query's classes: own mask, related mask and per-class best strength. */
export function queryClassProfile(classes: readonly number[], relations: ClassRelations): QueryClassProfile {
  const own = classMask(classes);
  const ownSet = new Set(classes);
  const bestStrength = new Uint8Array(46);
  const related: number[] = [];
  for (let c = 1; c <= 45; c++) {
    if (ownSet.has(c)) continue;
    let best = 0;
    for (const q of classes) best = Math.max(best, relations.strength(q, c));
    if (best > 0) {
      bestStrength[c] = best;
      related.push(c);
    }
  }
  const retailVia = retailLinks(classes, ownSet, bestStrength);
  const retail = classMask(Array.from(retailVia.keys()).filter((c) => (retailVia[c] ?? 0) > 0));
  return { classes: [...classes], own, related: classMask(related), bestStrength, retail, retailVia };
}

/** For each class, the query class it relates to only through retail (see `QueryClassProfile.retail`). */
function retailLinks(
  classes: readonly number[],
  own: ReadonlySet<number>,
  bestStrength: Uint8Array,
): Uint8Array {
  const goods = classes.find((c) => c >= 1 && c <= LAST_GOODS_CLASS);
  const out = new Uint8Array(46);
  for (let c = 1; c <= 45; c++) {
    if (own.has(c) || (bestStrength[c] ?? 0) > 0) continue;
    if (c === RETAIL_CLASS && goods !== undefined) out[c] = goods;
    else if (c <= LAST_GOODS_CLASS && own.has(RETAIL_CLASS)) out[c] = RETAIL_CLASS;
  }
  return out;
}

/** How a mark's classes stand to the query's. */
export interface ClassComparison {
  /** The mark's classes that the query names. */
  classOverlap: number[];
  /** The mark's classes related to a query class (excluding `classOverlap`). */
  relatedClassOverlap: number[];
  /** Strongest relation among `relatedClassOverlap` (0 when empty). */
  bestRelation: RelationStrength | 0;
  /** For each related class of the mark: the query class it is most strongly related to. */
  relatedVia: Array<{ markClass: number; queryClass: number; strength: RelationStrength }>;
  /** Classes of the mark related only through retail (also in `relatedClassOverlap`), with the query class. */
  retailVia: Array<{ markClass: number; queryClass: number }>;
}

/** Compare a mark's classes with the query's. */
export function compareClasses(
  markClasses: readonly number[],
  profile: QueryClassProfile,
  relations: ClassRelations,
): ClassComparison {
  const own = new Set(profile.classes);
  const classOverlap: number[] = [];
  const relatedClassOverlap: number[] = [];
  const relatedVia: ClassComparison["relatedVia"] = [];
  const retailVia: ClassComparison["retailVia"] = [];
  let bestRelation: RelationStrength | 0 = 0;
  for (const c of markClasses) {
    if (own.has(c)) {
      classOverlap.push(c);
      continue;
    }
    const s = (profile.bestStrength[c] ?? 0) as RelationStrength | 0;
    if (s === 0) {
      const via = profile.retailVia[c] ?? 0;
      if (via === 0) continue;
      relatedClassOverlap.push(c);
      retailVia.push({ markClass: c, queryClass: via });
      continue;
    }
    relatedClassOverlap.push(c);
    if (s > bestRelation) bestRelation = s;
    const via = profile.classes.find((q) => relations.strength(q, c) === s);
    if (via !== undefined) relatedVia.push({ markClass: c, queryClass: via, strength: s });
  }
  return { classOverlap, relatedClassOverlap, bestRelation, relatedVia, retailVia };
}
