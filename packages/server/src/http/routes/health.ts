/**
 * `GET /health`: liveness for load balancers; no key. Checks the database answers; once the
 * company register has been synced, also reports its source and date (docs/register-sync.md).
 */
import * as v from "valibot";
import { DEFAULT_SYNC_CONFIG } from "../../sync/config.js";
import { RegisterHealthSchema, registerHealth } from "../../sync/register-health.js";
import type { RouteModule } from "../endpoint.js";
import { defineEndpoint } from "../endpoint.js";
import { HttpError } from "../errors.js";

const HealthSchema = v.object({
  status: v.pipe(
    v.string(),
    v.description(
      "`ok` when the server and its database answer; `degraded` when the synced register is stale",
    ),
  ),
  register: v.optional(RegisterHealthSchema),
});

export const healthRoutes: RouteModule = {
  tag: { name: "Health", description: "Liveness for load balancers and orchestrators" },
  schemas: { Health: HealthSchema },
  endpoints: [
    defineEndpoint({
      method: "get",
      path: "/health",
      auth: "none",
      operationId: "getHealth",
      summary: "Health check",
      tags: ["Health"],
      response: HealthSchema,
      errors: [500],
      handler: ({ deps }) => {
        try {
          deps.db.prepare("SELECT 1").get();
        } catch (cause) {
          throw new HttpError("INTERNAL_ERROR", "Database unavailable", null, { cause });
        }
        const register = registerHealth(
          deps.db,
          deps.config.sync ?? DEFAULT_SYNC_CONFIG,
          new Date(deps.clock.now()),
        );
        if (register === null) return { status: "ok" };
        return { status: register.companies.stale ? "degraded" : "ok", register };
      },
    }),
  ],
};
