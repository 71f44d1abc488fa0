/**
 * The batch job API: create a job from a CSV or NDJSON body, poll it, fetch its results as
 * NDJSON, cancel it. A consumer sees only its own jobs (another's id is a 404).
 */
import { Readable } from "node:stream";
import { createJob } from "../../batch/create-job.js";
import type { BatchJobStore, JobRecord } from "../../batch/job-store.js";
import { JOBS_PATH, jobView } from "../../batch/job-view.js";
import { BATCH_LIMITS } from "../../batch/limits.js";
import { readBatchRows } from "../../batch/read-rows.js";
import type { BatchFormat, PreparedRow } from "../../batch/types.js";
import { ImportFileError } from "../../storage/import/file-error.js";
import type { AuthInfo, RouteModule } from "../endpoint.js";
import { defineEndpoint } from "../endpoint.js";
import { HttpError, httpErrors } from "../errors.js";
import { BatchItemSchema, JobParamsSchema, JobStatusSchema } from "../schemas/batch.js";
import { NoQuerySchema } from "../schemas/common.js";
import { StreamBody } from "../stream-body.js";

const CSV_TYPES = ["text/csv"];
const NDJSON_TYPES = ["application/x-ndjson", "application/ndjson", "application/jsonl"];

export const screeningJobRoutes: RouteModule = {
  tag: {
    name: "Batch screening",
    description:
      "Many candidates at once: up to 100 answered in one call, larger files as a job. See docs/batch.md.",
  },
  schemas: { JobStatus: JobStatusSchema },
  endpoints: [
    defineEndpoint({
      method: "post",
      path: JOBS_PATH,
      auth: { scope: "screening" },
      operationId: "createScreeningJob",
      summary: "Create a batch screening job from a CSV or NDJSON file",
      description:
        `The body is the file: CSV (text/csv, a header row, columns as in docs/batch.md) or NDJSON ` +
        `(application/x-ndjson, one BatchRow per line), UTF-8, at most ${BATCH_LIMITS.jobBodyBytes} bytes and ` +
        `${BATCH_LIMITS.jobRows} rows. Rows that are not valid are answered at once with their own error; the ` +
        `others are screened in the background. 202 with the job's status and a Location header.`,
      tags: ["Batch screening"],
      rawBody: {
        types: [...CSV_TYPES, ...NDJSON_TYPES],
        limitBytes: BATCH_LIMITS.jobBodyBytes,
        description: "The CSV or NDJSON file",
      },
      status: 202,
      response: JobStatusSchema,
      responseDescription: "Job created",
      errors: [400, 401, 403, 422, 429, 500, 503],
      handler: async ({ rawBody, req, res, auth, deps }) => {
        const format: BatchFormat = req.is(CSV_TYPES) ? "csv" : "ndjson";
        const { store, wake } = deps.services.batchJobs;
        const creation = { consumerId: consumerOf(auth), format, maxUnfinished: BATCH_LIMITS.unfinishedJobs };
        const created = await createJob(store, creation, rowsOf(rawBody ?? Buffer.alloc(0), format));
        if (created.kind === "at_limit") throw tooManyJobs();
        if (created.kind === "empty")
          throw httpErrors.validation([{ path: "body", message: "holds no rows" }]);
        wake();
        res.setHeader("Location", `${JOBS_PATH}/${created.job.id}`);
        return jobView(created.job, new Date(deps.clock.now()));
      },
    }),
    defineEndpoint({
      method: "get",
      path: `${JOBS_PATH}/{id}`,
      auth: { scope: "screening" },
      operationId: "getScreeningJob",
      summary: "Status and progress of a batch screening job",
      tags: ["Batch screening"],
      params: JobParamsSchema,
      query: NoQuerySchema,
      response: JobStatusSchema,
      errors: [401, 403, 404, 422, 429, 500],
      handler: ({ params, auth, deps }) =>
        jobView(ownJob(deps.services.batchJobs.store, params.id, auth), new Date(deps.clock.now())),
    }),
    defineEndpoint({
      method: "get",
      path: `${JOBS_PATH}/{id}/results`,
      auth: { scope: "screening" },
      operationId: "getScreeningJobResults",
      summary: "Results of a batch screening job so far, as NDJSON",
      description:
        "One BatchItem per line, in the file's row order, for every row answered so far (all rows once the " +
        "job is completed or cancelled; rows of a cancelled job that were not screened carry a CANCELLED " +
        "error). The header X-Job-Status gives the job's status when the answer started.",
      tags: ["Batch screening"],
      params: JobParamsSchema,
      query: NoQuerySchema,
      response: BatchItemSchema,
      responseType: "application/x-ndjson",
      responseDescription: "NDJSON: one BatchItem per line",
      errors: [401, 403, 404, 422, 429, 500],
      handler: ({ params, auth, deps, res }) => {
        const store = deps.services.batchJobs.store;
        const job = ownJob(store, params.id, auth);
        res.setHeader("X-Job-Status", job.status);
        return new StreamBody("application/x-ndjson; charset=utf-8", resultLines(store, job.id));
      },
    }),
    defineEndpoint({
      method: "delete",
      path: `${JOBS_PATH}/{id}`,
      auth: { scope: "screening" },
      operationId: "cancelScreeningJob",
      summary: "Cancel a batch screening job",
      description:
        "Rows not screened yet get a CANCELLED error; results stay available until the job expires. " +
        "Cancelling a finished job changes nothing. Also as POST .../{id}/cancel.",
      tags: ["Batch screening"],
      params: JobParamsSchema,
      response: JobStatusSchema,
      errors: [401, 403, 404, 422, 429, 500, 503],
      handler: ({ params, auth, deps }) =>
        cancelJob(deps.services.batchJobs.store, params.id, auth, deps.clock.now()),
    }),
    defineEndpoint({
      method: "post",
      path: `${JOBS_PATH}/{id}/cancel`,
      auth: { scope: "screening" },
      operationId: "cancelScreeningJobPost",
      summary: "Cancel a batch screening job (same as DELETE)",
      tags: ["Batch screening"],
      params: JobParamsSchema,
      response: JobStatusSchema,
      errors: [401, 403, 404, 422, 429, 500, 503],
      handler: ({ params, auth, deps }) =>
        cancelJob(deps.services.batchJobs.store, params.id, auth, deps.clock.now()),
    }),
  ],
};

