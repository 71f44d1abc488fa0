import request from "supertest";
import { afterEach, describe, expect, it } from "vitest";
import type { TestApp } from "../helpers/test-app.js";
import { createTestApp } from "../helpers/test-app.js";
import { closedPort } from "./fake-llm.js";

let t: TestApp | undefined;
afterEach(() => {
  t?.close();
  t = undefined;
});

describe("POST /v1/name/assessment: semantic analysis", () => {
  it("uses the built-in analyser when no LLM is configured", async () => {
    t = await createTestApp();
    const res = await request(t.app)
      .post("/v1/name/assessment")
      .set("X-API-Key", t.partnerKey)
      .send({
        companyName: "Zubag Immobilien AG",
        legalForm: "stock_corporation",
        language: "de",
        activityScope: "Handel mit Textilien",
        languageVariants: [{ language: "fr", companyName: "Zubag Construction SA" }],
      });
    expect(res.status).toBe(200);
    expect(res.body.metadata.semanticFailOpen).toBe(false);
    expect(res.body.semanticContext).toEqual({
      impliedActivities: ["L: Real estate activities"],
      isPurelyDescriptive: false,
      containsGeographicTerm: false,
    });
    const codes = res.body.flags.map((f: { code: string }) => f.code);
    expect(codes).toEqual(expect.arrayContaining(["WARN_DECEPTIVE_PURPOSE", "ERR_TRANSLATION_MISMATCH"]));
  });

  it("fails open with the configured LLM unreachable", async () => {
    const port = await closedPort();
    t = await createTestApp({
      config: {
        llm: {
          baseUrl: `http://127.0.0.1:${port}/v1`,
          model: "m",
          apiKey: null,
          timeoutMs: 500,
          mode: "combine",
        },
      },
    });
    const res = await request(t.app)
      .post("/v1/name/assessment")
      .set("X-API-Key", t.partnerKey)
      .send({ companyName: "Garage AG", legalForm: "stock_corporation", language: "de" });
    expect(res.status).toBe(200);
    expect(res.body.metadata.semanticFailOpen).toBe(true);
    expect(res.body.semanticContext).toBeNull();
  });
});
