import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trademarkSeeder } from "../../src/storage/trademarks/index.js";
import type { TestApp } from "../helpers/test-app.js";
import { createTestApp } from "../helpers/test-app.js";

let t: TestApp;
let noScope: TestApp;
beforeAll(async () => {
  t = await createTestApp({ scopes: ["trademarks"], seeders: [trademarkSeeder({ count: 2000, seed: 7 })] });
  noScope = await createTestApp({ scopes: ["conflicts"] });
});
afterAll(() => {
  t.close();
  noScope.close();
});

const search = (body: unknown, app: TestApp = t) =>
  request(app.app)
    .post("/v1/trademarks/search")
    .set("X-API-Key", app.partnerKey)
    .send(body as object);

describe("POST /v1/trademarks/search", () => {
  it("answers the contract's shape over the seeded register (EUIPO sample + generated marks)", async () => {
    const res = await search({ query: "Terra Nova", niceClasses: [1, 1] });
    expect(res.status).toBe(200);
    expect(res.body.input).toEqual({
      query: "Terra Nova",
      queryNorm: "terra nova",
      queryCore: "terra nova",
      phoneticPrimary: expect.any(String),
      phoneticAlt: expect.any(String),
      niceClasses: [1],
    });
    expect(res.body.goodsServicesBasis).toBe("nice_classes");
    const first = res.body.similarMatches[0];
    expect(first).toEqual({
      sourceRecordId: "EM:018222197",
      registrationNumber: "018222197",
      applicationNumberText: "018222197",
      markText: "TERRA S NOVA",
      markTextNorm: "terra s nova",
      status: "Registered",
      niceClasses: [1],
      classOverlap: [1],
      relatedClassOverlap: [],
      visualScore: expect.any(Number),
      phoneticMatch: expect.any(Boolean),
      matchBasis: expect.arrayContaining(["shares class 1"]),
      risk: expect.stringMatching(/^(High|Medium)$/),
      applicationDate: "2020-04-08T00:00:00Z",
      registrationDate: "2020-08-05T00:00:00Z",
      expiryDate: "2030-04-08T00:00:00Z",
      markCategory: "Individual",
      markFeatureCategory: "Word",
    });
  });

  it("applies limit and minRisk, and orders by risk", async () => {
    const res = await search({ query: "Solar", limit: 5 });
    expect(res.status).toBe(200);
    expect(res.body.goodsServicesBasis).toBe("unspecified");
    expect(res.body.input.niceClasses).toEqual([]);
    expect(res.body.similarMatches.length).toBeLessThanOrEqual(5);
    const rank = { High: 3, Medium: 2, Low: 1 } as Record<string, number>;
    const ranks = res.body.similarMatches.map((m: { risk: string }) => rank[m.risk]);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    const high = await search({ query: "Solar", minRisk: "High", niceClasses: null });
    expect(high.body.similarMatches.every((m: { risk: string }) => m.risk === "High")).toBe(true);
  });

  it.each([
    [{}, "query"],
    [{ query: "" }, "query"],
    [{ query: "x".repeat(257) }, "query"],
    [{ query: "a", limit: 0 }, "limit"],
    [{ query: "a", limit: 101 }, "limit"],
    [{ query: "a", limit: 1.5 }, "limit"],
    [{ query: "a", minRisk: "Critical" }, "minRisk"],
    [{ query: "a", niceClasses: [9, 46] }, "niceClasses.1"],
    [{ query: "a", niceClasses: [0] }, "niceClasses.0"],
    [{ query: "a", niceClasses: ["9"] }, "niceClasses.0"],
    [{ query: "a", niceClasses: 9 }, "niceClasses"],
    [{ query: "!!!" }, "query"],
  ])("%j → 422 naming %s", async (body, field) => {
    const res = await search(body);
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe("VALIDATION_ERROR");
    expect(JSON.stringify(res.body.error.details)).toContain(`"${field}"`);
  });

  it("is documented in the OpenAPI document with its schemas", async () => {
    const doc = (await request(t.app).get("/openapi.json")).body;
    expect(doc.paths["/v1/trademarks/search"].post.operationId).toBe("searchTrademarks");
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(["TrademarkSearchRequest", "TrademarkSearchResult", "TrademarkMatch"]),
    );
  });

  it("needs a key with the trademarks scope", async () => {
    expect((await request(t.app).post("/v1/trademarks/search").send({ query: "a" })).status).toBe(401);
    expect((await search({ query: "a" }, noScope)).status).toBe(403);
  });

  it("sees an import without a restart (the index follows the table version)", async () => {
    t.db
      .prepare(
        `INSERT INTO trademarks (source_record_id, mark_text, nice_classes, nice_mask, source, imported_at)
         VALUES ('T:1', 'Zyxwvut Quorble', '9', 256, 'test', '2026-01-01T00:00:00Z')`,
      )
      .run();
    const res = await search({ query: "Zyxwvut Quorble", niceClasses: [9] });
    expect(res.body.similarMatches[0]).toMatchObject({ sourceRecordId: "T:1", risk: "High", status: null });
  });
});
