/**
 * The trademark table's data access: upserts for imports, the search fields of every mark
 * (index build, streamed) and of the marks changed since a version (index delta), and full
 * records by row id (reported matches). The change version and log are kept by triggers
 * (migrations 0003, 0006) and read through storage/indexed-register/change-log.ts.
 */
import type { TrademarkRecord, TrademarkSearchFields } from "@namescreen/core";
import type { TrademarkRowsPort } from "../ports/registers.js";
import type { Db } from "../sqlite/open.js";
import { readMany } from "../sqlite/read-many.js";
import type { TrademarkRow } from "./rows.js";
import { parseClassList, TRADEMARK_COLUMNS, toRowParams, toTrademarkRecord } from "./rows.js";

/** What an upsert did ("unchanged": same fields, nothing written, no version bump). */
export type UpsertOutcome = "inserted" | "updated" | "unchanged";

/** Data access over one connection: the trademark-rows port (answered synchronously) plus the writes. */
export interface TrademarkStore extends TrademarkRowsPort {
  count(): number;
  /** Marks stored with `source`. */
  countOfSource(source: string): number;
  /** The `sourceRecordId`s of the marks stored with `source`. */
  idsOfSource(source: string): string[];
  /** Insert or replace a mark by `sourceRecordId`. Call inside a transaction for speed. */
  upsert(record: TrademarkRecord, source: string, at: string): UpsertOutcome;
  /** Delete a mark by `sourceRecordId`; true when it existed. */
  remove(sourceRecordId: string): boolean;
  /** Every mark's id and search fields, in id order. */
  searchFields(): Iterable<{ id: number } & TrademarkSearchFields>;
  /** Id and search fields of the existing marks changed after register `version`, in id order. */
  changedFields(version: number): ({ id: number } & TrademarkSearchFields)[];
  /** One mark by row id. */
  get(id: number): TrademarkRecord | undefined;
  /** Several marks by row id in one read, in the order asked. */
  getMany(ids: readonly number[]): (TrademarkRecord | undefined)[];
}

/** Build the store over an open, migrated database. */
export function createTrademarkStore(db: Db): TrademarkStore {
  const count = db.prepare("SELECT count(*) FROM trademarks").pluck();
  const countOfSource = db.prepare("SELECT count(*) FROM trademarks WHERE source = ?").pluck();
  const idsOfSource = db.prepare("SELECT source_record_id FROM trademarks WHERE source = ?").pluck();
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
       imported_at = excluded.imported_at
     WHERE (registration_number, application_number, mark_text, status, nice_classes, application_date,
            registration_date, expiry_date, mark_category, mark_feature_category, source)
       IS NOT (excluded.registration_number, excluded.application_number, excluded.mark_text, excluded.status,
            excluded.nice_classes, excluded.application_date, excluded.registration_date, excluded.expiry_date,
            excluded.mark_category, excluded.mark_feature_category, excluded.source)`,
  );
  const remove = db.prepare("DELETE FROM trademarks WHERE source_record_id = ?");
  const fields = db.prepare(
    "SELECT id, mark_text, nice_classes, status, mark_feature_category FROM trademarks ORDER BY id",
  );
  const changedFields = db.prepare(
    `SELECT id, mark_text, nice_classes, status, mark_feature_category FROM trademarks
      WHERE id IN (SELECT trademark_id FROM trademark_changes WHERE version > ?) ORDER BY id`,
  );
  const byId = db.prepare(`SELECT ${TRADEMARK_COLUMNS} FROM trademarks WHERE id = ?`);
  const get = (id: number): TrademarkRecord | undefined => {
    const row = byId.get(id) as TrademarkRow | undefined;
    return row ? toTrademarkRecord(row) : undefined;
  };

  return {
    count: () => count.get() as number,
    countOfSource: (source) => countOfSource.get(source) as number,
    idsOfSource: (source) => idsOfSource.all(source) as string[],
    upsert(record, source, at) {
      const existed = exists.get(record.sourceRecordId) !== undefined;
      const written = upsert.run(toRowParams(record, source, at)).changes > 0;
      return !existed ? "inserted" : written ? "updated" : "unchanged";
    },
    remove: (sourceRecordId) => remove.run(sourceRecordId).changes > 0,
    *searchFields() {
      for (const row of fields.iterate() as Iterable<FieldsRow>) yield fieldsOf(row);
    },
    changedFields: (version) => (changedFields.all(version) as FieldsRow[]).map(fieldsOf),
    get,
    getMany: readMany(db, get),
  };
}

interface FieldsRow {
  id: number;
  mark_text: string | null;
  nice_classes: string;
  status: string | null;
  mark_feature_category: string | null;
}

function fieldsOf(row: FieldsRow): { id: number } & TrademarkSearchFields {
  return {
    id: row.id,
    markText: row.mark_text,
    niceClasses: parseClassList(row.nice_classes),
    status: row.status,
    markFeatureCategory: row.mark_feature_category,
  };
}
