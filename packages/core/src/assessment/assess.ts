/**
 * `assess`: the primary decision. Runs the deterministic rules, then (checkLevel=full) the
 * semantic analyser, maps severities through the risk profile, and derives the status.
 */

import { nowOf, systemClock, withBudget } from "../clock.js";
import { messageOf, PortError } from "../errors.js";
import { NORMALIZATION_VERSION, normalizeName } from "../normalize/index.js";
import { DETERMINISTIC_RULES } from "../rules/registry.js";
import type { Finding, RuleContext } from "../rules/rule.js";
import { createBuiltinSemanticAnalyzer } from "../semantic/analyzer.js";
import type { SemanticAnalysis, SemanticInput } from "../semantic/port.js";
import { defaultRestrictedTerms } from "../terms/builtin-source.js";
import { compileTerms } from "../terms/matcher.js";
import type { RestrictedTermSet } from "../terms/port.js";
import { foldedWords } from "../terms/text.js";
import type {
  Assessed,
  AssessmentRequest,
  CheckStep,
  Flag,
  FlagCode,
  SemanticContext,
  Severity,
} from "../types.js";
import type { ResolvedAssessmentRequest } from "./assessment-request.js";
import { resolveAssessmentRequest } from "./assessment-request.js";
import { FLAG_CATALOG, mappedSeverity } from "./flag-catalog.js";
import type { AssessmentPorts } from "./ports.js";
import { checkedAssessmentPorts } from "./ports.js";
import { overallStatusOf, SEVERITY_RANK } from "./status.js";

export const ENGINE_VERSION = "1.0.0";
export const SEMANTIC_STEP_ID = "semantic.analysis";
/** Default time the semantic analyser may take before its step fails open (ms). */
export const SEMANTIC_BUDGET_MS = 10_000;

/**
 * Assess a proposed company name. Throws `ValidationError` for an invalid request; every other
 * outcome, including a failing semantic analyser (fail-open), is a normal result.
 */
export async function assess(request: AssessmentRequest, ports: AssessmentPorts = {}): Promise<Assessed> {
  return assessResolved(resolveAssessmentRequest(request), ports);
}

/**
 * `assess` for adapters that validated at their edge: takes a request already resolved (by
 * `resolveAssessmentRequest`, or by a schema whose output is `ResolvedAssessmentRequest`) and
 * does not validate it again.
 */
export async function assessResolved(
  req: ResolvedAssessmentRequest,
  ports: AssessmentPorts = {},
): Promise<Assessed> {
  return assessWith(req, checkedAssessmentPorts(ports, "assess"));
}

/** `assessResolved` over ports already checked (`screen` checks them once for every check). */
export async function assessWith(req: ResolvedAssessmentRequest, ports: AssessmentPorts): Promise<Assessed> {
  const clock = ports.clock ?? systemClock;
  const started = nowOf(clock);
  const name = normalizeName(req.companyName);
  const terms = termSetOf(await (ports.restrictedTerms ?? defaultRestrictedTerms()).snapshot());

  // Tokens and restricted-term matches are computed once and shared by every rule.
  const tokens = foldedWords(req.companyName);
  const ctx: RuleContext = {
    request: req,
    name,
    terms,
    tokens,
    termMatches: compileTerms(terms).match(tokens),
  };

  const steps: CheckStep[] = [];
  const raised: RaisedFlag[] = [];
  for (const rule of DETERMINISTIC_RULES) {
    const findings = rule.check(ctx);
    steps.push(stepOf(rule.id, true, findings, req));
    for (const f of findings) raised.push(raise(rule.id, f, req));
  }

  const semantic = await runSemantic(req, name.nameCore, ports);
  steps.push(semantic.step);
  for (const f of semantic.findings) raised.push(raise(SEMANTIC_STEP_ID, f, req));

  const flags = dedupe(raised);
  const overallStatus = overallStatusOf(flags.map((f) => f.severity));
  const top = flags.reduce((max, f) => Math.max(max, SEVERITY_RANK[f.severity]), 0);
  const decisiveChecks = [
    ...new Set(raised.filter((r) => SEVERITY_RANK[r.flag.severity] === top && top > 0).map((r) => r.stepId)),
  ];

  return {
    result: {
      assessment: { companyName: req.companyName, overallStatus, clientProfileApplied: req.riskProfile },
      flags,
      semanticContext: semantic.context,
      metadata: {
        processingTimeMs: Math.max(0, Math.round(nowOf(clock) - started)),
        semanticFailOpen: semantic.failOpen,
      },
    },
    explanation: {
      engineVersion: ENGINE_VERSION,
      normalizationVersion: NORMALIZATION_VERSION,
      checkLevel: req.checkLevel,
      riskProfile: req.riskProfile,
      nameNorm: name.nameNorm,
      nameCore: name.nameCore,
      steps,
      decisiveChecks,
      overallStatus,
    },
  };
}

