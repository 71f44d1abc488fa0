/**
 * A database of a newer schema than this build's (PRAGMA user_version above the last migration)
 * is refused by every command that opens it with one clear message and exit 1, without the
 * JavaScript stack that used to follow it. The built CLI (dist/cli.js, `pnpm build` first) in a
 * child process, on a real SQLite file in a temp folder.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS } from "../../src/storage/sqlite/migrations/index.js";
import { openDatabase } from "../../src/storage/sqlite/open.js";
import { runBuiltCli } from "../reliability/faults/helpers/built-cli.js";

let dir: string;
let dbPath: string;
const newer = Math.max(...MIGRATIONS.map((m) => m.version)) + 1;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "namescreen-newer-schema-"));
  dbPath = join(dir, "ns.db");
  openDatabase(dbPath).db.close();
  const db = new Database(dbPath);
  db.pragma(`user_version = ${newer}`);
  db.close();
  writeFileSync(join(dir, "c.csv"), "company_id,name\nA1,Alpenrose AG\n");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a database of a newer schema", () => {
  it.each([
    ["serve", ["serve", "--port", "0"]],
    ["import companies", ["import", "companies", "c.csv"]],
    ["traces prune", ["traces", "prune"]],
  ])(
    "makes `namescreen %s` say so in one line and exit 1, without a stack",
    async (_name, args) => {
      const withFile = args.map((a) => (a === "c.csv" ? join(dir, a) : a));
      const run = await runBuiltCli([...withFile, "--db", dbPath], { HOST: "127.0.0.1" });
      expect(run.code, run.stderr).toBe(1);
      expect(run.stderr).toBe(
        `namescreen: Database schema version ${newer} is newer than this server supports (${newer - 1}): ` +
          "run the namescreen version that wrote it, or restore a backup made by this one\n",
      );
    },
    60_000,
  );
});
