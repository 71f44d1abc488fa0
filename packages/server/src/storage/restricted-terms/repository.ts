/**
 * Reads and writes of administered restricted terms on SQLite (migration 0004).
 *
 * Every write runs in one IMMEDIATE transaction with its audit row: the duplicate check, the
 * write and the audit entry see and commit one state, also when another process writes the
 * same file. The change counter is bumped by the table triggers in that same transaction.
 * Problems (unknown term or category, duplicate) are returned as data; an unmatchable term
 * throws ValidationError (HTTP 422).
 */
import type { RestrictedTermsRepository } from "../ports/restricted-terms.js";
import type { Db } from "../sqlite/open.js";
import { createAuditLog } from "./audit.js";
import type { CategoryRow, TermRow } from "./rows.js";
import { TERM_COLUMNS, toCategoryRecord, toTermRecord } from "./rows.js";
import type { TermKeys } from "./term-key.js";
import { requireTermKeys, termKey } from "./term-key.js";
import type {
  AuditQuery,
  AuditRecord,
  CategoryRecord,
  ChangeContext,
  CreateTermInput,
  Page,
  TermProblem,
  TermQuery,
  TermRecord,
  TermResult,
  UpdateTermInput,
} from "./types.js";

/** The restricted-terms port answered synchronously (better-sqlite3). */
export interface SqliteTermsRepository extends RestrictedTermsRepository {
  listCategories(): CategoryRecord[];
  listTerms(query: TermQuery): Page<TermRecord>;
  getTerm(id: number): TermRecord | undefined;
  createTerm(input: CreateTermInput, ctx: ChangeContext): TermResult;
  updateTerm(id: number, input: UpdateTermInput, ctx: ChangeContext): TermResult;
  deleteTerm(id: number, ctx: ChangeContext): TermResult;
  listAudit(query: AuditQuery): Page<AuditRecord>;
}

export interface RepositoryOptions {
  /** Time source for createdAt/updatedAt and the audit log. */
  now?: () => Date;
}

