/**
 * Finding 16.5: on a read-only database an assessment is still answered with
 * X-Trace-Stored: false, and /health reports `degraded` with the reason. The trace store and
 * /health use the real, migrated file opened read-only (as after `chmod a-w` for a non-root
 * server, or a file system remounted read-only); chmod alone does not stop root, which runs
 * these tests, and a tmpfs cannot be remounted read-only while SQLite holds it open.
 */
import Database from "better-sqlite3";
import request from "supertest";
import { afterEach, describe, expect, it } from "vitest";
import { createTraceStore } from "../../../src/storage/sqlite/traces.js";
import type { TestApp } from "../../helpers/test-app.js";
import { createTestApp } from "../../helpers/test-app.js";

const ASSESS = {
  companyName: "Zurzach Metallbau",
  legalForm: "stock_corporation",
  language: "de",
  checkLevel: "basic",
};

describe("read-only database", () => {
  let t: TestApp | undefined;
  let readOnly: Database.Database | undefined;
  afterEach(() => {
    readOnly?.close();
    t?.close();
  });

  it("answers the decision without storing the trace, and /health is degraded", async () => {
    t = await createTestApp({
      configure: (deps) => {
        readOnly = new Database(deps.config.dbPath, { readonly: true, fileMustExist: true });
        deps.db = readOnly;
        deps.traces = createTraceStore(readOnly);
      },
    });
    const app = t.app;

    const health = await request(app).get("/health");
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: "degraded", reasons: ["database opened read-only"] });

    const res = await request(app).post("/v1/name/assessment").set("X-API-Key", t.partnerKey).send(ASSESS);
    expect(res.status).toBe(200);
    expect(res.body.assessment.overallStatus).toEqual(expect.any(String));
    expect(res.headers["x-trace-stored"]).toBe("false");

    const after = await request(app).get("/health");
    expect(after.body.status).toBe("degraded");
    expect(after.body.reasons.join("\n")).toMatch(/SQLITE_READONLY/);
  });
});
