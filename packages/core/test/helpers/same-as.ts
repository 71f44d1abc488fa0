/** Identity by the same-as keys, as the register checks it: two names are identical when their key sets meet. */
import { normalizeName } from "../../src/normalize/index.js";

/** True when the two names share a same-as key. */
export function identical(a: string, b: string): boolean {
  const keys = new Set(normalizeName(a).sameAsKeys);
  return normalizeName(b).sameAsKeys.some((k) => keys.has(k));
}
