/**
 * The shared refresh of an indexed register, driven through a toy adapter whose "index" is the
 * sorted list of trademark row ids (the trademark tables bring a counter and a change log kept
 * by triggers): when it keeps, layers, reloads or rebuilds, and what it saves and prunes.
 */
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { IndexedRegisterAdapter } from "../../../src/storage/indexed-register/index.js";
import {
  createIndexedRegister,
  readSnapshotFile,
  writeSnapshotFile,
} from "../../../src/storage/indexed-register/index.js";
import type { Db } from "../../../src/storage/sqlite/open.js";
import { storeGeneratedTrademarks } from "../../../src/storage/trademarks/index.js";
import { tempTrademarkDb } from "../../trademarks/db.js";

let t: ReturnType<typeof tempTrademarkDb>;
let snapshotPath: string;
let builds: number;
beforeEach(() => {
  t = tempTrademarkDb();
  snapshotPath = join(t.dir, "toy.snap");
  builds = 0;
  storeGeneratedTrademarks(t.db, { count: 1000, seed: 1 });
});
afterEach(() => t.cleanup());

const KIND = "toy";
const ids = (sql: string, ...params: number[]) =>
  t.db
    .prepare(sql)
    .pluck()
    .all(...params) as number[];
const allIds = () => ids("SELECT id FROM trademarks ORDER BY id");
const logRows = () => ids("SELECT count(*) FROM trademark_changes")[0];
const deleteFirst = (n: number) =>
  t.db.prepare("DELETE FROM trademarks WHERE id IN (SELECT id FROM trademarks ORDER BY id LIMIT ?)").run(n);

const toy: IndexedRegisterAdapter<Db, number[], number[]> = {
  tables: { state: "trademarks_state", log: "trademark_changes", key: "trademark_id" },
  openStore: (db) => db,
  build: () => {
    builds++;
    return allIds();
  },
  baseRecords: (base) => base.length,
  layer(base, since, changed) {
    const gone = new Set(changed);
    const current = ids(
      "SELECT id FROM trademarks WHERE id IN (SELECT trademark_id FROM trademark_changes WHERE version > ?)",
      since,
    );
    return [...base.filter((id) => !gone.has(id)), ...current].sort((a, b) => a - b);
  },
  readSnapshot(path) {
    const file = readSnapshotFile(path, KIND);
    const text = Buffer.from(file?.sections[0] ?? []).toString();
    return file && { epoch: file.epoch, version: file.version, token: file.token, base: JSON.parse(text) };
  },
  writeSnapshot: (path, { epoch, version, token, base }) =>
    writeSnapshotFile(path, { kind: KIND, epoch, version, token }, [Buffer.from(JSON.stringify(base))]),
};

describe("an indexed register", () => {
  it("builds once, saves the snapshot, prunes the log, and keeps the view while the version stays", () => {
    const register = createIndexedRegister(t.db, toy, { snapshotPath });
    const first = register.current();
    expect(first.info).toMatchObject({ source: "built", changed: 0 });
    expect(first.view).toEqual(allIds());
    expect(logRows()).toBe(0);
    expect(readSnapshotFile(snapshotPath, KIND)?.version).toBe(Number(first.info.version.split(":")[1]));
    expect(register.current()).toBe(first);
    expect(builds).toBe(1);
  });

  it("layers up to max(100, 5%) changed rows on the base in memory and rebuilds beyond", () => {
    const register = createIndexedRegister(t.db, toy, { snapshotPath });
    register.current();
    deleteFirst(60);
    expect(register.current().info).toMatchObject({ source: "memory", changed: 60 });
    deleteFirst(40);
    const layered = register.current();
    expect(layered.info).toMatchObject({ source: "memory", changed: 100 });
    expect(layered.view).toEqual(allIds());
    deleteFirst(1);
    expect(register.current().info).toMatchObject({ source: "built", changed: 0 });
    expect(builds).toBe(2);
  });

  it("starts from the snapshot with the log since it, and rebuilds when the snapshot is unusable", () => {
    createIndexedRegister(t.db, toy, { snapshotPath }).current();
    deleteFirst(7);
    const restarted = createIndexedRegister(t.db, toy, { snapshotPath }).current();
    expect(restarted.info).toMatchObject({ source: "snapshot", changed: 7 });
    expect(restarted.view).toEqual(allIds());
    expect(builds).toBe(1);

    const throwing = { ...toy, readSnapshot: () => JSON.parse("{damaged") };
    expect(createIndexedRegister(t.db, throwing, { snapshotPath }).current().info.source).toBe("built");
    const { epoch, version, token } = readSnapshotFile(snapshotPath, KIND) ?? {
      epoch: "",
      version: 0,
      token: "",
    };
    writeSnapshotFile(snapshotPath, { kind: KIND, epoch: `${epoch}-other`, version, token }, [
      Buffer.from("[]"),
    ]);
    expect(createIndexedRegister(t.db, toy, { snapshotPath }).current().info.source).toBe("built");
  });

  it("still answers when the snapshot cannot be written, and keeps the log", () => {
    const unwritable = join(t.dir, "no-such-dir", "toy.snap");
    const current = createIndexedRegister(t.db, toy, { snapshotPath: unwritable }).current();
    expect(current.info.source).toBe("built");
    expect(current.view).toEqual(allIds());
    expect(logRows()).toBe(1000);
  });

  it("never reads or writes a snapshot without a path", () => {
    createIndexedRegister(t.db, toy, { snapshotPath: null }).current();
    expect(createIndexedRegister(t.db, toy, { snapshotPath: null }).current().info.source).toBe("built");
    expect(logRows()).toBe(1000);
  });
});
