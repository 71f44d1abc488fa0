/** Test helper: the semantic flag codes the built-in analyser raises for a request. */
import { normalizeName } from "../normalize/index.js";
import type { SemanticAnalysis } from "../ports.js";
import type { AssessmentRequest, FlagCode } from "../types.js";
import { resolveAssessmentRequest } from "../validate.js";
import { analyzeName } from "./analyzer.js";

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
