import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startBackgroundCheckpoints } from "../../src/storage/sqlite/checkpoint.js";
import type { Db } from "../../src/storage/sqlite/open.js";
import { openDatabase } from "../../src/storage/sqlite/open.js";

describe("background WAL checkpoints", () => {
  let dir: string;
  let path: string;
  let db: Db;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "namescreen-checkpoint-"));
    path = join(dir, "c.db");
    db = openDatabase(path).db;
    db.exec("CREATE TABLE blobs (id INTEGER PRIMARY KEY, body TEXT)");
  });
  afterEach(() => {
    if (db.open) db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const autocheckpoint = () => db.pragma("wal_autocheckpoint", { simple: true });
  /** Frames in the WAL that are not yet copied into the database file. */
  const pendingFrames = () => {
    const [row] = db.pragma("wal_checkpoint(NOOP)") as { log: number; checkpointed: number }[];
    return (row?.log ?? 0) - (row?.checkpointed ?? 0);
  };

  it("the worker copies the WAL into the database; the server's connection no longer does", async () => {
    const checkpoints = startBackgroundCheckpoints(db, path, 20);
    expect(autocheckpoint()).toBe(0);
    const insert = db.prepare("INSERT INTO blobs (body) VALUES (?)");
    db.transaction(() => {
      for (let i = 0; i < 2000; i++) insert.run("x".repeat(3000)); // ~1,500 pages: past the default threshold
    })();
    expect(pendingFrames()).toBeGreaterThan(1000); // not checkpointed by the commit itself
    const sizeBefore = statSync(path).size;

    const deadline = Date.now() + 10_000;
    while (pendingFrames() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(pendingFrames()).toBe(0);
    expect(statSync(path).size).toBeGreaterThan(sizeBefore + 4_000_000);

    await checkpoints.stop();
    expect(autocheckpoint()).toBe(1000);
  });

  it("falls back to automatic checkpoints when the worker cannot run", async () => {
    const checkpoints = startBackgroundCheckpoints(db, join(dir, "missing.db"), 20);
    const deadline = Date.now() + 10_000;
    while (autocheckpoint() === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(autocheckpoint()).toBe(1000);
    await checkpoints.stop();
  });
});
