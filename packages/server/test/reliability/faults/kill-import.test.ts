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
/** Runs allowed for them: a run that ends before its kill is checked, then another one started. */
const MAX_RANDOM_RUNS = 3 * RANDOM_KILLS;

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
  expectLogOf(oldRegister);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Start the import of the new register over a fresh copy of the old one. */
function startImport(n: number) {
  const db = join(dir, `kill-${n}.db`);
  copyFileSync(oldDb, db);
  const startedAt = Date.now();
  const run = spawnBuiltCli(["import", "companies", newFile, "--allow-removals", "--db", db]);
  const ended = run.exited.then(() => Date.now() - startedAt);
  return { db, run, startedAt, ended };
}

/**
 * Kill the run and read its database. A run can end on its own before the kill (a faster run
 * than the one its moment was drawn from): `killed` is then false, and it must have succeeded.
 */
async function killAndRead(
  run: ReturnType<typeof startImport>,
): Promise<{ state: CrashedDbState; killed: boolean }> {
  run.run.child.kill("SIGKILL");
  const { code, signal } = await run.run.exited;
  const killed = signal === "SIGKILL";
  if (!killed) expect({ code, signal }, run.run.stderr()).toEqual({ code: 0, signal: null });
  return { state: readCrashedDb(run.db), killed };
}

/**
 * The change log matches the register's version: it reaches that version, or it was pruned up
 * to it (the import saves an index snapshot of the new version after the commit, then drops the
 * log; a run killed after that, or ending before its kill, leaves no log rows).
 */
function expectLogOf(state: CrashedDbState): void {
  if (state.lastChangeVersion === null) expect(state.changeLogFloor).toBe(state.companiesVersion);
  else expect(state.lastChangeVersion).toBe(state.companiesVersion);
}

/** The state is the old register or the new one, whole, with a consistent change log. */
function expectOldOrNew(state: CrashedDbState, newRegister: CrashedDbState): "old" | "new" {
  expect(state.integrity).toBe("ok");
  expect(state.foreignKeyProblems).toBe(0);
  const which = state.companiesVersion === oldRegister.companiesVersion ? "old" : "new";
  const expected = which === "old" ? oldRegister : newRegister;
  expect(state.companiesVersion).toBe(expected.companiesVersion);
  expectLogOf(state);
  // Compared as a whole: a mix of both registers differs in length or content.
  expect(state.companyNames).toEqual(expected.companyNames);
  return which;
}

describe("kill -9 during a company import (built CLI, real SQLite file)", () => {
  it("leaves the old register or the new one, whole, every time", async () => {
    // First kill: just after the CLI printed its summary (committed, index still being built).
    const first = startImport(0);
    // Ended: after "close", when its output is all read (at "exit" the summary may still be on
    // its way, and a run that ended right after it was taken for one that ended early).
    let firstEnded = false;
    void first.ended.then(() => {
      firstEnded = true;
    });
    while (!first.run.stdout().includes("changes:")) {
      if (firstEnded) throw new Error(`import ended early:\n${first.run.stderr()}`);
      await new Promise((r) => setTimeout(r, 5));
    }
    const importMs = Date.now() - first.startedAt;
    const { state: newRegister, killed: firstKilled } = await killAndRead(first);
    expect(newRegister.integrity).toBe("ok");
    expect(newRegister.companiesVersion).toBe(oldRegister.companiesVersion + 1);
    expectLogOf(newRegister);
    expect(newRegister.companyNames).toHaveLength(COMPANIES);
    expect(newRegister.companyNames[0]).toMatch(/ Neue Firma /);

    // Then at random moments between process start and the commit (reading, staging, diffing),
    // drawn from the shortest import seen so far: a run that ended before its kill (it was
    // faster) is checked like the others (the new register, whole), shortens the draw, and does
    // not count as a kill.
    const outcomes: string[] = [`after the commit: ${firstKilled ? "new" : "completed before the kill"}`];
    let kills = 0;
    let runs = 0;
    let shortestMs = importMs;
    while (kills < RANDOM_KILLS) {
      if (runs === MAX_RANDOM_RUNS)
        throw new Error(
          `only ${kills} of ${RANDOM_KILLS} kills landed in ${runs} runs: ${outcomes.join(", ")}`,
        );
      runs += 1;
      const delay = Math.round(shortestMs * (0.15 + 0.85 * Math.random()));
      const run = startImport(runs);
      await new Promise((r) => setTimeout(r, delay));
      const { state, killed } = await killAndRead(run);
      const which = expectOldOrNew(state, newRegister);
      if (killed) {
        kills += 1;
        outcomes.push(`${delay} ms: ${which}`);
      } else {
        expect(which).toBe("new");
        const ranMs = await run.ended;
        shortestMs = Math.min(shortestMs, ranMs);
        outcomes.push(`${delay} ms: completed in ${ranMs} ms before the kill`);
      }
    }
    console.info(`kill -9 during import (import ${importMs} ms): ${outcomes.join(", ")}`);
  }, 90_000);
});
