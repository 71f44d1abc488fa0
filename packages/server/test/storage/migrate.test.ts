import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runSeeders } from "../../src/storage/seed/index.js";
import { applyMigration, migrate } from "../../src/storage/sqlite/migrate.js";
import { MIGRATIONS } from "../../src/storage/sqlite/migrations/index.js";
import { openDatabase } from "../../src/storage/sqlite/open.js";

describe("SQLite open and migrations", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "namescreen-migrate-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("creates the file and directory, sets WAL/foreign keys, and migrates to the latest version", async () => {
    const path = join(dir, "a", "b", "ns.db");
    const first = openDatabase(path);
    const latest = Math.max(...MIGRATIONS.map((m) => m.version));
    expect(first.fresh).toBe(true);
    expect(first.schemaVersion).toBe(latest);
    expect(first.db.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(first.db.pragma("foreign_keys", { simple: true })).toBe(1);
    expect(first.db.pragma("busy_timeout", { simple: true })).toBe(5000);
    await runSeeders(first.db, []);
    first.db.close();
    const again = openDatabase(path);
    expect(again.fresh).toBe(false);
    expect(again.schemaVersion).toBe(latest);
    again.db.close();
  });

  it("stays fresh until the seeders finished: a first start killed while seeding seeds again", async () => {
    const path = join(dir, "seeding.db");
    const first = openDatabase(path);
    const ran: string[] = [];
    const companies = { name: "companies", run: () => void ran.push("companies") };
    const killed = {
      name: "trademarks",
      run: () => {
        throw new Error("killed");
      },
    };
    await expect(runSeeders(first.db, [companies, killed])).rejects.toThrow("killed");
    first.db.close();
    // Before, the schema alone decided: this database had one and was never seeded again.
    const second = openDatabase(path);
    expect(second.fresh).toBe(true);
    await runSeeders(second.db, [companies, { name: "trademarks", run: () => void ran.push("trademarks") }]);
    second.db.close();
    expect(ran).toEqual(["companies", "companies", "trademarks"]);
    const third = openDatabase(path);
    expect(third.fresh).toBe(false);
    third.db.close();
  });

  it("counts a database from before the seeding state as seeded", () => {
    const path = join(dir, "old.db");
    const old = new Database(path);
    migrate(
      old,
      MIGRATIONS.filter((m) => m.version < 10),
    );
    old.close();
    const opened = openDatabase(path);
    expect(opened.fresh).toBe(false);
    opened.db.close();
  });

  it("skips a migration another connection applied after this one read the version", () => {
    // Two processes opening a fresh file both read version 0; the second must not run 0001 again
    // ("table consumers already exists"): the version is read again under the write lock.
    const path = join(dir, "race.db");
    const a = new Database(path);
    const b = new Database(path);
    b.pragma("busy_timeout = 5000");
    expect(b.pragma("user_version", { simple: true })).toBe(0); // b has read 0
    migrate(a); // a applies everything in between
    const latest = Math.max(...MIGRATIONS.map((m) => m.version));
    for (const m of MIGRATIONS) expect(applyMigration(b, m)).toBe(false);
    expect(b.pragma("user_version", { simple: true })).toBe(latest);
    a.close();
    b.close();
  });

  it("applies only newer migrations, each atomically with its version bump", () => {
    const db = new Database(join(dir, "m.db"));
    const steps = [
      { version: 1, name: "one", sql: "CREATE TABLE a (x INTEGER);" },
      { version: 3, name: "three", sql: "CREATE TABLE c (x INTEGER);" },
    ];
    expect(migrate(db, steps)).toBe(3);
    const broken = [
      ...steps,
      { version: 4, name: "four", sql: "CREATE TABLE d (x INTEGER); SELECT nope FROM missing;" },
    ];
    expect(() => migrate(db, broken)).toThrow(/missing/);
    expect(db.pragma("user_version", { simple: true })).toBe(3);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'd'").get()).toBeUndefined();
    db.close();
  });

  it("refuses a database newer than the code, and duplicate versions", () => {
    const db = new Database(join(dir, "n.db"));
    db.pragma("user_version = 99");
    expect(() => migrate(db, [{ version: 1, name: "one", sql: "" }])).toThrow(/newer/);
    expect(() =>
      migrate(db, [
        { version: 1, name: "a", sql: "" },
        { version: 1, name: "b", sql: "" },
      ]),
    ).toThrow(/duplicate/);
    db.close();
  });

  it("enforces foreign keys between keys and consumers", () => {
    const { db } = openDatabase(join(dir, "fk.db"));
    expect(() =>
      db
        .prepare(
          "INSERT INTO api_keys (id, consumer_id, env, scopes, secret_hash, created_at) VALUES (?, ?, ?, ?, ?, ?)",
        )
        .run("AAAAAAAAAAAA", 42, "sandbox", "", Buffer.alloc(32), "now"),
    ).toThrow(/FOREIGN KEY/);
    db.close();
  });
});
