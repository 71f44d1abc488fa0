/**
 * Trace comparison: which checks changed between two stored decisions, and what decided each.
 * Works on any stored explanation with `steps[]` and `decisiveChecks[]`; a missing step counts
 * as not triggered with outcome `not_run`.
 */
import type { Trace } from "../storage/ports/traces.js";

/** The contract's trace-comparison body. */
export interface TraceComparison {
  traceIdA: string;
  traceIdB: string;
  overallStatusA: string | null;
  overallStatusB: string | null;
  changedChecks: {
    stepId: string;
    triggeredA: boolean;
    triggeredB: boolean;
    outcomeA: string;
    outcomeB: string;
  }[];
  decisiveChecksA: string[];
  decisiveChecksB: string[];
}

interface StepView {
  triggered: boolean;
  outcome: string;
}

const ABSENT: StepView = { triggered: false, outcome: "not_run" };

/** Compare trace A with trace B. Checks are listed in A's step order, then B's new ones. */
export function compareTraces(a: Trace, b: Trace): TraceComparison {
  const stepsA = stepsOf(a.explanation);
  const stepsB = stepsOf(b.explanation);
  const ids = [...new Set([...stepsA.keys(), ...stepsB.keys()])];
  const changedChecks = ids.flatMap((stepId) => {
    const sa = stepsA.get(stepId) ?? ABSENT;
    const sb = stepsB.get(stepId) ?? ABSENT;
    if (sa.triggered === sb.triggered && sa.outcome === sb.outcome) return [];
    return [
      {
        stepId,
        triggeredA: sa.triggered,
        triggeredB: sb.triggered,
        outcomeA: sa.outcome,
        outcomeB: sb.outcome,
      },
    ];
  });
  return {
    traceIdA: a.traceId,
    traceIdB: b.traceId,
    overallStatusA: overallStatusOf(a),
    overallStatusB: overallStatusOf(b),
    changedChecks,
    decisiveChecksA: stringArray(record(a.explanation)?.decisiveChecks),
    decisiveChecksB: stringArray(record(b.explanation)?.decisiveChecks),
  };
}

// --- Internal helpers ---

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function stringArray(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((x): x is string => typeof x === "string") : [];
}

function stepsOf(explanation: unknown): Map<string, StepView> {
  const steps = record(explanation)?.steps;
  const out = new Map<string, StepView>();
  if (!Array.isArray(steps)) return out;
  for (const s of steps) {
    const step = record(s);
    if (!step || typeof step.stepId !== "string") continue;
    out.set(step.stepId, {
      triggered: step.triggered === true,
      outcome: typeof step.outcome === "string" ? step.outcome : "not_run",
    });
  }
  return out;
}

/** The decision's status: assessment.overallStatus, else a top-level overallStatus, else the explanation's. */
function overallStatusOf(trace: Trace): string | null {
  const response = record(trace.response);
  const candidates = [
    record(response?.assessment)?.overallStatus,
    response?.overallStatus,
    record(trace.explanation)?.overallStatus,
  ];
  const found = candidates.find((c) => typeof c === "string");
  return typeof found === "string" ? found : null;
}
