/**
 * The screening ports of the app's deps: what the screening route hands the core, so batch rows
 * are screened exactly like single screenings and alternatives (its own module, so the worker,
 * which deps.ts builds, does not import deps.ts back).
 */
import type { ScreeningPorts } from "@namescreen/core";
import { consumerDomainChecker } from "./adapters/domains/request-scope.js";
import type { AppDeps } from "./deps.js";

/**
 * The ports of `deps`: registers, restricted terms, semantic analyser, domain checker, budgets.
 * With `consumer` (a request's caller, `domainConsumerOf`), its domain lookups count against that
 * consumer's queue bound and fair share; without (the CLI, the batch worker), against a shared one.
 */
export function screeningPortsOf(deps: AppDeps, consumer?: string): ScreeningPorts {
  return {
    clock: deps.clock,
    restrictedTerms: deps.restrictedTerms,
    semantic: deps.semantic,
    companies: deps.services.conflicts.register(),
    trademarks: deps.services.trademarks.register(),
    domains:
      consumer === undefined
        ? deps.services.domainChecker
        : consumerDomainChecker(deps.services.domainChecker, consumer),
    ...(deps.config.screeningBudgetsMs ? { budgetsMs: deps.config.screeningBudgetsMs } : {}),
  };
}
