/**
 * `replace-legal-form`: the name with its legal form put right (missing, English, doubled,
 * glued into a word, or a company suffix on a sole proprietorship): every other word stays.
 * OR 950 and HRegV art. 116a: a company names its legal form, once, with a designation in a
 * national language; OR 945: a sole proprietorship carries no company suffix.
 */
import { designationOf } from "../designations.js";
import { hasLegalFormFlag } from "../name-parts.js";
import type { Strategy } from "./strategy.js";
import { candidate } from "./strategy.js";

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
    if (ctx.compose.legalForm === "sole_proprietorship") {
      return candidate(
        ctx,
        "replace-legal-form",
        words,
        "Company suffix removed: a sole proprietorship carries the owner's family name and no company suffix (OR 945).",
      );
    }
    return (["short", "full"] as const).flatMap((style) => {
      const designation = designationOf(ctx.compose.legalForm, ctx.language, style);
      return candidate(
        ctx,
        "replace-legal-form",
        words,
        `Legal form written once as "${designation}", a designation in a national language (OR 950, HRegV art. 116a).`,
        { style },
      );
    });
  },
};
