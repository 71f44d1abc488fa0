/**
 * `GET /health`: liveness for load balancers; no key. Checks the database answers (500 if
 * not) and can take writes: a full disk or a read-only database is `degraded` with its
 * reasons. Still 200 then, since reads and decisions keep working (traces are not stored).
 */
import * as v from "valibot";
import { DEFAULT_MIN_FREE_DISK_MB } from "../../config.js";
import { checkWriteHealth } from "../../storage/sqlite/write-health.js";
import type { RouteModule } from "../endpoint.js";
import { defineEndpoint } from "../endpoint.js";
import { HttpError } from "../errors.js";

const HealthSchema = v.object({
  status: v.pipe(
    v.picklist(["ok", "degraded"]),
    v.description(
      "`ok` when the server and its database answer and take writes; `degraded` when the database " +
        "answers but cannot store (disk full, read-only): decisions are still answered, traces are not stored",
    ),
  ),
  reasons: v.optional(
    v.pipe(v.array(v.string()), v.description("Why the status is `degraded` (absent when `ok`)")),
  ),
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
        const reasons = checkWriteHealth(deps.db, {
          dbPath: deps.config.dbPath,
          minFreeBytes: deps.config.traces?.minFreeDiskBytes ?? DEFAULT_MIN_FREE_DISK_MB * 1024 * 1024,
          lastFailure: deps.traces.lastFailure(),
        });
        return reasons.length === 0 ? { status: "ok" as const } : { status: "degraded" as const, reasons };
      },
    }),
  ],
};
