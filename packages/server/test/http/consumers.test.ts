import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTE_MODULES } from "../../src/http/routes/index.js";
import type { TestApp } from "../helpers/test-app.js";
import { createTestApp } from "../helpers/test-app.js";

const BODY = { companyName: "Alpenblick Treuhand AG", legalForm: "stock_corporation", language: "de" };

describe("admin consumers and keys", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const admin = (req: request.Test) => req.set("X-Admin-API-Key", t.adminKey);

  it("POST creates a consumer with exactly the contract's fields and a derived code", async () => {
    const res = await admin(request(t.app).post("/v1/admin/consumers")).send({
      name: "Zürich Treuhand AG",
      description: "Onboarded 2026",
      contactEmail: "ops@example.ch",
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(
      ["code", "contactEmail", "createdAt", "description", "id", "isActive", "name", "updatedAt"].sort(),
    );
    expect(res.body).toMatchObject({
      code: "zurich-treuhand-ag",
      name: "Zürich Treuhand AG",
      description: "Onboarded 2026",
      contactEmail: "ops@example.ch",
      isActive: true,
    });
    const again = await admin(request(t.app).post("/v1/admin/consumers")).send({
      name: "Zurich Treuhand AG",
    });
    expect(again.body.code).toBe("zurich-treuhand-ag-2");
    expect(again.body.description).toBeNull();
  });

  it("POST refuses unknown fields and out-of-bounds values with 422", async () => {
    const extra = await admin(request(t.app).post("/v1/admin/consumers")).send({ name: "X", code: "mine" });
    expect(extra.status).toBe(422);
    expect(extra.body.error.details.issues.map((i: { path: string }) => i.path)).toContain("code");
    const bounds = await admin(request(t.app).post("/v1/admin/consumers")).send({
      name: "",
      description: "d".repeat(2001),
      contactEmail: `${"e".repeat(320)}@x`,
    });
    expect(bounds.status).toBe(422);
    expect(bounds.body.error.details.issues.map((i: { path: string }) => i.path).sort()).toEqual([
      "contactEmail",
      "description",
      "name",
    ]);
  });

  it.each([
    ["a blank name", { name: "   " }],
    ["a name with a control character", { name: "Alpen\u0000blick AG" }],
    ["a contact e-mail with a control character", { name: "Alpenblick AG", contactEmail: "a\u0000@b.ch" }],
    // Before, stored as sent: a tab is allowed in descriptions only.
    ["a contact e-mail with a tab", { name: "Alpenblick AG", contactEmail: "a\tb@x.ch" }],
    // Before, stored as sent: descriptions may hold line breaks and tabs, no other control character.
    ["a description with a NUL", { name: "Alpenblick AG", description: "a\u0000b" }],
    ["a description with a bell", { name: "Alpenblick AG", description: "a\u0007b" }],
  ])("POST and PATCH refuse %s with 422", async (_label, body) => {
    const created = await admin(request(t.app).post("/v1/admin/consumers")).send(body);
    expect(created.status).toBe(422);
    expect(created.body.error.code).toBe("VALIDATION_ERROR");
    const ok = await admin(request(t.app).post("/v1/admin/consumers")).send({ name: "Patch Target AG" });
    const patched = await admin(request(t.app).patch(`/v1/admin/consumers/${ok.body.id}`)).send(body);
    expect(patched.status).toBe(422);
  });

  it("keeps line breaks and tabs in a description", async () => {
    const res = await admin(request(t.app).post("/v1/admin/consumers")).send({
      name: "Multi Line AG",
      description: "first line\r\nsecond\tline",
    });
    expect(res.status).toBe(200);
    expect(res.body.description).toBe("first line\r\nsecond\tline");
  });

  it("GET lists consumers, filtered by isActive; 422 for a bad filter", async () => {
    const created = await admin(request(t.app).post("/v1/admin/consumers")).send({ name: "Dormant GmbH" });
    await admin(request(t.app).patch(`/v1/admin/consumers/${created.body.id}`)).send({ isActive: false });
    const all = await admin(request(t.app).get("/v1/admin/consumers"));
    const active = await admin(request(t.app).get("/v1/admin/consumers?isActive=true"));
    const inactive = await admin(request(t.app).get("/v1/admin/consumers?isActive=false"));
    expect(all.status).toBe(200);
    expect(all.body.length).toBe(active.body.length + inactive.body.length);
    expect(inactive.body.map((c: { code: string }) => c.code)).toEqual(["dormant-gmbh"]);
    expect(active.body.every((c: { isActive: boolean }) => c.isActive)).toBe(true);
    const bad = await admin(request(t.app).get("/v1/admin/consumers?isActive=maybe"));
    expect(bad.status).toBe(422);
    // An enum's issue carries the value it refused, as the core's do.
    expect(bad.body.error.details.issues[0]).toEqual({
      path: "isActive",
      message: "must be true, false, 1 or 0",
      value: "maybe",
    });
    // Before, the schema library's words: "Invalid type: Expected string but received Array".
    const twice = await admin(request(t.app).get("/v1/admin/consumers?isActive=true&isActive=false"));
    expect(twice.status).toBe(422);
    expect(twice.body.error.details.issues).toEqual([{ path: "isActive", message: "must be given once" }]);
    // Before, a misspelt filter was ignored and every consumer listed.
    const misspelt = await admin(request(t.app).get("/v1/admin/consumers?isactive=false"));
    expect(misspelt.status).toBe(422);
    expect(misspelt.body.error.details.issues[0]).toMatchObject({ path: "isactive" });
    expect(misspelt.body.error.details.issues[0].message).toContain("is not an allowed property");
  });

  it("issues a key once (plaintext with id, scopes, createdAt) that works, lists it without the secret, revokes it", async () => {
    const consumer = await admin(request(t.app).post("/v1/admin/consumers")).send({ name: "Key Holder" });
    const issued = await admin(request(t.app).post(`/v1/admin/consumers/${consumer.body.id}/keys`)).send({
      scopes: ["assessment", "conflicts"],
    });
    expect(issued.status).toBe(200);
    expect(issued.body).toMatchObject({
      consumerId: consumer.body.id,
      scopes: ["assessment", "conflicts"],
      env: "sandbox",
      revokedAt: null,
    });
    expect(issued.body.key).toMatch(new RegExp(`^ns_sandbox_${issued.body.id}_[0-9A-Za-z]{32}$`));
    expect(Date.parse(issued.body.createdAt)).not.toBeNaN();

    const used = await request(t.app)
      .post("/v1/name/assessment")
      .set("X-API-Key", issued.body.key)
      .send(BODY);
    expect(used.status).toBe(200);

    const listed = await admin(request(t.app).get(`/v1/admin/consumers/${consumer.body.id}/keys`));
    expect(listed.body).toHaveLength(1);
    expect(JSON.stringify(listed.body)).not.toContain(issued.body.key.split("_")[3]);

    const revoked = await admin(
      request(t.app).delete(`/v1/admin/consumers/${consumer.body.id}/keys/${issued.body.id}`),
    );
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).not.toBeNull();
    const after = await request(t.app)
      .post("/v1/name/assessment")
      .set("X-API-Key", issued.body.key)
      .send(BODY);
    expect(after.status).toBe(401);
  });

  it.each(["?isActive=true", "?limit=1", "?isActive=true&isActive=false"])(
    "the key list refuses the query parameters it does not have (%s): 422, not every key",
    async (query) => {
      // Before: ignored, so ?isActive=true listed the revoked key too.
      const consumer = await admin(request(t.app).post("/v1/admin/consumers")).send({
        name: "Filter Holder",
      });
      const keys = `/v1/admin/consumers/${consumer.body.id}/keys`;
      const issued = await admin(request(t.app).post(keys)).send({ scopes: ["assessment"] });
      await admin(request(t.app).delete(`${keys}/${issued.body.id}`));
      const res = await admin(request(t.app).get(`${keys}${query}`));
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe("VALIDATION_ERROR");
      const name = query.slice(1).split("=")[0];
      expect(res.body.error.details.issues[0]).toMatchObject({ path: name });
      expect(res.body.error.details.issues[0].message).toMatch(
        /is not an allowed property|must be given once/,
      );
      expect((await admin(request(t.app).get(keys))).body).toHaveLength(1);
    },
  );

  it("every admin GET route refuses an unknown query parameter", async () => {
    // The trace lookup had the key list's gap.
    const trace = await request(t.app).post("/v1/name/assessment").set("X-API-Key", t.partnerKey).send(BODY);
    for (const path of [
      "/v1/admin/consumers",
      `/v1/admin/consumers/${t.consumerId}/keys`,
      `/v1/admin/name/assessment/traces/${trace.body.metadata.traceId}`,
      "/v1/admin/restricted-terms",
      "/v1/admin/restricted-terms/categories",
      "/v1/admin/restricted-terms/audit",
    ]) {
      const res = await admin(request(t.app).get(`${path}?unknownFilter=1`));
      expect(res.status, path).toBe(422);
      expect(res.body.error.details.issues[0], path).toMatchObject({ path: "unknownFilter" });
      expect(res.body.error.details.issues[0].message, path).toContain("is not an allowed property");
    }
  });

  it("a partner GET route refuses an unknown query parameter too", async () => {
    const res = await request(t.app).get("/v1/name/screening/catalog?lang=fr").set("X-API-Key", t.partnerKey);
    expect(res.status).toBe(422);
    expect(res.body.error.details.issues[0]).toMatchObject({ path: "lang" });
  });

  it("every GET endpoint behind a key declares its query, so none ignores one", () => {
    // /health stays open to what a load balancer's probe appends.
    const unchecked = ROUTE_MODULES.flatMap((m) => m.endpoints)
      .filter((ep) => ep.auth !== "none" && ep.method === "get" && !ep.query)
      .map((ep) => ep.path);
    expect(unchecked).toEqual([]);
  });

  it("404 for unknown consumers and keys; 422 for malformed ids and scopes", async () => {
    expect(
      (await admin(request(t.app).post("/v1/admin/consumers/9999/keys")).send({ scopes: ["assessment"] }))
        .status,
    ).toBe(404);
    expect(
      (await admin(request(t.app).delete(`/v1/admin/consumers/${t.consumerId}/keys/AAAAAAAAAAAA`))).status,
    ).toBe(404);
    // A key of another consumer is not found under this consumer.
    const other = await admin(request(t.app).post("/v1/admin/consumers")).send({ name: "Other" });
    expect(
      (await admin(request(t.app).delete(`/v1/admin/consumers/${other.body.id}/keys/${t.partnerKeyId}`)))
        .status,
    ).toBe(404);
    expect(
      (await admin(request(t.app).patch("/v1/admin/consumers/abc")).send({ isActive: false })).status,
    ).toBe(422);
    expect(
      (await admin(request(t.app).patch("/v1/admin/consumers/9999")).send({ isActive: false })).status,
    ).toBe(404);
    const scopes = await admin(request(t.app).post(`/v1/admin/consumers/${t.consumerId}/keys`)).send({
      scopes: ["everything"],
    });
    expect(scopes.status).toBe(422);
    expect(scopes.body.error.details.issues[0].path).toBe("scopes.0");
    const none = await admin(request(t.app).post(`/v1/admin/consumers/${t.consumerId}/keys`)).send({
      scopes: [],
    });
    expect(none.status).toBe(422);
  });
});
