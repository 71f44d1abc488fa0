/**
 * Compound splitting against the lexicon ("immobilienverwaltung" → immobilien + verwaltung).
 * German writes compounds as one word; a compound counts as known when it splits completely
 * into known forms of at least three letters, optionally joined by a linking "s"
 * ("Liegenschaft-s-verwaltung", and at the end of a hyphenated compound's first half:
 * "Versicherungs-"). A word whose tail (four letters or more) is known but whose
 * start is not ("Zubaghandel") is a partial compound: the tail gives the meaning, the start
 * individualises. Shorter tails are not split off, so "Burkhart" does not end in "art".
 */
import type { LexEntry } from "./lexicon/index.js";

/** Smallest part length considered (shorter parts make spurious splits). */
const MIN_PART = 3;
/** German noun endings that take a linking "s" and form no plural in "s" (Versicherung-s-). */
const LINKING_S_ENDING = /(ung|heit|keit|schaft|tat|ion)$/;
/** Words longer than this are not split (bounded work for any input). */
const MAX_WORD = 40;

/** The result of splitting one word. */
export interface CompoundSplit {
  /** Folded forms of the known parts, in order. */
  parts: string[];
  /** Meanings of each known part. */
  entries: (readonly LexEntry[])[];
  /** The unknown start (partial) or unknown rest (after a prefix-capable part), else null. */
  unknown: string | null;
}

/**
 * The known forms a split reads: a form's meanings, and, when known, whether any form starts with
 * a prefix of MIN_PART letters or more (a split then stops extending a part no form starts with).
 */
export interface KnownForms {
  get(form: string): readonly LexEntry[] | undefined;
  startsForm?(prefix: string): boolean;
}

const knownFormsCache = new WeakMap<ReadonlyMap<string, readonly LexEntry[]>, KnownForms>();

/** A map of forms as `KnownForms`, with the starts of its forms (made once per map). */
export function knownForms(forms: ReadonlyMap<string, readonly LexEntry[]>): KnownForms {
  let known = knownFormsCache.get(forms);
  if (!known) {
    const starts = new Set<string>();
    for (const form of forms.keys())
      for (let n = MIN_PART; n <= form.length; n++) starts.add(form.slice(0, n));
    known = { get: (form) => forms.get(form), startsForm: (prefix) => starts.has(prefix) };
    knownFormsCache.set(forms, known);
  }
  return known;
}

/** Split a folded word into known parts; null when nothing useful is found. */
export function splitCompound(word: string, forms: KnownForms): CompoundSplit | null {
  const full = splitCompletely(word, forms);
  if (full) return full;
  if (word.length > MAX_WORD || word.length < MIN_PART * 2) return null;
  // Partial: the longest known tail after an unknown start of at least MIN_PART letters.
  for (let start = MIN_PART; start <= word.length - 4; start++) {
    const tail = fullSplit(word, start, forms);
    if (tail)
      return { parts: tail, entries: tail.map((p) => forms.get(p) ?? []), unknown: word.slice(0, start) };
  }
  // A prefix-capable signal word followed by an unknown rest ("heilsalbe").
  for (let end = word.length - MIN_PART; end >= 4; end--) {
    const head = word.slice(0, end);
    const entries = forms.get(head);
    if (entries?.some((e) => e.concept.prefix))
      return { parts: [head], entries: [entries], unknown: word.slice(end) };
    if (entries) break; // the longest known start is not prefix-capable ("heilig..."): stop
  }
  return null;
}

/**
 * The complete split of a folded word into known parts (`splitCompound` when its `unknown` is
 * null), without looking for a partial one: for callers that use complete splits only.
 */
export function splitCompletely(word: string, forms: KnownForms): CompoundSplit | null {
  if (word.length > MAX_WORD || word.length < MIN_PART * 2) return null;
  const full = fullSplit(word, 0, forms);
  return full ? { parts: full, entries: full.map((p) => forms.get(p) ?? []), unknown: null } : null;
}

// --- Internal helpers ---

/** Fewest-parts segmentation of word[from..] into known forms (with optional linking "s"). */
function fullSplit(word: string, from: number, forms: KnownForms): string[] | null {
  const n = word.length;
  // best[i] = fewest parts covering word[from..i), with the parts.
  const best: (string[] | null)[] = new Array(n + 1).fill(null);
  best[from] = [];
  for (let i = from; i < n; i++) {
    const prefix = best[i];
    if (!prefix) continue;
    for (let j = i + MIN_PART; j <= n; j++) {
      const part = word.slice(i, j);
      // No form starts with part: none is part extended either.
      if (forms.startsForm && !forms.startsForm(part)) break;
      if (!forms.get(part)) continue;
      relax(best, j, [...prefix, part]);
      // Linking "s" between parts; at the end only after an ending whose plural never ends in
      // "s", where it is the first half of a hyphenated compound ("Rückversicherungs-Gesellschaft").
      if (word[j] === "s" && (j < n - MIN_PART || (j === n - 1 && LINKING_S_ENDING.test(part))))
        relax(best, j + 1, [...prefix, part]);
    }
  }
  return best[n] ?? null;
}

function relax(best: (string[] | null)[], at: number, parts: string[]): void {
  const seen = best[at];
  if (!seen || parts.length < seen.length) best[at] = parts;
}
