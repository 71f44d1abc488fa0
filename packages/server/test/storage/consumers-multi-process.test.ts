/**
 * Two processes creating and changing consumers in one database file at once (two servers, or
 * the CLI beside a server): every write succeeds. Before, a create read the taken codes and then
 * inserted in a deferred transaction, which SQLite fails at once (SQLITE_BUSY, a 500) when the
 * other process committed in between.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { createConsumerStore } from "../../src/storage/sqlite/consumers.js";
import { openDatabase } from "../../src/storage/sqlite/open.js";
import { runTsx } from "../helpers/run-cli.js";

const WRITER = fileURLToPath(new URL("./fixtures/create-consumers.ts", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "namescreen-consumers-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function writer(path: string, count: number): Promise<string[]> {
  const run = await runTsx(WRITER, [path, String(count)], {}, 120_000);
  if (run.code !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[];
}

describe("the consumer store across processes", () => {
  it("creates and updates consumers from two processes at once without a failure", async () => {
    const path = join(dir, "race.db");
    openDatabase(path).db.close();
    const count = 400;
    const failures = await Promise.all([writer(path, count), writer(path, count)]);
    expect(failures.flat()).toEqual([]);
    const { db } = openDatabase(path);
    const codes = createConsumerStore(db)
      .list()
      .map((c) => c.code);
    db.close();
    expect(codes).toHaveLength(2 * count);
    expect(new Set(codes).size).toBe(2 * count);
  }, 120_000);
});
