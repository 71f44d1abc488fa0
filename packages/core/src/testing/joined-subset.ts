/**
 * Class S with the words joined (search/joined-words.ts) by its definition, for one pair: which
 * name is contained and the weight of the weaker writing. Both oracles ask it where plain S does
 * not hold; the index finds the same pairs through its same-as table and word postings.
 */
import type { TextFeatures } from "../search/features.js";
import { coreWords, largestWeight, nameInQueryWeight, queryInNameWords } from "../search/joined-words.js";
import type { WordStats } from "../similarity/partial.js";
import { weightIn } from "../similarity/partial.js";

/** S with the words joined: 2 the name in the query, 1 the query in the name, and the weight. */
export interface JoinedSubset {
  subset: 1 | 2;
  weight: number;
}

/** The joined S of a query and a name (its same-as keys, its distinct words), or null (weights 0 without statistics). */
export function joinedSubset(
  q: TextFeatures,
  name: { sameAsKeys: readonly string[]; tokens: readonly string[] },
  stats: WordStats | undefined,
): JoinedSubset | null {
  const words = coreWords(q.normalized.coreTokens);
  const weight = (w: string) => (stats ? weightIn(w, stats) : 0);
  const runs = nameInQueryWeight(words, name.sameAsKeys, name.tokens.length, weight);
  if (runs !== null) return { subset: 2, weight: Math.min(largestWeight(name.tokens, weight), runs) };
  const parts = queryInNameWords(words, name.tokens);
  if (parts.length === 0) return null;
  return { subset: 1, weight: Math.min(largestWeight(q.tokens, weight), largestWeight(parts, weight)) };
}
