import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateKey } from "../../src/keys/format.js";
import type { TestApp } from "../helpers/test-app.js";
import { createTestApp } from "../helpers/test-app.js";

const BODY = { companyName: "Alpenblick Treuhand AG", legalForm: "stock_corporation", language: "de" };
const ENV_ADMIN_KEY = "operator-key-from-the-environment-0123456789";

describe("authentication and authorisation", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ scopes: ["conflicts"], config: { adminKey: ENV_ADMIN_KEY } });
  });
  afterAll(() => t.close());

  const assessWith = (headers: Record<string, string>) =>
    request(t.app).post("/v1/name/assessment").set(headers).send(BODY);

  const expectCode = (res: request.Response, status: number, code: string) => {
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(code);
    expect(res.headers["x-trace-id"]).toBeTruthy();
  };

  it("401 without a key", async () => {
    expectCode(await assessWith({}), 401, "UNAUTHORIZED");
  });

  it("401 for a malformed key and for a well-formed unknown key", async () => {
    expectCode(await assessWith({ "X-API-Key": "not-a-key" }), 401, "UNAUTHORIZED");
    expectCode(
      await assessWith({ "X-API-Key": generateKey("partner", "sandbox").plaintext }),
      401,
      "UNAUTHORIZED",
    );
  });

  it("401 for a known key id with a wrong secret", async () => {
    const forged = `${t.partnerKey.slice(0, -4)}AAAA`;
    expectCode(await assessWith({ "X-API-Key": forged }), 401, "UNAUTHORIZED");
  });

  it("401 for a production key on a sandbox server", async () => {
    const res = await assessWith({ "X-API-Key": t.partnerKey.replace("ns_sandbox_", "ns_production_") });
    expectCode(res, 401, "UNAUTHORIZED");
    expect(res.body.error.message).toMatch(/production/);
  });

  it("403 FORBIDDEN for a valid key without the endpoint's scope", async () => {
    const res = await assessWith({ "X-API-Key": t.partnerKey });
    expectCode(res, 403, "FORBIDDEN");
    expect(res.body.error.details.requiredScope).toBe("assessment");
  });

  it("403 for a partner key on an admin endpoint, 401 without any key", async () => {
    expectCode(
      await request(t.app).get("/v1/admin/consumers").set("X-API-Key", t.partnerKey),
      403,
      "FORBIDDEN",
    );
    expectCode(await request(t.app).get("/v1/admin/consumers"), 401, "UNAUTHORIZED");
    // In the admin header too (before: 401 "Invalid admin API key", counted as a failed login).
    const inAdminHeader = await request(t.app)
      .get("/v1/admin/consumers")
      .set("X-Admin-API-Key", t.partnerKey);
    expectCode(inAdminHeader, 403, "FORBIDDEN");
    expect(inAdminHeader.body.error.message).toContain("Partner keys cannot call admin endpoints");
  });

  it("403 for an admin key on a partner endpoint", async () => {
    expectCode(await assessWith({ "X-Admin-API-Key": t.adminKey }), 403, "FORBIDDEN");
    // In the partner header too (before: 401 "Invalid API key", as for a key that does not exist).
    const inPartnerHeader = await assessWith({ "X-API-Key": t.adminKey });
    expectCode(inPartnerHeader, 403, "FORBIDDEN");
    expect(inPartnerHeader.body.error.message).toContain("Admin keys cannot call partner endpoints");
  });

  it("accepts both the stored admin key and NAMESCREEN_ADMIN_KEY; refuses others with 401", async () => {
    const stored = await request(t.app).get("/v1/admin/consumers").set("X-Admin-API-Key", t.adminKey);
    expect(stored.status).toBe(200);
    const env = await request(t.app).get("/v1/admin/consumers").set("X-Admin-API-Key", ENV_ADMIN_KEY);
    expect(env.status).toBe(200);
    const wrong = await request(t.app).get("/v1/admin/consumers").set("X-Admin-API-Key", `${ENV_ADMIN_KEY}x`);
    expectCode(wrong, 401, "UNAUTHORIZED");
  });

  it("a key of a deactivated consumer gets 403, and works again after reactivation", async () => {
    const consumer = await t.deps.consumers.create({ name: "Short Lived" });
    const key = (await t.deps.consumers.issueKey(consumer.id, ["assessment"], "sandbox")).key;
    expect((await assessWith({ "X-API-Key": key })).status).toBe(200);
    const patch = await request(t.app)
      .patch(`/v1/admin/consumers/${consumer.id}`)
      .set("X-Admin-API-Key", t.adminKey)
      .send({ isActive: false });
    expect(patch.status).toBe(200);
    expect(patch.body.isActive).toBe(false);
    expectCode(await assessWith({ "X-API-Key": key }), 403, "FORBIDDEN");
    await request(t.app)
      .patch(`/v1/admin/consumers/${consumer.id}`)
      .set("X-Admin-API-Key", t.adminKey)
      .send({ isActive: true });
    expect((await assessWith({ "X-API-Key": key })).status).toBe(200);
  });

  it("authenticates before parsing the body (401 beats 400)", async () => {
    const res = await request(t.app)
      .post("/v1/name/assessment")
      .set("Content-Type", "application/json")
      .send("{bad");
    expectCode(res, 401, "UNAUTHORIZED");
  });
});

describe("production server", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { env: "production", adminKey: ENV_ADMIN_KEY } });
  });
  afterAll(() => t.close());

  it("accepts production keys and refuses sandbox keys", async () => {
    expect(t.partnerKey.startsWith("ns_production_")).toBe(true);
    const ok = await request(t.app).post("/v1/name/assessment").set("X-API-Key", t.partnerKey).send(BODY);
    expect(ok.status).toBe(200);
    const sandboxKey = t.partnerKey.replace("ns_production_", "ns_sandbox_");
    const res = await request(t.app).post("/v1/name/assessment").set("X-API-Key", sandboxKey).send(BODY);
    expect(res.status).toBe(401);
    expect(res.body.error.message).toMatch(/sandbox/);
  });
});
