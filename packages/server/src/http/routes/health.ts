/**
 * `GET /health`: liveness for load balancers; no key. Checks the database answers (500 if
 * not) and can take writes: a full disk or a read-only database is `degraded` with its
 * reasons. Still 200 then, since reads and decisions keep working (traces are not stored).
 * It also says what the registers hold, so an operator sees a production register without
 * generated demo data, and, once the company register has been synced, its source and date
 * (docs/register-sync.md); a sync older than NAMESCREEN_SYNC_MAX_AGE_HOURS is `degraded` too.
 */
import * as v from "valibot";
import { DEFAULT_MIN_FREE_DISK_MB } from "../../config.js";
import { registerStatus } from "../../storage/seed/register-status.js";
import { checkWriteHealth } from "../../storage/sqlite/write-health.js";
import { DEFAULT_SYNC_CONFIG } from "../../sync/config.js";
import { RegisterHealthSchema, registerHealth } from "../../sync/register-health.js";
import type { RouteModule } from "../endpoint.js";
import { defineEndpoint } from "../endpoint.js";
import { HttpError } from "../errors.js";

const RegisterSchema = v.pipe(
  v.object({
    companies: v.pipe(v.number(), v.description("Companies in the register")),
    trademarks: v.pipe(v.number(), v.description("Marks in the trademark register")),
    generated: v.pipe(
      v.object({ companies: v.number(), trademarks: v.number() }),
      v.description("Generated (synthetic demo) rows among them; always 0 in production"),
    ),
    source: v.pipe(
      v.picklist(["empty", "demo", "imported"]),
      v.description("`empty`, `demo` (generated rows present) or `imported` (real data only)"),
    ),
    demoData: v.pipe(v.boolean(), v.description("Whether this server seeds demo data into a fresh database")),
    sync: v.optional(
      v.pipe(
        RegisterHealthSchema.entries.companies,
        v.description("The synced company register (absent until a sync has been applied)"),
      ),
    ),
  }),
  v.description("What the registers hold"),
);

const HealthSchema = v.object({
  status: v.pipe(
    v.picklist(["ok", "degraded"]),
    v.description(
      "`ok` when the server and its database answer and take writes; `degraded` when the database " +
        "answers but cannot store (disk full, read-only: decisions are still answered, traces are not " +
        "stored) or the synced company register is older than its allowed age",
    ),
  ),
  reasons: v.optional(
    v.pipe(v.array(v.string()), v.description("Why the status is `degraded` (absent when `ok`)")),
  ),
  register: RegisterSchema,
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
        let register: ReturnType<typeof registerStatus> & { demoData: boolean };
        try {
          register = { ...registerStatus(deps.db), demoData: deps.config.demoData === true };
        } catch (cause) {
          throw new HttpError("INTERNAL_ERROR", "Database unavailable", null, { cause });
        }
        const reasons = checkWriteHealth(deps.db, {
          dbPath: deps.config.dbPath,
          minFreeBytes: deps.config.traces?.minFreeDiskBytes ?? DEFAULT_MIN_FREE_DISK_MB * 1024 * 1024,
          lastFailure: deps.traces.lastFailure(),
        });
        const synced = registerHealth(
          deps.db,
          deps.config.sync ?? DEFAULT_SYNC_CONFIG,
          new Date(deps.clock.now()),
        );
        if (synced?.companies.stale) reasons.push("company register sync is older than its allowed age");
        const withSync = synced ? { ...register, sync: synced.companies } : register;
        const health =
          reasons.length === 0 ? { status: "ok" as const } : { status: "degraded" as const, reasons };
        return { ...health, register: withSync };
      },
    }),
  ],
};
