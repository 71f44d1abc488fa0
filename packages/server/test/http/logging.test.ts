import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/app.js";
import { createLogger } from "../../src/logger.js";
import type { TestApp } from "../helpers/test-app.js";
import { createTestApp } from "../helpers/test-app.js";

describe("request logs", () => {
  const lines: string[] = [];
  let t: TestApp;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    t = await createTestApp();
    const logger = createLogger("info", { write: (line: string) => lines.push(line) });
    app = createApp({ ...t.deps, logger });
  });
  afterAll(() => t.close());

  it("carry the trace id and the key id, never a key", async () => {
    const res = await request(app)
      .post("/v1/name/assessment")
      .set("X-API-Key", t.partnerKey)
      .set("X-Admin-API-Key", t.adminKey)
      .send({ companyName: "Alpenblick Treuhand AG", legalForm: "stock_corporation", language: "de" });
    expect(res.status).toBe(200);
    const admin = await request(app).get("/v1/admin/consumers").set("X-Admin-API-Key", t.adminKey);
    expect(admin.status).toBe(200);
    const all = lines.join("");
    expect(all).not.toContain(t.partnerKey);
    expect(all).not.toContain(t.adminKey);
    expect(all).not.toContain(t.partnerKey.split("_")[3]);
    const entry = lines.map((l) => JSON.parse(l)).find((l) => l.req?.id === res.headers["x-trace-id"]);
    expect(entry).toMatchObject({ keyId: t.partnerKeyId, keyKind: "partner", res: { statusCode: 200 } });
    expect(entry.req).toEqual({ id: res.headers["x-trace-id"], method: "POST", url: "/v1/name/assessment" });
  });

  it("redact query values and key-shaped path segments: a key sent in the URL is never logged", async () => {
    const a = t.adminKey;
    const p = t.partnerKey;
    const urls = [
      `/v1/admin/consumers?x-admin-api-key=${a}`,
      `/v1/admin/consumers?limit=5&apiKey=${encodeURIComponent(p)}`,
      `/v1/admin/consumers?${a}`,
      `/v1/admin/consumers?k=${a.replaceAll("_", "%5F")}`,
      `/v1/${p}/nowhere`,
      `/v1/${p.replaceAll("_", "%5F")}`,
    ];
    const traceIds: string[] = [];
    for (const url of urls) {
      const res = await request(app).get(url).set("X-Admin-API-Key", a);
      traceIds.push(String(res.headers["x-trace-id"]));
    }
    const all = lines.join("");
    for (const key of [a, p]) {
      expect(all).not.toContain(key);
      expect(all).not.toContain(key.split("_")[3]);
    }
    const logged = (id: string | undefined) =>
      lines.map((l) => JSON.parse(l)).find((l) => l.req?.id === id)?.req.url;
    expect(logged(traceIds[0])).toBe("/v1/admin/consumers?x-admin-api-key=[redacted]");
    expect(logged(traceIds[1])).toBe("/v1/admin/consumers?limit=[redacted]&apiKey=[redacted]");
    expect(logged(traceIds[2])).toBe("/v1/admin/consumers?[redacted]");
    expect(logged(traceIds[4])).toBe("/v1/[redacted]/nowhere");
  });

  it("redact key headers even when code logs raw headers", () => {
    const out: string[] = [];
    const logger = createLogger("info", { write: (line: string) => out.push(line) });
    logger.info({ req: { headers: { "x-api-key": t.partnerKey, "x-admin-api-key": t.adminKey } } }, "raw");
    const entry = JSON.parse(out[0] as string);
    expect(entry.req.headers).toEqual({ "x-api-key": "[redacted]", "x-admin-api-key": "[redacted]" });
  });
});
