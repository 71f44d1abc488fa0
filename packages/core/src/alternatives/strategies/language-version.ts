/**
 * `language-version`: the name in another national language: lexicon words translated, the
 * legal form in that language, and personal and fantasy names unchanged, as multilingual names
 * must correspond in content and untranslatable elements stay identical (directive, names in
 * several languages; HRegV art. 116a for the legal form).
 */
import { expandForm, foldForm } from "../../semantic/lexicon/index.js";
import { readText } from "../../semantic/read.js";
import { osaDistance } from "../../similarity/edit-distance.js";
import type { Language } from "../../types.js";
import { designationLanguage, designationOf } from "../designations.js";
import { isKept } from "../name-parts.js";
import type { Strategy } from "./strategy.js";
import { candidate } from "./strategy.js";

const NATIONAL: readonly Language[] = ["de", "fr", "it"];

export const languageVersion: Strategy = {
  code: "language-version",
  generate(ctx) {
    // It keeps every individual word, so it would conflict like the name itself.
    if (ctx.conflicting.length > 0) return [];
    const { clean, distinctive } = ctx.parts;
    if (distinctive.length === 0) return [];
    const own = designationLanguage(ctx.language);
    return NATIONAL.filter((l) => l !== own && ctx.language !== l).flatMap((target) => {
      // A partnership suffix is the name's own wording ("et Fils" gave "Dupont söhne AG").
      const stays = (w: string) => isKept(w, ctx.kept) || ctx.parts.suffixes.includes(w);
      const words = clean.map((w) => (stays(w) ? w : (translated(w, ctx.language, target) ?? w)));
      const changed = clean.flatMap((w, i) => (words[i] !== w ? [`"${w}" → "${words[i]}"`] : []));
      const form = designationOf(ctx.compose.legalForm, target);
      const what = [...changed, ...(form ? [`legal form "${form}"`] : [])].join(", ");
      // Nothing translated and no legal form (a sole proprietorship): the name itself again.
      if (what === "") return [];
      return candidate(
        ctx,
        "language-version",
        words,
        `${NAMES[target]} version (${what}); personal and fantasy names stay as they are.`,
        { language: target },
      );
    });
  },
};

const NAMES: Readonly<Record<Language, string>> = {
  de: "German",
  fr: "French",
  it: "Italian",
  en: "English",
};

/** The word's lexicon form in `target`, capitalised like the original; null if untranslatable. */
function translated(word: string, from: Language, target: Language): string | null {
  // A conjunction sign is no word of a language.
  if (/^[&+]/.test(word)) return null;
  const elements = readText(word, { language: from, legalForms: false }).elements;
  const only = elements.length === 1 ? elements[0] : undefined;
  if (only?.type !== "concept" || only.fromCompound) return null;
  const form = nearestForm(word, only.concept.forms[target] ?? []);
  if (form === undefined || form === "") return null;
  return /^\p{Lu}/u.test(word) ? form[0]?.toUpperCase() + form.slice(1) : form;
}

/**
 * The target language's word for `word`: the word itself when that language uses it too
 * ("Bistro"), else a form one letter away ("Café" → "caffè"; two letters already reach other
 * words: "Consulting" → "consultant"), else the concept's first form. The first form alone
 * changed what names said ("Café Müller" → "Restaurant Müller").
 */
function nearestForm(word: string, specs: readonly string[]): string | undefined {
  const folded = foldForm(word);
  let nearest: string | undefined;
  for (const form of specs.flatMap((spec) => expandForm(spec))) {
    const distance = osaDistance(folded, foldForm(form), 1);
    if (distance === 0) return word;
    if (distance === 1 && folded.length >= 4) nearest ??= form;
  }
  return nearest ?? specs[0]?.split("/")[0];
}
