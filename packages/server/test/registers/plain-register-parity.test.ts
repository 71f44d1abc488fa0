/**
 * A register built in-process from plain data (`createCompanyRegister`, `createTrademarkRegister`)
 * answers every search exactly like the same data imported into SQLite: the companies through
 * the NDJSON importer, the marks through the import row check and the store.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { CompanyInput, TrademarkInput } from "@namescreen/core";
import {
  createCompanyRegister,
  createTrademarkRegister,
  searchConflicts,
  searchTrademarks,
} from "@namescreen/core";
import { describe, expect, it } from "vitest";
import { createCompanySearchService, importCompanies } from "../../src/storage/companies/index.js";
import {
  checkMark,
  createTrademarkSearchService,
  createTrademarkStore,
} from "../../src/storage/trademarks/index.js";
import { tempDatabases } from "../contracts/temp-db.js";

const openDb = tempDatabases("plain-registers");

const COMPANIES: CompanyInput[] = [
  {
    name: "Alpenblick Treuhand AG",
    id: "c1",
    uid: "CHE-101.202.303",
    legalForm: "AG",
    seat: "Bern",
    canton: "BE",
  },
  { name: "Lumora Farben AG", id: "c2", languageVersions: [{ name: "Lumora Couleurs SA", language: "fr" }] },
  { name: "Hans Muster", id: "c3", legalForm: "Einzelunternehmen", seat: "Thun" },
  { name: "Alte Mühle AG", id: "c4", status: "in_liquidation" },
  { name: "Staxa Consulting GmbH", id: "c5", status: "deleted" },
  { name: "Müller Bau GmbH", id: "c6", formerNames: ["Mueller Hochbau AG"] },
  { name: "Taurus Finance AG", id: "c7", seat: "Zug", canton: "ZG" },
  { name: "Handels Bank AG", id: "c8" },
  { name: "Bavag Holding AG", id: "c9" },
  { name: "Alpha Consulting AG", id: "c10" },
];
const COMPANY_QUERIES = [
  "Alpenblick Treuhand GmbH",
  "Alpenblik Treuhand AG",
  "Lumora Couleurs Sàrl",
  "Lumora Bautechnik GmbH",
  "Hans Muster GmbH",
  "Alte Mühle GmbH",
  "Stada Consulting AG",
  "Mueller Hochbau GmbH",
  "Taurus Gym GmbH",
  "Handelsbank AG",
  "Pavag AG",
  "Omega Consulting AG",
];

const MARKS: TrademarkInput[] = [
  {
    sourceRecordId: "m1",
    markText: "ALPINA",
    niceClasses: [9, 42],
    status: "Registered",
    markFeatureCategory: "Word",
  },
  {
    sourceRecordId: "m2",
    markText: "Lumora",
    niceClasses: [2],
    status: "Expired",
    markFeatureCategory: "Figurative",
  },
  { sourceRecordId: "m3", markText: "4U", niceClasses: [35], status: "Application filed" },
  { sourceRecordId: "m4", markText: "SONNENTEC", niceClasses: [11], registrationNumber: "777" },
  { sourceRecordId: "m5", markText: null, niceClasses: [9] },
  { sourceRecordId: "m6", markText: "Novum Tech", niceClasses: [9, 38], markCategory: "Individual mark" },
];
const MARK_QUERIES: { query: string; niceClasses?: number[] }[] = [
  { query: "Alpyna", niceClasses: [9] },
  { query: "Alpina" },
  { query: "Lumora Farben", niceClasses: [2] },
  { query: "for you", niceClasses: [35] },
  { query: "Sonnen Tec" },
  { query: "Novum", niceClasses: [42] },
];

describe("a register built from plain data answers like the same data in SQLite", () => {
  it("companies: every conflict search", async () => {
    const db = openDb();
    const file = join(db.name.replace(/[^/]+$/, ""), "companies.ndjson");
    writeFileSync(
      file,
      COMPANIES.flatMap(importRows)
        .map((r) => JSON.stringify(r))
        .join("\n"),
    );
    await importCompanies(db, { file, format: "ndjson" });
    const stored = createCompanySearchService(db, { snapshotPath: null }).register();
    const built = createCompanyRegister(COMPANIES);
    let matched = 0;
    for (const name of COMPANY_QUERIES) {
      const fromSqlite = await searchConflicts({ name }, { companies: stored });
      expect(await searchConflicts({ name }, { companies: built }), name).toEqual(fromSqlite);
      if (fromSqlite.identityMatch || fromSqlite.similarMatches.length > 0) matched++;
    }
    // Every query finds something: equal empty answers would prove nothing.
    expect(matched).toBe(COMPANY_QUERIES.length);
  });

  it("trademarks: every trademark search", async () => {
    const db = openDb();
    const store = createTrademarkStore(db);
    const at = new Date().toISOString();
    db.transaction(() => {
      MARKS.forEach((mark, i) => {
        const { record, issues } = checkMark({ ...mark, sourceRecordId: mark.sourceRecordId }, i + 1);
        if (!record) throw new Error(`mark ${i}: ${JSON.stringify(issues)}`);
        store.upsert(record, "plain", at);
      });
    })();
    const stored = createTrademarkSearchService(db, { snapshotPath: null }).register();
    const built = createTrademarkRegister(MARKS);
    for (const request of MARK_QUERIES) {
      const fromSqlite = await searchTrademarks(request, { trademarks: stored });
      expect(await searchTrademarks(request, { trademarks: built }), request.query).toEqual(fromSqlite);
      expect(fromSqlite.similarMatches.length, request.query).toBeGreaterThan(0);
    }
  });
});

/** The importer's rows of one plain company: its main name, language versions and former names. */
function importRows(c: CompanyInput): Record<string, string | null>[] {
  const facts = {
    company_id: c.id ?? null,
    uid: c.uid ?? null,
    legal_form: c.legalForm ?? null,
    seat: c.seat ?? null,
    canton: c.canton ?? null,
    status: c.status ?? null,
  };
  return [
    { ...facts, name: c.name, name_kind: "main", name_language: null },
    ...(c.languageVersions ?? []).map((v) => ({
      ...facts,
      name: v.name,
      name_kind: "variant",
      name_language: v.language,
    })),
    ...(c.formerNames ?? []).map((name) => ({ ...facts, name, name_kind: "former", name_language: null })),
  ];
}
