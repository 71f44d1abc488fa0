/**
 * What the strategies need to know about the name as asked: its words without the legal form,
 * which of them the assessment flagged (restricted, misleading, official or origin wording),
 * and which individualise the name (literals: unknown words, numbers, surnames) or name an
 * activity. Read from the name and the explanation of its own screening.
 */
import { recognizeLegalForms } from "../normalize/legal-forms.js";
import type { LegalFormMatch } from "../normalize/types.js";
import { FUNCTION_WORDS } from "../semantic/lexicon/generic.js";
import { readText } from "../semantic/read.js";
import { foldText } from "../terms/text.js";
import type { AssessmentExplanation, FlagCode, Language, LegalForm } from "../types.js";

/** The name as the strategies see it. */
export interface NameParts {
  /**
   * Words other than legal-form designations, as written, in order. A partnership suffix of a
   * company ("& Partner", "& Co.") is one word here: the name's own wording, not its legal form.
   */
  core: string[];
  /** `core` without the flagged words and the function words that joined them (kept words stay). */
  clean: string[];
  /** Flagged words (or parts of a hyphenated word) taken out of `clean`. */
  removed: RemovedWord[];
  /** A company's partnership suffixes among `core` ("& Partner", "et Fils", "Gebrüder"), as written. */
  suffixes: string[];
  /** Words of `clean` that individualise the name. */
  distinctive: string[];
  /** Words of `clean` that name an activity. */
  activities: string[];
  /** Flags the name raised. */
  flags: FlagCode[];
  /** True when the name carried a legal-form designation (or a sole proprietorship's suffix). */
  hadDesignation: boolean;
}

/** A flagged word taken out of the name, for the reasons: "Bank" of "Bank-Müller". */
export interface RemovedWord {
  /** The word or part as written ("Bank"). */
  text: string;
  /** The hyphenated word it was a part of ("Bank-Müller"), or null for a whole word. */
  compound: string | null;
  /** The flags whose evidence named it. */
  flags: FlagCode[];
}

const LEGAL_FORM_FLAGS: ReadonlySet<FlagCode> = new Set<FlagCode>([
  "ERR_MISSING_LEGAL_FORM",
  "ERR_MULTIPLE_LEGAL_FORMS",
  "ERR_HIDDEN_LEGAL_FORM",
  "ERR_ENGLISH_LEGAL_FORM_PRIMARY",
  "ERR_INVALID_SOLE_PROP_SUFFIX",
]);

/** True when one of the flags is about the legal form. */
export function hasLegalFormFlag(flags: readonly FlagCode[]): boolean {
  return flags.some((f) => LEGAL_FORM_FLAGS.has(f));
}

/** Split the name as asked into the parts the strategies read. */
export function nameParts(input: {
  companyName: string;
  language: Language;
  legalForm: LegalForm;
  explanation: AssessmentExplanation | null;
  keep: readonly string[];
  surnames: readonly string[];
}): NameParts {
  const { core, suffixes, hadDesignation } = coreWords(input.companyName, input.legalForm);
  const steps = (input.explanation?.steps ?? []).filter((s) => s.triggered);
  const flagged = flaggedWords(steps.filter((s) => !s.flags.some((f) => LEGAL_FORM_FLAGS.has(f))));
  const kept = new Set(input.keep.flatMap((k) => foldText(k).split(" ")));
  const isRemoved = (w: string) => flagged.has(foldText(w)) && !isKept(w, kept);
  const pruned = core.map((w) => withoutFlaggedParts(w, isRemoved, kept));
  // A compound that lost a flagged part stays in its place with the rest of its parts.
  const clean = remainingIndices(core, (_, i) => pruned[i]?.rest === null, kept).map(
    (i) => pruned[i]?.rest ?? (core[i] as string),
  );
  const surnames = input.surnames.map((s) => foldText(s));
  const kinds = clean.map((w) => wordKind(w, input.language, surnames));
  const removed = pruned.flatMap((p, i) =>
    p.removed.map((text) => ({
      text,
      compound: text === core[i] ? null : (core[i] as string),
      flags: flagsOf(text, flagged),
    })),
  );
  return {
    core,
    clean,
    removed,
    suffixes,
    distinctive: clean.filter((_, i) => kinds[i] === "distinctive"),
    activities: clean.filter((_, i) => kinds[i] === "activity"),
    flags: [...new Set(steps.flatMap((s) => s.flags))],
    hadDesignation,
  };
}

