/**
 * Nice-class sets as 45-bit masks, split over two 32-bit words (JavaScript bit operators work
 * on 32 bits): `lo` holds classes 1 to 32, `hi` classes 33 to 45. Verification tests a mark's
 * classes against the query's with two ANDs instead of walking arrays.
 */
import { LIMITS } from "../limits.js";

/** A set of Nice classes as two 32-bit words. */
export interface ClassMask {
  lo: number;
  hi: number;
}

/** The empty mask. */
export const EMPTY_MASK: Readonly<ClassMask> = Object.freeze({ lo: 0, hi: 0 });

/** True for an integer from 1 to 45. */
export function isNiceClass(value: unknown): value is number {
  return (
    typeof value === "number" &&
    Number.isInteger(value) &&
    value >= LIMITS.niceClass.min &&
    value <= LIMITS.niceClass.max
  );
}

/** The mask of a list of classes; values that are not Nice classes are ignored. */
export function classMask(classes: Iterable<number>): ClassMask {
  let lo = 0;
  let hi = 0;
  for (const c of classes) {
    if (!isNiceClass(c)) continue;
    if (c <= 32) lo |= 1 << (c - 1);
    else hi |= 1 << (c - 33);
  }
  return { lo: lo >>> 0, hi: hi >>> 0 };
}

/** True when the two masks share a class. Takes the words separately so typed arrays need no object. */
export function masksIntersect(lo: number, hi: number, other: ClassMask): boolean {
  return (lo & other.lo) !== 0 || (hi & other.hi) !== 0;
}

/** The union of two masks. */
export function maskUnion(a: ClassMask, b: ClassMask): ClassMask {
  return { lo: (a.lo | b.lo) >>> 0, hi: (a.hi | b.hi) >>> 0 };
}

/** The classes of a mask, ascending. */
export function classesOf(mask: ClassMask): number[] {
  const out: number[] = [];
  for (let c = 1; c <= 32; c++) if ((mask.lo >>> (c - 1)) & 1) out.push(c);
  for (let c = 33; c <= 45; c++) if ((mask.hi >>> (c - 33)) & 1) out.push(c);
  return out;
}

/** Sorted, de-duplicated classes (the form the contract echoes). */
export function foldClasses(classes: Iterable<number>): number[] {
  return [...new Set(classes)].sort((a, b) => a - b);
}
