/** `POST /v1/name/screening/batch`: up to 100 candidates screened at once, each with its result or error. */
import { inPool } from "../../batch/in-pool.js";
import { BATCH_LIMITS } from "../../batch/limits.js";
import { prepareRow } from "../../batch/row.js";
import { screenRow } from "../../batch/screen-row.js";
import { screeningPortsOf } from "../../screening-ports.js";
import { domainConsumerOf } from "../domain-consumer.js";
import type { RouteModule } from "../endpoint.js";
import { defineEndpoint } from "../endpoint.js";
import { BatchItemSchema, BatchRequestSchema, BatchResultSchema, BatchRowSchema } from "../schemas/batch.js";

export const batchScreeningRoutes: RouteModule = {
  tag: {
    name: "Batch screening",
    description:
      "Many candidates at once: up to 100 answered in one call, larger files as a job. See docs/batch.md.",
  },
  schemas: {
    BatchRow: BatchRowSchema,
    BatchRequest: BatchRequestSchema,
    BatchItem: BatchItemSchema,
    BatchResult: BatchResultSchema,
  },
  endpoints: [
    defineEndpoint({
      method: "post",
      path: "/v1/name/screening/batch",
      auth: { scope: "screening" },
      operationId: "screenNameBatch",
      summary: "Screen up to 100 names at once",
      description:
        "Each item is a BatchRow, screened as POST /v1/name/screening screens a body (domains only when the " +
        "row gives `tlds`; 5 matches per search check). Items are validated one by one: a bad item gets its own " +
        "`error` (VALIDATION_ERROR with `details.issues`), the others their `result`. Items answer in request " +
        "order; `line` is the item's index + 1. No trace is stored per item.",
      tags: ["Batch screening"],
      body: BatchRequestSchema,
      response: BatchResultSchema,
      errors: [400, 401, 403, 422, 429, 500],
      handler: async ({ body, auth, deps }) => {
        const ports = screeningPortsOf(deps, domainConsumerOf(auth));
        const items = await inPool(body.items.length, BATCH_LIMITS.rowsAtOnce, (index) =>
          screenRow(prepareRow(index + 1, body.items[index]), ports),
        );
        const errors = items.filter((i) => "error" in i).length;
        return { items, summary: { total: items.length, screened: items.length - errors, errors } };
      },
    }),
  ],
};
