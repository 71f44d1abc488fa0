/** `POST /v1/domains/availability`: DNS + RDAP availability of a label across allowlisted TLDs. */
import { checkDomainsResolved, DomainUpstreamError } from "@namescreen/core";
import { DomainCheckOverloadedError } from "../../adapters/domains/admission.js";
import { openDomainCheckScope } from "../../adapters/domains/request-scope.js";
import { domainConsumerOf } from "../domain-consumer.js";
import type { RouteModule } from "../endpoint.js";
import { defineEndpoint } from "../endpoint.js";
import { HttpError } from "../errors.js";
import {
  DomainAvailabilityRequestSchema,
  DomainAvailabilityResultSchema,
  DomainResultSchema,
} from "../schemas/domains.js";

/** The endpoint path. */
export const DOMAINS_PATH = "/v1/domains/availability";

/** The Domains route module (one endpoint, partner scope `domains`). */
export const domainRoutes: RouteModule = {
  tag: {
    name: "Domains",
    description:
      "Best-effort, conservative domain availability from public DNS and RDAP: registered, likely_available or unknown.",
  },
  schemas: {
    DomainAvailabilityRequest: DomainAvailabilityRequestSchema,
    DomainAvailabilityResult: DomainAvailabilityResultSchema,
    DomainResult: DomainResultSchema,
  },
  endpoints: [
    defineEndpoint({
      method: "post",
      path: DOMAINS_PATH,
      auth: { scope: "domains" },
      operationId: "checkDomainAvailability",
      summary: "Check domain availability across TLDs",
      description:
        "A DNS delegation or an RDAP 200/401 means registered; likely_available needs both no delegation and " +
        "RDAP 404; everything else is unknown with a reason. Partial upstream failures give unknown for the " +
        "affected names; when every lookup failed the answer is 502 UPSTREAM_ERROR, or 504 UPSTREAM_TIMEOUT " +
        "when all of them timed out (details.failures lists fqdn and reason). Lookups unfinished at the " +
        "request deadline are unknown with reason timeout. When the lookup queue is full the answer is 429 " +
        "RATE_LIMITED (this consumer's share) or 503 SERVICE_UNAVAILABLE (the whole queue), with Retry-After.",
      tags: ["Domains"],
      body: DomainAvailabilityRequestSchema,
      response: DomainAvailabilityResultSchema,
      errors: [400, 401, 403, 422, 429, 500, 502, 503, 504],
      handler: async ({ body, auth, deps }) => {
        const consumer = domainConsumerOf(auth);
        let scope: ReturnType<typeof openDomainCheckScope> | undefined;
        try {
          scope = openDomainCheckScope(
            deps.services.domainChecker,
            consumer,
            body.labels.length * body.tlds.length,
          );
          return await checkDomainsResolved(body, { checker: scope.checker, clock: deps.clock });
        } catch (error) {
          // Keep the per-name failures in the contract's error body.
          if (error instanceof DomainUpstreamError) {
            throw new HttpError(error.code, error.message, error.details, { cause: error });
          }
          if (error instanceof DomainCheckOverloadedError) {
            const code = error.scope === "consumer" ? "RATE_LIMITED" : "SERVICE_UNAVAILABLE";
            throw new HttpError(
              code,
              error.message,
              { ...error.details, retryAfterSeconds: error.retryAfterSeconds },
              { headers: { "Retry-After": String(error.retryAfterSeconds) }, cause: error },
            );
          }
          throw error;
        } finally {
          scope?.close();
        }
      },
    }),
  ],
};
