/**
 * A batch row and the single screening of the same name decide alike: the same outcome, result
 * state and primary concern, however many similar names the registers hold. A batch searches
 * fewer matches per check (BATCH_LIMITS.matchesPerCheck) than the single screening's default:
 * its drivers are the single screening's most severe ones, and may lack a milder one.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeGeneratedCompanies } from "../../src/storage/companies/generated.js";
import { importCompanies } from "../../src/storage/companies/index.js";
import { storeGeneratedTrademarks } from "../../src/storage/trademarks/generated.js";
import { importTrademarks } from "../../src/storage/trademarks/index.js";
import type { TestApp } from "../helpers/test-app.js";
import { createTestApp } from "../helpers/test-app.js";
import { COMPANY_HEADER } from "../reliability/import/files.js";

let t: TestApp;

/** Registered names close to `core`: more High and Medium matches than a batch row lists. */
function cluster(core: string, prefix: string): string[] {
  const words = ["Treuhand", "Consulting", "Immobilien", "Holding", "Partner", "Beratung", "Verwaltung"];
  const towns = ["Zürich", "Bern", "Basel", "Luzern", "Chur"];
  const names: string[] = [];
  for (const w of words) for (const town of towns) names.push(`${core} ${w} ${town} AG`);
  names.push(`${core} AG`, `${core}s AG`, `${core.slice(0, -1)} AG`, `${core} Treuhand AG`);
  return names.map((name, i) => `${prefix}${i},,${name},de,main,AG,Zürich,ZH,active,,,,,`);
}

/** Marks of the same cores, in the classes the probe asks for. */
function marks(core: string, prefix: string): string[] {
  const suffixes = [
    "",
    "S",
    " PLUS",
    " ONE",
    " PRO",
    " TREUHAND",
    " GROUP",
    " SWISS",
    " X",
    " 24",
    " LAB",
    " CARE",
  ];
  return suffixes.map((s, i) =>
    JSON.stringify({
      sourceRecordId: `CH:${prefix}${i}`,
      markText: `${core.toUpperCase()}${s}`,
      niceClasses: [35, 36],
      status: "Registered",
    }),
  );
}

beforeAll(async () => {
  t = await createTestApp({ scopes: ["screening"] });
  storeGeneratedCompanies(t.db, { count: 20_000, seed: 11 });
  storeGeneratedTrademarks(t.db, { count: 20_000, seed: 11 });
  const companies = join(t.dir, "cluster.csv");
  writeFileSync(
    companies,
    `${[COMPANY_HEADER, ...cluster("Alpenblick", "A"), ...cluster("Helvetor", "H")].join("\n")}\n`,
  );
  await importCompanies(t.db, { file: companies, source: "probe", scope: "source" });
  const tm = join(t.dir, "marks.ndjson");
  writeFileSync(tm, `${[...marks("Alpenblick", "A"), ...marks("Helvetor", "H")].join("\n")}\n`);
  await importTrademarks(t.db, { file: tm, layout: "ndjson", source: "probe" });
}, 120_000);
afterAll(() => t.close());

const PROBES = [
  { name: "Alpenblick Treuhand AG", seat: "Zürich", niceClasses: [35, 36] },
  { name: "Alpenblick AG" },
  { name: "Alpenblik Consulting GmbH", seat: "Bern" },
  { name: "Helvetor Immobilien AG", niceClasses: [36] },
  { name: "Helvetoro Sàrl" },
  { name: "Zentaro Handels AG" },
];

describe("batch row and single screening of the same name", () => {
  it("agree on outcome, result state, primary concern and the most severe driver", async () => {
    const batch = await request(t.app)
      .post("/v1/name/screening/batch")
      .set("X-API-Key", t.partnerKey)
      .send({ items: PROBES });
    expect(batch.status).toBe(200);
    let listedFewer = 0;
    for (const [i, probe] of PROBES.entries()) {
      const row = batch.body.items[i];
      expect(row.error, probe.name).toBeUndefined();
      const single = await request(t.app)
        .post("/v1/name/screening")
        .set("X-API-Key", t.partnerKey)
        .send(singleBodyOf(probe));
      expect(single.status, probe.name).toBe(200);
      const verdict = (r: Record<string, unknown>) => ({
        overallStatus: r.overallStatus,
        resultState: r.resultState,
        // Its message counts what the searches listed ("and 2 more" for "and 3 more").
        primaryConcern: { ...(r.primaryConcern as object), message: undefined },
      });
      expect(verdict(row.result), probe.name).toEqual(verdict(single.body));
      // The row's drivers: some of the single screening's, the most severe first alike.
      const codes = (r: { drivers: { code: string }[] }) => r.drivers.map((d) => d.code);
      const [rowCodes, singleCodes] = [codes(row.result), codes(single.body)];
      expect(rowCodes[0], probe.name).toBe(singleCodes[0]);
      expect(
        singleCodes.filter((c) => rowCodes.includes(c)),
        probe.name,
      ).toEqual(rowCodes);
      const similar = (r: { checks: { conflicts: { similarMatches: unknown[] } } }) =>
        r.checks.conflicts.similarMatches.length;
      if (similar(row.result) < similar(single.body)) listedFewer++;
    }
    // The probe means something only where the batch lists fewer matches than the single screening.
    expect(listedFewer).toBeGreaterThan(0);
  }, 60_000);
});

/** The single screening's body for a probe, as the batch row resolves it (form and language from the name). */
function singleBodyOf(probe: { name: string; seat?: string; niceClasses?: number[] }) {
  const fr = /Sàrl$/.test(probe.name);
  return {
    companyName: probe.name,
    legalForm: /GmbH|Sàrl$/.test(probe.name) ? "limited_liability" : "stock_corporation",
    language: fr ? "fr" : "de",
    ...(probe.seat && { legalSeat: probe.seat }),
    checks: {
      domains: { enabled: false },
      ...(probe.niceClasses && { trademarks: { niceClasses: probe.niceClasses } }),
    },
  };
}
