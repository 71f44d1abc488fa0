/**
 * Class S with the words joined: one name contained whole in the other, its word breaks elsewhere.
 * Plain S compares word sets and so missed "Alpvision" in "Alp Vision Consulting", though the
 * whole-name same-as key already treats "Alp Vision" and "Alpvision" as one name. Two forms:
 *
 * - the registered name in the query: one of its same-as keys (its words run together is one) is
 *   a run of the query's adjacent words run together ("Alpvision" in "Alp Vision Consulting",
 *   "Alp Vision" in "Alpvision Consulting", "YNG" in "Y/NG GR8TNESS"), or, for a name of several
 *   words, the start or the end of one query word ("Ade Tech" in "Myadetech", "Pane Vivo" in
 *   "Europanevivo": a mark with a prefix run into it); the index probes its same-as table with
 *   each run;
 * - the query in the registered name: the query's words run together are one word of the name
 *   (two query words or more: "Alp Vision" in "Alpvision Zug"; the index looks the word up), or
 *   split into words of the name of `JOINED_PART_MIN_LENGTH` letters or more ("Alpvision" in
 *   "Alp Vision Consulting"; the index looks up the parts, then the names holding one split).
 *   The index keeps a name's words as a set, so the split is order-free, as plain S is.
 *
 * Either way the hit weighs as the weaker writing does: the lesser of the largest word weights of
 * the two sides. "swisspartners" is a rare word, but "Swiss Partners" is two common ones, and
 * plain S would weigh the split writing by them.
 */

import { isOrdinaryWord } from "../similarity/ordinary-words.js";

/** The shortest part a split reads as a word of the name: as class C's shortest element. */
export const JOINED_PART_MIN_LENGTH = 3;
/**
 * A run cut from one query word keeps this many letters or more, and leaves two or more: "my" of
 * "myadetech", "pro" of "adetechpro". Shorter names inside a word are class C's. A word of
 * ordinary language is not cut: "In Vest" inside "investments" and "Pro Fit" inside "profitable"
 * are letters that happen to meet, not a name taken over.
 */
export const CUT_RUN_MIN_LENGTH = 6;
export const CUT_MIN_LENGTH = 2;
/**
 * Most a run cut from a word weighs: letters before or after the name in one word may belong to
 * the word ("Prestinvest" / "St. Invest"), so the name found there is Medium at most, as an
 * ordinary word contained alone is (ordinary-words.ts).
 */
export const CUT_RUN_WEIGHT = 0.5;

/** A run of adjacent query words (`from` to `to`, inclusive), run together: `start` to `end` of all of them run together. */
export interface JoinedRun {
  text: string;
  from: number;
  to: number;
  start: number;
  end: number;
  /** Cut from one word (its start or end left out), not whole words run together. */
  cut: boolean;
}

/** The query's core words without empty ones. */
export function coreWords(coreTokens: readonly string[]): string[] {
  return coreTokens.filter((t) => t.length > 0);
}

/**
 * The runs of adjacent words (`coreWords`), each run together: every run but the whole core; then
 * the runs cut from one word, its start or its end (`CUT_RUN_MIN_LENGTH` letters or more, leaving
 * `CUT_MIN_LENGTH` or more). A run within one word counts only against a name of several words
 * (`runCounts`): a one-word name equal to a word by its same-as key is the same word spelled
 * otherwise ("Voen" / "von"), not a joined name, and one inside a word is class C's element; a
 * word of ordinary language is not cut.
 * Runs longer than `longest` letters are left out: a caller whose keys are all shorter gives it,
 * so that a long query of many short words does not make thousands of runs no key can equal.
 */
export function joinedRuns(words: readonly string[], longest = Number.POSITIVE_INFINITY): JoinedRun[] {
  const out: JoinedRun[] = [];
  let start = 0;
  for (let from = 0; from < words.length; from++) {
    let text = "";
    for (let to = from; to < words.length; to++) {
      text += words[to] as string;
      if ((from === 0 && to === words.length - 1) || text.length > longest) break;
      out.push({ text, from, to, start, end: start + text.length, cut: false });
    }
    start += (words[from] as string).length;
  }
  start = 0;
  for (let k = 0; k < words.length; k++) {
    const word = words[k] as string;
    if (word.length < CUT_RUN_MIN_LENGTH + CUT_MIN_LENGTH || isOrdinaryWord(word)) {
      start += word.length;
      continue;
    }
    for (let cut = CUT_MIN_LENGTH; word.length - cut >= CUT_RUN_MIN_LENGTH; cut++) {
      if (word.length - cut > longest) continue;
      if (!insidePair(word, cut))
        out.push({
          text: word.slice(cut),
          from: k,
          to: k,
          start: start + cut,
          end: start + word.length,
          cut: true,
        });
      const end = word.length - cut;
      if (!insidePair(word, end))
        out.push({ text: word.slice(0, end), from: k, to: k, start, end: start + end, cut: true });
    }
    start += word.length;
  }
  return out;
}

/** Whether a run may be a name of `nameWords` distinct words (`joinedRuns`). */
export function runCounts(run: JoinedRun, nameWords: number): boolean {
  return run.to > run.from || nameWords > 1;
}

/** A run's weight: the largest of its words', at most `CUT_RUN_WEIGHT` for a run cut from a word. */
export function runWeight(
  run: JoinedRun,
  words: readonly string[],
  weight: (word: string) => number,
): number {
  const top = largestWeight(words.slice(run.from, run.to + 1), weight);
  return run.cut ? Math.min(top, CUT_RUN_WEIGHT) : top;
}

