/**
 * A request's scope on whatever DomainChecker the app holds: the network checker's own scope
 * (deadline, fair share, bounded queue), or the checker itself for in-memory checkers that
 * have no upstreams to protect.
 */
import type { DomainChecker } from "@namescreen/core";
import type { DomainCheckScope, NetworkDomainChecker } from "./checker.js";

/**
 * Open a scope for `lookups` lookups on behalf of `consumer`.
 * @throws DomainCheckOverloadedError when the network checker's queue has no room.
 */
export function openDomainCheckScope(
  checker: DomainChecker,
  consumer: string,
  lookups: number,
): DomainCheckScope {
  if (_isScoped(checker)) return checker.openScope(consumer, lookups);
  return { checker, close: () => undefined };
}

/**
 * The checker of `consumer`'s lookups outside a request scope (screenings, alternatives, batch
 * rows): the network checker's queue bound and fair share for that consumer; another checker as is.
 */
export function consumerDomainChecker(checker: DomainChecker, consumer: string): DomainChecker {
  return _isScoped(checker) ? checker.forConsumer(consumer) : checker;
}

function _isScoped(checker: DomainChecker): checker is NetworkDomainChecker {
  return typeof (checker as Partial<NetworkDomainChecker>).openScope === "function";
}
