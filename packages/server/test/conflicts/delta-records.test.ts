/**
 * The company index delta maps every hit to the right company: an index built on an empty
 * register, then imports that add, remove or rename companies, or a removed company's row id
 * reused by a new one. Every identity and similar match must show the matched company's own
 * facts and one of its own names, on the server's index in memory and after a restart from
 * the snapshot, and search after search (a stale hit must never come back).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ConflictSearchResult, RegisteredCompany } from "@namescreen/core";
import { generateCompanies } from "@namescreen/core/synthetic";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { CompanySearchService } from "../../src/storage/companies/index.js";
import {
  createCompanySearchService,
  importCompanies,
  storeCompanies,
} from "../../src/storage/companies/index.js";
import type { Db } from "../../src/storage/sqlite/open.js";
import { openDatabase } from "../../src/storage/sqlite/open.js";

let dir: string;
let db: Db;
let snapshotPath: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "namescreen-delta-records-"));
  db = openDatabase(join(dir, "register.db")).db;
  snapshotPath = join(dir, "register.db.companies.snap");
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Listed {
  id: string;
  uid: string;
  name: string;
  seat: string;
  canton: string;
  legalForm: string;
}

const SWISSCOM: Listed = {
  id: "CHE-101.654.423",
  uid: "CHE-101.654.423",
  name: "Swisscom AG",
  seat: "Ittigen",
  canton: "BE",
  legalForm: "AG",
};
const ABSCHIED: Listed = {
  id: "CHE-222.333.444",
  uid: "CHE-222.333.444",
  name: "Abschied Reisen AG",
  seat: "Luzern",
  canton: "LU",
  legalForm: "AG",
};
const BERGLAND: Listed = {
  id: "CHE-333.444.555",
  uid: "CHE-333.444.555",
  name: "Bergland Käserei GmbH",
  seat: "Gruyères",
  canton: "FR",
  legalForm: "GmbH",
};

/** Import `companies` as a full CSV import (the register becomes exactly this file). */
async function importFile(companies: readonly Listed[], file: string) {
  const path = join(dir, file);
  const lines = companies.map((c) => [
    c.id,
    c.uid,
    `"${c.name}"`,
    "de",
    "main",
    c.legalForm,
    c.seat,
    c.canton,
  ]);
  writeFileSync(
    path,
    [
      "company_id,uid,name,name_language,name_kind,legal_form,seat,canton",
      ...lines.map((l) => l.join(",")),
    ].join("\n"),
  );
  return importCompanies(db, { file: path, removalPolicy: { maxRemovalPercent: 5, allowRemovals: true } });
}

interface StoredCompany {
  uid: string | null;
  legal_form: string | null;
  legal_seat: string | null;
  canton: string | null;
  names: string;
}

/** The register's own facts of a company, by its source id. */
function stored(sourceCompanyId: string): StoredCompany | undefined {
  return db
    .prepare<[string], StoredCompany>(
      `SELECT c.uid, c.legal_form, c.legal_seat, c.canton,
              (SELECT json_group_array(n.name) FROM company_names n WHERE n.company_id = c.id) AS names
         FROM companies c WHERE c.source_company_id = ?`,
    )
    .get(sourceCompanyId);
}

/** Every match of `r` is a company of the register, shown with its own facts and one of its own names. */
function expectOwnFacts(r: ConflictSearchResult, query: string): void {
  const identity = r.identityMatch;
  if (identity) {
    const own = stored(identity.sourceCompanyId);
    expect(own, `${query}: identity ${identity.sourceCompanyId} is in the register`).toBeDefined();
    expect(
      { uid: identity.uid, legalForm: identity.legalForm, seat: identity.legalSeat, canton: identity.canton },
      query,
    ).toEqual({ uid: own?.uid, legalForm: own?.legal_form, seat: own?.legal_seat, canton: own?.canton });
    expect(JSON.parse(own?.names ?? "[]"), query).toContain(identity.nameDisplay);
  }
  for (const m of r.similarMatches) {
    const own = stored(m.sourceCompanyId);
    expect(own, `${query}: similar ${m.sourceCompanyId} is in the register`).toBeDefined();
    expect(m.legalSeat, query).toBe(own?.legal_seat);
    expect(JSON.parse(own?.names ?? "[]"), query).toContain(m.nameDisplay);
  }
}

/** Search each name on each service (in turn, twice), check every match, and return the identity ids. */
async function identities(services: readonly CompanySearchService[], names: readonly string[]) {
  const out: Record<string, (string | null)[]> = {};
  for (let round = 0; round < 2; round++) {
    for (const name of names) {
      const ids: (string | null)[] = [];
      for (const service of services) {
        const r = await service.search({ name, limit: 50 });
        expectOwnFacts(r, name);
        ids.push(r.identityMatch?.sourceCompanyId ?? null);
      }
      out[name] = ids;
    }
  }
  return out;
}

