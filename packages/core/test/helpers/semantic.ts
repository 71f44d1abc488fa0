/** Test helper: the semantic flag codes the built-in analyser raises for a request. */

import { resolveAssessmentRequest } from "../../src/assessment/assessment-request.js";
import { normalizeName } from "../../src/normalize/index.js";
import type { SemanticAnalysis } from "../../src/ports.js";
import { analyzeName } from "../../src/semantic/analyzer.js";
import type { AssessmentRequest, FlagCode } from "../../src/types.js";

/** Analyse a request (validated like `assess` does) with the built-in analyser. */
export function analyzeRequest(request: AssessmentRequest): SemanticAnalysis {
  const req = resolveAssessmentRequest(request);
  return analyzeName({
    companyName: req.companyName,
    nameCore: normalizeName(req.companyName).nameCore,
    legalForm: req.legalForm,
    language: req.language,
    activityScope: req.activityScope,
    legalSeat: req.legalSeat,
    ownerSurname: req.ownerSurname,
    languageVariants: req.languageVariants,
  });
}

/** The distinct finding codes for a request, sorted. */
export function codesFor(request: AssessmentRequest): FlagCode[] {
  return [...new Set(analyzeRequest(request).findings.map((f) => f.code))].sort();
}
