/** The restricted-term audit log on PostgreSQL: written in the change's transaction, read newest first. */

import type { AuditEntry } from "../../restricted-terms/audit.js";
import type { AuditRow } from "../../restricted-terms/rows.js";
import { toAuditRecord } from "../../restricted-terms/rows.js";
import type { AuditQuery, AuditRecord, Page } from "../../restricted-terms/types.js";
import type { PgClient, PgPool } from "../client.js";

/** Append one entry on the change's client (inside its transaction). */
export async function recordAudit(client: PgClient, entry: AuditEntry): Promise<void> {
  await client.query(
    `INSERT INTO restricted_term_audit (term_id, action, actor, at, before_json, after_json)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      entry.termId,
      entry.action,
      entry.actor,
      entry.at,
      entry.before === null ? null : JSON.stringify(entry.before),
      entry.after === null ? null : JSON.stringify(entry.after),
    ],
  );
}

/** One page of the audit log, newest first, optionally for one term. */
export async function listAudit(
  pool: PgPool,
  { termId, limit, offset }: AuditQuery,
): Promise<Page<AuditRecord>> {
  const where = termId === undefined ? "" : "WHERE term_id = $3";
  const params = termId === undefined ? [limit, offset] : [limit, offset, termId];
  const rows = await pool.query<AuditRow>(
    `SELECT * FROM restricted_term_audit ${where} ORDER BY id DESC LIMIT $1 OFFSET $2`,
    params,
  );
  const count = await pool.query<{ n: number }>(
    `SELECT count(*)::integer AS n FROM restricted_term_audit ${termId === undefined ? "" : "WHERE term_id = $1"}`,
    termId === undefined ? [] : [termId],
  );
  return { items: rows.rows.map(toAuditRecord), total: count.rows[0]?.n ?? 0, limit, offset };
}
