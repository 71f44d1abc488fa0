/**
 * Schemas of batch screening: one candidate row (a CSV row, an NDJSON line, an item of
 * `POST /v1/name/screening/batch`), the batch body and answer, and the job resources.
 */
import { CHECK_LEVELS, LANGUAGES, LIMITS, RISK_PROFILES } from "@namescreen/core";
import * as v from "valibot";
import { BATCH_LIMITS } from "../../batch/limits.js";
import { ErrorBodySchema, strictObject, wellFormedText } from "./common.js";
import { ScreeningResultSchema } from "./screening.js";

const text = (max: number, description: string) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string("must be a string"),
        v.maxLength(max, `must be at most ${max} characters`),
        v.description(description),
      ),
    ),
  );

/** A number id JSON parsed without losing digits (a safe integer, or a finite fraction). */
export function exactNumberId(id: number): boolean {
  return Number.isSafeInteger(id) || (Number.isFinite(id) && !Number.isInteger(id));
}

/**
 * One candidate. Only `name` is required: a missing `legalForm` is read from the name's own
 * designation (AG, GmbH, SA, Sàrl, ...), a missing `language` from that designation too (else
 * `de`). Checks run as in `POST /v1/name/screening` with domains off unless `tlds` is given.
 */
export const BatchRowSchema = strictObject({
  id: v.optional(
    v.nullable(
      v.pipe(
        v.union([v.string(), v.number()], "must be a string or a number"),
        // JSON has parsed 12345678901234567890 to 12345678901234567000 and 1e400 to Infinity by
        // now: echoed, such an id would name another row. A string keeps every digit.
        v.check(
          (id) =>
            typeof id === "string" ||
            Number.isSafeInteger(id) ||
            (Number.isFinite(id) && !Number.isInteger(id)),
          "must be a string, or a whole number JSON keeps exactly (up to 9007199254740991): give a longer one as a string",
        ),
        v.transform(String),
        v.maxLength(BATCH_LIMITS.idMaxLength, `must be at most ${BATCH_LIMITS.idMaxLength} characters`),
        // Stored with a job's row and echoed in its result (the name is checked as companyName).
        wellFormedText(),
        v.description("Your own id of the row, echoed in its result"),
      ),
    ),
  ),
  name: v.pipe(
    v.string("must be a string"),
    v.maxLength(LIMITS.companyName.max, `must be at most ${LIMITS.companyName.max} characters`),
    v.description("Proposed company name, including its legal form"),
  ),
  legalForm: text(
    64,
    "stock_corporation, limited_liability or sole_proprietorship; default: read from the name",
  ),
  language: v.optional(v.nullable(v.picklist(LANGUAGES, `must be one of ${LANGUAGES.join(", ")}`))),
  seat: text(LIMITS.legalSeat.max, "Registered seat (municipality), the screening's legalSeat"),
  activityScope: text(LIMITS.activityScope.max, "Purpose of the company"),
  ownerSurname: text(LIMITS.ownerSurname.max, "Owner's surname (sole proprietorships)"),
  niceClasses: v.optional(
    v.nullable(v.array(v.number("must be an integer"), "must be an array of integers")),
  ),
  tlds: v.optional(
    v.nullable(
      v.pipe(
        v.array(v.string("must be a string"), "must be an array of strings"),
        v.description("TLDs to check the name's domain in; none: the domain check does not run"),
      ),
    ),
  ),
  checkLevel: v.optional(v.nullable(v.picklist(CHECK_LEVELS, `must be one of ${CHECK_LEVELS.join(", ")}`))),
  riskProfile: v.optional(
    v.nullable(v.picklist(RISK_PROFILES, `must be one of ${RISK_PROFILES.join(", ")}`)),
  ),
});

/** What every row of a batch answers: its place in the input, and a result or an error. */
const ItemPlace = {
  line: v.pipe(
    v.number(),
    v.description("Line of the row in the file (1-based; the item's index + 1 in a batch body)"),
  ),
  id: v.pipe(v.nullable(v.string()), v.description("The row's own id, when it gave one")),
  name: v.nullable(v.string()),
};

/** A row's screening: as POST /v1/name/screening answers, without a stored trace. */
const RowScreeningSchema = v.object({
  ...ScreeningResultSchema.entries,
  traceId: v.pipe(v.nullable(v.string()), v.description("null: no trace is stored per batch row")),
  checks: v.pipe(
    v.unknown(),
    v.description("As ScreeningResult.checks (the assessment's metadata without a traceId)"),
  ),
});

/** One row's outcome: `result` (a screening) or `error` (this row only). */
export const BatchItemSchema = v.union([
  v.object({ ...ItemPlace, result: RowScreeningSchema }),
  v.object({ ...ItemPlace, error: ErrorBodySchema.entries.error }),
]);

/** Body of `POST /v1/name/screening/batch`. Items are checked one by one, so one bad item fails alone. */
export const BatchRequestSchema = strictObject({
  items: v.pipe(
    v.array(v.unknown(), "must be an array"),
    v.minLength(1, "must have at least 1 item"),
    v.maxLength(BATCH_LIMITS.batchItems, `must have at most ${BATCH_LIMITS.batchItems} items`),
    v.description(`1 to ${BATCH_LIMITS.batchItems} rows, each as BatchRow`),
  ),
});

/** Answer of `POST /v1/name/screening/batch`: one item per request item, in the same order. */
export const BatchResultSchema = v.object({
  items: v.array(BatchItemSchema),
  summary: v.object({ total: v.number(), screened: v.number(), errors: v.number() }),
});

/** Path of one job. */
export const JobParamsSchema = strictObject({
  id: v.pipe(v.string(), v.regex(/^job_[0-9a-f]{32}$/, "must be a job id (job_ + 32 hex digits)")),
});

/** A job's status and progress. */
export const JobStatusSchema = v.object({
  id: v.string(),
  status: v.picklist(["queued", "running", "completed", "cancelled"]),
  format: v.picklist(["csv", "ndjson"]),
  createdAt: v.string(),
  startedAt: v.nullable(v.string()),
  finishedAt: v.nullable(v.string()),
  expiresAt: v.pipe(
    v.nullable(v.string()),
    v.description("When the job and its results are deleted (set when it ends)"),
  ),
  progress: v.object({
    total: v.number(),
    done: v.pipe(v.number(), v.description("Rows with a result or an error")),
    errors: v.number(),
    pending: v.number(),
    percent: v.number(),
    rowsPerSecond: v.nullable(v.number()),
    etaSeconds: v.nullable(v.number()),
  }),
  links: v.object({ self: v.string(), results: v.string() }),
});
