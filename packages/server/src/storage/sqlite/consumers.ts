/**
 * API consumers and their partner keys in SQLite. Keys are stored as id + sha256(secret);
 * the plaintext exists only in the return value of `issueKey`.
 */
import type { Environment } from "../../config.js";
import { generateKey } from "../../keys/format.js";
import type { Scope } from "../../keys/scopes.js";
import type {
  ApiKeyInfo,
  Consumer,
  ConsumerPatch,
  ConsumerStore,
  KeyRecord,
  NewConsumer,
} from "../ports/consumers.js";
import { createAuthCache } from "./auth-cache.js";
import type { Db } from "./open.js";

export type { ApiKeyInfo, Consumer, ConsumerPatch, KeyRecord, NewConsumer } from "../ports/consumers.js";

/** The consumers port answered synchronously (better-sqlite3). */
export interface SqliteConsumerStore extends ConsumerStore {
  list(filter?: { isActive?: boolean | undefined }): Consumer[];
  get(id: number): Consumer | null;
  find(idOrCode: string): Consumer | null;
  create(input: NewConsumer): Consumer;
  update(id: number, patch: ConsumerPatch): Consumer | null;
  issueKey(consumerId: number, scopes: readonly Scope[], env: Environment): ApiKeyInfo & { key: string };
  listKeys(consumerId?: number): ApiKeyInfo[];
  revokeKey(keyId: string, consumerId?: number): ApiKeyInfo | null;
  /**
   * Cached (see auth-cache.ts): revocations and consumer updates apply to the next request, in
   * this process and in others.
   */
  keyForAuth(keyId: string): Readonly<KeyRecord> | null;
}

interface ConsumerRow {
  id: number;
  code: string;
  name: string;
  description: string | null;
  contact_email: string | null;
  is_active: number;
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
  consumer_active?: number;
}

/** Create the SQLite consumer store. `now` returns an ISO timestamp (injectable for tests). */
export function createConsumerStore(
  db: Db,
  now: () => string = () => new Date().toISOString(),
): SqliteConsumerStore {
  const stmt = {
    all: db.prepare<[], ConsumerRow>("SELECT * FROM consumers ORDER BY id"),
    byActive: db.prepare<[number], ConsumerRow>("SELECT * FROM consumers WHERE is_active = ? ORDER BY id"),
    byId: db.prepare<[number], ConsumerRow>("SELECT * FROM consumers WHERE id = ?"),
    byCode: db.prepare<[string], ConsumerRow>("SELECT * FROM consumers WHERE code = ?"),
    codeExists: db.prepare<[string], { n: number }>("SELECT 1 AS n FROM consumers WHERE code = ?"),
    insert: db.prepare(
      `INSERT INTO consumers (code, name, description, contact_email, is_active, created_at, updated_at)
       VALUES (@code, @name, @description, @contactEmail, @isActive, @now, @now)`,
    ),
    update: db.prepare(
      `UPDATE consumers SET name = @name, description = @description, contact_email = @contactEmail,
       is_active = @isActive, updated_at = @now WHERE id = @id`,
    ),
    insertKey: db.prepare(
      "INSERT INTO api_keys (id, consumer_id, env, scopes, secret_hash, created_at) VALUES (?, ?, ?, ?, ?, ?)",
    ),
    keys: db.prepare<[], KeyRow>("SELECT * FROM api_keys ORDER BY created_at, id"),
    keysOf: db.prepare<[number], KeyRow>(
      "SELECT * FROM api_keys WHERE consumer_id = ? ORDER BY created_at, id",
    ),
    key: db.prepare<[string], KeyRow>("SELECT * FROM api_keys WHERE id = ?"),
    revoke: db.prepare("UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL"),
    keyForAuth: db.prepare<[string], KeyRow>(
      `SELECT k.*, c.is_active AS consumer_active FROM api_keys k
       JOIN consumers c ON c.id = k.consumer_id WHERE k.id = ?`,
    ),
  };

  // Cached auth lookups; revokeKey and update clear the cache, other processes' commits too.
  const authCache = createAuthCache(db, (keyId): Readonly<KeyRecord> | null => {
    const row = stmt.keyForAuth.get(keyId);
    if (!row) return null;
    const info = toKeyInfo(row);
    Object.freeze(info.scopes);
    return Object.freeze({ ...info, secretHash: row.secret_hash, consumerActive: row.consumer_active === 1 });
  });

  const get = (id: number) => {
    const row = stmt.byId.get(id);
    return row ? toConsumer(row) : null;
  };

  const create = db.transaction((input: NewConsumer): Consumer => {
    const base = slug(input.name);
    let code = base;
    for (let n = 2; stmt.codeExists.get(code); n++) code = `${base}-${n}`;
    const info = stmt.insert.run({
      code,
      name: input.name,
      description: input.description ?? null,
      contactEmail: input.contactEmail ?? null,
      isActive: input.isActive === false ? 0 : 1,
      now: now(),
    });
    return get(Number(info.lastInsertRowid)) as Consumer;
  });
  const update = db.transaction((id: number, patch: ConsumerPatch): Consumer | null => {
    const current = get(id);
    if (!current) return null;
    stmt.update.run({
      id,
      name: patch.name ?? current.name,
      description: patch.description === undefined ? current.description : patch.description,
      contactEmail: patch.contactEmail === undefined ? current.contactEmail : patch.contactEmail,
      isActive: (patch.isActive ?? current.isActive) ? 1 : 0,
      now: now(),
    });
    authCache.clear();
    return get(id);
  });
  const revokeKey = db.transaction((keyId: string, consumerId?: number): ApiKeyInfo | null => {
    const row = stmt.key.get(keyId);
    if (!row || (consumerId !== undefined && row.consumer_id !== consumerId)) return null;
    stmt.revoke.run(now(), keyId);
    authCache.clear();
    return toKeyInfo(stmt.key.get(keyId) as KeyRow);
  });

  return {
    list: (filter = {}) =>
      (filter.isActive === undefined ? stmt.all.all() : stmt.byActive.all(filter.isActive ? 1 : 0)).map(
        toConsumer,
      ),
    get,
    find(idOrCode) {
      const row = /^\d{1,15}$/.test(idOrCode) ? stmt.byId.get(Number(idOrCode)) : stmt.byCode.get(idOrCode);
      return row ? toConsumer(row) : null;
    },
    // Write-locked from the start (immediate): a read then a write in a deferred transaction
    // fails at once with SQLITE_BUSY when another process wrote in between (a 500 before).
    create: (input) => create.immediate(input),
    update: (id, patch) => update.immediate(id, patch),
    issueKey(consumerId, scopes, env) {
      const key = generateKey("partner", env);
      const createdAt = now();
      const uniqueScopes = [...new Set(scopes)].sort();
      stmt.insertKey.run(key.id, consumerId, env, uniqueScopes.join(","), key.secretHash, createdAt);
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
    listKeys: (consumerId) =>
      (consumerId === undefined ? stmt.keys.all() : stmt.keysOf.all(consumerId)).map(toKeyInfo),
    revokeKey: (keyId, consumerId) => revokeKey.immediate(keyId, consumerId),
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
    isActive: r.is_active === 1,
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

/** A stable, URL-safe code from a consumer name: "Acme Treuhand AG" → "acme-treuhand-ag". */
export function slug(name: string): string {
  const s = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 48)
    .replace(/-+$/, "");
  return s === "" ? "consumer" : s;
}
