/**
 * `--db <path>` works on every command that reads the database (docs/batch.md says so): keys,
 * terms and assess refused it ("unknown option '--db'"), so they could only reach the file named
 * by NAMESCREEN_DB_PATH. The real CLI in a child process, on a real SQLite file.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../helpers/run-cli.js";

let dir: string;
let db: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "namescreen-db-option-"));
  db = join(dir, "chosen.db");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// No NAMESCREEN_DB_PATH: the default would be ./data/namescreen.db in the working folder.
const env = { NAMESCREEN_DEMO_DATA: "false" };

describe("--db on the commands that read the database", () => {
  it("keys create, list and revoke use the file given", async () => {
    const created = await runCli(["keys", "create", "--new-consumer", "Acme AG", "--json", "--db", db], env);
    expect(created.code, created.stderr).toBe(0);
    expect(existsSync(db)).toBe(true);
    const { id } = JSON.parse(created.stdout) as { id: string };
    const listed = await runCli(["keys", "list", "--db", db], env);
    expect(listed.stdout).toContain(id);
    const revoked = await runCli(["keys", "revoke", id, "--db", db], env);
    expect(revoked.code, revoked.stderr).toBe(0);
  });

  it("terms list and audit use the file given", async () => {
    const listed = await runCli(["terms", "list", "--limit", "1", "--json", "--db", db], env);
    expect(listed.code, listed.stderr).toBe(0);
    expect(JSON.parse(listed.stdout)).toMatchObject({ items: [expect.objectContaining({ term: "Bank" })] });
    expect((await runCli(["terms", "audit", "--db", db], env)).code).toBe(0);
  });

  it("assess reads the file's terms, and --no-db the built-in ones", async () => {
    const args = [
      "assess",
      "Alpha Bank AG",
      "--legal-form",
      "stock_corporation",
      "--language",
      "de",
      "--json",
    ];
    for (const extra of [["--db", db], ["--no-db"]]) {
      const run = await runCli([...args, ...extra], env);
      expect(run.code, run.stderr).toBe(0);
      expect(JSON.parse(run.stdout).result.flags.map((f: { code: string }) => f.code)).toContain(
        "WARN_FINREG_LICENSE_REQUIRED",
      );
    }
  });
});

describe("a --db that names no database", () => {
  // Before: a mistyped --db made a new database (with the demo register in sandbox mode) and the
  // command answered from it with exit 0; `screen` called names clear against an empty register.
  it.each([
    ["screen", ["screen", "--file", "NAMES"]],
    ["assess", ["assess", "Alpha AG", "--legal-form", "stock_corporation", "--language", "de"]],
    ["keys list", ["keys", "list"]],
    ["keys revoke", ["keys", "revoke", "AAAAAAAAAAAA"]],
    ["terms list", ["terms", "list"]],
    ["terms audit", ["terms", "audit"]],
    ["traces prune", ["traces", "prune"]],
    ["generate remove", ["generate", "remove"]],
  ])("makes `namescreen %s` say so in one line and exit 1, creating nothing", async (_name, args) => {
    const names = join(dir, "names.csv");
    writeFileSync(names, "id,name\n1,Alpha AG\n");
    const typo = join(dir, "typo", "prod.db");
    for (const run of [
      await runCli([...args.map((a) => (a === "NAMES" ? names : a)), "--db", typo], env),
      await runCli(
        args.map((a) => (a === "NAMES" ? names : a)),
        { ...env, NAMESCREEN_DB_PATH: typo },
      ),
    ]) {
      expect(run.code).toBe(1);
      expect(run.stderr).toBe(
        `namescreen: ${typo}: no such database; check --db or NAMESCREEN_DB_PATH (only serve, import, sync, generate and keys create make one)\n`,
      );
      expect(run.stdout).toBe("");
    }
    expect(existsSync(join(dir, "typo"))).toBe(false);
  });

  it("is still made by the commands that fill it (generate companies)", async () => {
    const fresh = join(dir, "new", "made.db");
    const run = await runCli(["generate", "companies", "--count", "3", "--db", fresh], env);
    expect(run.code, run.stderr).toBe(0);
    expect(existsSync(fresh)).toBe(true);
  });
});
