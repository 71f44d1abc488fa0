/**
 * `createApp(deps)`: the Express 5 application without `listen`, so tests drive it in process.
 * Order: trace id → logging → security headers → unmet `Expect` → docs → endpoints → 404 → error handler.
 */

import type { Express } from "express";
import express from "express";
import helmet from "helmet";
import type { AppDeps } from "./deps.js";
import { refuseBadHost, refuseTunnel, refuseUnmetExpectation } from "./http/client-error.js";
import { docsRouter } from "./http/docs.js";
import type { RouteModule } from "./http/endpoint.js";
import { errorHandler, notFoundHandler } from "./http/error-handler.js";
import { buildOpenApiDocument } from "./http/openapi.js";
import { createRateLimiter } from "./http/rate-limit.js";
import { endpointHeaders, methodGuard, mountEndpoints } from "./http/registry.js";
import { requestLogger } from "./http/request-log.js";
import { ROUTE_MODULES } from "./http/routes/index.js";
import { traceIdMiddleware } from "./http/trace-id.js";

/** Options for tests and embedding. */
export interface CreateAppOptions {
  /** Route modules to mount; default: all of ROUTE_MODULES. */
  modules?: readonly RouteModule[];
  /** Log each request (default true; the logger's level still applies). */
  requestLogging?: boolean;
}

/** Build the HTTP application over its dependencies. */
export function createApp(deps: AppDeps, options: CreateAppOptions = {}): Express {
  const modules = options.modules ?? ROUTE_MODULES;
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  // Query strings are flat key=value pairs; no nested objects from `a[b]=c`.
  app.set("query parser", "simple");

  app.use(traceIdMiddleware);
  if (options.requestLogging !== false) app.use(requestLogger(deps.logger));
  // Default helmet headers, minus upgrade-insecure-requests: a sandbox server is often reached
  // over plain HTTP on a LAN address, where that directive would break the /docs assets.
  app.use(helmet({ contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } } }));
  const endpoints = modules.flatMap((m) => m.endpoints);
  app.use(endpointHeaders(endpoints));
  app.use(refuseUnmetExpectation);
  app.use(refuseBadHost);
  app.use(refuseTunnel);

  const document = buildOpenApiDocument(modules, deps.config.env);
  // The documents are read, never written: other methods get 405, like the API's own paths.
  const readOnly = methodGuard(["GET", "HEAD"]);
  app.all("/openapi.json", readOnly);
  app.get("/openapi.json", (_req, res) => {
    res.json(document);
  });
  // Only the page, its assets and the migration guide; other /docs paths end in the 404.
  app.use("/docs", docsRouter(document));

  app.use(
    mountEndpoints(
      endpoints,
      deps,
      // The app's clock, not the wall: a window then rolls over when the deps' clock says so.
      createRateLimiter(deps.config.rateLimit, { store: deps.rateLimits, now: () => deps.clock.now() }),
    ),
  );
  app.use(notFoundHandler);
  app.use(errorHandler(deps.logger));
  return app;
}
