/** `POST /v1/conflicts/search` over the real app and a real SQLite register. */
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companySeeder } from "../../src/storage/companies/index.js";
import type { TestApp } from "../helpers/test-app.js";
import { createTestApp } from "../helpers/test-app.js";

let t: TestApp;
let noScope: TestApp;
beforeAll(async () => {
  t = await createTestApp({ scopes: ["conflicts"], seeders: [companySeeder({ count: 3000, seed: 11 })] });
  noScope = await createTestApp({ scopes: ["trademarks"] });
});
afterAll(() => {
  t.close();
  noScope.close();
});

const search = (body: unknown, app: TestApp = t) =>
  request(app.app)
    .post("/v1/conflicts/search")
    .set("X-API-Key", app.partnerKey)
    .send(body as object);

describe("POST /v1/conflicts/search", () => {
  it("finds a real register name as identity (language version, legal form and case ignored)", async () => {
    // From the bundled Zefix sample: "Guamo SA", seat Chiasso.
    const res = await search({ name: "GUAMO AG" });
    expect(res.status).toBe(200);
    expect(res.body.input).toMatchObject({ name: "GUAMO AG", nameCore: "guamo" });
    expect(res.body.registrable).toBe(false);
    expect(res.body.identityMatch).toMatchObject({
      sourceCompanyId: expect.stringMatching(/^CHE-102\.459\.663$|^EHRA-74461$/),
      nameDisplay: "Guamo SA",
      legalSeat: "Chiasso",
      canton: "TI",
      status: "active",
    });
  });

  it("returns similar names ordered by risk within limit and minRisk, each explained", async () => {
    const res = await search({ name: "Mueller Treuhand", limit: 10, minRisk: "Medium" });
    expect(res.status).toBe(200);
    expect(res.body.similarMatches.length).toBeLessThanOrEqual(10);
    const rank = { High: 3, Medium: 2, Low: 1 } as const;
    const ranks = res.body.similarMatches.map((m: { risk: keyof typeof rank }) => rank[m.risk]);
    expect(ranks).toEqual([...ranks].sort((a: number, b: number) => b - a));
    expect(ranks.every((r: number) => r >= 2)).toBe(true);
    for (const m of res.body.similarMatches) {
      expect(Object.keys(m).sort()).toEqual(
        [
          "explanation",
          "legalSeat",
          "nameDisplay",
          "nameNorm",
          "phoneticMatch",
          "risk",
          "sourceCompanyId",
          "visualScore",
        ].sort(),
      );
      expect(m.explanation.classes.length).toBeGreaterThan(0);
      expect(m.explanation.evidence.length).toBeGreaterThan(0);
    }
  });

  it("applies the defaults (limit 25, minRisk Low)", async () => {
    const res = await search({ name: "Treuhand" });
    expect(res.status).toBe(200);
    expect(res.body.similarMatches.length).toBe(25);
  });

  it.each([
    [{ name: "X AG" }, "name", "x"],
    [{ name: "GmbH" }, "name", ""],
    [{ name: "..." }, "name", ""],
  ])(
    "refuses %j as too short after normalisation (422 naming the field and value)",
    async (body, path, value) => {
      const res = await search(body);
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe("VALIDATION_ERROR");
      const issue = res.body.error.details.issues.find((i: { path: string }) => i.path === path);
      expect(issue).toBeDefined();
      if (value !== undefined) expect(issue.value).toBe(value);
    },
  );

  it.each([
    [{}],
    [{ name: "" }],
    [{ name: "a".repeat(257) }],
    [{ name: "Alpha", limit: 0 }],
    [{ name: "Alpha", limit: 101 }],
    [{ name: "Alpha", limit: "5" }],
    [{ name: "Alpha", minRisk: "Critical" }],
  ])("refuses %j with 422", async (body) => {
    const res = await search(body);
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe("VALIDATION_ERROR");
  });

  it("needs a key with the conflicts scope", async () => {
    expect((await request(t.app).post("/v1/conflicts/search").send({ name: "Alpha" })).status).toBe(401);
    expect((await search({ name: "Alpha" }, noScope)).status).toBe(403);
  });
});
