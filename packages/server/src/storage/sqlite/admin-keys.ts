/**
 * Generated admin keys (sandbox first start, `namescreen keys create --admin`). The key from
 * NAMESCREEN_ADMIN_KEY is never stored: it is compared in memory (see http/auth.ts).
 */
import type { Environment } from "../../config.js";
import { generateKey } from "../../keys/format.js";
import type { AdminKeyInfo, AdminKeyStore } from "../ports/admin-keys.js";
import { createAuthCache } from "./auth-cache.js";
import type { Db } from "./open.js";

export type { AdminKeyInfo } from "../ports/admin-keys.js";

/** The admin-keys port answered synchronously (better-sqlite3). */
export interface SqliteAdminKeyStore extends AdminKeyStore {
  issue(env: Environment): AdminKeyInfo & { key: string };
  /** Cached (see auth-cache.ts). */
  forAuth(id: string): Readonly<AdminKeyInfo & { secretHash: Buffer }> | null;
  list(): AdminKeyInfo[];
  revoke(id: string): AdminKeyInfo | null;
  activeCount(): number;
}

interface Row {
  id: string;
  env: Environment;
  secret_hash: Buffer;
  created_at: string;
  revoked_at: string | null;
}

/** Create the SQLite admin-key store. */
export function createAdminKeyStore(
  db: Db,
  now: () => string = () => new Date().toISOString(),
): SqliteAdminKeyStore {
  const stmt = {
    insert: db.prepare("INSERT INTO admin_keys (id, env, secret_hash, created_at) VALUES (?, ?, ?, ?)"),
    get: db.prepare<[string], Row>("SELECT * FROM admin_keys WHERE id = ?"),
    all: db.prepare<[], Row>("SELECT * FROM admin_keys ORDER BY created_at, id"),
    revoke: db.prepare("UPDATE admin_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL"),
    active: db.prepare<[], { n: number }>("SELECT count(*) AS n FROM admin_keys WHERE revoked_at IS NULL"),
  };
  const info = (r: Row): AdminKeyInfo => ({
    id: r.id,
    env: r.env,
    createdAt: r.created_at,
    revokedAt: r.revoked_at,
  });
  // Cached auth lookups; revoke clears the cache, other processes' commits too.
  const authCache = createAuthCache(db, (id) => {
    const r = stmt.get.get(id);
    return r ? Object.freeze({ ...info(r), secretHash: r.secret_hash }) : null;
  });
  return {
    issue(env) {
      const key = generateKey("admin", env);
      const createdAt = now();
      stmt.insert.run(key.id, env, key.secretHash, createdAt);
      return { id: key.id, env, createdAt, revokedAt: null, key: key.plaintext };
    },
    forAuth: (id) => authCache.get(id),
    list: () => stmt.all.all().map(info),
    revoke(id) {
      if (!stmt.get.get(id)) return null;
      stmt.revoke.run(now(), id);
      authCache.clear();
      return info(stmt.get.get(id) as Row);
    },
    activeCount: () => stmt.active.get()?.n ?? 0,
  };
}
