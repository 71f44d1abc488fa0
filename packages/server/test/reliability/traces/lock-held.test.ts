/**
 * While another connection holds the database's write lock (an import's commit, a sync's apply),
 * a decision's trace waits for it without holding the server: other requests are answered
 * meanwhile, and the trace is stored once the lock is gone, or reported not stored
 * (X-Trace-Stored: false) once the busy timeout has passed. Before, the commit waited on the
 * server's one thread, and every request of the process waited with it. Real SQLite file, a
 * second real connection holding BEGIN IMMEDIATE, the real app on 127.0.0.1.
 */
import type { AddressInfo } from "node:net";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { TestApp } from "../../helpers/test-app.js";
import { createTestApp } from "../../helpers/test-app.js";

const ASSESS = {
  companyName: "Zurzach Metallbau",
  legalForm: "stock_corporation",
  language: "de",
  checkLevel: "basic",
};

let t: TestApp;
let base: string;
let close: () => Promise<void>;
let holder: Database.Database;
beforeEach(async () => {
  t = await createTestApp();
  const server = t.app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
  holder = new Database(t.dbPath);
  holder.exec("BEGIN IMMEDIATE");
});
afterEach(async () => {
  if (holder.inTransaction) holder.exec("ROLLBACK");
  holder.close();
  await close();
  t.close();
});

const assess = () =>
  fetch(`${base}/v1/name/assessment`, {
    method: "POST",
    headers: { "X-API-Key": t.partnerKey, "Content-Type": "application/json" },
    body: JSON.stringify(ASSESS),
  });

/** How late /health answers, asked `after` ms from now (a stalled event loop delays the asking too). */
async function healthAfter(after: number): Promise<number> {
  const due = performance.now() + after;
  await new Promise((resolve) => setTimeout(resolve, after));
  const res = await fetch(`${base}/health`);
  expect(res.status).toBe(200);
  return performance.now() - due;
}

describe("a trace while another connection holds the write lock", () => {
  it("waits without holding the server, and is stored once the lock is gone", async () => {
    const start = performance.now();
    const decision = assess();
    const health = await healthAfter(100);
    setTimeout(() => holder.exec("ROLLBACK"), 600);
    const res = await decision;
    expect(res.status).toBe(200);
    expect(res.headers.get("x-trace-stored")).toBe("true");
    expect(performance.now() - start).toBeGreaterThanOrEqual(550);
    // Answered while the decision's trace waited for the lock.
    expect(health).toBeLessThan(300);
    const traceId = res.headers.get("x-trace-id") as string;
    const trace = await fetch(`${base}/v1/admin/name/assessment/traces/${traceId}`, {
      headers: { "X-Admin-API-Key": t.adminKey },
    });
    expect(trace.status).toBe(200);
  });

  it("answers the decision with X-Trace-Stored: false once the busy timeout has passed", async () => {
    t.db.pragma("busy_timeout = 1000");
    const start = performance.now();
    const decision = assess();
    const health = await healthAfter(100);
    const res = await decision;
    expect(res.status).toBe(200);
    expect(res.headers.get("x-trace-stored")).toBe("false");
    expect(performance.now() - start).toBeGreaterThanOrEqual(950);
    expect(health).toBeLessThan(300);
    const reported = (await (await fetch(`${base}/health`)).json()) as { status: string };
    expect(reported.status).toBe("degraded");
  });
});
