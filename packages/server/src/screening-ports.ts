/**
 * The screening ports of the app's deps: what the screening route hands the core, so batch rows
 * are screened exactly like single screenings and alternatives (its own module, so the worker,
 * which deps.ts builds, does not import deps.ts back).
 */
import type { ScreeningPorts } from "@namescreen/core";
import type { AppDeps } from "./deps.js";

/** The ports of `deps`: registers, restricted terms, semantic analyser, domain checker, budgets. */
export function screeningPortsOf(deps: AppDeps): ScreeningPorts {
  return {
    clock: deps.clock,
    restrictedTerms: deps.restrictedTerms,
    semantic: deps.semantic,
    companies: deps.services.conflicts.register(),
    trademarks: deps.services.trademarks.register(),
    domains: deps.services.domainChecker,
    ...(deps.config.screeningBudgetsMs ? { budgetsMs: deps.config.screeningBudgetsMs } : {}),
  };
}
