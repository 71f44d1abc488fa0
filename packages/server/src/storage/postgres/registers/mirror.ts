/**
 * A replica's local copy of the registers. PostgreSQL holds the registers; every replica
 * mirrors them into its own SQLite file and serves searches from the same indexed registers,
 * snapshots and fact reads as a single node does. So searches keep answering from memory and
 * local disk while PostgreSQL is briefly unavailable. `sync()` brings the copy up to
 * PostgreSQL's version: with the rows the change log names, or a full copy when the log does
 * not reach back (another epoch, a version below the floor, a first start). Each sync reads
 * from one REPEATABLE READ snapshot and applies in one local transaction.
 */
import type { Db } from "../../sqlite/open.js";
import type { PgClient, PgPool } from "../client.js";
import { inTransaction } from "../client.js";

/** What a sync did, per register. */
export interface MirrorSync {
  companies: RegisterSync;
  trademarks: RegisterSync;
}

/** One register's sync: nothing, the logged changes, or a full copy. */
export interface RegisterSync {
  kind: "current" | "delta" | "full";
  /** PostgreSQL's version now mirrored. */
  version: number;
  rows: number;
}

/** The mirror of one replica. */
export interface RegisterMirror {
  sync(): Promise<MirrorSync>;
}

/** Mirror `pool`'s registers into the local, migrated SQLite database `db`. */
export function createRegisterMirror(pool: PgPool, db: Db): RegisterMirror {
  db.exec(
    `CREATE TABLE IF NOT EXISTS pg_mirror (register TEXT PRIMARY KEY, epoch TEXT NOT NULL, version INTEGER NOT NULL)`,
  );
  const mirrored = db.prepare<[string], { epoch: string; version: number }>(
    "SELECT epoch, version FROM pg_mirror WHERE register = ?",
  );
  const record = db.prepare("INSERT OR REPLACE INTO pg_mirror (register, epoch, version) VALUES (?, ?, ?)");
  let running: Promise<MirrorSync> | null = null;

  const syncOnce = () =>
    inTransaction(pool, async (client) => {
      await client.query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY");
      const companies = await syncRegister(client, db, COMPANIES, mirrored.get("companies"), record);
      const trademarks = await syncRegister(client, db, TRADEMARKS, mirrored.get("trademarks"), record);
      return { companies, trademarks };
    });
  return {
    // One sync at a time: a NOTIFY during a sync runs after it.
    sync() {
      const next = (running ?? Promise.resolve()).then(syncOnce, syncOnce);
      running = next;
      return next;
    },
  };
}

// --- Internal helpers ---

/** Which rows a read takes: the changed ids, or the next page of a full copy. */
type RowsWhere = { ids: number[] } | { afterId: number; limit: number };

/** The rows of a register table, as arrays, by id or by page. */
async function readParents(client: PgClient, table: string, columns: string, where: RowsWhere) {
  const { rows } =
    "ids" in where
      ? await client.query({
          text: `SELECT ${columns} FROM ${table} WHERE id = ANY($1::integer[]) ORDER BY id`,
          values: [where.ids],
          rowMode: "array",
        })
      : await client.query({
          text: `SELECT ${columns} FROM ${table} WHERE id > $1 ORDER BY id LIMIT $2`,
          values: [where.afterId, where.limit],
          rowMode: "array",
        });
  return rows;
}

interface RegisterTables {
  name: "companies" | "trademarks";
  state: string;
  log: string;
  key: string;
  /** Read the rows of these ids (or every row after `afterId`, `limit` at a time) from PostgreSQL. */
  read(client: PgClient, where: RowsWhere): Promise<RowSet>;
  /** Replace the local rows of `ids` (or every row when `ids` is null) with `rows`. */
  write(db: Db, rows: RowSet, ids: number[] | null): void;
}

interface RowSet {
  parents: unknown[][];
  children: unknown[][];
}

const PAGE = 20_000;