// --- Internal helpers ---

interface RaisedFlag {
  stepId: string;
  flag: Flag;
}

function raise(stepId: string, f: Finding, req: ResolvedAssessmentRequest): RaisedFlag {
  const def = FLAG_CATALOG[f.code];
  return {
    stepId,
    flag: {
      code: f.code,
      severity: mappedSeverity(f.code, req.riskProfile, f.severity),
      category: def.category,
      message: f.message,
    },
  };
}

function stepOf(
  stepId: string,
  ran: boolean,
  findings: Finding[],
  req: ResolvedAssessmentRequest,
): CheckStep {
  const severities = findings.map((f) => mappedSeverity(f.code, req.riskProfile, f.severity));
  const worst = severities.reduce<Severity | null>(
    (w, s) => (w === null || SEVERITY_RANK[s] > SEVERITY_RANK[w] ? s : w),
    null,
  );
  return {
    stepId,
    ran,
    triggered: findings.length > 0,
    outcome: !ran ? "not_run" : (worst ?? "pass"),
    flags: [...new Set(findings.map((f) => f.code))],
    evidence: findings.flatMap((f) => f.evidence ?? []),
  };
}

/**
 * One flag per code: the most severe occurrence, with its message, and the messages of other
 * occurrences as severe after it ("& Co." and the missing owner's surname of a sole
 * proprietorship are two reasons of one code; showing only the first would hide the second
 * until the first is fixed).
 */
function dedupe(raised: RaisedFlag[]): Flag[] {
  const byCode = new Map<FlagCode, Flag>();
  for (const { flag } of raised) {
    const seen = byCode.get(flag.code);
    if (!seen || SEVERITY_RANK[flag.severity] > SEVERITY_RANK[seen.severity])
      byCode.set(flag.code, { ...flag });
    else if (flag.severity === seen.severity && !seen.message.includes(flag.message)) {
      seen.message = `${seen.message} ${flag.message}`;
    }
  }
  return [...byCode.values()];
}

/** The one mapping of a resolved request onto what a semantic analyser reads. */
export function semanticInputOf(req: ResolvedAssessmentRequest, nameCore: string): SemanticInput {
  return {
    companyName: req.companyName,
    nameCore,
    legalForm: req.legalForm,
    language: req.language,
    activityScope: req.activityScope,
    legalSeat: req.legalSeat,
    ownerSurname: req.ownerSurname,
    languageVariants: req.languageVariants,
  };
}

interface SemanticOutcome {
  step: CheckStep;
  findings: Finding[];
  context: SemanticContext | null;
  failOpen: boolean;
}

