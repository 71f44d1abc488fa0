/**
 * Letter groups that read as one letter at a glance: "rn" as "m", "vv" as "w" (the look-alikes
 * that name registries compare as close, docs/conflict-search.md). Class D counts writing one as
 * the other as one edit: "Clarnix" / "Clamix" look alike, though Levenshtein puts them two apart.
 */

/** Each group and the letter it looks like. */
const LOOK_ALIKES: readonly (readonly [string, string])[] = [
  ["rn", "m"],
  ["vv", "w"],
];

/** True when b is a written with one group as its look-alike letter, or the other way round. */
export function lookAlikeApart(a: string, b: string): boolean {
  if (a.length === b.length + 1) return oneGroupAsLetter(a, b);
  if (b.length === a.length + 1) return oneGroupAsLetter(b, a);
  return false;
}

/** Every word that is w with one group written as its letter, or one letter as its group. */
export function lookAlikeVariants(w: string): string[] {
  const out: string[] = [];
  for (const [group, letter] of LOOK_ALIKES) {
    for (let i = w.indexOf(group); i >= 0; i = w.indexOf(group, i + 1)) {
      out.push(w.slice(0, i) + letter + w.slice(i + group.length));
    }
    for (let i = w.indexOf(letter); i >= 0; i = w.indexOf(letter, i + 1)) {
      out.push(w.slice(0, i) + group + w.slice(i + letter.length));
    }
  }
  return out;
}

/** `long` is `short` with one letter written as its group (`long` one character longer). */
function oneGroupAsLetter(long: string, short: string): boolean {
  // They agree up to the letter, where `long` has the group (whose first letter is never the
  // letter itself), and after it.
  let i = 0;
  while (i < short.length && long.charCodeAt(i) === short.charCodeAt(i)) i++;
  for (const [group, letter] of LOOK_ALIKES) {
    if (
      long.startsWith(group, i) &&
      short.startsWith(letter, i) &&
      long.slice(i + group.length) === short.slice(i + 1)
    ) {
      return true;
    }
  }
  return false;
}
