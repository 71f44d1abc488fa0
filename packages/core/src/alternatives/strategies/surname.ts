/**
 * `surname`: a founder's surname as the distinctive element, added in front of the name's words
 * or in place of its other individual words. OR 944 para 1: a name may name the persons behind
 * it; a surname individualises a descriptive name ("Schreinerei Muster GmbH").
 */
import { foldText } from "../../terms/text.js";
import type { Candidate } from "../types.js";
import type { Strategy } from "./strategy.js";
import { baseWords, candidate } from "./strategy.js";

export const surname: Strategy = {
  code: "surname",
  generate(ctx) {
    const { distinctive } = ctx.parts;
    const clean = baseWords(ctx);
    const inName = new Set(clean.map((w) => foldText(w)));
    return ctx.surnames.flatMap((name): Candidate[] => {
      if (inName.has(foldText(name))) return [];
      const reason = `Adds the founder's surname "${name}" as the distinctive element (OR 944 para 1).`;
      // The surname in place of the individual words (or of all but the kept words).
      const replaceable = distinctive.filter((w) => !ctx.kept.has(foldText(w)));
      const others =
        replaceable.length > 0
          ? clean.filter((w) => !replaceable.includes(w))
          : clean.filter((w) => ctx.kept.has(foldText(w)));
      // Next to a conflicting name, the surname replaces its individual words instead.
      return [
        ...(ctx.conflicting.length === 0 ? candidate(ctx, "surname", [name, ...clean], reason) : []),
        ...(others.length < clean.length ? candidate(ctx, "surname", [name, ...others], reason) : []),
      ];
    });
  },
};
