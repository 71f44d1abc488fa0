/** `POST /v1/domains/availability`: DNS + RDAP availability of a label across allowlisted TLDs. */
import { checkDomainsResolved, DomainUpstreamError } from "@namescreen/core";
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
        "when all of them timed out (details.failures lists fqdn and reason).",
      tags: ["Domains"],
      body: DomainAvailabilityRequestSchema,
      response: DomainAvailabilityResultSchema,
      errors: [400, 401, 403, 422, 429, 500, 502, 504],
      handler: async ({ body, deps }) => {
        try {
          return await checkDomainsResolved(body, {
            checker: deps.services.domainChecker,
            clock: deps.clock,
          });
        } catch (error) {
          // Keep the per-name failures in the contract's error body.
          if (error instanceof DomainUpstreamError) {
            throw new HttpError(error.code, error.message, error.details, { cause: error });
          }
          throw error;
        }
      },
    }),
  ],
};