async function runSemantic(
  req: ResolvedAssessmentRequest,
  nameCore: string,
  ports: AssessmentPorts,
): Promise<SemanticOutcome> {
  const notRun: CheckStep = {
    stepId: SEMANTIC_STEP_ID,
    ran: false,
    triggered: false,
    outcome: "not_run",
    flags: [],
    evidence: [],
  };
  if (req.checkLevel === "basic") return { step: notRun, findings: [], context: null, failOpen: false };
  // undefined: the built-in offline analyser; null: switched off (reported as fail-open).
  const analyzer = ports.semantic === undefined ? createBuiltinSemanticAnalyzer() : ports.semantic;
  if (!analyzer) {
    return {
      step: { ...notRun, outcome: "failed_open", evidence: ["no analyser"] },
      findings: [],
      context: null,
      failOpen: true,
    };
  }
  let analysis: SemanticAnalysis;
  try {
    const budget = ports.semanticBudgetMs ?? SEMANTIC_BUDGET_MS;
    const input = semanticInputOf(req, nameCore);
    const answer = analyzer.analyze(input);
    // A synchronous answer (the built-in analyser) is in already: no timer to set and clear.
    const outcome =
      answer instanceof Promise
        ? await withBudget(() => answer, budget, ports.clock ?? systemClock)
        : ({ state: "done", value: answer } as const);
    if (outcome.state === "timeout") throw new Error(`no answer within ${budget} ms`);
    if (outcome.state === "failed") throw outcome.error;
    analysis = outcome.value;
    // An answer of the wrong shape fails open like a thrown error, not the whole assessment.
    const problem = analysisProblem(analysis);
    if (problem !== null) throw new Error(`malformed analysis: ${problem}`);
  } catch (error) {
    const reason = messageOf(error);
    return {
      step: { ...notRun, outcome: "failed_open", evidence: [reason.slice(0, 200)] },
      findings: [],
      context: null,
      failOpen: true,
    };
  }
  const findings: Finding[] = analysis.findings.map((f) => ({
    code: f.code,
    message: f.message,
    evidence: f.evidence,
  }));
  return {
    step: {
      ...stepOf(SEMANTIC_STEP_ID, true, findings, req),
      evidence: [analysis.analyzer, ...findings.flatMap((f) => f.evidence ?? [])],
    },
    findings,
    context: {
      impliedActivities: analysis.impliedActivities,
      isPurelyDescriptive: analysis.isPurelyDescriptive,
      containsGeographicTerm: analysis.containsGeographicTerm,
    },
    failOpen: false,
  };
}

/** The term source's answer, checked to be a term set: a broken source is a PortError, not a TypeError in the rules. */
function termSetOf(answer: unknown): RestrictedTermSet {
  const set = answer as Partial<RestrictedTermSet> | null;
  if (
    typeof set !== "object" ||
    set === null ||
    !Array.isArray(set.categories) ||
    !Array.isArray(set.terms)
  ) {
    throw new PortError("UPSTREAM_ERROR", "restrictedTerms.snapshot answered no { categories, terms } set");
  }
  return set as RestrictedTermSet;
}

/** What in an analyser's answer breaks the port's shape (`SemanticAnalysis`), or null. */
function analysisProblem(answer: unknown): string | null {
  if (typeof answer !== "object" || answer === null) return "not an object";
  const a = answer as Record<string, unknown>;
  if (typeof a.analyzer !== "string") return "analyzer is not a string";
  if (!isStringList(a.impliedActivities)) return "impliedActivities is not a list of strings";
  if (typeof a.isPurelyDescriptive !== "boolean") return "isPurelyDescriptive is not a boolean";
  if (typeof a.containsGeographicTerm !== "boolean") return "containsGeographicTerm is not a boolean";
  if (!Array.isArray(a.findings)) return "findings is not a list";
  const bad = a.findings.findIndex((f) => !isFinding(f));
  return bad < 0 ? null : `findings.${bad} is not { code, message, evidence } with a semantic flag code`;
}

function isFinding(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  const f = value as Record<string, unknown>;
  return (
    typeof f.code === "string" &&
    // Only the semantic step's own flags: an analyser (an LLM) must not raise a syntax or legal-form error.
    Object.hasOwn(FLAG_CATALOG, f.code) &&
    FLAG_CATALOG[f.code as FlagCode].semantic &&
    typeof f.message === "string" &&
    (f.evidence === undefined || isStringList(f.evidence))
  );
}

function isStringList(value: unknown): boolean {
  return Array.isArray(value) && value.every((v) => typeof v === "string");
}
