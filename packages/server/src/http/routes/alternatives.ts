/** `POST /v1/name/alternatives`: names that pass screening, for a name that may not. */
import { suggestAlternativesResolved } from "@namescreen/core";
import { screeningPortsOf } from "../../screening-ports.js";
import { domainConsumerOf } from "../domain-consumer.js";
import type { RouteModule } from "../endpoint.js";
import { defineEndpoint } from "../endpoint.js";
import { AlternativesRequestSchema, AlternativesResultSchema } from "../schemas/alternatives.js";

export const ALTERNATIVES_PATH = "/v1/name/alternatives";

export const alternativesRoutes: RouteModule = {
  tag: {
    name: "Alternatives",
    description: "Suggested names, each pre-screened like POST /v1/name/screening before it is shown.",
  },
  schemas: { AlternativesRequest: AlternativesRequestSchema, AlternativesResult: AlternativesResultSchema },
  endpoints: [
    defineEndpoint({
      method: "post",
      path: ALTERNATIVES_PATH,
      auth: { scope: "screening" },
      operationId: "suggestAlternatives",
      summary: "Suggest names that pass screening",
      description:
        "Proposes candidates by documented strategies (docs/alternatives.md), screens each with the same engine " +
        "as POST /v1/name/screening and shows only those with no ERROR flag, no identity match, no High company " +
        "conflict and no High trademark conflict. Fewer than `count` may come back: `summary` says how many " +
        "candidates were tried and why the others were dropped.",
      tags: ["Alternatives"],
      body: AlternativesRequestSchema,
      response: AlternativesResultSchema,
      errors: [400, 401, 403, 422, 429, 500],
      handler: async ({ body, traceId, auth, deps }) => {
        const result = await suggestAlternativesResolved(
          body,
          screeningPortsOf(deps, domainConsumerOf(auth)),
        );
        return { ...result, traceId };
      },
    }),
  ],
};
