/**
 * The restricted-terms port on PostgreSQL. Every write runs in one transaction holding the
 * terms' advisory lock (as SQLite's IMMEDIATE transaction holds the file's write lock), so the
 * duplicate check, the write and its audit row see and commit one state across replicas. The
 * statement trigger of migration 0004 bumps the counter and notifies the replicas.
 */
import type { RestrictedTermsRepository } from "../../ports/restricted-terms.js";
import type { CategoryRow, TermRow } from "../../restricted-terms/rows.js";
import { toCategoryRecord, toTermRecord } from "../../restricted-terms/rows.js";
import type { TermKeys } from "../../restricted-terms/term-key.js";
import { requireTermKeys, termKey } from "../../restricted-terms/term-key.js";
import type {
  ChangeContext,
  TermProblem,
  TermQuery,
  TermRecord,
  TermResult,
} from "../../restricted-terms/types.js";
import type { PgClient, PgPool } from "../client.js";
import { inTransaction } from "../client.js";
import { listAudit, recordAudit } from "./audit.js";
import { PG_CATEGORY_COLUMNS, PG_TERM_COLUMNS, PG_TERM_FROM } from "./columns.js";

/** Serialises term writes between replicas (an arbitrary constant). */
export const TERMS_WRITE_LOCK = 7_415_004;

/** The repository over `pool` (migration 0004 must have run). */
export function createPgTermsRepository(
  pool: PgPool,
  options: { now?: () => Date } = {},
): RestrictedTermsRepository {
  const now = () => (options.now ?? (() => new Date()))().toISOString();
  const write = (fn: (client: PgClient) => Promise<TermResult>) =>
    inTransaction(pool, async (client) => {
      await client.query("SELECT pg_advisory_xact_lock($1)", [TERMS_WRITE_LOCK]);
      return fn(client);
    });

  return {
    listCategories: async () =>
      (
        await pool.query<CategoryRow>(
          `SELECT ${PG_CATEGORY_COLUMNS} FROM restricted_term_categories ORDER BY id`,
        )
      ).rows.map(toCategoryRecord),
    listTerms: (query) => listTerms(pool, query),
    async getTerm(id) {
      const row = await termById(pool, id);
      return row && toTermRecord(row);
    },
    createTerm: (input, ctx) => {
      const keys = requireTermKeys(input.term);
      return write(async (client) => {
        const cat = await category(client, input.categoryCode);
        if (!cat)
          return { ok: false, problem: { kind: "category_not_found", categoryCode: input.categoryCode } };
        const dup = await duplicate(client, cat, keys, -1);
        if (dup) return { ok: false, problem: dup };
        const at = now();
        const { rows } = await client.query<{ id: number }>(
          `INSERT INTO restricted_terms (category_id, term, term_key, term_key_alt, description, language_code,
             match_mode_override, severity_override, is_active, source, created_by, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, true, 'api', $9, $10, $10) RETURNING id`,
          [
            cat.id,
            input.term.trim(),
            keys.key,
            keys.alt,
            input.description ?? null,
            input.languageCode ?? null,
            input.matchModeOverride ?? null,
            input.severityOverride ?? null,
            input.createdBy ?? null,
            at,
          ],
        );
        const id = (rows[0] as { id: number }).id;
        return audited(client, ctx, { id, action: "create", at, before: null });
      });
    },
    updateTerm: (id, input, ctx) => {
      const keys = input.term == null ? null : requireTermKeys(input.term);
      return write(async (client) => {
        const before = await termById(client, id);
        if (!before) return { ok: false, problem: { kind: "term_not_found", termId: id } };
        const cat = await category(client, input.categoryCode ?? before.category_code);
        if (!cat) {
          return {
            ok: false,
            problem: { kind: "category_not_found", categoryCode: input.categoryCode ?? "" },
          };
        }
        const next = {
          category_id: cat.id,
          term: input.term == null ? before.term : input.term.trim(),
          term_key: keys ? keys.key : before.term_key,
          term_key_alt: keys ? keys.alt : before.term_key_alt,
          description: pick(input.description, before.description),
          language_code: pick(input.languageCode, before.language_code),
          match_mode_override: pick(input.matchModeOverride, before.match_mode_override),
          severity_override: pick(input.severityOverride, before.severity_override),
          is_active: input.isActive == null ? before.is_active : Number(input.isActive),
        };
        if ((Object.keys(next) as (keyof typeof next)[]).every((k) => before[k] === next[k])) {
          return { ok: true, term: toTermRecord(before) };
        }
        const dup = await duplicate(client, cat, { key: next.term_key, alt: next.term_key_alt }, id);
        if (dup) return { ok: false, problem: dup };
        const at = now();
        await client.query(
          `UPDATE restricted_terms SET category_id = $2, term = $3, term_key = $4, term_key_alt = $5,
             description = $6, language_code = $7, match_mode_override = $8, severity_override = $9,
             is_active = $10, updated_at = $11
           WHERE id = $1`,
          [
            id,
            next.category_id,
            next.term,
            next.term_key,
            next.term_key_alt,
            next.description,
            next.language_code,
            next.match_mode_override,
            next.severity_override,
            next.is_active === 1,
            at,
          ],
        );
        return audited(client, ctx, { id, action: "update", at, before: toTermRecord(before) });
      });
    },
    deleteTerm: (id, ctx) =>
      write(async (client) => {
        const row = await termById(client, id);
        if (!row) return { ok: false, problem: { kind: "term_not_found", termId: id } };
        const before = toTermRecord(row);
        if (!before.isActive) return { ok: true, term: before };
        const at = now();
        await client.query("UPDATE restricted_terms SET is_active = false, updated_at = $1 WHERE id = $2", [
          at,
          id,
        ]);
        return audited(client, ctx, { id, action: "delete", at, before });
      }),
    listAudit: (query) => listAudit(pool, query),
  };
}