/**
 * `words` without those `drop` picks and without the function words that only joined a dropped
 * word to the rest (kept words stay): dropping "Bundesamt" from "Bundesamt für Digitales" left
 * "für Digitales GmbH", "Banque" from "La Banque du Léman" left "La du Léman SA".
 */
export function withoutWords(
  words: readonly string[],
  drop: (word: string, index: number) => boolean,
  kept: ReadonlySet<string> = new Set(),
): string[] {
  return remainingIndices(words, drop, kept).map((i) => words[i] as string);
}

/** The indices of the words `withoutWords` leaves, in order. */
function remainingIndices(
  words: readonly string[],
  drop: (word: string, index: number) => boolean,
  kept: ReadonlySet<string>,
): number[] {
  const picked = words.map((w, i) => drop(w, i));
  const dropped = [...picked];
  const joiner = (i: number) =>
    !dropped[i] && isJoiner(words[i] as string) && !isKept(words[i] as string, kept);
  picked.forEach((isPicked, i) => {
    if (!isPicked) return;
    for (let j = i - 1; j >= 0 && joiner(j); j--) dropped[j] = true;
    for (let j = i + 1; j < words.length && joiner(j); j++) dropped[j] = true;
  });
  return words.flatMap((_, i) => (dropped[i] ? [] : [i]));
}

/** Hyphens and dashes that join the parts of a compound word ("Bank-Müller", "Bank–Müller"). */
const COMPOUND_JOINER = /[-\u2010\u2011\u2013]/;

/**
 * A word without its flagged parts: the whole word when it is flagged (`rest` null), or, in a
 * hyphenated word, the flagged parts with their hyphen ("Bank-Müller" → "Müller",
 * "Müller-Bank-Treuhand" → "Müller-Treuhand"). The compound was read as one word, so a flagged
 * part stayed in every suggestion. A kept word stays whole.
 */
function withoutFlaggedParts(
  word: string,
  isFlagged: (w: string) => boolean,
  kept: ReadonlySet<string>,
): { rest: string | null; removed: string[] } {
  if (isKept(word, kept)) return { rest: word, removed: [] };
  if (isFlagged(word)) return { rest: null, removed: [word] };
  const joiner = COMPOUND_JOINER.exec(word)?.[0];
  if (joiner === undefined) return { rest: word, removed: [] };
  const parts = word.split(COMPOUND_JOINER).filter((p) => p !== "");
  const removed = parts.filter((p) => isFlagged(p));
  if (removed.length === 0) return { rest: word, removed: [] };
  const rest = withoutWords(parts, (p) => isFlagged(p), kept);
  // Nothing left of it: the whole word goes ("Swiss-Bank"), not each part.
  return rest.length > 0 ? { rest: rest.join(joiner), removed } : { rest: null, removed: [word] };
}

/**
 * True when every part of the word is kept: a hyphenated word ("Bau-Müller") folds to several
 * ("bau muller"); it was never found among the kept parts, so every strategy replaced it and
 * every candidate then fell out for missing the kept word (0 suggestions, 0 tried).
 */
export function isKept(word: string, kept: ReadonlySet<string>): boolean {
  const parts = foldText(word)
    .split(" ")
    .filter((p) => p !== "");
  return parts.length > 0 && parts.every((p) => kept.has(p));
}

/** A function word ("für", "de", "la", "und") or "&"/"+": it only joins the words around it. */
export function isJoiner(word: string): boolean {
  const folded = foldText(word);
  return FUNCTION_WORDS.has(folded) || folded === "&";
}

/** What kind of word it is: individualising, an activity, or other lexicon wording. */
export function wordKind(
  word: string,
  language: Language,
  surnames: readonly string[] = [],
): "distinctive" | "activity" | "other" {
  const reading = readText(word, { language, legalForms: false, surnames });
  if (reading.elements.some((e) => e.type === "literal")) return "distinctive";
  if (reading.elements.some((e) => e.type === "concept" && e.concept.kind === "activity")) return "activity";
  if (reading.elements.some((e) => e.type === "concept" && e.concept.kind === "signal")) return "distinctive";
  return "other";
}

// --- Internal helpers ---

