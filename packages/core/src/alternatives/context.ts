/**
 * The strategies' context for a request: the name's parts (read from the explanation of its own
 * screening), the extras, the purpose's activity words and the seeded random source.
 */

import type { Screened, ScreeningResult } from "../screening/types.js";
import { readText } from "../semantic/read.js";
import { createRandom } from "../synthetic/prng.js";
import { foldText } from "../terms/text.js";
import type { Language } from "../types.js";
import type { ResolvedAlternatives } from "./alternatives-request.js";
import { seedOf } from "./coined.js";
import { nameParts } from "./name-parts.js";
import type { StrategyContext } from "./strategies/index.js";

/** Build the strategies' context of a request from the screening of the name as asked. */
export function strategyContextOf(req: ResolvedAlternatives, original: Screened): StrategyContext {
  const { assessment } = req.screening;
  const explanation = original.explanation.assessment;
  // A sole proprietorship's name always carries the owner's surname (OR 945): never replaced.
  const owner = assessment.legalForm === "sole_proprietorship" ? assessment.ownerSurname : null;
  const keep = owner === null ? req.keep : [...req.keep, owner];
  return {
    conflicting: conflictingNames(original.result),
    parts: nameParts({
      companyName: assessment.companyName,
      language: assessment.language,
      legalForm: assessment.legalForm,
      explanation,
      keep,
      surnames: req.surnames,
    }),
    language: assessment.language,
    compose: { legalForm: assessment.legalForm, owner: assessment.ownerSurname ?? req.surnames[0] ?? null },
    surnames: req.surnames,
    kept: new Set(keep.flatMap((k) => foldText(k).split(" "))),
    scopeActivities: activitiesOf(assessment.activityScope, assessment.language),
    count: req.count,
    random: createRandom(seedOf(JSON.stringify([assessment, req.keep, req.surnames]))),
  };
}

// --- Internal helpers ---

/** Registered names and marks the name as asked is identical or highly similar to. */
function conflictingNames(result: ScreeningResult): string[] {
  const { conflicts, trademarks } = result.checks;
  return [
    ...(conflicts?.identityMatch ? [conflicts.identityMatch.nameDisplay] : []),
    ...(conflicts?.similarMatches ?? []).filter((m) => m.risk === "High").map((m) => m.nameDisplay),
    ...(trademarks?.similarMatches ?? [])
      .filter((m) => m.risk === "High")
      .map((m) => m.markText ?? "(figurative)"),
  ];
}

/** Activity words of the purpose in the request's language (lexicon forms, capitalised). */
function activitiesOf(scope: string | null, language: Language): string[] {
  if (scope === null) return [];
  const words: string[] = [];
  for (const e of readText(scope, { language, legalForms: false }).elements) {
    if (e.type !== "concept" || e.concept.kind !== "activity") continue;
    const form = e.concept.forms[language]?.[0]?.split("/")[0];
    if (form && !form.includes(" ")) words.push(form[0]?.toUpperCase() + form.slice(1));
  }
  return [...new Set(words)].slice(0, 3);
}
