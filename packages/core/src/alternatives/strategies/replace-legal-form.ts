/**
 * `replace-legal-form`: the name with its legal form put right (missing, English, doubled,
 * glued into a word, or a company suffix on a sole proprietorship): every other word stays.
 * OR 950 and HRegV art. 116a: a company names its legal form, once, with a designation in a
 * national language; OR 945: a sole proprietorship carries no company suffix.
 */
import { foldText } from "../../terms/text.js";
import { designationOf } from "../designations.js";
import { hasLegalFormFlag } from "../name-parts.js";
import type { Candidate } from "../types.js";
import type { Strategy, StrategyContext } from "./strategy.js";
import { candidate, droppedWords } from "./strategy.js";

export const replaceLegalForm: Strategy = {
  code: "replace-legal-form",
  generate(ctx) {
    if (!hasLegalFormFlag(ctx.parts.flags)) return [];
    // Flagged words go too when an individual element is left; otherwise only the form changes,
    // unless words were flagged: they stay out of every suggestion, so with nothing individual
    // left this strategy has no name ("Swiss Bank Ltd" gave "Swiss Bank AG", a bank's name, to a
    // Treuhand founder; the other strategies carry the request).
    if (ctx.parts.distinctive.length === 0 && ctx.parts.removed.length > 0) return [];
    const words = ctx.parts.distinctive.length > 0 ? ctx.parts.clean : ctx.parts.core;
    // It said only "Legal form written once" while the flagged words went too.
    const removed = words === ctx.parts.clean ? ctx.parts.removed : [];
    const drops =
      removed.length > 0 ? `; drops ${droppedWords(removed)}, reserved or misleading wording (OR 944)` : "";
    if (ctx.compose.legalForm === "sole_proprietorship") return soleProprietorship(ctx, words, drops);
    return (["short", "full"] as const).flatMap((style) => {
      const designation = designationOf(ctx.compose.legalForm, ctx.language, style);
      return candidate(
        ctx,
        "replace-legal-form",
        words,
        `Legal form written once as "${designation}", a designation in a national language (OR 950, HRegV art. 116a)${drops}.`,
        { style },
      );
    });
  },
};

/**
 * A sole proprietorship's name: the company suffix out, the owner's family name in (OR 945), and
 * a reason that says which of the two was done ("Company suffix removed" was said of names that
 * had none, only the owner's name missing).
 */
function soleProprietorship(ctx: StrategyContext, words: readonly string[], drops: string): Candidate[] {
  const { owner } = ctx.compose;
  const hasOwner = owner === null || ` ${foldText(words.join(" "))} `.includes(` ${foldText(owner)} `);
  const changes = [
    ...(ctx.parts.hadDesignation ? ["company suffix removed"] : []),
    ...(hasOwner ? [] : [`owner's family name "${owner}" added`]),
  ];
  if (changes.length === 0) return [];
  const what = changes.join(", ");
  return candidate(
    ctx,
    "replace-legal-form",
    words,
    `${what[0]?.toUpperCase()}${what.slice(1)}: a sole proprietorship carries the owner's family name and no company suffix (OR 945)${drops}.`,
  );
}
