/** The admin-keys port on PostgreSQL (auth lookups cached in memory, see auth-cache.ts). */
import type { Environment } from "../../config.js";
import { generateKey } from "../../keys/format.js";
import type { AdminKeyInfo, AdminKeyStore } from "../ports/admin-keys.js";
import { createAsyncAuthCache } from "./auth-cache.js";
import type { PgPool } from "./client.js";

interface Row {
  id: string;
  env: Environment;
  secret_hash: Buffer;
  created_at: string;
  revoked_at: string | null;
}

/** Create the PostgreSQL admin-key store. */
export function createPgAdminKeyStore(
  pool: PgPool,
  now: () => string = () => new Date().toISOString(),
): AdminKeyStore {
  const byId = async (id: string) =>
    (await pool.query<Row>("SELECT * FROM admin_keys WHERE id = $1", [id])).rows[0];
  const authCache = createAsyncAuthCache(async (id) => {
    const r = await byId(id);
    return r ? Object.freeze({ ...info(r), secretHash: r.secret_hash }) : null;
  });
  return {
    async issue(env) {
      const key = generateKey("admin", env);
      const createdAt = now();
      await pool.query("INSERT INTO admin_keys (id, env, secret_hash, created_at) VALUES ($1, $2, $3, $4)", [
        key.id,
        env,
        key.secretHash,
        createdAt,
      ]);
      return { id: key.id, env, createdAt, revokedAt: null, key: key.plaintext };
    },
    forAuth: (id) => authCache.get(id),
    list: async () =>
      (await pool.query<Row>("SELECT * FROM admin_keys ORDER BY created_at, id")).rows.map(info),
    async revoke(id) {
      if (!(await byId(id))) return null;
      await pool.query("UPDATE admin_keys SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL", [
        now(),
        id,
      ]);
      authCache.clear();
      return info((await byId(id)) as Row);
    },
    async activeCount() {
      const { rows } = await pool.query<{ n: number }>(
        "SELECT count(*)::integer AS n FROM admin_keys WHERE revoked_at IS NULL",
      );
      return rows[0]?.n ?? 0;
    },
  };
}

function info(r: Row): AdminKeyInfo {
  return { id: r.id, env: r.env, createdAt: r.created_at, revokedAt: r.revoked_at };
}
