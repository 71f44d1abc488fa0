/** `syncCompanies` end to end: Oxigraph on loopback → spool → guarded difference in SQLite. */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLindasSource } from "../../src/adapters/lindas/index.js";
import {
  companySeeder,
  importCompanies,
  storeGeneratedCompanies,
} from "../../src/storage/companies/index.js";
import { MassRemovalError } from "../../src/storage/import/removal-guard.js";
import { runSeeders } from "../../src/storage/seed/index.js";
import type { Db } from "../../src/storage/sqlite/open.js";
import { openDatabase } from "../../src/storage/sqlite/open.js";
import type { SyncCompaniesOptions } from "../../src/sync/sync-companies.js";
import { SyncError, syncCompanies } from "../../src/sync/sync-companies.js";
import { latestSyncRun } from "../../src/sync/sync-runs.js";
import { writeEditedRegister } from "./helpers/register-file.js";
import type { FakeLindas } from "./helpers/sparql-server.js";
import { startFakeLindas } from "./helpers/sparql-server.js";
import type { FixtureCompany } from "./helpers/zefix-triples.js";
import { manyCompanies, zefixQuads } from "./helpers/zefix-triples.js";

let dir: string;
let db: Db;
let fake: FakeLindas;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "namescreen-sync-"));
  db = openDatabase(join(dir, "ns.db")).db;
  fake = await startFakeLindas(zefixQuads(DAY_ONE, "2026-09-14"));
});
afterEach(async () => {
  db.close();
  await fake.close();
  rmSync(dir, { recursive: true, force: true });
});

const DAY_ONE: FixtureCompany[] = [
  ...manyCompanies(40),
  {
    ehraId: 1,
    legalName: "Swisscom (Schweiz) AG",
    uid: "CHE101654423",
    names: [["Swisscom (Suisse) SA", "fr"]],
  },
  { ehraId: 2, legalName: "Alt Bau GmbH in Liquidation", legalForm: "0107", uid: null },
];

const sync = (options: Partial<SyncCompaniesOptions> = {}) =>
  syncCompanies(db, {
    source: createLindasSource({ endpoint: fake.url, pageSize: 7, sleep: async () => {} }),
    maxRemovalShare: 0.05,
    spoolDir: dir,
    ...options,
  });

const count = (sql: string, ...params: unknown[]) =>
  db
    .prepare(sql)
    .pluck()
    .get(...params) as number;

