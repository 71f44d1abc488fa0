/**
 * What the strategies need to know about the name as asked: its words without the legal form,
 * which of them the assessment flagged (restricted, misleading, official or origin wording),
 * and which individualise the name (literals: unknown words, numbers, surnames) or name an
 * activity. Read from the name and the explanation of its own screening.
 */
import { recognizeLegalForms } from "../normalize/legal-forms.js";
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
  /** Flagged words taken out of `clean`. */
  removed: string[];
  /** Words of `clean` that individualise the name. */
  distinctive: string[];
  /** Words of `clean` that name an activity. */
  activities: string[];
  /** Flags the name raised. */
  flags: FlagCode[];
  /** True when the name carried a legal-form designation (or a sole proprietorship's suffix). */
  hadDesignation: boolean;
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
  const { core, hadDesignation } = coreWords(input.companyName, input.legalForm);
  const steps = (input.explanation?.steps ?? []).filter((s) => s.triggered);
  const flagged = flaggedWords(steps.filter((s) => !s.flags.some((f) => LEGAL_FORM_FLAGS.has(f))));
  const kept = new Set(input.keep.flatMap((k) => foldText(k).split(" ")));
  const isRemoved = (w: string) => flagged.has(foldText(w)) && !isKept(w, kept);
  const clean = withoutWords(core, isRemoved, kept);
  const surnames = input.surnames.map((s) => foldText(s));
  const kinds = clean.map((w) => wordKind(w, input.language, surnames));
  return {
    core,
    clean,
    removed: core.filter(isRemoved),
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
  drop: (word: string) => boolean,
  kept: ReadonlySet<string> = new Set(),
): string[] {
  const picked = words.map((w) => drop(w));
  const dropped = [...picked];
  const joiner = (i: number) =>
    !dropped[i] && isJoiner(words[i] as string) && !isKept(words[i] as string, kept);
  picked.forEach((isPicked, i) => {
    if (!isPicked) return;
    for (let j = i - 1; j >= 0 && joiner(j); j--) dropped[j] = true;
    for (let j = i + 1; j < words.length && joiner(j); j++) dropped[j] = true;
  });
  return words.filter((_, i) => !dropped[i]);
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

/** A function word ("für", "de", "la", "und"): it only joins the words around it. */
export function isJoiner(word: string): boolean {
  return FUNCTION_WORDS.has(foldText(word));
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
function coreWords(name: string, legalForm: LegalForm): { core: string[]; hadDesignation: boolean } {
  const stays = (kind: string) => kind === "partnership_suffix" && legalForm !== "sole_proprietorship";
  const forms = [...recognizeLegalForms(name)].sort((a, b) => a.start - b.start);
  const core: string[] = [];
  let from = 0;
  for (const lf of forms) {
    core.push(...wordsOf(name.slice(from, lf.start)));
    if (stays(lf.kind)) core.push(lf.text);
    from = Math.max(from, lf.end);
  }
  core.push(...wordsOf(name.slice(from)));
  return { core, hadDesignation: forms.some((lf) => !stays(lf.kind)) };
}

/** The words of a piece of the name, without punctuation around them. */
function wordsOf(text: string): string[] {
  return text
    .split(/\s+/)
    .map((w) => w.replace(/^[,;:.\-/]+|[,;:\-/]+$/g, ""))
    .filter((w) => /[\p{L}\p{N}]/u.test(w));
}

/**
 * The semantic claims whose evidence names the word that makes them ("finance:versicherung"):
 * a regulated financial activity, a health claim. Before, only the term rules' evidence was read,
 * so all ten suggestions for "Alpina Versicherung AG" kept "Versicherung" and its warning.
 */
const CLAIM_EVIDENCE = /^(finance|health):(.+)$/;

/**
 * Folded words the term rules matched (evidence ends with "@<text as written>") and the words
 * the semantic claims were made for.
 */
function flaggedWords(steps: readonly { evidence: string[] }[]): Set<string> {
  const out = new Set<string>();
  const add = (text: string) => {
    for (const w of foldText(text).split(" ")) if (w !== "") out.add(w);
  };
  for (const s of steps) {
    for (const e of s.evidence) {
      const claim = CLAIM_EVIDENCE.exec(e);
      if (claim) {
        add(claim[2] as string);
        continue;
      }
      // "term:banking:Bank@Bank", "origin:swiss@Swiss"; not "builtin-lexicon@1.1.1".
      const at = e.lastIndexOf("@");
      if (at < 0 || !e.slice(0, at).includes(":")) continue;
      add(e.slice(at + 1));
    }
  }
  return out;
}
