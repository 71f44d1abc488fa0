/**
 * The trademark table's data access: upserts for imports, the change version, the search
 * fields of every mark (index build) and full records by row id (reported matches).
 */
import type { TrademarkRecord, TrademarkSearchFields } from "@namescreen/core";
import type { Db } from "../sqlite/open.js";
import type { TrademarkRow } from "./rows.js";
import { parseClassList, TRADEMARK_COLUMNS, toRowParams, toTrademarkRecord } from "./rows.js";

/** What an upsert did. */
export type UpsertOutcome = "inserted" | "updated";

/** Data access over one connection. */
export interface TrademarkStore {
  /** Changes whenever any mark changes ("epoch:counter"). */
  version(): string;
  count(): number;
  /** Insert or replace a mark by `sourceRecordId`. Call inside a transaction for speed. */
  upsert(record: TrademarkRecord, source: string, at: string): UpsertOutcome;
  /** Delete a mark by `sourceRecordId`; true when it existed. */
  remove(sourceRecordId: string): boolean;
  /** Every mark's id and search fields, in id order. */
  searchFields(): Iterable<{ id: number } & TrademarkSearchFields>;
  /** One mark by row id. */
  get(id: number): TrademarkRecord | undefined;
}

/** Build the store over an open, migrated database. */
export function createTrademarkStore(db: Db): TrademarkStore {
  const version = db.prepare("SELECT epoch || ':' || version FROM trademarks_state WHERE id = 1").pluck();
  const count = db.prepare("SELECT count(*) FROM trademarks").pluck();
  const exists = db.prepare("SELECT id FROM trademarks WHERE source_record_id = ?").pluck();
  const upsert = db.prepare(
    `INSERT INTO trademarks (source_record_id, registration_number, application_number, mark_text, status,
       nice_classes, nice_mask, application_date, registration_date, expiry_date, mark_category,
       mark_feature_category, source, imported_at)
     VALUES (@source_record_id, @registration_number, @application_number, @mark_text, @status,
       @nice_classes, @nice_mask, @application_date, @registration_date, @expiry_date, @mark_category,
       @mark_feature_category, @source, @imported_at)
     ON CONFLICT (source_record_id) DO UPDATE SET registration_number = excluded.registration_number,
       application_number = excluded.application_number, mark_text = excluded.mark_text,
       status = excluded.status, nice_classes = excluded.nice_classes, nice_mask = excluded.nice_mask,
       application_date = excluded.application_date, registration_date = excluded.registration_date,
       expiry_date = excluded.expiry_date, mark_category = excluded.mark_category,
       mark_feature_category = excluded.mark_feature_category, source = excluded.source,
       imported_at = excluded.imported_at`,
  );
  const remove = db.prepare("DELETE FROM trademarks WHERE source_record_id = ?");
  const fields = db.prepare(
    "SELECT id, mark_text, nice_classes, status, mark_feature_category FROM trademarks ORDER BY id",
  );
  const byId = db.prepare(`SELECT ${TRADEMARK_COLUMNS} FROM trademarks WHERE id = ?`);

  return {
    version: () => version.get() as string,
    count: () => count.get() as number,
    upsert(record, source, at) {
      const existed = exists.get(record.sourceRecordId) !== undefined;
      upsert.run(toRowParams(record, source, at));
      return existed ? "updated" : "inserted";
    },
    remove: (sourceRecordId) => remove.run(sourceRecordId).changes > 0,
    *searchFields() {
      for (const row of fields.iterate() as Iterable<FieldsRow>) {
        yield {
          id: row.id,
          markText: row.mark_text,
          niceClasses: parseClassList(row.nice_classes),
          status: row.status,
          markFeatureCategory: row.mark_feature_category,
        };
      }
    },
    get(id) {
      const row = byId.get(id) as TrademarkRow | undefined;
      return row ? toTrademarkRecord(row) : undefined;
    },
  };
}

interface FieldsRow {
  id: number;
  mark_text: string | null;
  nice_classes: string;
  status: string | null;
  mark_feature_category: string | null;
}
