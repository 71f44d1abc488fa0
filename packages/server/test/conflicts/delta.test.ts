/**
 * The company index follows register changes with a delta (change log + LayeredIndex) instead
 * of a rebuild, and its answers equal those of an index rebuilt from scratch.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { RegisteredCompany } from "@namescreen/core";
import { textFeatures } from "@namescreen/core";
import { generateCompanies } from "@namescreen/core/synthetic";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createCompanySearchService, storeCompanies } from "../../src/storage/companies/index.js";
import type { Db } from "../../src/storage/sqlite/open.js";
import { openDatabase } from "../../src/storage/sqlite/open.js";

let dir: string;
let db: Db;
let snapshotPath: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "namescreen-delta-"));
  db = openDatabase(join(dir, "register.db")).db;
  snapshotPath = join(dir, "register.db.companies.snap");
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const corpus = generateCompanies({ count: 3000, seed: 11 });
const company = (id: string, name: string): RegisteredCompany => ({
  id,
  uid: null,
  legalForm: "AG",
  soleProprietorship: false,
  legalSeat: "Chur",
  canton: "GR",
  status: "active",
  names: [{ name, language: "de", kind: "main" }],
});

/** A daily update: two renamed, two removed, one put in liquidation, two added. */
function dailyUpdate(companies: readonly RegisteredCompany[]) {
  const next = structuredClone(companies) as RegisteredCompany[];
  const renamed = [next[10], next[11]] as RegisteredCompany[];
  const oldNames = renamed.map((c) => mainName(c));
  (renamed[0] as RegisteredCompany).names[0] = {
    name: "Quxbrindle Holzbau AG",
    language: "de",
    kind: "main",
  };
  (renamed[1] as RegisteredCompany).names[0] = { name: "Zorvatek Logistik AG", language: "de", kind: "main" };
  const removed = next.splice(20, 2);
  (next[30] as RegisteredCompany).status = "in_liquidation";
  next.push(company("NEW-1", "Plimbaro Treuhand AG"), company("NEW-2", "Vextrona Reisen GmbH"));
  return { next, oldNames, removed, liquidated: next[30] as RegisteredCompany };
}

const mainName = (c: RegisteredCompany) => (c.names[0] as { name: string }).name;
const changes = () => db.prepare("SELECT count(*) FROM company_changes").pluck().get() as number;
const state = () =>
  db.prepare("SELECT version, log_floor AS floor FROM companies_state WHERE id = 1").get() as {
    version: number;
    floor: number;
  };
const rowIds = () =>
  new Map(
    (
      db.prepare("SELECT source_company_id AS id, id AS row FROM companies").all() as {
        id: string;
        row: number;
      }[]
    ).map((r) => [r.id, r.row]),
  );

/** What the register finds for a name, independent of entry numbering and word weights. */
async function hitSet(
  service: ReturnType<typeof createCompanySearchService>,
  name: string,
): Promise<string[]> {
  return (await service.register().match(textFeatures(name)))
    .map((h) => `${h.record}:${h.classes}:${h.visualScore.toFixed(6)}:${h.kind}:${h.status}`)
    .sort();
}

