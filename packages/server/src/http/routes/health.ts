/** `GET /health`: liveness for load balancers; no key. Checks the database answers. */
import * as v from "valibot";
import type { RouteModule } from "../endpoint.js";
import { defineEndpoint } from "../endpoint.js";
import { HttpError } from "../errors.js";

const HealthSchema = v.object({
  status: v.pipe(v.string(), v.description("`ok` when the server and its database answer")),
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
        return { status: "ok" };
      },
    }),
  ],
};
