/**
 * The dev/blind split of the matching evaluation set: a pure function of a pair's id, so a
 * pair keeps its part when other pairs are added or removed (the blind part never leaks into
 * the dev part by a re-shuffle).
 */

/** Share of pairs that go to the blind part. */
export const BLIND_SHARE = 0.3;

/** A part of the evaluation set. */
export type Split = "dev" | "blind";

/** FNV-1a (32 bit) over the UTF-16 code units of `text`: small, stable and well spread. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/**
 * The part of a pair. The label is salted into the hash so that each label is split on its
 * own (a stratified split: both parts get both labels in about the blind share).
 */
export function splitOf(id: string, label: string): Split {
  return fnv1a(`${label}\u0000${id}`) % 1000 < BLIND_SHARE * 1000 ? "blind" : "dev";
}
