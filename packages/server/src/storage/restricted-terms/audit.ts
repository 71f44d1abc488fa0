/**
 * The audit log of restricted-term changes: one row per create, update, delete or seed, with
 * the actor, the time and the term before and after. Writers call `record` inside the same
 * transaction as the change, so a change without its audit row cannot be committed.
 */
import type { Db } from "../sqlite/open.js";
import type { AuditRow } from "./rows.js";
import { toAuditRecord } from "./rows.js";
import type { AuditAction, AuditQuery, AuditRecord, Page, TermRecord } from "./types.js";

/** One change to record. */
export interface AuditEntry {
  termId: number;
  action: AuditAction;
  actor: string | null;
  at: string;
  before: TermRecord | null;
  after: TermRecord | null;
}

/** Writes and reads the audit log. */
export interface AuditLog {
  /** Append one entry (call inside the change's transaction). */
  record(entry: AuditEntry): void;
  /** Newest first, optionally for one term. */
  list(query: AuditQuery): Page<AuditRecord>;
}

/** The audit log of `db` (migration 0004 must have run). */
export function createAuditLog(db: Db): AuditLog {
  const insert = db.prepare(
    `INSERT INTO restricted_term_audit (term_id, action, actor, at, before_json, after_json)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const pageAll = db.prepare("SELECT * FROM restricted_term_audit ORDER BY id DESC LIMIT ? OFFSET ?");
  const countAll = db.prepare("SELECT count(*) AS n FROM restricted_term_audit").pluck();
  const pageOfTerm = db.prepare(
    "SELECT * FROM restricted_term_audit WHERE term_id = ? ORDER BY id DESC LIMIT ? OFFSET ?",
  );
  const countOfTerm = db.prepare("SELECT count(*) AS n FROM restricted_term_audit WHERE term_id = ?").pluck();

  return {
    record(entry) {
      insert.run(
        entry.termId,
        entry.action,
        entry.actor,
        entry.at,
        entry.before === null ? null : JSON.stringify(entry.before),
        entry.after === null ? null : JSON.stringify(entry.after),
      );
    },
    list({ termId, limit, offset }) {
      const rows = (
        termId === undefined ? pageAll.all(limit, offset) : pageOfTerm.all(termId, limit, offset)
      ) as AuditRow[];
      const total = (termId === undefined ? countAll.get() : countOfTerm.get(termId)) as number;
      return { items: rows.map(toAuditRecord), total, limit, offset };
    },
  };
}
