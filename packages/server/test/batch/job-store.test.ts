import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { BatchJobStore, JobRecord } from "../../src/batch/job-store.js";
import { prepareRow } from "../../src/batch/row.js";
import type { BatchItem, PreparedRow } from "../../src/batch/types.js";
import type { Db } from "../../src/storage/sqlite/open.js";
import { candidateName } from "./candidates.js";
import { tempJobStore } from "./temp-job-store.js";

let db: Db;
let clock: Date;
let store: BatchJobStore;
let close: () => void;
beforeEach(() => {
  clock = new Date("2026-01-10T10:00:00Z");
  ({ db, store, close } = tempJobStore({ now: () => clock }));
});
afterEach(() => close());

const rows = (count: number) =>
  Array.from({ length: count }, (_, i) => prepareRow(i + 1, { name: candidateName(i) }));
/** A job stored within the default limit of unfinished jobs. */
async function created(
  consumerId: number,
  format: "csv" | "ndjson",
  jobRows: readonly PreparedRow[],
): Promise<JobRecord> {
  const job = await stored(consumerId, jobRows, 10, format);
  if (!job) throw new Error("the job was refused");
  return job;
}
/** A job begun, its rows appended in one slice and opened; null when the store refuses it. */
async function stored(
  consumerId: number,
  jobRows: readonly PreparedRow[],
  maxUnfinished: number,
  format: "csv" | "ndjson" = "csv",
): Promise<JobRecord | null> {
  const id = await store.begin(consumerId, format, maxUnfinished);
  if (id === null) return null;
  await store.append(id, 0, jobRows);
  return store.open(id);
}
const fakeOutcome = (line: number): BatchItem => ({
  line,
  id: null,
  name: null,
  error: { code: "INTERNAL_ERROR", message: "stand-in outcome", details: null },
});

describe("the SQLite job store", () => {
  it("refuses a consumer's job beyond its limit of unfinished ones, and takes one again once one ends", async () => {
    const first = await created(1, "csv", rows(2));
    await created(1, "csv", rows(2));
    expect(await stored(1, rows(2), 2)).toBeNull();
    // Another consumer is not held back by this one's jobs.
    expect(await stored(2, rows(2), 2)).not.toBeNull();
    store.cancel(first.id, 1);
    expect(await stored(1, rows(2), 2)).toMatchObject({ status: "queued", totalRows: 2 });
  });

  it("serves consumers round-robin, whatever the size of their jobs", async () => {
    const big = await created(1, "csv", rows(100));
    const small = await created(2, "csv", rows(10));
    const third = await created(3, "csv", rows(4));
    const order: number[] = [];
    let last: number | null = null;
    for (let claim = store.claim(last, 2); claim; claim = store.claim(last, 2)) {
      order.push(claim.consumerId);
      last = claim.consumerId;
      store.complete(
        claim.jobId,
        claim.rows.map((r) => ({ seq: r.seq, item: fakeOutcome(r.line) })),
      );
    }
    // Each consumer gets a turn in every round until its job is done.
    expect(order.slice(0, 6)).toEqual([1, 2, 3, 1, 2, 3]);
    expect(order.slice(6, 11)).toEqual([1, 2, 1, 2, 1]);
    expect(store.get(small.id, 2)?.status).toBe("completed");
    expect(store.get(third.id, 3)?.status).toBe("completed");
    expect(store.get(big.id, 1)).toMatchObject({ status: "completed", doneRows: 100 });
  });

  it("keeps the first outcome of a row: a second worker's answer is not a duplicate", async () => {
    const job = await created(1, "ndjson", rows(3));
    const claim = store.claim(null, 3);
    expect(claim?.rows).toHaveLength(3);
    const outcomes = (claim?.rows ?? []).map((r) => ({ seq: r.seq, item: fakeOutcome(r.line) }));
    store.complete(job.id, outcomes);
    store.complete(job.id, outcomes);
    expect(store.get(job.id, 1)).toMatchObject({ doneRows: 3, errorRows: 3, status: "completed" });
    expect(store.outcomes(job.id, -1, 10)).toHaveLength(3);
  });

  it("answers invalid rows at creation and counts them as done", async () => {
    const job = await created(1, "csv", [...rows(2), prepareRow(3, { name: "No Designation" })]);
    expect(job).toMatchObject({ totalRows: 3, doneRows: 1, errorRows: 1, status: "queued" });
    expect(store.outcomes(job.id, -1, 10).map((o) => o.item.line)).toEqual([3]);
  });

  it("deletes a finished job once its retention has passed, not before", async () => {
    const job = await created(1, "csv", [prepareRow(1, { name: "No Designation" })]);
    expect(job.status).toBe("completed");
    expect(job.expiresAt).toBe("2026-01-10T11:00:00.000Z");
    expect(store.prune(new Date("2026-01-10T10:59:00Z"))).toBe(0);
    const running = await created(1, "csv", rows(1));
    expect(store.prune(new Date("2026-01-10T11:01:00Z"))).toBe(1);
    expect(store.get(job.id, 1)).toBeNull();
    expect(store.get(running.id, 1)).not.toBeNull();
    expect(db.prepare("SELECT COUNT(*) AS n FROM batch_job_rows WHERE job_id = ?").get(job.id)).toEqual({
      n: 0,
    });
  });

  it("keeps a job being created out of sight and unclaimed, but counts it against the limit", async () => {
    const id = (await store.begin(1, "csv", 2)) as string;
    await store.append(id, 0, rows(3));
    expect(store.get(id, 1)).toBeNull();
    expect(store.claim(null, 10)).toBeNull();
    expect(store.cancel(id, 1)).toBeNull();
    await created(1, "csv", rows(1));
    expect(await store.begin(1, "csv", 2)).toBeNull();
    await store.append(id, 3, rows(2));
    expect(await store.open(id)).toMatchObject({ status: "queued", totalRows: 5, doneRows: 0 });
    expect(store.claim(null, 10)?.rows.map((r) => r.seq)).toEqual([0, 1, 2, 3, 4]);
  });

  it("deletes a discarded job with its rows, and never a job that is ready", async () => {
    const id = (await store.begin(1, "csv", 10)) as string;
    await store.append(id, 0, rows(3));
    await store.discard(id);
    const left = (jobId: string) =>
      db
        .prepare(
          "SELECT (SELECT count(*) FROM batch_jobs WHERE id = ?) + (SELECT count(*) FROM batch_job_rows WHERE job_id = ?) AS n",
        )
        .get(jobId, jobId);
    expect(left(id)).toEqual({ n: 0 });
    const job = await created(1, "csv", rows(2));
    await store.discard(job.id);
    expect(store.get(job.id, 1)).toMatchObject({ totalRows: 2 });
    await expect(store.open(id)).rejects.toThrow(/not being created/);
  });

  it("prunes a job a crash left unready, an hour after it began", async () => {
    const id = (await store.begin(1, "csv", 10)) as string;
    await store.append(id, 0, rows(2));
    expect(store.prune(new Date("2026-01-10T10:59:00Z"))).toBe(0);
    expect(store.prune(new Date("2026-01-10T11:01:00Z"))).toBe(1);
    expect(db.prepare("SELECT count(*) AS n FROM batch_job_rows WHERE job_id = ?").get(id)).toEqual({ n: 0 });
    expect(await store.begin(1, "csv", 1)).not.toBeNull();
  });
});
