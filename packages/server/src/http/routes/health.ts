/**
 * `GET /health`: liveness for load balancers; no key. Checks the database answers and says what
 * the registers hold, so an operator sees a production register without generated demo data.
 */
import * as v from "valibot";
import { registerStatus } from "../../storage/seed/register-status.js";
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
  }),
  v.description("What the registers hold"),
);

const HealthSchema = v.object({
  status: v.pipe(v.string(), v.description("`ok` when the server and its database answer")),
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
        try {
          return {
            status: "ok",
            register: { ...registerStatus(deps.db), demoData: deps.config.demoData === true },
          };
        } catch (cause) {
          throw new HttpError("INTERNAL_ERROR", "Database unavailable", null, { cause });
        }
      },
    }),
  ],
};