describe("company index snapshot + delta", () => {
  it("applies a daily update as a delta that answers like a rebuilt index", async () => {
    storeCompanies(db, corpus, "zefix");
    const service = createCompanySearchService(db, { snapshotPath });
    expect(service.warm()).toMatchObject({ source: "built", deltaCompanies: 0 });
    const before = rowIds();

    const { next, oldNames, removed, liquidated } = dailyUpdate(corpus);
    const totals = storeCompanies(db, next, "zefix");
    expect(totals).toMatchObject({ added: 2, changed: 3, removed: 2, unchanged: next.length - 5 });
    // Unchanged and changed companies keep their row ids (the index's record numbers).
    for (const [id, row] of rowIds()) if (before.has(id)) expect(row).toBe(before.get(id));

    expect(service.warm()).toMatchObject({ source: "memory", deltaCompanies: 7 });
    const restarted = createCompanySearchService(db, { snapshotPath });
    expect(restarted.warm()).toMatchObject({ source: "snapshot", deltaCompanies: 7 });
    const rebuilt = createCompanySearchService(db, { snapshotPath: null });
    expect(rebuilt.warm()).toMatchObject({ source: "built", deltaCompanies: 0 });

    const untouched = [corpus[0], corpus[500], corpus.at(-1)].map((c) => mainName(c as RegisteredCompany));
    const removedNames = removed.map((c) => mainName(c));
    const queries = [
      ...untouched,
      ...oldNames,
      ...removedNames,
      "Quxbrindle Holzbau GmbH",
      "Zorvatek Logistik AG",
      "Plimbaro Treuhand AG",
      "Vextrona Reisen",
      mainName(liquidated),
    ];
    for (const q of queries) {
      const want = await hitSet(rebuilt, q);
      expect(await hitSet(restarted, q), q).toEqual(want);
      expect(await hitSet(service, q), q).toEqual(want);
      const [a, b] = await Promise.all([restarted.search({ name: q }), rebuilt.search({ name: q })]);
      expect(a.identityMatch, q).toEqual(b.identityMatch);
    }

    const renamed = await restarted.search({ name: "Quxbrindle Holzbau GmbH" });
    expect(renamed.identityMatch?.sourceCompanyId).toBe(next[10]?.id);
    const added = await restarted.search({ name: "Plimbaro Treuhand GmbH" });
    expect(added.identityMatch?.sourceCompanyId).toBe("NEW-1");
    for (const name of removedNames) {
      const r = await restarted.search({ name, limit: 100 });
      const ids = [r.identityMatch?.sourceCompanyId, ...r.similarMatches.map((m) => m.sourceCompanyId)];
      for (const gone of removed) expect(ids).not.toContain(gone.id);
    }
    const liquidation = await restarted.search({ name: mainName(liquidated) });
    expect(liquidation.identityMatch).toMatchObject({
      sourceCompanyId: liquidated.id,
      status: "in_liquidation",
    });
  });

  it("does not bump the version for an identical re-import, and a failed write logs nothing", () => {
    storeCompanies(db, corpus, "zefix");
    const { version } = state();
    const logged = changes();
    expect(storeCompanies(db, corpus, "zefix")).toMatchObject({ added: 0, changed: 0, removed: 0 });
    expect(state().version).toBe(version);
    // A company id held by another source refuses the whole write.
    expect(() => storeCompanies(db, [company(corpus[0]?.id as string, "Taken AG")], "other")).toThrow(
      /already exists from source "zefix"/,
    );
    expect(changes()).toBe(logged);
    expect(state().version).toBe(version);
  });

  it("rebuilds on a large change, writes a new snapshot and prunes the log", () => {
    storeCompanies(db, corpus, "zefix");
    const service = createCompanySearchService(db, { snapshotPath });
    service.warm();
    storeCompanies(db, generateCompanies({ count: 3000, seed: 12 }), "zefix");
    expect(changes()).toBeGreaterThan(150);
    expect(service.warm()).toMatchObject({ source: "built", deltaCompanies: 0 });
    expect(changes()).toBe(0);
    expect(state().floor).toBe(state().version);
    // The next process starts from the new snapshot without a delta.
    expect(createCompanySearchService(db, { snapshotPath }).warm()).toMatchObject({
      source: "snapshot",
      deltaCompanies: 0,
    });
  });

  it("reloads a newer snapshot when the log it needs was pruned by another process", () => {
    storeCompanies(db, corpus, "zefix");
    const old = createCompanySearchService(db, { snapshotPath });
    old.warm();
    storeCompanies(db, generateCompanies({ count: 3000, seed: 13 }), "zefix");
    createCompanySearchService(db, { snapshotPath }).warm(); // rebuilds, saves, prunes
    storeCompanies(db, dailyUpdate(generateCompanies({ count: 3000, seed: 13 })).next, "zefix");
    expect(old.warm()).toMatchObject({ source: "snapshot", deltaCompanies: 7 });
  });

  it("still answers when the snapshot cannot be written, and keeps the log", async () => {
    storeCompanies(db, corpus, "zefix");
    const unwritable = join(dir, "no-such-dir", "register.db.companies.snap");
    const service = createCompanySearchService(db, { snapshotPath: unwritable });
    const logged = changes();
    expect(service.warm()).toMatchObject({ source: "built" });
    expect(changes()).toBe(logged);
    expect((await service.search({ name: mainName(corpus[0] as RegisteredCompany) })).registrable).toBe(
      false,
    );
  });
});
