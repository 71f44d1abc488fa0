/**
 * explainNormalization: the same-as normalisation of one name, step by step, in the order the
 * steps run. Each step shows the text before and after it; the last steps show the keys.
 */
import { analyze, Role } from "./analyze.js";
import { contractDigraphs, keyToken, sameAsKeys } from "./keys.js";
import type { Piece } from "./render.js";
import { corePieces, joinPieces, toPieces } from "./render.js";
import type { NormalizationStep } from "./types.js";

/**
 * List the normalisation steps applied to `input` (never throws). The `after` of the step
 * "number-words" is the nameNorm, of "articles" the nameCore, and of "keys" the same-as keys
 * joined by " | ".
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
  const core = corePieces(pieces);
  const coreTokens = core.map((p: Piece) => p.text);
  text = add("articles", text, coreTokens.join(" "));
  const conj = coreTokens.map(keyToken);
  text = add("conjunctions", text, conj.join(" "));
  text = add("umlaut-digraphs", text, conj.map(contractDigraphs).join(" "));
  text = add("word-order", text, [...conj.map(contractDigraphs)].sort().join(" "));
  add("keys", text, sameAsKeys(coreTokens).join(" | "));
  return steps;
}

// --- Internal helpers ---

const MARKS = /\p{M}+/gu;

/** Lower case with diacritics removed, punctuation still in place (explanation only). */
function _foldWhole(s: string): string {
  return s.normalize("NFKD").replace(MARKS, "").toLowerCase().replaceAll("ß", "ss");
}
