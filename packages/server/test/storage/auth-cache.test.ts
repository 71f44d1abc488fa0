import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createAdminKeyStore } from "../../src/storage/sqlite/admin-keys.js";
import { createAuthCache } from "../../src/storage/sqlite/auth-cache.js";
import { createConsumerStore } from "../../src/storage/sqlite/consumers.js";
import type { Db } from "../../src/storage/sqlite/open.js";
import { openDatabase } from "../../src/storage/sqlite/open.js";

describe("cached key lookups", () => {
  let dir: string;
  let db: Db;
  let other: Db;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "namescreen-authcache-"));
    db = openDatabase(join(dir, "k.db")).db;
    // A second connection to the same file stands for another process (the CLI, a second server).
    other = openDatabase(join(dir, "k.db")).db;
  });
  afterEach(() => {
    db.close();
    other.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("a revocation or deactivation in this process applies to the next lookup", () => {
    const store = createConsumerStore(db);
    const consumer = store.create({ name: "Cache Partner" });
    const key = store.issueKey(consumer.id, ["assessment"], "sandbox");
    expect(store.keyForAuth(key.id)).toMatchObject({ revokedAt: null, consumerActive: true });

    store.update(consumer.id, { isActive: false });
    expect(store.keyForAuth(key.id)?.consumerActive).toBe(false);
    store.update(consumer.id, { isActive: true });
    expect(store.keyForAuth(key.id)?.consumerActive).toBe(true);

    store.revokeKey(key.id);
    expect(store.keyForAuth(key.id)?.revokedAt).not.toBeNull();
  });

  it("a revocation committed by another connection applies to the next lookup", () => {
    const store = createConsumerStore(db);
    const elsewhere = createConsumerStore(other);
    const consumer = store.create({ name: "Cache Partner" });
    const key = store.issueKey(consumer.id, ["assessment"], "sandbox");
    expect(store.keyForAuth(key.id)?.revokedAt).toBeNull(); // now cached

    elsewhere.revokeKey(key.id);
    expect(store.keyForAuth(key.id)?.revokedAt).not.toBeNull();

    const admins = createAdminKeyStore(db);
    const adminsElsewhere = createAdminKeyStore(other);
    const admin = admins.issue("sandbox");
    expect(admins.forAuth(admin.id)?.revokedAt).toBeNull();
    adminsElsewhere.revoke(admin.id);
    expect(admins.forAuth(admin.id)?.revokedAt).not.toBeNull();
  });

  it("serves repeated lookups from memory, honours the TTL and does not cache misses", () => {
    db.exec("CREATE TABLE t (id TEXT PRIMARY KEY, v INTEGER)");
    db.prepare("INSERT INTO t VALUES ('a', 1)").run();
    const select = db.prepare<[string], { v: number }>("SELECT v FROM t WHERE id = ?");
    let loads = 0;
    let clock = 0;
    const cache = createAuthCache(
      db,
      (id) => {
        loads++;
        return select.get(id)?.v ?? null;
      },
      { ttlMs: 1000, now: () => clock },
    );
    expect([cache.get("a"), cache.get("a"), cache.get("a")]).toEqual([1, 1, 1]);
    expect(loads).toBe(1);

    // Writes by this connection do not change data_version: the cache is stale until the TTL
    // (the stores call clear() after their own writes).
    db.prepare("UPDATE t SET v = 2 WHERE id = 'a'").run();
    clock = 999;
    expect(cache.get("a")).toBe(1);
    clock = 1000;
    expect(cache.get("a")).toBe(2);
    expect(loads).toBe(2);

    expect(cache.get("missing")).toBeNull();
    expect(cache.get("missing")).toBeNull();
    expect(loads).toBe(4);

    cache.clear();
    expect(cache.get("a")).toBe(2);
    expect(loads).toBe(5);
  });

  it("empties itself when full", () => {
    let loads = 0;
    const cache = createAuthCache(
      db,
      (id) => {
        loads++;
        return id;
      },
      { maxEntries: 2 },
    );
    cache.get("a");
    cache.get("b");
    cache.get("a");
    expect(loads).toBe(2);
    cache.get("c"); // full: dropped a and b
    cache.get("a");
    expect(loads).toBe(4);
  });
});
