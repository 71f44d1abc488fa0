/**
 * explainNormalization: the same-as normalisation of one name, step by step, in the order the
 * steps run. Each step shows the text before and after it; the last steps show the keys.
 */
import { analyze, Role } from "./analyze.js";
import { canonicalCore } from "./canonical.js";
import { dropConjunctions } from "./conjunctions.js";
import { readDigits } from "./digits.js";
import { usualSpelling } from "./generic-spellings.js";
import { contractDigraphs, keyToken, readingKeys } from "./keys.js";
import type { Piece } from "./render.js";
import { corePieces, joinPieces, toPieces } from "./render.js";
import type { NormalizationStep } from "./types.js";

/**
 * List the normalisation steps applied to `input` (never throws). The `after` of the step
 * "number-words" is the nameNorm, of "spelled-letters" the nameCore (the canonical core tokens), and
 * of "keys" the same-as keys joined by " | " (extra readings of digits included).
 */
export function explainNormalization(input: string): NormalizationStep[] {
  const a = analyze(input);
  const steps: NormalizationStep[] = [];
  const add = (step: string, before: string, after: string): string => {
    steps.push({ step, before, after });
    return after;
  };

  let text = add("case-and-diacritics", input, _foldWhole(input));
  const raw = toPieces(a, false);
  text = add("punctuation-and-spaces", text, joinPieces(raw));
  const pieces = toPieces(a);
  text = add("number-words", text, joinPieces(pieces));
  const withoutAdditions = pieces.filter((p) => p.role !== Role.Addition);
  text = add("official-additions", text, joinPieces(withoutAdditions));
  text = add("legal-forms", text, joinPieces(withoutAdditions.filter((p) => p.role !== Role.LegalForm)));
  const core = corePieces(pieces).map((p: Piece) => p.text);
  text = add("articles", text, core.join(" "));
  const joined = dropConjunctions(core);
  text = add("conjunctions", text, joined.join(" "));
  const digits = readDigits(joined);
  text = add("digits-and-leet", text, digits.tokens.join(" "));
  const { tokens, readings } = canonicalCore(core);
  text = add("spelled-letters", text, tokens.join(" "));
  const contracted = tokens.map(keyToken).map(contractDigraphs);
  text = add("umlaut-digraphs", text, contracted.join(" "));
  const spelled = contracted.map(usualSpelling);
  text = add("generic-spellings", text, spelled.join(" "));
  text = add("word-order", text, [...spelled].sort().join(" "));
  add("keys", text, readingKeys(tokens, readings).join(" | "));
  return steps;
}

// --- Internal helpers ---

const MARKS = /\p{M}+/gu;

/** Lower case with diacritics removed, punctuation still in place (explanation only). */
function _foldWhole(s: string): string {
  return s.normalize("NFKD").replace(MARKS, "").toLowerCase().replaceAll("ß", "ss");
}
