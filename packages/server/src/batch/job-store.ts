/**
 * The store of batch jobs: a small port so the SQLite store (sqlite-job-store.ts) can get a
 * PostgreSQL twin. Rows carry their outcome once screened; a row without one is pending.
 */
import type { ResolvedScreening } from "@namescreen/core";
import type { BatchFormat, BatchItem, PreparedRow } from "./types.js";

/** A job's lifecycle: queued → running → completed, or cancelled by its owner. */
export type JobStatus = "queued" | "running" | "completed" | "cancelled";

/** A job as stored. */
export interface JobRecord {
  id: string;
  consumerId: number;
  status: JobStatus;
  format: BatchFormat;
  totalRows: number;
  doneRows: number;
  errorRows: number;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  expiresAt: string | null;
}

/** A pending row handed to the worker. */
export interface PendingRow {
  seq: number;
  line: number;
  id: string | null;
  name: string | null;
  request: ResolvedScreening;
}

/** A claim: the next rows of one consumer's oldest unfinished job. */
export interface Claim {
  jobId: string;
  consumerId: number;
  rows: PendingRow[];
}

/** Storage of batch jobs. */
export interface BatchJobStore {
  /**
   * Begin a new job (create-job.ts stores it in slices): its id, or null (nothing stored) when
   * the consumer already has `maxUnfinished` queued or running jobs. The job counts against that
   * limit at once, but is not ready: nobody sees or claims it until `open`.
   */
  begin(consumerId: number, format: BatchFormat, maxUnfinished: number): Promise<string | null>;
  /** Store the next rows of a job being created, numbered from `firstSeq`, in one transaction. */
  append(jobId: string, firstSeq: number, rows: readonly PreparedRow[]): Promise<void>;
  /**
   * Make a job ready with the rows appended: queued, or completed at once when every row
   * carries an error (those rows are done from the start).
   */
  open(jobId: string): Promise<JobRecord>;
  /** Delete a job whose creation failed, with the rows appended so far. */
  discard(jobId: string): Promise<void>;
  /** The job, when it exists and belongs to `consumerId`. */
  get(id: string, consumerId: number): JobRecord | null;
  /** Outcomes of the job's finished rows with `seq > afterSeq`, in row order, at most `limit`. */
  outcomes(id: string, afterSeq: number, limit: number): { seq: number; item: BatchItem }[];
  /**
   * Cancel the job when it belongs to `consumerId`: every pending row gets a CANCELLED error.
   * Returns the job as it is afterwards (unchanged when already finished), or null.
   */
  cancel(id: string, consumerId: number): JobRecord | null;
  /**
   * Up to `max` pending rows of the next consumer after `afterConsumer` (round-robin over the
   * consumers with pending rows), from that consumer's oldest unfinished job; null when idle.
   * Marks the job running. Null too while another process holds the database: the worker
   * looks again after its pause.
   */
  claim(afterConsumer: number | null, max: number): Claim | null;
  /**
   * Record outcomes; a row that already has one keeps it. Completes the job when none is pending.
   * Throws when the storage refuses them (the rows stay pending and are screened again).
   */
  complete(jobId: string, outcomes: readonly { seq: number; item: BatchItem }[]): void;
  /**
   * Delete finished jobs whose retention ended before `now`, and jobs left unready (a crash
   * while one was being created) begun more than an hour before; returns how many.
   */
  prune(now: Date): number;
}
