/**
 * The restricted-terms port: the administration's reads and writes (admin API, `namescreen
 * terms`) with the audit log written in the same transaction as each change. The assessment
 * reads terms through the core's RestrictedTermsSource port, which each adapter also provides.
 */
import type { MaybePromise } from "@namescreen/core";
import type {
  AuditQuery,
  AuditRecord,
  CategoryRecord,
  ChangeContext,
  CreateTermInput,
  Page,
  TermQuery,
  TermRecord,
  TermResult,
  UpdateTermInput,
} from "../restricted-terms/types.js";

/** The administration's data operations. */
export interface RestrictedTermsRepository {
  /** Every category, active and inactive, by id. */
  listCategories(): MaybePromise<CategoryRecord[]>;
  /** One page of terms matching the filters, by id. */
  listTerms(query: TermQuery): MaybePromise<Page<TermRecord>>;
  getTerm(id: number): MaybePromise<TermRecord | undefined>;
  createTerm(input: CreateTermInput, ctx: ChangeContext): MaybePromise<TermResult>;
  updateTerm(id: number, input: UpdateTermInput, ctx: ChangeContext): MaybePromise<TermResult>;
  /** Soft delete: `isActive` becomes false, the record and its history stay. */
  deleteTerm(id: number, ctx: ChangeContext): MaybePromise<TermResult>;
  /** The audit log, newest first. */
  listAudit(query: AuditQuery): MaybePromise<Page<AuditRecord>>;
}
