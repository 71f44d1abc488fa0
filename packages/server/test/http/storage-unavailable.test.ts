/**
 * A write the storage cannot take now is a 503 SERVICE_UNAVAILABLE with Retry-After, the error
 * body and an X-Trace-Id, logged as a warning without a stack: the database held by another
 * connection (BEGIN IMMEDIATE) past the busy timeout, and the database full (SQLITE_FULL,
 * injected on the real file with PRAGMA max_page_count). Before, both were 500 INTERNAL_ERROR
 * with a stack in the log. Real SQLite file in a temp folder, the real app.
 */
import Database from "better-sqlite3";
import request from "supertest";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "../../src/logger.js";
import type { TestApp } from "../helpers/test-app.js";
import { createTestApp } from "../helpers/test-app.js";

let t: TestApp;
let lines: Record<string, unknown>[];
beforeEach(async () => {
  lines = [];
  t = await createTestApp({
    configure: (deps) => {
      deps.logger = createLogger("info", { write: (line: string) => lines.push(JSON.parse(line)) });
    },
  });
});
afterEach(() => t.close());

const jobCsv = `id,name\n${Array.from({ length: 300 }, (_, i) => `r${i},Bergblick${i} Treuhand AG`).join("\n")}\n`;

/** The four write endpoints the review found answering 500. */
const writes: { name: string; send: () => request.Test }[] = [
  {
    name: "POST /v1/name/screening/jobs",
    send: () =>
      request(t.app)
        .post("/v1/name/screening/jobs")
        .set("X-API-Key", t.partnerKey)
        .set("Content-Type", "text/csv")
        .send(jobCsv),
  },
  {
    name: "POST /v1/admin/consumers",
    send: () =>
      request(t.app)
        .post("/v1/admin/consumers")
        .set("X-Admin-API-Key", t.adminKey)
        .send({ name: "Acme Voll AG" }),
  },
  {
    name: "POST /v1/admin/restricted-terms",
    send: () =>
      request(t.app)
        .post("/v1/admin/restricted-terms")
        .set("X-Admin-API-Key", t.adminKey)
        .send({ categoryCode: "banking", term: "vollbank" }),
  },
  {
    name: "POST /v1/admin/consumers/{id}/keys",
    send: () =>
      request(t.app)
        .post(`/v1/admin/consumers/${t.consumerId}/keys`)
        .set("X-Admin-API-Key", t.adminKey)
        .send({ scopes: ["conflicts"] }),
  },
];

/** The answer and the log of a write the storage refused. */
function expectUnavailable(res: request.Response, reason: string, retryAfter: string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(503);
  expect(res.body).toEqual({
    error: { code: "SERVICE_UNAVAILABLE", message: expect.any(String), details: { reason } },
  });
  expect(res.headers["retry-after"]).toBe(retryAfter);
  expect(res.headers["x-trace-id"]).toEqual(expect.any(String));
  const logged = lines.filter((l) => l.traceId === res.headers["x-trace-id"]);
  expect(logged).toEqual([
    expect.objectContaining({ level: 40, msg: "request failed: storage unavailable" }),
  ]);
  expect(JSON.stringify(lines)).not.toContain('"stack"');
}

describe("a write while another connection holds the database past the busy timeout", () => {
  it.each(writes)(
    "$name answers 503 with Retry-After, logged as a warning without a stack",
    async ({ send }) => {
      t.db.pragma("busy_timeout = 100");
      const holder = new Database(t.dbPath);
      holder.exec("BEGIN IMMEDIATE");
      try {
        expectUnavailable(await send(), "database_busy", "5");
      } finally {
        holder.exec("ROLLBACK");
        holder.close();
      }
      t.db.pragma("busy_timeout = 5000");
      expect((await send()).status).toBeLessThan(300); // the same write once the lock is gone
    },
  );
});

describe("a write when the database is full", () => {
  it("answers 503 with Retry-After for a screening job, and the job is accepted once there is room", async () => {
    const send = writes[0]?.send as () => request.Test;
    t.db.pragma(`max_page_count = ${t.db.pragma("page_count", { simple: true })}`);
    expectUnavailable(await send(), "disk_full", "60");
    t.db.pragma("max_page_count = 1073741823");
    expect((await send()).status).toBe(202);
  });
});
