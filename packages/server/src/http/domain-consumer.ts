/** The name a request's caller has in the domain lookup queue (docs/domains.md, "Limits under load"). */
import type { AuthInfo } from "./endpoint.js";

/** Its partner (`consumer:<id>`), else its key (`key:<id>`): a partner's keys share one bound. */
export function domainConsumerOf(auth: AuthInfo | null | undefined): string {
  return auth?.kind === "partner" ? partnerDomainConsumer(auth.consumerId) : `key:${auth?.keyId ?? ""}`;
}

/** A partner's name in the queue: its requests and its batch jobs share it. */
export function partnerDomainConsumer(consumerId: number): string {
  return `consumer:${consumerId}`;
}