// --- Internal helpers ---

/** Rows written to the results stream per read. */
const PAGE_ROWS = 500;

function consumerOf(auth: AuthInfo | null): number {
  if (auth?.kind !== "partner")
    throw new HttpError("FORBIDDEN", "Batch jobs belong to a partner key's consumer");
  return auth.consumerId;
}

function ownJob(store: BatchJobStore, id: string, auth: AuthInfo | null): JobRecord {
  const job = store.get(id, consumerOf(auth));
  if (!job) throw httpErrors.notFound("Job", { id });
  return job;
}

function cancelJob(store: BatchJobStore, id: string, auth: AuthInfo | null, now: number) {
  const job = store.cancel(id, consumerOf(auth));
  if (!job) throw httpErrors.notFound("Job", { id });
  return jobView(job, new Date(now));
}

/** How long a consumer at its limit of unfinished jobs is asked to wait before creating another. */
const UNFINISHED_RETRY_AFTER_SECONDS = 60;

function tooManyJobs(): HttpError {
  const limit = BATCH_LIMITS.unfinishedJobs;
  return new HttpError(
    "RATE_LIMITED",
    `This consumer already has ${limit} queued or running jobs; wait for one to end, or cancel one`,
    { reason: "unfinished_jobs", limit, retryAfterSeconds: UNFINISHED_RETRY_AFTER_SECONDS },
    { headers: { "Retry-After": String(UNFINISHED_RETRY_AFTER_SECONDS) } },
  );
}

/** A job body is UTF-8: the command line's --encoding is no answer for an HTTP client. */
const LATIN1_BODY_ADVICE = "convert it to UTF-8 before sending it";

/** The body's rows, read as they are stored (create-job.ts), within the row limit. */
async function* rowsOf(body: Buffer, format: BatchFormat): AsyncGenerator<PreparedRow> {
  let count = 0;
  try {
    for await (const row of readBatchRows(Readable.from(piecesOf(body)), format, {
      latin1Advice: LATIN1_BODY_ADVICE,
    })) {
      count += 1;
      if (count > BATCH_LIMITS.jobRows) {
        throw new HttpError("PAYLOAD_TOO_LARGE", `A job holds at most ${BATCH_LIMITS.jobRows} rows`, {
          maxRows: BATCH_LIMITS.jobRows,
        });
      }
      yield row;
    }
  } catch (error) {
    if (error instanceof ImportFileError) {
      throw httpErrors.invalid(`The ${format.toUpperCase()} body cannot be read: ${error.message}`, {
        line: error.line,
        problem: error.problem,
      });
    }
    throw error;
  }
}

/**
 * The body in pieces of the size a file is read in: the CSV parser parses each piece it is given
 * at once, so the whole body as one piece held the thread for its every record (0.2 s for 40,000).
 */
function* piecesOf(body: Buffer): Generator<Buffer> {
  for (let at = 0; at < body.length; at += BODY_PIECE_BYTES) yield body.subarray(at, at + BODY_PIECE_BYTES);
}

const BODY_PIECE_BYTES = 64 * 1024;

function* resultLines(store: BatchJobStore, jobId: string): Generator<string> {
  let after = -1;
  for (;;) {
    const page = store.outcomes(jobId, after, PAGE_ROWS);
    if (page.length === 0) return;
    yield page.map((o) => `${JSON.stringify(o.item)}\n`).join("");
    after = (page.at(-1) as { seq: number }).seq;
  }
}
