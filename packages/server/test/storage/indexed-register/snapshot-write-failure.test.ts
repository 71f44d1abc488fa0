/**
 * A snapshot write that fails (here: its rename, onto a directory standing where the snapshot
 * goes, after the temp file was written in full, as a disk filling up at the end would) leaves
 * no temp file, not even one a killed write left before; the failure reaches the caller: the
 * CLI says the snapshot could not be written, the server logs a warning, and the change log is
 * kept. A damaged snapshot that is rebuilt is logged as a warning too. Real SQLite files in a
 * temp folder, the real CLI in a child process.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildDeps } from "../../../src/deps.js";
import { createLogger } from "../../../src/logger.js";
import {
  companySnapshotPath,
  createCompanySearchService,
  storeGeneratedCompanies,
} from "../../../src/storage/companies/index.js";
import type { SnapshotProblem } from "../../../src/storage/indexed-register/index.js";
import type { Db } from "../../../src/storage/sqlite/open.js";
import { openDatabase } from "../../../src/storage/sqlite/open.js";
import { runCli } from "../../helpers/run-cli.js";
import { testConfig } from "../../helpers/test-app.js";

let dir: string;
let dbPath: string;
let snapshotPath: string;
let db: Db;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "namescreen-snapfail-"));
  dbPath = join(dir, "ns.db");
  snapshotPath = companySnapshotPath(dbPath) as string;
  db = openDatabase(dbPath).db;
});
afterEach(() => {
  if (db.open) db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Make the snapshot's write fail at its last step, with a temp file a killed write left behind. */
function failingSnapshotWrite(): void {
  mkdirSync(join(snapshotPath, "in-the-way"), { recursive: true });
  writeFileSync(`${snapshotPath}.tmp`, Buffer.alloc(64 * 1024, 7));
}

const logRows = () => db.prepare("SELECT count(*) FROM company_changes").pluck().get() as number;

describe("a snapshot write that fails", () => {
  it("leaves no temp file, keeps the log, and is reported to the caller while the index answers", async () => {
    storeGeneratedCompanies(db, { count: 500, seed: 1 });
    failingSnapshotWrite();
    const problems: SnapshotProblem[] = [];
    const service = createCompanySearchService(db, {
      snapshotPath,
      onSnapshotProblem: (p) => problems.push(p),
    });
    expect(service.warm()).toMatchObject({ source: "built" });
    expect(existsSync(`${snapshotPath}.tmp`)).toBe(false);
    expect(problems).toContainEqual({
      kind: "not-saved",
      path: snapshotPath,
      reason: expect.stringMatching(/EISDIR/),
    });
    expect(logRows()).toBeGreaterThan(0); // not pruned: no snapshot vouches for it
    const name = db.prepare("SELECT name FROM company_names LIMIT 1").pluck().get() as string;
    expect((await service.search({ name })).identityMatch).not.toBeNull();
  });

  it("is logged by the server as a warning, and so is a damaged snapshot that is rebuilt", () => {
    storeGeneratedCompanies(db, { count: 200, seed: 2 });
    const lines: { level: number; msg: string; snapshot?: string }[] = [];
    const logger = createLogger("info", { write: (line: string) => lines.push(JSON.parse(line)) });
    const warm = () => buildDeps({ config: testConfig(dbPath), db, logger }).services.conflicts.warm();

    failingSnapshotWrite();
    warm();
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 40,
        snapshot: snapshotPath,
        msg: expect.stringMatching(
          /^company index snapshot could not be written: .*; the next start rebuilds/,
        ),
      }),
    );

    rmSync(snapshotPath, { recursive: true });
    warm(); // writes a good snapshot
    const bytes = readFileSync(snapshotPath);
    bytes[bytes.length - 3] = (bytes[bytes.length - 3] as number) ^ 0xff;
    writeFileSync(snapshotPath, bytes);
    lines.length = 0;
    expect(warm()).toMatchObject({ source: "built" });
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: "company index snapshot not used (damaged or of an older format): index rebuilt",
      }),
    );
  });

  it("makes `namescreen import companies` say the snapshot could not be written, and why", async () => {
    db.close();
    failingSnapshotWrite();
    const csv = join(dir, "c.csv");
    writeFileSync(
      csv,
      "company_id,uid,name,name_language,name_kind,legal_form,seat,canton,status,registered_on,deleted_on,valid_from,valid_to,sole_proprietorship\n" +
        "A1,,Alpenrose Treuhand AG,de,main,AG,Bern,BE,active,,,,,\n",
    );
    const run = await runCli(
      ["import", "companies", csv, "--db", dbPath],
      { NAMESCREEN_DEMO_DATA: "false" },
      120_000,
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(
      /built in \d+ ms; the snapshot could not be written: .+ \(the next start rebuilds/,
    );
    expect(run.stderr).not.toContain("snapshot written");
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(`${snapshotPath}.tmp`)).toBe(false);
  });
});
