/**
 * Putting a suggestion together from core words: the words once each, the owner's surname first
 * when a sole proprietorship lacks it (OR 945: the family name is its essential content), and
 * the requested legal form's designation at the end (OR 950).
 */
import { foldText } from "../terms/text.js";
import type { Language, LegalForm } from "../types.js";
import { designationOf } from "./designations.js";
import { isJoiner } from "./name-parts.js";

/** What a composed name needs from the request. */
export interface ComposeContext {
  legalForm: LegalForm;
  /** The owner's (first founder's) surname; required in a sole proprietorship's name. */
  owner: string | null;
}

/** A full name from core words, or null when no word is left to carry the name. */
export function composeName(
  ctx: ComposeContext,
  core: readonly string[],
  language: Language,
  style: "short" | "full" = "short",
): string | null {
  const words = withoutStrayAmpersands(distinctWords(core));
  if (ctx.legalForm === "sole_proprietorship") {
    if (ctx.owner === null) return words.length > 0 ? words.join(" ") : null;
    const hasOwner = ` ${foldText(words.join(" "))} `.includes(` ${foldText(ctx.owner)} `);
    return (hasOwner ? words : [ctx.owner, ...words]).join(" ");
  }
  if (words.length === 0) return null;
  return `${words.join(" ")} ${designationOf(ctx.legalForm, language, style)}`;
}

/**
 * Words in order with repeats (same folded form) removed; function words and "&" may repeat
 * ("Velora & Quantix & Zentaro": the second "&" was dropped).
 */
export function distinctWords(words: readonly string[]): string[] {
  const seen = new Set<string>();
  return words.filter((w) => {
    const key = foldText(w);
    if (key === "") return false;
    if (isJoiner(w)) return true;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Words without an "&" or "+" that joins nothing: at either end or next to another one, as a
 * repeat or a dropped word can leave ("Keller & Keller" → "Keller &", never "Keller & AG").
 */
function withoutStrayAmpersands(words: readonly string[]): string[] {
  const isAmp = (w: string | undefined) => w !== undefined && foldText(w) === "&";
  const out: string[] = [];
  for (const w of words) {
    if (isAmp(w) && (out.length === 0 || isAmp(out[out.length - 1]))) continue;
    out.push(w);
  }
  while (isAmp(out[out.length - 1])) out.pop();
  return out;
}
