/** The name a request's caller has in the domain lookup queue (docs/domains.md, "Limits under load"). */
import type { AuthInfo } from "./endpoint.js";

/** Its partner (`consumer:<id>`), else its key (`key:<id>`): a partner's keys share one bound. */
export function domainConsumerOf(auth: AuthInfo | null | undefined): string {
  return auth?.kind === "partner" ? `consumer:${auth.consumerId}` : `key:${auth?.keyId ?? ""}`;
}
