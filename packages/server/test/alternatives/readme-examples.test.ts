/**
 * Issue 19's done-when: for each refused name among the README's examples (every JSON body with
 * a companyName in its code blocks), POST /v1/name/alternatives returns suggestions, and each
 * of them passes POST /v1/name/screening when screened on its own. The register holds generated
 * names plus "Alpenblick Treuhand AG", so the README's assessment example is refused as well.
 */
import { readFileSync } from "node:fs";
import type { RegisteredCompany } from "@namescreen/core";
import { InMemoryCompanyRegister, searchConflicts } from "@namescreen/core";
import { generateCompanies } from "@namescreen/core/synthetic";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../helpers/test-app.js";
import { createTestApp } from "../helpers/test-app.js";

const README = readFileSync(new URL("../../../../README.md", import.meta.url), "utf8");
const examples = [...README.matchAll(/'(\{"companyName":[^']*\})'/g)].map((m) => JSON.parse(m[1] as string));

const alpenblick: RegisteredCompany = {
  id: "CHE-100.200.300",
  uid: "CHE-100.200.300",
  legalForm: "AG",
  soleProprietorship: false,
  legalSeat: "Zürich",
  canton: "ZH",
  status: "active",
  names: [{ name: "Alpenblick Treuhand AG", language: "de", kind: "main" }],
};
const register = InMemoryCompanyRegister.fromCompanies([
  alpenblick,
  ...generateCompanies({ count: 5000, seed: 19 }),
]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    scopes: ["screening"],
    configure: (deps) => {
      deps.services.conflicts = {
        ...deps.services.conflicts,
        register: () => register,
        search: (req) => searchConflicts(req, { companies: register }),
      };
    },
  });
});
afterAll(() => t.close());

const call = (path: string, body: object) =>
  request(t.app).post(path).set("X-API-Key", t.partnerKey).send(body);

/** Why a screening response does not pass: ERROR drivers, High conflicts or marks, missing checks. */
function failures(body: { resultState: string; drivers: { code: string; severity: string }[] }): string[] {
  const out = body.drivers
    .filter(
      (d) =>
        d.severity === "ERROR" || d.code === "CONFLICT_HIGH_SIMILARITY" || d.code === "TRADEMARK_HIGH_RISK",
    )
    .map((d) => d.code);
  return body.resultState === "COMPLETE" ? out : [...out, body.resultState];
}

describe("the README's refused examples get alternatives that pass screening", () => {
  it("finds the README's examples, refused ones among them", async () => {
    expect(examples.length).toBeGreaterThanOrEqual(3);
    const statuses = await Promise.all(
      examples.map(async ({ count: _c, keep: _k, surnames: _s, ...screening }) => {
        return (await call("/v1/name/screening", screening)).body.overallStatus;
      }),
    );
    expect(statuses.filter((s) => s === "REGISTRY_REJECTION_LIKELY").length).toBeGreaterThanOrEqual(3);
  });

  for (const example of examples) {
    it(`${example.companyName}`, async () => {
      const { count: _c, keep: _k, surnames: _s, ...screening } = example;
      const own = await call("/v1/name/screening", screening);
      expect(own.status).toBe(200);
      if (own.body.overallStatus !== "REGISTRY_REJECTION_LIKELY") return;

      const res = await call("/v1/name/alternatives", example);
      expect(res.status).toBe(200);
      expect(res.body.suggestions.length).toBeGreaterThan(0);
      for (const s of res.body.suggestions) {
        const alone = await call("/v1/name/screening", {
          ...screening,
          companyName: s.companyName,
          language: s.language,
        });
        expect(alone.status).toBe(200);
        expect(failures(alone.body), s.companyName).toEqual([]);
      }
    });
  }
});