/** The repository of `db` (migration 0004 must have run). */
export function createRestrictedTermsRepository(
  db: Db,
  options: RepositoryOptions = {},
): SqliteTermsRepository {
  const now = () => (options.now ?? (() => new Date()))().toISOString();
  const audit = createAuditLog(db);
  const st = prepare(db);

  const getTerm = (id: number): TermRecord | undefined => {
    const row = st.termById.get(id) as TermRow | undefined;
    return row && toTermRecord(row);
  };
  const category = (code: string) => st.categoryByCode.get(code) as CategoryRow | undefined;
  const duplicate = (cat: CategoryRow, keys: TermKeys, exceptId: number): TermProblem | undefined => {
    const alt = keys.alt ?? keys.key;
    const found = st.termByKeys.get({ category_id: cat.id, key: keys.key, alt, except_id: exceptId }) as
      | { id: number; is_active: number }
      | undefined;
    if (!found) return undefined;
    return {
      kind: "duplicate_term",
      categoryCode: cat.code,
      termKey: keys.key,
      existingId: found.id,
      existingIsActive: found.is_active === 1,
    };
  };

  const create = db.transaction((input: CreateTermInput, keys: TermKeys, ctx: ChangeContext): TermResult => {
    const cat = category(input.categoryCode);
    if (!cat) return { ok: false, problem: { kind: "category_not_found", categoryCode: input.categoryCode } };
    const dup = duplicate(cat, keys, -1);
    if (dup) return { ok: false, problem: dup };
    const at = now();
    const id = Number(
      st.insert.run({
        category_id: cat.id,
        term: input.term.trim(),
        term_key: keys.key,
        term_key_alt: keys.alt,
        description: input.description ?? null,
        language_code: input.languageCode ?? null,
        match_mode_override: input.matchModeOverride ?? null,
        severity_override: input.severityOverride ?? null,
        source: "api",
        created_by: input.createdBy ?? null,
        at,
      }).lastInsertRowid,
    );
    const after = getTerm(id)!;
    audit.record({ termId: id, action: "create", actor: ctx.actor, at, before: null, after });
    return { ok: true, term: after };
  });

  const update = db.transaction(
    (id: number, input: UpdateTermInput, keys: TermKeys | null, ctx: ChangeContext): TermResult => {
      const before = st.termById.get(id) as TermRow | undefined;
      if (!before) return { ok: false, problem: { kind: "term_not_found", termId: id } };
      const cat = category(input.categoryCode ?? before.category_code);
      if (!cat) {
        return { ok: false, problem: { kind: "category_not_found", categoryCode: input.categoryCode ?? "" } };
      }
      const next = {
        id,
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
      if (unchanged(before, next)) return { ok: true, term: toTermRecord(before) };
      const dup = duplicate(cat, { key: next.term_key, alt: next.term_key_alt }, id);
      if (dup) return { ok: false, problem: dup };
      const at = now();
      st.update.run({ ...next, at });
      const after = getTerm(id)!;
      audit.record({
        termId: id,
        action: "update",
        actor: ctx.actor,
        at,
        before: toTermRecord(before),
        after,
      });
      return { ok: true, term: after };
    },
  );

  const remove = db.transaction((id: number, ctx: ChangeContext): TermResult => {
    const before = getTerm(id);
    if (!before) return { ok: false, problem: { kind: "term_not_found", termId: id } };
    if (!before.isActive) return { ok: true, term: before };
    const at = now();
    st.deactivate.run(at, id);
    const after = getTerm(id)!;
    audit.record({ termId: id, action: "delete", actor: ctx.actor, at, before, after });
    return { ok: true, term: after };
  });

  return {
    listCategories: () => (st.categories.all() as CategoryRow[]).map(toCategoryRecord),
    listTerms: (query) => listTerms(db, query),
    getTerm,
    createTerm: (input, ctx) => create.immediate(input, requireTermKeys(input.term), ctx),
    updateTerm: (id, input, ctx) =>
      update.immediate(id, input, input.term == null ? null : requireTermKeys(input.term), ctx),
    deleteTerm: (id, ctx) => remove.immediate(id, ctx),
    listAudit: (query) => audit.list(query),
  };
}

// --- Internal helpers ---

function prepare(db: Db) {
  return {
    categories: db.prepare("SELECT * FROM restricted_term_categories ORDER BY id"),
    categoryByCode: db.prepare("SELECT * FROM restricted_term_categories WHERE code = ?"),
    termById: db.prepare(
      `SELECT ${TERM_COLUMNS} FROM restricted_terms t JOIN restricted_term_categories c ON c.id = t.category_id
       WHERE t.id = ?`,
    ),
    // Spellings overlap when either key of one equals either key of the other.
    termByKeys: db.prepare(
      `SELECT id, is_active FROM restricted_terms
       WHERE category_id = @category_id AND id <> @except_id
         AND (term_key IN (@key, @alt) OR term_key_alt IN (@key, @alt))
       ORDER BY id LIMIT 1`,
    ),
    insert: db.prepare(
      `INSERT INTO restricted_terms (category_id, term, term_key, term_key_alt, description, language_code,
         match_mode_override, severity_override, is_active, source, created_by, created_at, updated_at)
       VALUES (@category_id, @term, @term_key, @term_key_alt, @description, @language_code,
         @match_mode_override, @severity_override, 1, @source, @created_by, @at, @at)`,
    ),
    update: db.prepare(
      `UPDATE restricted_terms SET category_id = @category_id, term = @term, term_key = @term_key,
         term_key_alt = @term_key_alt,
         description = @description, language_code = @language_code,
         match_mode_override = @match_mode_override, severity_override = @severity_override,
         is_active = @is_active, updated_at = @at
       WHERE id = @id`,
    ),
    deactivate: db.prepare("UPDATE restricted_terms SET is_active = 0, updated_at = ? WHERE id = ?"),
  };
}

/** PATCH semantics for a nullable column: absent keeps, null clears, a value sets. */
function pick<T>(sent: T | null | undefined, current: T | null): T | null {
  return sent === undefined ? current : sent;
}

type NextRow = Omit<
  TermRow,
  "category_code" | "exceptions" | "source" | "created_by" | "created_at" | "updated_at"
>;

function unchanged(before: TermRow, next: NextRow): boolean {
  return (Object.keys(next) as (keyof NextRow)[]).every((k) => before[k] === next[k]);
}

const LIST_FROM = "FROM restricted_terms t JOIN restricted_term_categories c ON c.id = t.category_id";

function listTerms(db: Db, query: TermQuery): Page<TermRecord> {
  // Only fixed SQL fragments are joined; every value is a bound parameter.
  const where: string[] = [];
  const params: (string | number)[] = [];
  if (query.categoryCode !== undefined) {
    where.push("c.code = ?");
    params.push(query.categoryCode);
  }
  if (query.isActive !== undefined) {
    where.push("t.is_active = ?");
    params.push(query.isActive ? 1 : 0);
  }
  const search = query.search?.trim();
  if (search) {
    // instr() avoids LIKE's wildcard escaping; the key catches case and diacritics ("bänk" finds "Bank").
    const key = termKey(search);
    where.push(`(instr(lower(t.term), lower(?)) > 0${key ? " OR instr(t.term_key, ?) > 0" : ""})`);
    params.push(search);
    if (key) params.push(key);
  }
  const clause = where.length > 0 ? `WHERE ${where.join(" AND ")}` : "";
  const total = db
    .prepare(`SELECT count(*) ${LIST_FROM} ${clause}`)
    .pluck()
    .get(...params) as number;
  const rows = db
    .prepare(`SELECT ${TERM_COLUMNS} ${LIST_FROM} ${clause} ORDER BY t.id LIMIT ? OFFSET ?`)
    .all(...params, query.limit, query.offset) as TermRow[];
  return { items: rows.map(toTermRecord), total, limit: query.limit, offset: query.offset };
}