describe("syncCompanies", () => {
  it("fills the register, replacing the demo data, and records the run", async () => {
    await runSeeders(db, [companySeeder({ count: 200, seed: 3 })]);
    const s = await sync();
    expect(s).toMatchObject({
      outcome: "applied",
      datasetModified: "2026-09-14",
      pages: 6,
      companies: 42,
      names: 43,
    });
    expect(s.added).toBe(42);
    expect(s.removed).toBeGreaterThan(200); // the samples and generated companies are gone
    expect(count("SELECT count(*) FROM companies")).toBe(42);
    expect(count("SELECT count(*) FROM companies WHERE source <> 'zefix-lindas'")).toBe(0);
    const swisscom = db.prepare("SELECT * FROM companies WHERE uid = 'CHE-101.654.423'").get();
    expect(swisscom).toMatchObject({
      source_company_id: "CHE-101.654.423",
      legal_seat: "Ittigen",
      canton: "BE",
    });
    expect(db.prepare("SELECT status FROM companies WHERE source_company_id = 'EHRA-2'").pluck().get()).toBe(
      "in_liquidation",
    );
    expect(latestSyncRun(db, "companies")).toMatchObject({ outcome: "applied", companies: 42, added: 42 });
    expect(readdirSync(dir).filter((f) => f.startsWith("namescreen-sync-"))).toEqual([]); // spool removed
  });

  it("removes the spool folders of syncs that were stopped, and keeps a running one's", async () => {
    // Before: Ctrl-C and kill -9 each left one beside the database, and they piled up.
    const dead = Number(
      spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]).stdout,
    );
    for (const name of [`namescreen-sync-${dead}-abc123`, `namescreen-sync-${process.pid}-live12`]) {
      mkdirSync(join(dir, name));
      writeFileSync(join(dir, name, "companies.ndjson"), "{}\n");
    }
    await sync();
    expect(readdirSync(dir).filter((f) => f.startsWith("namescreen-sync-"))).toEqual([
      `namescreen-sync-${process.pid}-live12`,
    ]);
  });

  it("skips an unchanged dataset date without downloading, unless forced", async () => {
    await sync();
    const before = fake.queries.length;
    const s = await sync();
    expect(s.outcome).toBe("unchanged");
    expect(fake.queries.length - before).toBe(1); // only the date
    const forced = await sync({ force: true });
    expect(forced).toMatchObject({ outcome: "applied", unchanged: 42, added: 0, changed: 0, removed: 0 });
  });

  it("syncs again after an import wrote the register, though the dataset date is unchanged", async () => {
    // Before: "unchanged since the last sync: nothing downloaded", and the imported register stayed.
    await sync();
    expect((await sync()).outcome).toBe("unchanged");
    const own = join(dir, "own.csv");
    writeEditedRegister(db, own, ["Swisscom (Schweiz) AG", "Swisscom Eigen AG"]);
    expect(await importCompanies(db, { file: own })).toMatchObject({ added: 1, changed: 1 });
    const before = fake.queries.length;
    const s = await sync();
    expect(s).toMatchObject({ outcome: "applied", writtenSinceSync: true, added: 0, changed: 1, removed: 1 });
    expect(fake.queries.length - before).toBeGreaterThan(1); // downloaded, not only the date
    expect(count("SELECT count(*) FROM companies WHERE source = 'zefix-lindas'")).toBe(42);
    // The register is the synced one again: the date skip applies again.
    expect(await sync()).toMatchObject({ outcome: "unchanged", writtenSinceSync: false });
  });

  it("applies a next-day difference: deletions, renames and new companies", async () => {
    await sync();
    const version = count("SELECT version FROM companies_state");
    const dayTwo = DAY_ONE.filter((c) => c.ehraId !== 100_001).map((c) =>
      c.ehraId === 100_002 ? { ...c, legalName: "Umbenannt Holding AG" } : c,
    );
    dayTwo.push({ ehraId: 3, legalName: "Neu Gegründet GmbH", legalForm: "0107", bfs: 261 });
    fake.load(zefixQuads(dayTwo, "2026-09-15"));
    const s = await sync();
    expect(s).toMatchObject({
      outcome: "applied",
      added: 1,
      changed: 1,
      removed: 1,
      unchanged: 40,
      previousDatasetModified: "2026-09-14",
    });
    expect(count("SELECT version FROM companies_state")).toBe(version + 1);
    expect(count("SELECT count(*) FROM company_names WHERE name = 'Umbenannt Holding AG'")).toBe(1);
    expect(count("SELECT count(*) FROM company_names WHERE name = 'Muster 100001 AG'")).toBe(0);
  });

  it("refuses a partial answer that would remove too much; the register stays", async () => {
    await sync();
    fake.load(zefixQuads(DAY_ONE, "2026-09-15"));
    fake.faults = (_i, query) =>
      /OFFSET (14|21|28|35)\b/.test(query)
        ? { body: '{"head":{"vars":[]},"results":{"bindings":[]}}' }
        : undefined;
    const error = await sync().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SyncError);
    expect((error as SyncError).outcome).toBe("refused");
    expect((error as Error).message).toMatch(/would remove 28 of 42 companies .* the register is unchanged/);
    expect(count("SELECT count(*) FROM companies")).toBe(42);
    expect(latestSyncRun(db, "companies")).toMatchObject({
      outcome: "refused",
      datasetModified: "2026-09-15",
    });
    expect(latestSyncRun(db, "companies", ["applied"])?.datasetModified).toBe("2026-09-14");
  });

  it("guards with the shared removal guard, counting only real companies", async () => {
    await sync();
    const demo = storeGeneratedCompanies(db, { count: 200, seed: 4 }).companies; // beside the real register
    fake.load(zefixQuads(DAY_ONE, "2026-09-15"));
    fake.faults = (_i, query) =>
      /OFFSET (14|21|28|35)\b/.test(query)
        ? { body: '{"head":{"vars":[]},"results":{"bindings":[]}}' }
        : undefined;
    const error = (await sync().catch((e: unknown) => e)) as SyncError;
    expect(error.outcome).toBe("refused");
    expect(error.cause).toBeInstanceOf(MassRemovalError);
    expect((error.cause as MassRemovalError).counts).toEqual({ noun: "companies", before: 42, removed: 28 });
    expect(count("SELECT count(*) FROM companies")).toBe(42 + demo);

    // The whole answer removes only the demo companies: not counted, applied.
    fake.faults = () => undefined;
    expect(await sync()).toMatchObject({ outcome: "applied", removed: demo, unchanged: 42 });
    expect(count("SELECT count(*) FROM companies")).toBe(42);
  });

  it("fails on an empty page in the middle instead of removing the companies after it", async () => {
    // Before: the empty page ended the download, and the 8 companies after it (3 %, under the
    // removal guard) were removed with exit 0.
    const register = manyCompanies(248);
    fake.load(zefixQuads(register, "2026-09-14"));
    const paged = () => createLindasSource({ endpoint: fake.url, pageSize: 5, sleep: async () => {} });
    await sync({ source: paged() });
    fake.faults = (_i, query) =>
      /LIMIT 5 OFFSET 240\b/.test(query)
        ? { body: '{"head":{"vars":["company"]},"results":{"bindings":[]}}' }
        : undefined;
    const error = await sync({ source: paged(), force: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SyncError);
    expect((error as Error).message).toMatch(
      /page 49 holds 0 of 5 companies, yet page 50 holds more: the endpoint cut a page short; the register is unchanged/,
    );
    expect(count("SELECT count(*) FROM companies")).toBe(248);
    expect(latestSyncRun(db, "companies")?.outcome).toBe("failed");
  });

  it("fails clearly on a malformed answer mid-way, with the register intact", async () => {
    await sync();
    fake.load(zefixQuads(DAY_ONE, "2026-09-15"));
    fake.faults = (_i, query) => (/OFFSET 7\b/.test(query) ? { cutAfterChars: 500 } : undefined);
    await expect(sync()).rejects.toThrow(/malformed SPARQL JSON answer: .*; the register is unchanged/);
    expect(count("SELECT count(*) FROM companies")).toBe(42);
    expect(latestSyncRun(db, "companies")?.outcome).toBe("failed");
  });

  it("refuses an answer with no companies at all, even on an empty register", async () => {
    fake.load(zefixQuads([], "2026-09-14"));
    await expect(sync()).rejects.toThrow(/the source answered no companies/);
  });

  it("restarts cleanly when the source reloads during the download", async () => {
    fake.faults = (i) => {
      if (i === 3) fake.load(zefixQuads(DAY_ONE, "2026-09-15"));
      return undefined;
    };
    await expect(sync()).rejects.toThrow(/reloaded during the sync \(dateModified 2026-09-14 → 2026-09-15\)/);
    expect(count("SELECT count(*) FROM companies")).toBe(0);
    fake.faults = () => undefined;
    expect((await sync()).outcome).toBe("applied");
  });

  it("counts without writing on a dry run", async () => {
    const s = await sync({ dryRun: true });
    expect(s).toMatchObject({ outcome: "dry_run", companies: 42, names: 43, added: 0 });
    expect(count("SELECT count(*) FROM companies")).toBe(0);
  });
});
