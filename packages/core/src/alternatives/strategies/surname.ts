/**
 * `surname`: a founder's surname as the distinctive element, added in front of the name's words
 * or in place of its other individual words. OR 944 para 1: a name may name the persons behind
 * it; a surname individualises a descriptive name ("Schreinerei Muster GmbH").
 */
import { foldText } from "../../terms/text.js";
import { isJoiner, isKept, withoutWords } from "../name-parts.js";
import type { Candidate } from "../types.js";
import type { Strategy } from "./strategy.js";
import { baseWords, candidate, quoted } from "./strategy.js";

export const surname: Strategy = {
  code: "surname",
  generate(ctx) {
    const { distinctive } = ctx.parts;
    const clean = baseWords(ctx);
    const inName = new Set(clean.map((w) => foldText(w)));
    return ctx.surnames.flatMap((name): Candidate[] => {
      if (inName.has(foldText(name))) return [];
      const adds = `Adds the founder's surname "${name}" as the distinctive element (OR 944 para 1).`;
      // The surname in place of the individual words (or, in a name without any, of all but the
      // kept words); with every individual word kept (a sole proprietor's own surname) in place
      // of none.
      const replaceable = distinctive.filter((w) => !isKept(w, ctx.kept));
      const others =
        replaceable.length > 0
          ? withoutWords(clean, (w) => replaceable.includes(w), ctx.kept)
          : distinctive.length > 0
            ? clean
            : clean.filter((w) => isKept(w, ctx.kept));
      const gone = clean.filter((w) => !others.includes(w) && !isJoiner(w));
      // It said "Adds" while it took words out ("Keller Treuhand AG" for "Alpenblick Treuhand AG").
      const replaces = `The founder's surname "${name}" in place of ${quoted(gone)} as the distinctive element (OR 944 para 1).`;
      // Next to a conflicting name, the surname replaces its individual words instead.
      return [
        ...(ctx.conflicting.length === 0 ? candidate(ctx, "surname", [name, ...clean], adds) : []),
        ...(others.length < clean.length ? candidate(ctx, "surname", [name, ...others], replaces) : []),
      ];
    });
  },
};