/**
 * Words of the name with every legal-form designation cut out (a glued one too: "AlphaAG"). A
 * company's partnership suffix stays, as one word: "Zanetti & Partner Treuhand AG" lost its
 * "& Partner" in every suggestion. A sole proprietorship's goes (OR 945: no such suffix).
 */
function coreWords(
  name: string,
  legalForm: LegalForm,
): { core: string[]; suffixes: string[]; hadDesignation: boolean } {
  const stays = (kind: string) => kind === "partnership_suffix" && legalForm !== "sole_proprietorship";
  const found = [...recognizeLegalForms(name)].sort((a, b) => a.start - b.start);
  const forms = found.filter((lf) => !isOpeningNameWord(name, lf, found));
  const core: string[] = [];
  const suffixes: string[] = [];
  let from = 0;
  for (const lf of forms) {
    core.push(...wordsOf(name.slice(from, lf.start)));
    if (stays(lf.kind)) {
      core.push(lf.text);
      suffixes.push(lf.text);
    }
    from = Math.max(from, lf.end);
  }
  core.push(...wordsOf(name.slice(from)));
  return { core, suffixes, hadDesignation: forms.some((lf) => !stays(lf.kind)) };
}

/**
 * A foundation's or association's word opening the name of a company that shows its own form
 * ("Stiftung Quantix AG", "Fondation Soleil GmbH"): a word of the name, as the legal-form rules
 * read it (rules/legal-form.ts). It was cut out as a designation: "Quantix AG" was suggested.
 */
function isOpeningNameWord(name: string, lf: LegalFormMatch, all: readonly LegalFormMatch[]): boolean {
  const company = all.some(
    (f) => !f.embedded && (f.kind === "stock_corporation" || f.kind === "limited_liability"),
  );
  return (
    company &&
    (lf.kind === "foundation" || lf.kind === "association") &&
    lf.text.length >= 6 &&
    /^\p{L}+$/u.test(lf.text) &&
    name.slice(0, lf.start).trim() === ""
  );
}

/**
 * The words of a piece of the name, without punctuation around them. A lone "&" or "+" is a
 * word: it was cut out, so "Müller & Meier Bank AG" gave "Müller Meier AG", and a kept
 * "Müller & Meier" was in no candidate.
 */
function wordsOf(text: string): string[] {
  return text
    .split(/\s+/)
    .map((w) => w.replace(/^[,;:.\-/]+|[,;:\-/]+$/g, ""))
    .filter((w) => /[\p{L}\p{N}]/u.test(w) || w === "&" || w === "+");
}

/**
 * The semantic claims whose evidence names the word that makes them ("finance:versicherung"):
 * a regulated financial activity, a health claim. Before, only the term rules' evidence was read,
 * so all ten suggestions for "Alpina Versicherung AG" kept "Versicherung" and its warning.
 */
const CLAIM_EVIDENCE = /^(finance|health):(.+)$/;

/**
 * Folded words the term rules matched (evidence ends with "@<text as written>") and the words
 * the semantic claims were made for, each with the flags of the steps that named it.
 */
function flaggedWords(
  steps: readonly { flags: FlagCode[]; evidence: string[] }[],
): Map<string, Set<FlagCode>> {
  const out = new Map<string, Set<FlagCode>>();
  const add = (text: string, flags: readonly FlagCode[]) => {
    for (const w of foldText(text).split(" ")) {
      if (w === "") continue;
      const set = out.get(w) ?? new Set<FlagCode>();
      for (const f of flags) set.add(f);
      out.set(w, set);
    }
  };
  for (const s of steps) {
    for (const e of s.evidence) {
      const claim = CLAIM_EVIDENCE.exec(e);
      if (claim) {
        add(claim[2] as string, s.flags);
        continue;
      }
      // "term:banking:Bank@Bank", "origin:swiss@Swiss"; not "builtin-lexicon@1.1.1".
      const at = e.lastIndexOf("@");
      if (at < 0 || !e.slice(0, at).includes(":")) continue;
      add(e.slice(at + 1), s.flags);
    }
  }
  return out;
}

/** The flags raised for the words of `text` ("Swiss-Bank": the origin and the banking flag). */
function flagsOf(text: string, flagged: ReadonlyMap<string, ReadonlySet<FlagCode>>): FlagCode[] {
  return [
    ...new Set(
      foldText(text)
        .split(" ")
        .flatMap((w) => [...(flagged.get(w) ?? [])]),
    ),
  ];
}