/** The largest weight of the words (0 for none). */
export function largestWeight(words: readonly string[], weight: (word: string) => number): number {
  let top = 0;
  for (const w of words) top = Math.max(top, weight(w));
  return top;
}

/**
 * S with the name in the query: the largest word weight of the query's runs that are the name (one
 * of its same-as keys), or null when none is; `nameWords` is the name's number of distinct words.
 */
export function nameInQueryWeight(
  words: readonly string[],
  nameKeys: readonly string[],
  nameWords: number,
  weight: (word: string) => number,
): number | null {
  const keys = new Set(nameKeys);
  let best: number | null = null;
  for (const run of joinedRuns(words)) {
    if (runCounts(run, nameWords) && keys.has(run.text))
      best = Math.max(best ?? 0, runWeight(run, words, weight));
  }
  return best;
}

/** The first run of the query's words that is the name (for the explanation), as words, or null. */
export function joinedRunOf(
  words: readonly string[],
  nameKeys: readonly string[],
  nameWords: number,
): string[] | null {
  const keys = new Set(nameKeys);
  const run = joinedRuns(words).find((r) => runCounts(r, nameWords) && keys.has(r.text));
  return run ? words.slice(run.from, run.to + 1) : null;
}

/** The query's words (two or more) run together, as one word of the name would read: or null. */
export function queryJoined(words: readonly string[]): string | null {
  return words.length < 2 ? null : words.join("");
}

/** A part of a joined text, `from` to `to`, and the id of the word it is. */
export interface JoinedPart {
  from: number;
  to: number;
  id: number;
}

/**
 * Every part on a full split of `joined` into words `idOf` knows (id ≥ 0 for the part `from` to
 * `to`), each of `JOINED_PART_MIN_LENGTH` letters or more, ordered by `from`; empty when there is
 * no split. A part never ends inside a surrogate pair. `longest` bounds a part's length when no
 * known word is longer: the ranges tried then grow with the text, not with its square.
 */
export function splitParts(
  joined: string,
  idOf: (from: number, to: number) => number,
  longest = joined.length,
): JoinedPart[] {
  const n = joined.length;
  const reached = new Uint8Array(n + 1);
  reached[0] = 1;
  const parts: JoinedPart[] = [];
  for (let from = 0; from + JOINED_PART_MIN_LENGTH <= n; from++) {
    if (!reached[from]) continue;
    for (let to = from + JOINED_PART_MIN_LENGTH; to <= Math.min(n, from + longest); to++) {
      if (insidePair(joined, to)) continue;
      const id = idOf(from, to);
      if (id < 0) continue;
      parts.push({ from, to, id });
      reached[to] = 1;
    }
  }
  return reached[n] ? goingOn(parts, n) : [];
}

/**
 * The parts (`splitParts`) on a full split of a text of `length` letters into parts `holds`
 * keeps: those of one name's words, where `parts` were found among every word of a register.
 */
export function partsOnSplit(
  parts: readonly JoinedPart[],
  length: number,
  holds: (id: number) => boolean,
): JoinedPart[] {
  const reached = new Uint8Array(length + 1);
  reached[0] = 1;
  const kept: JoinedPart[] = [];
  for (const part of parts) {
    if (reached[part.from] && holds(part.id)) {
      reached[part.to] = 1;
      kept.push(part);
    }
  }
  return reached[length] ? goingOn(kept, length) : [];
}

/** Of parts reached from the start (ordered by `from`), those a split goes on from to `length`. */
function goingOn(parts: readonly JoinedPart[], length: number): JoinedPart[] {
  const onward = new Uint8Array(length + 1);
  onward[length] = 1;
  for (let k = parts.length - 1; k >= 0; k--) {
    const part = parts[k] as JoinedPart;
    if (onward[part.to]) onward[part.from] = 1;
  }
  return parts.filter((part) => onward[part.to] === 1);
}

/** Whether position `k` of `text` falls between the two units of a surrogate pair. */
function insidePair(text: string, k: number): boolean {
  const c = text.charCodeAt(k);
  return k > 0 && k < text.length && c >= 0xdc00 && c < 0xe000;
}

/** `splitParts` over words given as strings (the oracle and the explanations). */
function partsAmong(joined: string, words: readonly string[]): JoinedPart[] {
  return splitParts(
    joined,
    (from, to) => words.indexOf(joined.slice(from, to)),
    Math.max(0, ...words.map((w) => w.length)),
  );
}

/**
 * S with the query in the name: the name's words the query's words run together are, the word
 * itself (two query words or more) and every part of every split; empty when there is none.
 */
export function queryInNameWords(words: readonly string[], nameWords: readonly string[]): string[] {
  const distinct = [...new Set(nameWords)];
  const out = new Set<string>();
  const whole = queryJoined(words);
  if (whole !== null && distinct.includes(whole)) out.add(whole);
  for (const part of partsAmong(words.join(""), distinct)) {
    out.add(distinct[part.id] as string);
  }
  return [...out];
}

/**
 * The name's side of S with the query in the name (for the explanation): the word the query's
 * words run together are, or one split into the name's words (space-separated); or null.
 */
export function joinedInName(words: readonly string[], nameWords: readonly string[]): string | null {
  const whole = queryJoined(words);
  if (whole !== null && nameWords.includes(whole)) return whole;
  const distinct = [...new Set(nameWords)];
  const joined = words.join("");
  const parts = partsAmong(joined, distinct);
  if (parts.length === 0) return null;
  // The first split found, walking from the start along parts that go on to the end.
  const out: string[] = [];
  for (let at = 0; at < joined.length; ) {
    const next = parts.find((part) => part.from === at) as JoinedPart;
    out.push(distinct[next.id] as string);
    at = next.to;
  }
  return out.join(" ");
}
