/** Jobs created in slices (create-job.ts): whole or not at all, with the event loop free between slices. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createJob, JOB_SLICE_ROWS } from "../../src/batch/create-job.js";
import type { BatchJobStore } from "../../src/batch/job-store.js";
import { prepareRow } from "../../src/batch/row.js";
import type { PreparedRow } from "../../src/batch/types.js";
import type { Db } from "../../src/storage/sqlite/open.js";
import { candidateName } from "./candidates.js";
import { tempJobStore } from "./temp-job-store.js";

let db: Db;
let store: BatchJobStore;
let close: () => void;
beforeEach(() => {
  ({ db, store, close } = tempJobStore());
});
afterEach(() => close());

const creation = { consumerId: 1, format: "csv" as const, maxUnfinished: 10 };
const row = (i: number): PreparedRow => prepareRow(i + 1, { name: candidateName(i) });
const storedJobs = () => db.prepare("SELECT count(*) AS n FROM batch_jobs").get() as { n: number };
const storedRows = () => db.prepare("SELECT count(*) AS n FROM batch_job_rows").get() as { n: number };

async function* generated(count: number, failAt = -1): AsyncGenerator<PreparedRow> {
  for (let i = 0; i < count; i++) {
    if (i === failAt) throw new Error("the file cannot be read further");
    yield row(i);
  }
}

describe("createJob", () => {
  it("stores every row once, in order, over several slices, and opens the job", async () => {
    const count = 2 * JOB_SLICE_ROWS + 7;
    const created = await createJob(store, creation, generated(count));
    expect(created).toMatchObject({ kind: "created", job: { status: "queued", totalRows: count } });
    const seqs = db.prepare("SELECT seq, line FROM batch_job_rows ORDER BY seq").all() as {
      seq: number;
      line: number;
    }[];
    expect(seqs).toHaveLength(count);
    expect(seqs.every((r, i) => r.seq === i && r.line === i + 1)).toBe(true);
  });

  it("lets the event loop run between slices", async () => {
    let turns = 0;
    const timer = setInterval(() => turns++, 0);
    try {
      await createJob(store, creation, generated(5 * JOB_SLICE_ROWS));
    } finally {
      clearInterval(timer);
    }
    expect(turns).toBeGreaterThanOrEqual(4);
  });

  it("deletes what it stored when the rows fail midway, and throws the failure", async () => {
    await expect(
      createJob(store, creation, generated(3 * JOB_SLICE_ROWS, 2 * JOB_SLICE_ROWS + 5)),
    ).rejects.toThrow(/cannot be read further/);
    expect(storedJobs()).toEqual({ n: 0 });
    expect(storedRows()).toEqual({ n: 0 });
  });

  it("answers a file without rows as empty, storing nothing", async () => {
    expect(await createJob(store, creation, [])).toEqual({ kind: "empty" });
    expect(storedJobs()).toEqual({ n: 0 });
  });

  it("refuses a consumer at its limit before reading a row", async () => {
    let read = 0;
    const counted = async function* () {
      for (let i = 0; i < 3; i++) {
        read++;
        yield row(i);
      }
    };
    expect((await createJob(store, { ...creation, maxUnfinished: 1 }, counted())).kind).toBe("created");
    read = 0;
    expect(await createJob(store, { ...creation, maxUnfinished: 1 }, counted())).toEqual({
      kind: "at_limit",
    });
    expect(read).toBe(0);
  });

  it("completes at once a job whose rows all carry an error", async () => {
    const bad = [prepareRow(1, { name: "No Designation" }), prepareRow(2, { name: "" })];
    const created = await createJob(store, creation, bad);
    expect(created).toMatchObject({
      kind: "created",
      job: { status: "completed", doneRows: 2, errorRows: 2 },
    });
  });
});
