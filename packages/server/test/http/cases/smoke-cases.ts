/**
 * The server skeleton cases (health, an assessment and its stored trace), shared by the SQLite
 * app (smoke.test.ts) and the replica over PostgreSQL (test/replicas/http-on-postgres.test.ts).
 */
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../helpers/test-app.js";

/** Register the cases over the app `open` builds. */
export function runSmokeCases(name: string, open: () => Promise<TestApp>): void {
  describe(`server skeleton (${name})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await open();
    });
    afterAll(() => t.close());

    it("answers /health without a key, with a trace id", async () => {
      const res = await request(t.app).get("/health");
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        status: "ok",
        register: { generated: { companies: 0, trademarks: 0 } },
      });
      expect(res.headers["x-trace-id"]).toMatch(/^[0-9a-f-]{36}$/);
    });

    it("assesses a name and stores the trace", async () => {
      const res = await request(t.app)
        .post("/v1/name/assessment")
        .set("X-API-Key", t.partnerKey)
        .send({ companyName: "Alpenblick Treuhand AG", legalForm: "stock_corporation", language: "de" });
      expect(res.status).toBe(200);
      expect(res.body.metadata.traceId).toBe(res.headers["x-trace-id"]);
      const trace = await request(t.app)
        .get(`/v1/admin/name/assessment/traces/${res.body.metadata.traceId}`)
        .set("X-Admin-API-Key", t.adminKey);
      expect(trace.status).toBe(200);
      expect(trace.body.response).toEqual(res.body);
    });
  });
}