async function syncRegister(
  client: PgClient,
  db: Db,
  t: RegisterTables,
  local: { epoch: string; version: number } | undefined,
  record: { run: (...args: unknown[]) => unknown },
): Promise<RegisterSync> {
  const { rows } = await client.query<{ epoch: string; version: number; floor: number }>(
    `SELECT epoch, version, log_floor AS floor FROM ${t.state} WHERE id = 1`,
  );
  const state = rows[0] as { epoch: string; version: number; floor: number };
  if (local && local.epoch === state.epoch && local.version === state.version) {
    return { kind: "current", version: state.version, rows: 0 };
  }
  if (local && local.epoch === state.epoch && local.version >= state.floor && local.version < state.version) {
    const changed = await client.query<{ id: number }>(
      `SELECT DISTINCT ${t.key} AS id FROM ${t.log} WHERE version > $1 ORDER BY 1`,
      [local.version],
    );
    const ids = changed.rows.map((r) => r.id);
    const set = await t.read(client, { ids });
    db.transaction(() => {
      t.write(db, set, ids);
      record.run(t.name, state.epoch, state.version);
    })();
    return { kind: "delta", version: state.version, rows: ids.length };
  }
  // Full copy: read every page first (one snapshot), then replace in one local transaction.
  const pages: RowSet[] = [];
  let afterId = 0;
  let total = 0;
  for (;;) {
    const page = await t.read(client, { afterId, limit: PAGE });
    if (page.parents.length === 0) break;
    pages.push(page);
    total += page.parents.length;
    afterId = (page.parents.at(-1) as unknown[])[0] as number;
  }
  db.transaction(() => {
    t.write(db, { parents: [], children: [] }, null);
    for (const page of pages) t.write(db, page, []);
    record.run(t.name, state.epoch, state.version);
  })();
  return { kind: "full", version: state.version, rows: total };
}

const COMPANY_COLUMNS = `id, source_company_id, uid, legal_form, sole_proprietorship::int, legal_seat, canton, status,
  registered_on, deleted_on, source, imported_at`;
const NAME_COLUMNS = "id, company_id, name, language, kind, valid_from, valid_to";

const COMPANIES: RegisterTables = {
  name: "companies",
  state: "companies_state",
  log: "company_changes",
  key: "company_id",
  async read(client, where) {
    const parents = await readParents(client, "companies", COMPANY_COLUMNS, where);
    const ids = parents.map((r) => r[0] as number);
    const children = await client.query({
      text: `SELECT ${NAME_COLUMNS} FROM company_names WHERE company_id = ANY($1::integer[]) ORDER BY id`,
      values: [ids],
      rowMode: "array",
    });
    return { parents, children: children.rows };
  },
  write(db, rows, ids) {
    // The local change counter and log, as the SQLite importer keeps them: one version per write.
    const version =
      (db.prepare("SELECT version FROM companies_state WHERE id = 1").pluck().get() as number) + 1;
    if (ids === null) {
      db.prepare("DELETE FROM companies").run();
      db.prepare("UPDATE companies_state SET version = ?, log_floor = ? WHERE id = 1").run(version, version);
      return;
    }
    const del = db.prepare("DELETE FROM companies WHERE id = ?");
    for (const id of ids) del.run(id);
    const insertCompany = db.prepare(`INSERT INTO companies VALUES (${Array(12).fill("?").join(", ")})`);
    const insertName = db.prepare(`INSERT INTO company_names VALUES (${Array(7).fill("?").join(", ")})`);
    for (const r of rows.parents) insertCompany.run(...r);
    for (const r of rows.children) insertName.run(...r);
    if (ids.length === 0) return;
    const log = db.prepare("INSERT OR IGNORE INTO company_changes (version, company_id) VALUES (?, ?)");
    for (const id of ids) log.run(version, id);
    db.prepare("UPDATE companies_state SET version = ? WHERE id = 1").run(version);
  },
};

const TRADEMARK_COLUMNS = `id, source_record_id, registration_number, application_number, mark_text, status,
  nice_classes, nice_mask, application_date, registration_date, expiry_date, mark_category, mark_feature_category,
  source, imported_at`;

const TRADEMARKS: RegisterTables = {
  name: "trademarks",
  state: "trademarks_state",
  log: "trademark_changes",
  key: "trademark_id",
  async read(client, where) {
    const parents = await readParents(client, "trademarks", TRADEMARK_COLUMNS, where);
    return { parents, children: [] };
  },
  // The local triggers of migration 0006 bump the local version and log each row.
  write(db, rows, ids) {
    if (ids === null) {
      db.prepare("DELETE FROM trademarks").run();
      return;
    }
    const del = db.prepare("DELETE FROM trademarks WHERE id = ?");
    for (const id of ids) del.run(id);
    const insert = db.prepare(`INSERT INTO trademarks VALUES (${Array(15).fill("?").join(", ")})`);
    for (const r of rows.parents) insert.run(...r);
  },
};
