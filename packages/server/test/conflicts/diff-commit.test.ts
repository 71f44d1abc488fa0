/**
 * The diff-based company commit across sources (scopes "source" and "all"), and the index
 * preparation after a write (`prepareCompanyIndex`): a small change keeps the snapshot.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { RegisteredCompany } from "@namescreen/core";
import { generateCompanies } from "@namescreen/core/synthetic";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { prepareCompanyIndex, storeCompanies } from "../../src/storage/companies/index.js";
import { readCompanySnapshot } from "../../src/storage/companies/snapshot-file.js";
import type { Db } from "../../src/storage/sqlite/open.js";
import { openDatabase } from "../../src/storage/sqlite/open.js";

let dir: string;
let dbPath: string;
let db: Db;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "namescreen-diff-"));
  dbPath = join(dir, "register.db");
  db = openDatabase(dbPath).db;
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const corpus = generateCompanies({ count: 600, seed: 21 });
const company = (id: string, name: string): RegisteredCompany => ({
  id,
  uid: null,
  legalForm: "GmbH",
  soleProprietorship: false,
  legalSeat: "Sion",
  canton: "VS",
  status: "active",
  names: [{ name, language: "fr", kind: "main" }],
});
const others = [company("O-1", "Orvalis Conseil Sàrl"), company("O-2", "Tremblor Transports SA")];

const version = () => db.prepare("SELECT version FROM companies_state WHERE id = 1").pluck().get() as number;
const rows = () =>
  new Map(
    (
      db.prepare("SELECT source_company_id AS id, id AS row, source FROM companies").all() as {
        id: string;
        row: number;
        source: string;
      }[]
    ).map((r) => [r.id, r]),
  );
const loggedAt = (v: number) =>
  db
    .prepare("SELECT company_id FROM company_changes WHERE version = ? ORDER BY 1")
    .pluck()
    .all(v) as number[];

describe("diff-based company commit", () => {
  it("re-imports one source: only its changes are written and logged, other sources stay", () => {
    storeCompanies(db, corpus, "zefix");
    storeCompanies(db, others, "other");
    const before = rows();
    const v = version();

    const next = structuredClone(corpus) as RegisteredCompany[];
    const multi = next.findIndex((c) => c.names.length > 1);
    const reordered = next[multi] as RegisteredCompany;
    reordered.names.reverse(); // same names, another order: changed
    const relanguaged = next[multi === 3 ? 4 : 3] as RegisteredCompany;
    (relanguaged.names[0] as { language: string | null }).language = "it"; // one name's language: changed
    const [removed] = next.splice(7, 1) as [RegisteredCompany];
    next.push(company("Z-NEW", "Quendrix Architektur AG"));

    expect(storeCompanies(db, next, "zefix")).toMatchObject({
      companies: next.length,
      added: 1,
      changed: 2,
      removed: 1,
      unchanged: next.length - 3,
    });
    expect(version()).toBe(v + 1);
    const after = rows();
    for (const [id, row] of after) if (before.has(id)) expect(row.row).toBe(before.get(id)?.row);
    expect(after.has(removed.id)).toBe(false);
    expect(after.get("O-1")?.source).toBe("other");
    const touched = [reordered.id, relanguaged.id, removed.id].map((id) => before.get(id)?.row);
    touched.push(after.get("Z-NEW")?.row);
    expect(loggedAt(v + 1)).toEqual((touched as number[]).sort((a, b) => a - b));
  });

  it("a full import takes over the companies it stores unchanged, without logging them", () => {
    const samples = corpus.slice(0, 100);
    storeCompanies(db, samples, "sample");
    const before = rows();
    const v = version();

    const totals = storeCompanies(db, corpus, "zefix", "all");
    expect(totals).toMatchObject({ added: corpus.length - 100, changed: 0, removed: 0, unchanged: 100 });
    const after = rows();
    expect(new Set([...after.values()].map((r) => r.source))).toEqual(new Set(["zefix"]));
    for (const c of samples) expect(after.get(c.id)?.row).toBe(before.get(c.id)?.row);
    expect(loggedAt(v + 1)).toHaveLength(corpus.length - 100);

    // The taken-over companies are now the source's own: a source-scoped update replaces them.
    expect(storeCompanies(db, corpus.slice(0, 50), "zefix", "source")).toMatchObject({
      removed: corpus.length - 50,
      unchanged: 50,
    });
  });
});

describe("prepareCompanyIndex after a write", () => {
  it("keeps the snapshot for a small change and rebuilds it for a large one", () => {
    const snapshotPath = `${dbPath}.companies.snap`;
    storeCompanies(db, corpus, "zefix");
    expect(prepareCompanyIndex(db, dbPath)).toMatchObject({ source: "built", deltaCompanies: 0 });
    const built = version();
    expect(readCompanySnapshot(snapshotPath)?.version).toBe(built);

    storeCompanies(db, [...corpus.slice(1), company("Z-NEW", "Quendrix Architektur AG")], "zefix");
    expect(prepareCompanyIndex(db, dbPath)).toMatchObject({ source: "snapshot", deltaCompanies: 2 });
    expect(readCompanySnapshot(snapshotPath)?.version).toBe(built);
    expect(loggedAt(version())).toHaveLength(2);

    storeCompanies(db, generateCompanies({ count: 600, seed: 22 }), "zefix");
    expect(prepareCompanyIndex(db, dbPath)).toMatchObject({ source: "built", deltaCompanies: 0 });
    expect(readCompanySnapshot(snapshotPath)?.version).toBe(version());
    expect(db.prepare("SELECT count(*) FROM company_changes").pluck().get()).toBe(0);
  });
});
