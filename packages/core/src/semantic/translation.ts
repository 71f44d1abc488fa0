/**
 * Translation checks over `languageVariants` (EHRA directive 2021, names in several languages;
 * BGE 106 II 58): every version must say the same as the primary name.
 *
 * Per variant, in this order:
 * 1. identical to the primary (after folding): nothing to check;
 * 2. same language as the primary, or a second version in a language already given:
 *    ERR_TRANSLATION_MISMATCH (a version per language; two different names are not translations);
 * 3. legal form: the variant must render the requested legal form (AG ↔ SA ↔ SA, GmbH ↔ Sàrl ↔
 *    Sagl; English designations only in an English version; a sole proprietorship has none),
 *    else ERR_TRANSLATION_UNTRANSLATABLE;
 * 4. individual elements (surnames, fantasy words, numbers, acronyms) must reappear unchanged:
 *    if one is missing and the variant has new unknown words instead, it was translated or
 *    altered (ERR_TRANSLATION_UNTRANSLATABLE, e.g. «Blaue Blume AG» → «Fleur Bleue SA»);
 *    if it is simply missing, ERR_TRANSLATION_MISMATCH;
 * 5. meaning: the concepts of both versions (activities, generic terms, qualifiers, places;
 *    entity words like "Gesellschaft" aside) must be the same sets, else ERR_TRANSLATION_MISMATCH.
 *    When step 4 found an altered element, place concepts are left out of this comparison: a
 *    translated fantasy element often contains a place word, and one cause gives one finding.
 *    Trade words of unknown meaning ("Spenglerei" when not in the lexicon) cannot be compared:
 *    each may stand for one unknown word or for the concepts of the other version.
 * Romansh versions get steps 1-4 only (the lexicons have no Romansh), and their unknown words
 * are not counted as additions.
 */

import type { Language, LanguageVariant, LegalForm } from "../types.js";
import type { SemanticFinding } from "./port.js";
import type { Reading } from "./read.js";
import { conceptsOf, readText, TRADE_WORD } from "./read.js";

/** What the translation checks need to know about the primary name. */
export interface PrimaryName {
  reading: Reading;
  language: Language;
  legalForm: LegalForm;
  surnames: readonly string[];
}

/** ERR_TRANSLATION_* findings for the variants (at most one finding per code and variant). */
export function translationFindings(
  primary: PrimaryName,
  variants: readonly LanguageVariant[],
): SemanticFinding[] {
  const findings: SemanticFinding[] = [];
  const seen = new Map<string, string>([[primary.language, primary.reading.norm]]);
  variants.forEach((variant, i) => {
    const at = `variant:${i}:${variant.language}`;
    const reading = readText(variant.companyName, { language: variant.language, surnames: primary.surnames });
    if (reading.norm === primary.reading.norm) return;
    const earlier = seen.get(variant.language);
    if (earlier !== undefined) {
      if (earlier !== reading.norm) {
        findings.push(
          mismatch(
            `Version ${i + 1} («${variant.companyName}») repeats the language "${variant.language}" with a different name; give one version per language.`,
            [`${at}:same_language`],
          ),
        );
      }
      return;
    }
    seen.set(variant.language, reading.norm);
    const legal = legalFormProblem(reading, variant.language, primary.legalForm);
    if (legal)
      findings.push(
        untranslatable(`Version ${i + 1} («${variant.companyName}»): ${legal}`, [`${at}:legal_form`]),
      );
    findings.push(...elementFindings(primary, reading, variant, i, at));
  });
  return findings;
}

// --- Internal helpers ---

function legalFormProblem(reading: Reading, language: string, legalForm: LegalForm): string | null {
  const forms = reading.legalForms;
  if (legalForm === "sole_proprietorship") {
    return forms.length === 0
      ? null
      : "a sole proprietorship name has no legal-form designation in any language.";
  }
  if (forms.length === 0) return "the legal-form designation is missing.";
  const wrong = forms.find(
    (f) => !f.renders.includes(legalForm) || (f.language === "en" && language !== "en"),
  );
  return wrong
    ? `the legal form «${wrong.tokens.join(" ")}» does not correspond to the primary name's legal form.`
    : null;
}

