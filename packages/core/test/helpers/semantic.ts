/** Test helper: the semantic flag codes the built-in analyser raises for a request. */

import { semanticInputOf } from "../../src/assessment/assess.js";
import { applyAssessmentDefaults } from "../../src/assessment/assessment-request.js";
import { normalizeName } from "../../src/normalize/index.js";
import type { SemanticAnalysis } from "../../src/ports.js";
import { analyzeName } from "../../src/semantic/analyzer.js";
import type { AssessmentRequest, FlagCode } from "../../src/types.js";

/** Analyse a request (resolved with its defaults, not validated) with the built-in analyser. */
export function analyzeRequest(request: AssessmentRequest): SemanticAnalysis {
  // Resolved without validation: a name that is only a legal form is a 422 at the edges, and the
  // analyser's own answer for it (a caller of `assessResolved`) is still tested.
  const req = applyAssessmentDefaults(request);
  return analyzeName(semanticInputOf(req, normalizeName(req.companyName).nameCore));
}

/** The distinct finding codes for a request, sorted. */
export function codesFor(request: AssessmentRequest): FlagCode[] {
  return [...new Set(analyzeRequest(request).findings.map((f) => f.code))].sort();
}
