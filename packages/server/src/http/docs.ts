/**
 * `/docs`: the Swagger UI reference page, its assets and the migration guide. Only these paths
 * are served; any other path under /docs goes on to the 404 NOT_FOUND of the one error handler
 * (swagger-ui-express alone answers every path with the page, 200, so the deprecation Link's
 * `/docs/migration.md` got the page, and so did typos). Known paths answer GET and HEAD only.
 */
import type { Router } from "express";
import express from "express";
import swaggerUi from "swagger-ui-express";
import { MIGRATION_GUIDE } from "./migration-guide.generated.js";
import { methodGuard } from "./registry.js";

/** Path of the migration guide, as the eligibility endpoints' deprecation Link names it. */
export const MIGRATION_GUIDE_PATH = "/docs/migration.md";

/** The router to mount at /docs for `document`. */
export function docsRouter(document: Record<string, unknown>): Router {
  // swagger-ui serves its assets from node_modules (no CDN, no inline script), so /docs works
  // offline and under helmet's default CSP. validatorUrl null: no call to validator.swagger.io.
  const uiOptions = {
    customSiteTitle: "NameScreen API",
    swaggerOptions: { validatorUrl: null, persistAuthorization: false },
  };
  const router = express.Router();
  const readOnly = methodGuard(["GET", "HEAD"]);
  router.use((req, res, next) => {
    if (!KNOWN_PATHS.has(req.path)) next("router");
    else readOnly(req, res, next);
  });
  // The page loads its assets relative to itself: "/docs" would fetch "/swagger-ui.css".
  router.get("/", (req, res, next) => {
    if (req.originalUrl.split("?")[0] === "/docs") res.redirect(301, "/docs/");
    else next();
  });
  router.get("/", swaggerUi.setup(document, uiOptions));
  router.get(MIGRATION_GUIDE_PATH.slice("/docs".length), (_req, res) => {
    res.type("text/markdown; charset=utf-8").send(MIGRATION_GUIDE);
  });
  router.use(swaggerUi.serveFiles(document, uiOptions));
  return router;
}

// --- Internal helpers ---

/** The page, the files it loads (with the source maps browsers ask for) and the guide. */
const KNOWN_PATHS: ReadonlySet<string> = new Set([
  "/",
  "/swagger-ui-init.js",
  "/swagger-ui.css",
  "/swagger-ui.css.map",
  "/swagger-ui-bundle.js",
  "/swagger-ui-bundle.js.map",
  "/swagger-ui-standalone-preset.js",
  "/swagger-ui-standalone-preset.js.map",
  "/favicon-16x16.png",
  "/favicon-32x32.png",
  MIGRATION_GUIDE_PATH.slice("/docs".length),
]);
