/**
 * Fault test (b) of issue 16: `kill -9` of `namescreen import companies` at random moments of a
 * large import. Each time, the next process to open the file finds the old register or the new
 * one, whole (never a mix), a change log that matches its version, and `PRAGMA integrity_check`
 * = ok. The real built CLI on a real SQLite file (WAL), one fresh copy of the old register per
 * kill.
 * @see issue 16, standing suite (b)
 */
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importCompanies } from "../../../src/storage/companies/index.js";
import { openDatabase } from "../../../src/storage/sqlite/open.js";
import { spawnBuiltCli } from "./helpers/built-cli.js";
import type { CrashedDbState } from "./helpers/crashed-db.js";
import { readCrashedDb } from "./helpers/crashed-db.js";

/** Companies per register: large enough that the import takes about a second on a busy machine. */
const COMPANIES = 20_000;
/** Kills at random moments (plus one just after the commit). */
const RANDOM_KILLS = 4;

let dir: string;
let oldDb: string;
let newFile: string;
let oldRegister: CrashedDbState;

/** NDJSON of `count` companies from id `first`, every name starting with `word`. */
function registerFile(first: number, count: number, word: string): string {
  return `${Array.from({ length: count }, (_, k) =>
    JSON.stringify({
      company_id: `K${first + k}`,
      legal_form: "AG",
      seat: "Chur",
      canton: "GR",
      names: [{ name: `${word} Firma ${first + k} AG`, language: "de", kind: "main" }],
    }),
  ).join("\n")}\n`;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "namescreen-kill-import-"));
  oldDb = join(dir, "old.db");
  const oldFile = join(dir, "old.ndjson");
  writeFileSync(oldFile, registerFile(0, COMPANIES, "Alte"));
  // The new register changes half the companies, removes a quarter and adds a quarter.
  newFile = join(dir, "new.ndjson");
  writeFileSync(newFile, registerFile(COMPANIES / 4, COMPANIES, "Neue"));
  const { db } = openDatabase(oldDb);
  await importCompanies(db, { file: oldFile });
  db.close(); // checkpoints: the copies below are whole files without a WAL
  oldRegister = readCrashedDb(oldDb);
  expect(oldRegister.companyNames).toHaveLength(COMPANIES);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Start the import of the new register over a fresh copy of the old one. */
function startImport(n: number) {
  const db = join(dir, `kill-${n}.db`);
  copyFileSync(oldDb, db);
  const startedAt = Date.now();
  const run = spawnBuiltCli(["import", "companies", newFile, "--allow-removals", "--db", db]);
  return { db, run, startedAt };
}

async function killAndRead(run: ReturnType<typeof startImport>): Promise<CrashedDbState> {
  run.run.child.kill("SIGKILL");
  const { signal } = await run.run.exited;
  expect(signal, run.run.stderr()).toBe("SIGKILL");
  return readCrashedDb(run.db);
}

/** The state is the old register or the new one, whole, with a consistent change log. */
function expectOldOrNew(state: CrashedDbState, newRegister: CrashedDbState): "old" | "new" {
  expect(state.integrity).toBe("ok");
  expect(state.foreignKeyProblems).toBe(0);
  const which = state.companiesVersion === oldRegister.companiesVersion ? "old" : "new";
  const expected = which === "old" ? oldRegister : newRegister;
  expect(state.companiesVersion).toBe(expected.companiesVersion);
  expect(state.lastChangeVersion).toBe(expected.lastChangeVersion);
  // Compared as a whole: a mix of both registers differs in length or content.
  expect(state.companyNames).toEqual(expected.companyNames);
  return which;
}

describe("kill -9 during a company import (built CLI, real SQLite file)", () => {
  it("leaves the old register or the new one, whole, every time", async () => {
    // First kill: just after the CLI printed its summary (committed, index still being built).
    const first = startImport(0);
    while (!first.run.stdout().includes("changes:")) {
      if (first.run.child.exitCode !== null) throw new Error(`import ended early:\n${first.run.stderr()}`);
      await new Promise((r) => setTimeout(r, 5));
    }
    const importMs = Date.now() - first.startedAt;
    const newRegister = await killAndRead(first);
    expect(newRegister.integrity).toBe("ok");
    expect(newRegister.companiesVersion).toBe(oldRegister.companiesVersion + 1);
    expect(newRegister.companyNames).toHaveLength(COMPANIES);
    expect(newRegister.companyNames[0]).toMatch(/ Neue Firma /);

    // Then at random moments between process start and the commit (reading, staging, diffing).
    const outcomes: string[] = [];
    for (let n = 1; n <= RANDOM_KILLS; n++) {
      const delay = Math.round(importMs * (0.15 + 0.85 * Math.random()));
      const run = startImport(n);
      await new Promise((r) => setTimeout(r, delay));
      const state = await killAndRead(run);
      outcomes.push(`${delay} ms: ${expectOldOrNew(state, newRegister)}`);
    }
    expect(outcomes).toHaveLength(RANDOM_KILLS);
    console.info(`kill -9 during import (import ${importMs} ms): ${outcomes.join(", ")}`);
  }, 90_000);
});