describe("company index delta over an index built on an empty register", () => {
  it("adds companies, then removes one: no missing record, no other company's facts", async () => {
    const server = createCompanySearchService(db, { snapshotPath });
    expect(server.warm()).toMatchObject({ source: "built", names: 0 });

    await importFile([SWISSCOM, ABSCHIED, BERGLAND], "first.csv");
    expect(server.warm()).toMatchObject({ source: "memory", deltaCompanies: 3 });
    const names = [SWISSCOM.name, ABSCHIED.name, BERGLAND.name];
    expect(await identities([server], names)).toEqual({
      [SWISSCOM.name]: [SWISSCOM.id],
      [ABSCHIED.name]: [ABSCHIED.id],
      [BERGLAND.name]: [BERGLAND.id],
    });

    await importFile([SWISSCOM, BERGLAND], "second.csv");
    const restarted = createCompanySearchService(db, { snapshotPath });
    expect(restarted.warm()).toMatchObject({ source: "snapshot", deltaCompanies: 3 });
    const rebuilt = createCompanySearchService(db, { snapshotPath: null });
    expect(await identities([server, restarted, rebuilt], names)).toEqual({
      [SWISSCOM.name]: [SWISSCOM.id, SWISSCOM.id, SWISSCOM.id],
      [ABSCHIED.name]: [null, null, null],
      [BERGLAND.name]: [BERGLAND.id, BERGLAND.id, BERGLAND.id],
    });
  });

  it("renames a company: the old name is gone, the new one shows the company's facts", async () => {
    const server = createCompanySearchService(db, { snapshotPath });
    server.warm();
    await importFile([SWISSCOM, ABSCHIED], "first.csv");
    await identities([server], [SWISSCOM.name, ABSCHIED.name]);

    await importFile([SWISSCOM, { ...ABSCHIED, name: "Aufbruch Reisen AG" }], "renamed.csv");
    const restarted = createCompanySearchService(db, { snapshotPath });
    const rebuilt = createCompanySearchService(db, { snapshotPath: null });
    expect(
      await identities([server, restarted, rebuilt], [SWISSCOM.name, ABSCHIED.name, "Aufbruch Reisen AG"]),
    ).toEqual({
      [SWISSCOM.name]: [SWISSCOM.id, SWISSCOM.id, SWISSCOM.id],
      [ABSCHIED.name]: [null, null, null],
      "Aufbruch Reisen AG": [ABSCHIED.id, ABSCHIED.id, ABSCHIED.id],
    });
  });
});

describe("company index delta over a non-empty base", () => {
  const corpus = generateCompanies({ count: 400, seed: 21 });
  const company = (c: Listed): RegisteredCompany => ({
    id: c.id,
    uid: c.uid,
    legalForm: c.legalForm,
    soleProprietorship: false,
    legalSeat: c.seat,
    canton: c.canton,
    status: "active",
    names: [{ name: c.name, language: "de", kind: "main" }],
  });
  const rowOf = (id: string) =>
    db.prepare("SELECT id FROM companies WHERE source_company_id = ?").pluck().get(id) as number | undefined;

  it("removes the last company and re-adds another under its reused row id", async () => {
    storeCompanies(db, [...corpus, company(ABSCHIED)], "zefix");
    const server = createCompanySearchService(db, { snapshotPath });
    expect(server.warm()).toMatchObject({ source: "built" });
    const abschiedRow = rowOf(ABSCHIED.id);

    // SQLite gives the next row the highest id + 1: Swisscom takes Abschied's old row id.
    storeCompanies(db, [...corpus, company(SWISSCOM)], "zefix");
    expect(rowOf(SWISSCOM.id)).toBe(abschiedRow);
    const names = [SWISSCOM.name, ABSCHIED.name, corpus[7]?.names[0]?.name as string];
    const restarted = createCompanySearchService(db, { snapshotPath });
    const rebuilt = createCompanySearchService(db, { snapshotPath: null });
    const all = [server, restarted, rebuilt];
    let found = await identities(all, names);
    expect(found[SWISSCOM.name]).toEqual([SWISSCOM.id, SWISSCOM.id, SWISSCOM.id]);
    expect(found[ABSCHIED.name]).toEqual([null, null, null]);

    // Abschied comes back (a new row id); Swisscom keeps the reused one.
    storeCompanies(db, [...corpus, company(SWISSCOM), company(ABSCHIED)], "zefix");
    expect(rowOf(ABSCHIED.id)).not.toBe(abschiedRow);
    found = await identities([...all, createCompanySearchService(db, { snapshotPath })], names);
    expect(found[SWISSCOM.name]).toEqual(Array(4).fill(SWISSCOM.id));
    expect(found[ABSCHIED.name]).toEqual(Array(4).fill(ABSCHIED.id));
  });
});
