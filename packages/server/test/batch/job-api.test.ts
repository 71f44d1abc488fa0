import { writeFileSync } from "node:fs";
import { join } from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BATCH_LIMITS } from "../../src/batch/limits.js";
import { importCompanies } from "../../src/storage/companies/index.js";
import { jobResults } from "../helpers/job-results.js";
import type { TestApp } from "../helpers/test-app.js";
import { COMPANY_HEADER } from "../reliability/import/files.js";
import { createAppWithWorker, untilJobDone } from "./app-with-worker.js";
import { candidatesCsv, candidatesNdjson } from "./candidates.js";

let t: TestApp;
beforeAll(async () => {
  t = await createAppWithWorker();
});
afterAll(() => t.close());

const createJob = (body: string, type: string, key = t.partnerKey) =>
  request(t.app).post("/v1/name/screening/jobs").set("X-API-Key", key).set("Content-Type", type).send(body);
const getJob = (id: string, key = t.partnerKey) =>
  request(t.app).get(`/v1/name/screening/jobs/${id}`).set("X-API-Key", key);

const resultsOf = (id: string) => jobResults(t.app, t.partnerKey, id);

describe("the job API", () => {
  it("screens a 10,000-row CSV with progress, exactly one outcome per row, bad rows as row errors", async () => {
    const created = await createJob(candidatesCsv(10_000, 1000), "text/csv");
    expect(created.status).toBe(202);
    expect(created.headers.location).toBe(`/v1/name/screening/jobs/${created.body.id}`);
    expect(created.body).toMatchObject({ format: "csv", progress: { total: 10_000, errors: 10 } });

    const seen: number[] = [];
    const done = await untilJobDone(t, created.body.id, { onPoll: (s) => seen.push(s.progress.done) });
    expect(done).toMatchObject({
      status: "completed",
      progress: { total: 10_000, done: 10_000, errors: 10, pending: 0 },
    });
    expect(done.expiresAt).not.toBeNull();
    // Progress was visible while it ran: the done count grew between polls.
    expect(new Set(seen).size).toBeGreaterThan(2);

    const items = await resultsOf(created.body.id);
    expect(items).toHaveLength(10_000);
    // Lines 2..10001 (line 1 is the header), each exactly once, in file order.
    expect(items.map((i) => i.line)).toEqual(Array.from({ length: 10_000 }, (_, i) => i + 2));
    const errors = items.filter((i) => "error" in i);
    expect(errors.map((e) => e.id)).toEqual(Array.from({ length: 10 }, (_, i) => `c${(i + 1) * 1000}`));
    expect(errors[0]).toMatchObject({
      error: { code: "VALIDATION_ERROR", details: { issues: [{ path: "niceClasses.0" }] } },
    });
    expect(items.filter((i) => "result" in i)).toHaveLength(9990);
  }, 180_000);

  it("takes NDJSON; a line that is not JSON is that row's error", async () => {
    const body = `${candidatesNdjson(3)}{not json\n${JSON.stringify({ name: "Zentaro Ultimo AG" })}\n`;
    const created = await createJob(body, "application/x-ndjson");
    expect(created.status).toBe(202);
    expect((await untilJobDone(t, created.body.id)).status).toBe("completed");
    const items = await resultsOf(created.body.id);
    expect(items.map((i) => [i.line, "error" in i])).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [4, true],
      [5, false],
    ]);
  });

  it("refuses bodies it cannot take with the contract's error body, never a 500", async () => {
    const wrongType = await createJob("name\nZentaro AG\n", "text/plain");
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error.code).toBe("INVALID_REQUEST");
    // Before, a latin1 body was taken and read as UTF-8.
    const latin1 = await createJob("name\nZentaro AG\n", "text/csv; charset=latin1");
    expect(latin1.status).toBe(400);
    expect(latin1.body.error).toMatchObject({ code: "INVALID_REQUEST", details: { charset: "latin1" } });
    expect((await createJob("name\nZentaro AG\n", "text/csv; charset=UTF-8")).status).toBe(202);
    const unknownColumn = await createJob("name,colour\nZentaro AG,red\n", "text/csv");
    expect(unknownColumn.status).toBe(400);
    expect(unknownColumn.body.error).toMatchObject({ code: "INVALID_REQUEST", details: { line: 1 } });
    const truncated = await createJob('name\n"Zentaro AG\n', "text/csv");
    expect(truncated.status).toBe(400);
    const empty = await createJob("name\n", "text/csv");
    expect(empty.status).toBe(422);
    expect(empty.body.error.code).toBe("VALIDATION_ERROR");
    const huge = await createJob(`name\n${"Zentaro AG\n".repeat(1_000_000)}`, "text/csv");
    expect(huge.status).toBe(413);
    expect(huge.body.error).toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      details: { limitBytes: 10 * 1024 * 1024 },
    });
    const badId = await getJob("nope");
    expect(badId.status).toBe(422);
  });

  it("screens against the register as it is now: a company imported after the worker started is found", async () => {
    // The worker's first chunks ran on the register of its start; before, it kept that one for good.
    const file = join(t.dir, "late-company.csv");
    writeFileSync(file, `${COMPANY_HEADER}\nQV1,,Quorvantix Treuhand AG,de,main,AG,Zürich,ZH,active,,,,,\n`);
    expect((await importCompanies(t.db, { file })).rowsImported).toBe(1);
    const created = await createJob("name\nQuorvantix Treuhand AG\n", "text/csv");
    expect(created.status).toBe(202);
    expect((await untilJobDone(t, created.body.id)).status).toBe("completed");
    const [item] = (await resultsOf(created.body.id)) as { result: { checks: { conflicts: unknown } } }[];
    expect(item?.result.checks.conflicts).toMatchObject({
      identityMatch: { sourceCompanyId: "QV1" },
    });
  });

  it("refuses a file over the row limit whole, keeping none of the rows stored on the way", async () => {
    const jobsBefore = t.db.prepare("SELECT count(*) AS n FROM batch_jobs").get();
    const rowsBefore = t.db.prepare("SELECT count(*) AS n FROM batch_job_rows").get();
    const tooMany = await createJob(`name\n${"Zentaro AG\n".repeat(BATCH_LIMITS.jobRows + 1)}`, "text/csv");
    expect(tooMany.status).toBe(413);
    expect(tooMany.body.error).toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      details: { maxRows: BATCH_LIMITS.jobRows },
    });
    // A file cut off at its end is found out after its other rows were stored: those go too.
    const truncated = await createJob(`name\n${"Zentaro AG\n".repeat(5_000)}"Zentaro`, "text/csv");
    expect(truncated.status).toBe(400);
    expect(t.db.prepare("SELECT count(*) AS n FROM batch_jobs").get()).toEqual(jobsBefore);
    expect(t.db.prepare("SELECT count(*) AS n FROM batch_job_rows").get()).toEqual(rowsBefore);
  }, 60_000);

  it("gives a second consumer its share while the first one's big job runs", async () => {
    const big = await createJob(candidatesCsv(3000), "text/csv");
    const other = await t.deps.consumers.create({ name: "Small Partner" });
    const otherKey = (await t.deps.consumers.issueKey(other.id, ["screening"], "sandbox")).key;
    const small = await createJob(candidatesCsv(40), "text/csv", otherKey);
    expect((await untilJobDone(t, small.body.id, { key: otherKey })).status).toBe("completed");
    const bigNow = await getJob(big.body.id);
    // The small job did not wait for the 3,000 rows ahead of it.
    expect(bigNow.body.status).toBe("running");
    expect(bigNow.body.progress.pending).toBeGreaterThan(1000);
    await request(t.app).delete(`/v1/name/screening/jobs/${big.body.id}`).set("X-API-Key", t.partnerKey);
  });

  it("shows a consumer only its own jobs; cancelling answers the pending rows", async () => {
    const created = await createJob(candidatesCsv(3000), "text/csv");
    const other = await t.deps.consumers.create({ name: "Other Partner" });
    const otherKey = (await t.deps.consumers.issueKey(other.id, ["screening"], "sandbox")).key;
    expect((await getJob(created.body.id, otherKey)).status).toBe(404);
    const stranger = await request(t.app)
      .delete(`/v1/name/screening/jobs/${created.body.id}`)
      .set("X-API-Key", otherKey);
    expect(stranger.status).toBe(404);

    const cancelled = await request(t.app)
      .post(`/v1/name/screening/jobs/${created.body.id}/cancel`)
      .set("X-API-Key", t.partnerKey);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe("cancelled");
    const items = await resultsOf(created.body.id);
    expect(items).toHaveLength(3000);
    expect(items.some((i) => (i.error as { code?: string } | undefined)?.code === "CANCELLED")).toBe(true);
    // Cancelling again changes nothing.
    const again = await request(t.app)
      .delete(`/v1/name/screening/jobs/${created.body.id}`)
      .set("X-API-Key", t.partnerKey);
    expect(again.body.progress).toEqual(cancelled.body.progress);
  });
});
