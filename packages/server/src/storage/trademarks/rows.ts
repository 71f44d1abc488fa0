/**
 * Row mapping of the `trademarks` table (migration 0003): the contract's record fields to
 * columns and back. Classes are stored twice: the canonical list and a 45-bit mask.
 */
import type { TrademarkRecord } from "@namescreen/core";
import { classMask } from "@namescreen/core";

/** Columns read back into a record. */
export const TRADEMARK_COLUMNS =
  "id, source_record_id, registration_number, application_number, mark_text, status, nice_classes, " +
  "application_date, registration_date, expiry_date, mark_category, mark_feature_category";

/** A `trademarks` row as selected with TRADEMARK_COLUMNS. */
export interface TrademarkRow {
  id: number;
  source_record_id: string;
  registration_number: string | null;
  application_number: string | null;
  mark_text: string | null;
  status: string | null;
  nice_classes: string;
  application_date: string | null;
  registration_date: string | null;
  expiry_date: string | null;
  mark_category: string | null;
  mark_feature_category: string | null;
}

/** The record of a row. */
export function toTrademarkRecord(row: TrademarkRow): TrademarkRecord {
  return {
    sourceRecordId: row.source_record_id,
    registrationNumber: row.registration_number,
    applicationNumberText: row.application_number,
    markText: row.mark_text,
    status: row.status,
    niceClasses: parseClassList(row.nice_classes),
    applicationDate: row.application_date,
    registrationDate: row.registration_date,
    expiryDate: row.expiry_date,
    markCategory: row.mark_category,
    markFeatureCategory: row.mark_feature_category,
  };
}

/** Named parameters of the upsert statement for one record. */
export function toRowParams(record: TrademarkRecord, source: string, at: string): Record<string, unknown> {
  return {
    source_record_id: record.sourceRecordId,
    registration_number: record.registrationNumber,
    application_number: record.applicationNumberText,
    mark_text: record.markText,
    status: record.status,
    nice_classes: record.niceClasses.join("|"),
    nice_mask: niceMaskOf(record.niceClasses),
    application_date: record.applicationDate,
    registration_date: record.registrationDate,
    expiry_date: record.expiryDate,
    mark_category: record.markCategory,
    mark_feature_category: record.markFeatureCategory,
    source,
    imported_at: at,
  };
}

/** The 45-bit class mask as one integer (bit c-1 for class c). */
export function niceMaskOf(classes: readonly number[]): number {
  const { lo, hi } = classMask(classes);
  return hi * 2 ** 32 + lo;
}

/** "9|35|42" → [9, 35, 42]; an empty string gives []. */
export function parseClassList(text: string): number[] {
  return text === "" ? [] : text.split("|").map(Number);
}