function elementFindings(
  primary: PrimaryName,
  reading: Reading,
  variant: LanguageVariant,
  i: number,
  at: string,
): SemanticFinding[] {
  const out: SemanticFinding[] = [];
  const primaryTokens = tokenSet(primary.reading);
  const variantTokens = tokenSet(reading);
  const missing = literals(primary.reading).filter((t) => !variantTokens.has(t));
  // Unknown words may be translations of the other version's trade words of unknown meaning.
  const added = literals(reading)
    .filter((t) => !primaryTokens.has(t))
    .slice(tradeWords(primary.reading));
  if (missing.length > 0 && added.length > 0) {
    out.push(
      untranslatable(
        `Version ${i + 1} («${variant.companyName}») translates or alters an element that must stay identical (${missing.join(", ")} → ${added.join(", ")}): surnames, fantasy words and fantasy combinations are not translated.`,
        [`${at}:altered:${missing.join(",")}>${added.join(",")}`],
      ),
    );
  } else if (missing.length > 0) {
    out.push(
      mismatch(`Version ${i + 1} («${variant.companyName}») leaves out ${missing.join(", ")}.`, [
        `${at}:missing:${missing.join(",")}`,
      ]),
    );
  }
  if (variant.language === "rm") return out;
  // A translated fantasy element often contains a place word ("Alpenglühen" → "Alpine Glow"):
  // once the alteration is reported, places alone do not make a second finding.
  const altered = missing.length > 0 && added.length > 0;
  const a = meaningIds(primary.reading, altered);
  const b = meaningIds(reading, altered);
  const lostAll = [...a].filter((id) => !b.has(id));
  const gainedAll = [...b].filter((id) => !a.has(id));
  // A trade word of unknown meaning may stand for what the other version says.
  const lost = lostAll.length <= tradeWords(reading) ? [] : lostAll;
  const gained = gainedAll.length <= tradeWords(primary.reading) ? [] : gainedAll;
  const extraWords = missing.length === 0 ? added : [];
  if (lost.length > 0 || gained.length > 0 || extraWords.length > 0) {
    const parts = [
      lost.length > 0 ? `does not say ${lost.join(", ")}` : "",
      gained.length > 0 ? `adds ${gained.join(", ")}` : "",
      extraWords.length > 0 ? `adds ${extraWords.join(", ")}` : "",
    ].filter(Boolean);
    out.push(
      mismatch(
        `Version ${i + 1} («${variant.companyName}») ${parts.join(" and ")} compared with the primary name.`,
        [`${at}:meaning:-${lost.join(",")}+${[...gained, ...extraWords].join(",")}`],
      ),
    );
  }
  return out;
}

/** Literal elements (and signal words, which may be surnames), umlaut transcriptions folded. */
function literals(reading: Reading): string[] {
  return reading.elements.flatMap((e) =>
    e.type === "literal" || e.concept.kind === "signal" ? [unTranscribe(e.text)] : [],
  );
}

function tokenSet(reading: Reading): Set<string> {
  return new Set(reading.norm.split(" ").map(unTranscribe));
}

function meaningIds(reading: Reading, ignorePlaces: boolean): Set<string> {
  return new Set(
    conceptsOf(reading)
      .filter((c) => c.kind !== "org" && c.kind !== "signal" && c !== TRADE_WORD)
      .filter((c) => !(ignorePlaces && c.kind === "geo"))
      .map((c) => c.id),
  );
}

function tradeWords(reading: Reading): number {
  return reading.elements.filter((e) => e.type === "concept" && e.concept === TRADE_WORD).length;
}

function unTranscribe(token: string): string {
  return token.replace(/ae/g, "a").replace(/oe/g, "o").replace(/ue/g, "u");
}

function mismatch(message: string, evidence: string[]): SemanticFinding {
  return { code: "ERR_TRANSLATION_MISMATCH", message, evidence };
}

function untranslatable(message: string, evidence: string[]): SemanticFinding {
  return { code: "ERR_TRANSLATION_UNTRANSLATABLE", message, evidence };
}
