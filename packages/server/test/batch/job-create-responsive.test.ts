/**
 * Creating a large job does not stall the server: the file is read and its rows stored in
 * slices, with the event loop free between them, so other consumers' requests are answered
 * meanwhile. Before, a 100,000-row file held the one thread for about ten seconds.
 */
import type { AddressInfo } from "node:net";
import { monitorEventLoopDelay } from "node:perf_hooks";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../helpers/test-app.js";
import { createTestApp } from "../helpers/test-app.js";
import { candidatesCsv } from "./candidates.js";

let t: TestApp;
let base: string;
let close: () => Promise<void>;
beforeAll(async () => {
  t = await createTestApp({ scopes: ["screening"] });
  const server = t.app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});
afterAll(async () => {
  await close();
  t.close();
});

const ROWS = 40_000;

describe("creating a large job", () => {
  it("leaves the server answering other requests while the file is read and stored", async () => {
    // A small job first: the first rows a process reads pay for compiling the reader (about 0.3 s).
    const warm = await fetch(`${base}/v1/name/screening/jobs`, {
      method: "POST",
      headers: { "X-API-Key": t.partnerKey, "Content-Type": "text/csv" },
      body: candidatesCsv(3_000, 97),
    });
    expect(warm.status).toBe(202);
    const body = candidatesCsv(ROWS, 97);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    let createdAt = 0;
    const created = fetch(`${base}/v1/name/screening/jobs`, {
      method: "POST",
      headers: { "X-API-Key": t.partnerKey, "Content-Type": "text/csv" },
      body,
    }).then(async (res) => {
      createdAt = performance.now();
      return { status: res.status, body: (await res.json()) as { id: string; progress: { total: number } } };
    });
    // Health checks while the job is being created: each must be answered long before it is.
    const healthTimes: number[] = [];
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (let i = 0; i < 5 && createdAt === 0; i++) {
      const start = performance.now();
      const res = await fetch(`${base}/health`);
      expect(res.status).toBe(200);
      healthTimes.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const job = await created;
    delay.disable();
    expect(job.status).toBe(202);
    expect(job.body.progress.total).toBe(ROWS);
    // The reading and storing take seconds here; the health checks got answered in between.
    expect(healthTimes.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...healthTimes)).toBeLessThan(400);
    // The longest the thread was held: about 0.12 s here (a slice of rows takes 20 ms), where the
    // whole file held it for 1.4 s before.
    expect(delay.max / 1e6).toBeLessThan(400);
    // Every row is stored once, and the job is whole: the rows the file said, no more, no less.
    const stored = t.db
      .prepare("SELECT count(*) AS n, count(DISTINCT seq) AS d FROM batch_job_rows WHERE job_id = ?")
      .get(job.body.id) as { n: number; d: number };
    expect(stored).toEqual({ n: ROWS, d: ROWS });
  }, 120_000);

  it("waits for another process's write lock without holding the server, then creates the job", async () => {
    const holder = new Database(t.dbPath);
    holder.exec("BEGIN IMMEDIATE");
    try {
      const start = performance.now();
      const created = fetch(`${base}/v1/name/screening/jobs`, {
        method: "POST",
        headers: { "X-API-Key": t.partnerKey, "Content-Type": "text/csv" },
        body: candidatesCsv(50),
      });
      // How late /health answers when asked 100 ms in (a slept thread delays the asking too).
      const due = performance.now() + 100;
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await fetch(`${base}/health`)).status).toBe(200);
      const late = performance.now() - due;
      setTimeout(() => holder.exec("ROLLBACK"), 500);
      const res = await created;
      expect(res.status).toBe(202);
      expect(performance.now() - start).toBeGreaterThanOrEqual(450);
      expect(late).toBeLessThan(300);
    } finally {
      if (holder.inTransaction) holder.exec("ROLLBACK");
      holder.close();
    }
  });
});
