/**
 * The one list of route modules. Both the router and GET /openapi.json are built from it.
 *
 * How to add an endpoint:
 * 1. Create `src/http/routes/<area>.ts` exporting a `RouteModule`:
 *    `{ tag, schemas: { Name: schema, ... }, endpoints: [defineEndpoint({...}), ...] }`.
 * 2. Each `defineEndpoint` declares `method`, OpenAPI-style `path` (`/v1/x/{id}`), `auth`
 *    (`{ scope: "conflicts" }` for partner keys, `"admin"`, or `"none"`), `operationId`,
 *    `summary`, `tags`, valibot schemas for `body` / `query` / `params` (object schemas;
 *    use `strictObject` of schemas/common.ts where the contract says "no extra properties"), the `response`
 *    schema, the documented error statuses (`errors`), and the `handler`.
 * 3. The handler gets `{ body, query, params, traceId, auth, deps, req, res }` with inputs
 *    already validated (422 VALIDATION_ERROR otherwise) and returns the response body.
 *    Throw `HttpError` (http/errors.ts) or the core's `ValidationError` for errors; never
 *    catch-and-send yourself. Services come from `deps.services` (see src/deps.ts).
 * 4. Put schemas you want named in the document into `schemas`, reusing the same objects in
 *    the endpoint so they appear as `$ref`.
 * 5. Add the module to ROUTE_MODULES below and test it with test/helpers/test-app.ts.
 */
import type { RouteModule } from "../endpoint.js";
import { alternativesRoutes } from "./alternatives.js";
import { assessmentRoutes } from "./assessment.js";
import { batchScreeningRoutes } from "./batch-screening.js";
import { conflictRoutes } from "./conflicts.js";
import { consumerRoutes } from "./consumers.js";
import { domainRoutes } from "./domains.js";
import { eligibilityRoutes } from "./eligibility.js";
import { healthRoutes } from "./health.js";
import { restrictedTermRoutes } from "./restricted-terms.js";
import { screeningRoutes } from "./screening.js";
import { screeningJobRoutes } from "./screening-jobs.js";
import { traceRoutes } from "./traces.js";
import { trademarkRoutes } from "./trademarks.js";

/** Every route module, in the order they appear in the document. */
export const ROUTE_MODULES: readonly RouteModule[] = [
  healthRoutes,
  assessmentRoutes,
  traceRoutes,
  consumerRoutes,
  restrictedTermRoutes,
  domainRoutes,
  conflictRoutes,
  trademarkRoutes,
  eligibilityRoutes,
  screeningRoutes,
  batchScreeningRoutes,
  screeningJobRoutes,
  alternativesRoutes,
];
