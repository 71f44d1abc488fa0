/**
 * The consumers-and-keys port on PostgreSQL: the same rows as SQLite's 0001, parameterised SQL
 * only; key lookups for authentication are cached in memory (auth-cache.ts).
 */
import type { Environment } from "../../config.js";
import { generateKey } from "../../keys/format.js";
import type { Scope } from "../../keys/scopes.js";
import type { ApiKeyInfo, Consumer, ConsumerStore, KeyRecord } from "../ports/consumers.js";
import { slug } from "../sqlite/consumers.js";
import { createAsyncAuthCache } from "./auth-cache.js";
import type { PgPool } from "./client.js";
import { inTransaction } from "./client.js";

interface ConsumerRow {
  id: number;
  code: string;
  name: string;
  description: string | null;
  contact_email: string | null;
  is_active: boolean;
  created_at: string;
  updated_at: string;
}

interface KeyRow {
  id: string;
  consumer_id: number;
  env: Environment;
  scopes: string;
  secret_hash: Buffer;
  created_at: string;
  revoked_at: string | null;
  consumer_active?: boolean;
}

/** Create the PostgreSQL consumer store. `now` returns an ISO timestamp (injectable for tests). */
export function createPgConsumerStore(
  pool: PgPool,
  now: () => string = () => new Date().toISOString(),
): ConsumerStore {
  const one = async (sql: string, params: unknown[]) => (await pool.query<ConsumerRow>(sql, params)).rows[0];
  const get = async (id: number) => {
    const row = await one("SELECT * FROM consumers WHERE id = $1", [id]);
    return row ? toConsumer(row) : null;
  };
  const keyById = async (keyId: string) =>
    (await pool.query<KeyRow>("SELECT * FROM api_keys WHERE id = $1", [keyId])).rows[0];
  const authCache = createAsyncAuthCache(async (keyId): Promise<Readonly<KeyRecord> | null> => {
    const { rows } = await pool.query<KeyRow>(
      `SELECT k.*, c.is_active AS consumer_active FROM api_keys k
         JOIN consumers c ON c.id = k.consumer_id WHERE k.id = $1`,
      [keyId],
    );
    const row = rows[0];
    if (!row) return null;
    const info = toKeyInfo(row);
    Object.freeze(info.scopes);
    return Object.freeze({
      ...info,
      secretHash: row.secret_hash,
      consumerActive: row.consumer_active === true,
    });
  });

  return {
    async list(filter = {}) {
      const { rows } =
        filter.isActive === undefined
          ? await pool.query<ConsumerRow>("SELECT * FROM consumers ORDER BY id")
          : await pool.query<ConsumerRow>("SELECT * FROM consumers WHERE is_active = $1 ORDER BY id", [
              filter.isActive,
            ]);
      return rows.map(toConsumer);
    },
    get,
    async find(idOrCode) {
      const row = /^\d{1,9}$/.test(idOrCode)
        ? await one("SELECT * FROM consumers WHERE id = $1", [Number(idOrCode)])
        : await one("SELECT * FROM consumers WHERE code = $1", [idOrCode]);
      return row ? toConsumer(row) : null;
    },
    create: (input) =>
      inTransaction(pool, async (client) => {
        // Serialise code choice between replicas: two "Acme AG" get acme-ag and acme-ag-2.
        await client.query("LOCK TABLE consumers IN SHARE ROW EXCLUSIVE MODE");
        const base = slug(input.name);
        let code = base;
        for (
          let n = 2;
          (await client.query("SELECT 1 FROM consumers WHERE code = $1", [code])).rowCount;
          n++
        ) {
          code = `${base}-${n}`;
        }
        const at = now();
        const { rows } = await client.query<ConsumerRow>(
          `INSERT INTO consumers (code, name, description, contact_email, is_active, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING *`,
          [
            code,
            input.name,
            input.description ?? null,
            input.contactEmail ?? null,
            input.isActive !== false,
            at,
          ],
        );
        return toConsumer(rows[0] as ConsumerRow);
      }),
    async update(id, patch) {
      const current = await get(id);
      if (!current) return null;
      const row = await one(
        `UPDATE consumers SET name = $2, description = $3, contact_email = $4, is_active = $5, updated_at = $6
          WHERE id = $1 RETURNING *`,
        [
          id,
          patch.name ?? current.name,
          patch.description === undefined ? current.description : patch.description,
          patch.contactEmail === undefined ? current.contactEmail : patch.contactEmail,
          patch.isActive ?? current.isActive,
          now(),
        ],
      );
      authCache.clear();
      return row ? toConsumer(row) : null;
    },
    async issueKey(consumerId, scopes, env) {
      const key = generateKey("partner", env);
      const createdAt = now();
      const uniqueScopes = [...new Set(scopes)].sort();
      await pool.query(
        "INSERT INTO api_keys (id, consumer_id, env, scopes, secret_hash, created_at) VALUES ($1, $2, $3, $4, $5, $6)",
        [key.id, consumerId, env, uniqueScopes.join(","), key.secretHash, createdAt],
      );
      return {
        id: key.id,
        consumerId,
        env,
        scopes: uniqueScopes,
        createdAt,
        revokedAt: null,
        key: key.plaintext,
      };
    },
    async listKeys(consumerId) {
      const { rows } =
        consumerId === undefined
          ? await pool.query<KeyRow>("SELECT * FROM api_keys ORDER BY created_at, id")
          : await pool.query<KeyRow>(
              "SELECT * FROM api_keys WHERE consumer_id = $1 ORDER BY created_at, id",
              [consumerId],
            );
      return rows.map(toKeyInfo);
    },
    async revokeKey(keyId, consumerId) {
      const row = await keyById(keyId);
      if (!row || (consumerId !== undefined && row.consumer_id !== consumerId)) return null;
      await pool.query("UPDATE api_keys SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL", [
        now(),
        keyId,
      ]);
      authCache.clear();
      return toKeyInfo((await keyById(keyId)) as KeyRow);
    },
    keyForAuth: (keyId) => authCache.get(keyId),
  };
}

// --- Internal helpers ---

function toConsumer(r: ConsumerRow): Consumer {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    description: r.description,
    contactEmail: r.contact_email,
    isActive: r.is_active,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

function toKeyInfo(r: KeyRow): ApiKeyInfo {
  return {
    id: r.id,
    consumerId: r.consumer_id,
    env: r.env,
    scopes: r.scopes === "" ? [] : (r.scopes.split(",") as Scope[]),
    createdAt: r.created_at,
    revokedAt: r.revoked_at,
  };
}
