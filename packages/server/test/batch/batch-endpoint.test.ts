import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../helpers/test-app.js";
import { createTestApp } from "../helpers/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ scopes: ["screening"] });
});
afterAll(() => t.close());

const post = (body: unknown) =>
  request(t.app)
    .post("/v1/name/screening/batch")
    .set("X-API-Key", t.partnerKey)
    .send(body as object);

describe("POST /v1/name/screening/batch", () => {
  it("answers every item in order: a result, or that item's own error", async () => {
    const res = await post({
      items: [
        { id: "a", name: "Zentaro Handels AG", seat: "Zürich", niceClasses: [35] },
        { id: 7, name: "Zentaro Bern" },
        "not an object",
        { name: "Zentaro GmbH", niceClasses: [99] },
        { name: "Zentaro Sàrl", unknownColumn: 1 },
      ],
    });
    expect(res.status).toBe(200);
    const items = res.body.items as { line: number; result?: { checks: object } }[];
    expect(items.map((i) => i.line)).toEqual([1, 2, 3, 4, 5]);
    expect(items[0]).toMatchObject({
      id: "a",
      name: "Zentaro Handels AG",
      result: { resultState: "COMPLETE" },
    });
    expect(items[0]?.result?.checks).toHaveProperty("trademarks");
    expect(items[0]?.result?.checks).not.toHaveProperty("domains");
    // No designation and no legalForm: the row cannot be screened, and says why.
    expect(items[1]).toMatchObject({
      id: "7",
      error: { code: "VALIDATION_ERROR", details: { issues: [{ path: "legalForm" }] } },
    });
    expect(items[2]).toMatchObject({ error: { code: "VALIDATION_ERROR" } });
    expect(items[3]).toMatchObject({
      error: { code: "VALIDATION_ERROR", details: { issues: [{ path: "niceClasses.0" }] } },
    });
    expect(items[4]).toMatchObject({ error: { details: { issues: [{ path: "unknownColumn" }] } } });
    expect(res.body.summary).toEqual({ total: 5, screened: 1, errors: 4 });
  });

  it("calls an item that is not an object so, arrays included", async () => {
    // Before, [] was reported as a row without a name.
    const res = await post({ items: [[], "text", null, 7] });
    for (const item of res.body.items) {
      expect(item.error.message).toBe("Validation failed: row must be a JSON object");
    }
  });

  it("blames an empty or blank name on the name, not on the legal form it lacks", async () => {
    const res = await post({ items: [{ name: "" }, { name: "   " }] });
    for (const item of res.body.items) {
      expect(item.error).toMatchObject({ code: "VALIDATION_ERROR", details: { issues: [{ path: "name" }] } });
      expect(item.error.message).toBe("Validation failed: name must not be empty or only whitespace");
    }
  });

  it("refuses a number id JSON could not keep exactly, rather than echo another row's id", async () => {
    // Before: echoed as "12345678901234567000" and "Infinity".
    const res = await request(t.app)
      .post("/v1/name/screening/batch")
      .set("X-API-Key", t.partnerKey)
      .set("Content-Type", "application/json")
      .send(
        '{"items":[{"name":"Zentaro AG","id":12345678901234567890},{"name":"Zentaro AG","id":1e400},{"name":"Zentaro AG","id":9007199254740991}]}',
      );
    const [big, infinite, exact] = res.body.items;
    for (const item of [big, infinite]) {
      expect(item.id).toBeNull();
      expect(item.error.details.issues[0]).toMatchObject({ path: "id" });
    }
    expect(exact).toMatchObject({ id: "9007199254740991", result: { overallStatus: expect.any(String) } });
  });

  it("reads the legal form and language from the designation", async () => {
    const res = await post({ items: [{ name: "Zentaro Conseil Sàrl" }] });
    const result = res.body.items[0].result;
    expect(result.checks.ehraCompliance.assessment).toMatchObject({ companyName: "Zentaro Conseil Sàrl" });
  });

  it("refuses an empty, oversized or malformed batch with the contract's error body", async () => {
    const tooMany = await post({ items: Array.from({ length: 101 }, () => ({ name: "Zentaro AG" })) });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error).toMatchObject({
      code: "VALIDATION_ERROR",
      details: { issues: [{ path: "items" }] },
    });
    const empty = await post({ items: [] });
    expect(empty.status).toBe(422);
    const wrong = await post({ rows: [] });
    expect(wrong.status).toBe(422);
    const notJson = await request(t.app)
      .post("/v1/name/screening/batch")
      .set("X-API-Key", t.partnerKey)
      .set("Content-Type", "application/json")
      .send("{");
    expect(notJson.status).toBe(400);
    expect(notJson.body.error.code).toBe("INVALID_REQUEST");
  });

  it("needs the screening scope", async () => {
    const other = await createTestApp({ scopes: ["conflicts"] });
    try {
      const res = await request(other.app)
        .post("/v1/name/screening/batch")
        .set("X-API-Key", other.partnerKey)
        .send({ items: [{ name: "Zentaro AG" }] });
      expect(res.status).toBe(403);
    } finally {
      other.close();
    }
  });
});

describe("POST /v1/name/screening/batch with domains", () => {
  it("screens rows side by side while their domain checks wait, and answers in request order", async () => {
    // Before: one row after another, so a call of 100 rows with TLDs waited out each row's lookups.
    let inFlight = 0;
    let most = 0;
    const slow = await createTestApp({
      scopes: ["screening"],
      configure: (deps) => {
        deps.services.domainChecker = {
          lookup: async () => {
            inFlight++;
            most = Math.max(most, inFlight);
            await new Promise((resolve) => setTimeout(resolve, 30));
            inFlight--;
            return {
              dns: { outcome: "delegated", nameservers: ["ns1.example.ch"] },
              rdap: { outcome: "not_queried" },
            };
          },
        };
      },
    });
    try {
      const names = [
        "Zentaro",
        "Belvento",
        "Corlanda",
        "Dravisto",
        "Elmoria",
        "Fiorant",
        "Galvento",
        "Hestara",
      ];
      const res = await request(slow.app)
        .post("/v1/name/screening/batch")
        .set("X-API-Key", slow.partnerKey)
        .send({ items: names.map((n) => ({ name: `${n} AG`, tlds: ["ch"] })) });
      expect(res.status).toBe(200);
      const items = res.body.items as {
        line: number;
        name: string;
        result?: { checks: { domains?: unknown } };
      }[];
      expect(items.map((i) => i.name)).toEqual(names.map((n) => `${n} AG`));
      expect(items.map((i) => i.line)).toEqual(names.map((_, i) => i + 1));
      for (const item of items) expect(item.result?.checks.domains).toBeDefined();
      expect(most).toBeGreaterThan(1);
      expect(most).toBeLessThanOrEqual(4);
    } finally {
      slow.close();
    }
  });
});