// --- Internal helpers ---

type Queryable = PgPool | PgClient;

async function termById(db: Queryable, id: number): Promise<TermRow | undefined> {
  return (await db.query<TermRow>(`SELECT ${PG_TERM_COLUMNS} ${PG_TERM_FROM} WHERE t.id = $1`, [id])).rows[0];
}

async function category(db: Queryable, code: string): Promise<CategoryRow | undefined> {
  const sql = `SELECT ${PG_CATEGORY_COLUMNS} FROM restricted_term_categories WHERE code = $1`;
  return (await db.query<CategoryRow>(sql, [code])).rows[0];
}

/** Spellings overlap when either key of one equals either key of the other. */
async function duplicate(
  db: Queryable,
  cat: CategoryRow,
  keys: TermKeys,
  exceptId: number,
): Promise<TermProblem | undefined> {
  const { rows } = await db.query<{ id: number; is_active: boolean }>(
    `SELECT id, is_active FROM restricted_terms
      WHERE category_id = $1 AND id <> $2 AND (term_key IN ($3, $4) OR term_key_alt IN ($3, $4))
      ORDER BY id LIMIT 1`,
    [cat.id, exceptId, keys.key, keys.alt ?? keys.key],
  );
  const found = rows[0];
  if (!found) return undefined;
  return {
    kind: "duplicate_term",
    categoryCode: cat.code,
    termKey: keys.key,
    existingId: found.id,
    existingIsActive: found.is_active,
  };
}

/** The term as stored after a change, with its audit row written in the same transaction. */
async function audited(
  client: PgClient,
  ctx: ChangeContext,
  change: { id: number; action: "create" | "update" | "delete"; at: string; before: TermRecord | null },
): Promise<TermResult> {
  const after = toTermRecord((await termById(client, change.id)) as TermRow);
  await recordAudit(client, {
    termId: change.id,
    action: change.action,
    actor: ctx.actor,
    at: change.at,
    before: change.before,
    after,
  });
  return { ok: true, term: after };
}

/** PATCH semantics for a nullable column: absent keeps, null clears, a value sets. */
function pick<T>(sent: T | null | undefined, current: T | null): T | null {
  return sent === undefined ? current : sent;
}

async function listTerms(pool: PgPool, query: TermQuery) {
  // Only fixed SQL fragments are joined; every value is a bound parameter.
  const where: string[] = [];
  const params: (string | boolean | number)[] = [];
  const bind = (value: string | boolean | number) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (query.categoryCode !== undefined) where.push(`c.code = ${bind(query.categoryCode)}`);
  if (query.isActive !== undefined) where.push(`t.is_active = ${bind(query.isActive)}`);
  const search = query.search?.trim();
  if (search) {
    // strpos() avoids LIKE's wildcard escaping; the key catches case and diacritics ("bänk" finds "Bank").
    const key = termKey(search);
    const byText = `strpos(lower(t.term), lower(${bind(search)})) > 0`;
    where.push(key ? `(${byText} OR strpos(t.term_key, ${bind(key)}) > 0)` : `(${byText})`);
  }
  const clause = where.length > 0 ? `WHERE ${where.join(" AND ")}` : "";
  const total = await pool.query<{ n: number }>(
    `SELECT count(*)::integer AS n ${PG_TERM_FROM} ${clause}`,
    params,
  );
  const rows = await pool.query<TermRow>(
    `SELECT ${PG_TERM_COLUMNS} ${PG_TERM_FROM} ${clause} ORDER BY t.id
      LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, query.limit, query.offset],
  );
  return {
    items: rows.rows.map(toTermRecord),
    total: total.rows[0]?.n ?? 0,
    limit: query.limit,
    offset: query.offset,
  };
}
