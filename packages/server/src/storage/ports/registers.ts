/**
 * The register-rows ports (companies, trademarks): what an index in memory is built from and
 * what a reported match shows. Reads of every row stream (sync or async iterables).
 */
import type {
  CompanyFacts,
  IndexInput,
  MaybePromise,
  TrademarkRecord,
  TrademarkSearchFields,
} from "@namescreen/core";

/** Rows of an iterable that may be read synchronously (SQLite) or asynchronously (PostgreSQL). */
export type Rows<T> = Iterable<T> | AsyncIterable<T>;

/** Read access to the company register. */
export interface CompanyRowsPort {
  /** Number of companies and names. */
  counts(): MaybePromise<{ companies: number; names: number }>;
  /** Facts of the company with this row id (the index's record number). */
  get(rowId: number): MaybePromise<CompanyFacts | undefined>;
  /** Index inputs of every name, by company row id then name row id. */
  indexInputs(): Rows<IndexInput>;
  /** Index inputs of the current names of the companies changed after register `version`. */
  changedInputs(version: number): MaybePromise<IndexInput[]>;
}

/** A mark's row id with the fields the index is built from. */
export type TrademarkFields = { id: number } & TrademarkSearchFields;

/** Read access to the trademark register. */
export interface TrademarkRowsPort {
  count(): MaybePromise<number>;
  /** Every mark's id and search fields, in id order. */
  searchFields(): Rows<TrademarkFields>;
  /** Id and search fields of the existing marks changed after register `version`, in id order. */
  changedFields(version: number): MaybePromise<TrademarkFields[]>;
  /** One mark by row id. */
  get(id: number): MaybePromise<TrademarkRecord | undefined>;
}
