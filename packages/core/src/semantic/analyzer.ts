/**
 * The built-in offline semantic analyser behind the SemanticAnalyzer port: lexicon-based,
 * deterministic, no I/O. `assess` uses it when no analyser is configured (`ports.semantic`
 * undefined); `null` switches semantic analysis off.
 */

import { claimFindings } from "./claims.js";
import { descriptiveFindings, descriptiveness } from "./descriptive.js";
import type { SemanticAnalysis, SemanticAnalyzer, SemanticFinding, SemanticInput } from "./port.js";
import { activitiesOf, impliedActivities, purposeFindings } from "./purpose.js";
import { readText } from "./read.js";
import { translationFindings } from "./translation.js";

/** Name and version recorded in the trace; bump the version when lexicons or rules change. */
export const BUILTIN_ANALYZER_ID = "builtin-lexicon@1.1.1";

/** Analyse one name synchronously (the port's `analyze` of the built-in analyser). */
export function analyzeName(input: SemanticInput): SemanticAnalysis {
  const surnames = input.ownerSurname ? [input.ownerSurname] : [];
  const reading = readText(input.companyName, { language: input.language, surnames });
  const d = descriptiveness(reading);
  const activities = activitiesOf(reading);
  const findings: SemanticFinding[] = [
    ...descriptiveFindings(d),
    ...purposeFindings(activities, input.activityScope, input.language),
    ...claimFindings(reading),
    ...translationFindings(
      { reading, language: input.language, legalForm: input.legalForm, surnames },
      input.languageVariants,
    ),
  ];
  return {
    analyzer: BUILTIN_ANALYZER_ID,
    impliedActivities: impliedActivities(activities),
    isPurelyDescriptive: d.isPurelyDescriptive,
    containsGeographicTerm: d.containsGeographicTerm,
    findings,
  };
}

/** The built-in analyser as a port implementation. */
export function createBuiltinSemanticAnalyzer(): SemanticAnalyzer {
  return { analyze: analyzeName };
}
