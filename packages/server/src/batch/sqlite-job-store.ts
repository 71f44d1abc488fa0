/** The SQLite batch job store (migration 0009). */
import { randomUUID } from "node:crypto";
import type { ResolvedScreening, ScreeningResult } from "@namescreen/core";
import { unlessBusy, whenUnlocked, withoutBusyWait } from "../storage/sqlite/busy.js";
import type { Db } from "../storage/sqlite/open.js";
import type { BatchJobStore, Claim, JobRecord, JobStatus } from "./job-store.js";
import type { BatchFormat, BatchItem, PreparedRow, RowError } from "./types.js";

/** Options of {@link createSqliteJobStore}. */
export interface SqliteJobStoreOptions {
  /** The time now (tests pass a fixed clock). */
  now?: () => Date;
  /** How long a finished job is kept, in ms. */
  retentionMs: number;
}

/** A job store over the migrated database `db`. */
export function createSqliteJobStore(db: Db, options: SqliteJobStoreOptions): BatchJobStore {
  const now = options.now ?? (() => new Date());
  const iso = () => now().toISOString();
  const expiry = () => new Date(now().getTime() + options.retentionMs).toISOString();

  // A job begins unready and empty (`open` sets its counts); the worker and its owner see only
  // ready jobs.
  const insertJob = db.prepare(
    `INSERT INTO batch_jobs (id, created_seq, consumer_id, status, format, total_rows, created_at, ready)
     VALUES (?, (SELECT COALESCE(MAX(created_seq), 0) + 1 FROM batch_jobs), ?, 'queued', ?, 0, ?, 0)`,
  );
  const insertRow = db.prepare(
    `INSERT INTO batch_job_rows (job_id, seq, line, item_id, name, request, outcome, is_error)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const selectJob = db.prepare("SELECT * FROM batch_jobs WHERE id = ? AND ready = 1");
  const unfinishedOf = db
    .prepare<[number], number>(
      "SELECT count(*) FROM batch_jobs WHERE consumer_id = ? AND status IN ('queued', 'running')",
    )
    .pluck();
  const selectOutcomes = db.prepare(
    `SELECT seq, line, item_id, name, outcome, is_error FROM batch_job_rows
     WHERE job_id = ? AND seq > ? AND outcome IS NOT NULL ORDER BY seq LIMIT ?`,
  );
  const activeConsumers = db.prepare(
    `SELECT DISTINCT consumer_id FROM batch_jobs WHERE status IN ('queued', 'running') AND ready = 1
     ORDER BY consumer_id`,
  );
  const oldestActiveJob = db.prepare(
    `SELECT id FROM batch_jobs WHERE consumer_id = ? AND status IN ('queued', 'running') AND ready = 1
     ORDER BY created_seq LIMIT 1`,
  );
  const pendingRows = db.prepare(
    `SELECT seq, line, item_id, name, request FROM batch_job_rows
     WHERE job_id = ? AND outcome IS NULL ORDER BY seq LIMIT ?`,
  );
  const markRunning = db.prepare(
    "UPDATE batch_jobs SET status = 'running', started_at = COALESCE(started_at, ?) WHERE id = ? AND status = 'queued'",
  );
  const setOutcome = db.prepare(
    "UPDATE batch_job_rows SET outcome = ?, is_error = ? WHERE job_id = ? AND seq = ? AND outcome IS NULL",
  );
  const addCounts = db.prepare(
    "UPDATE batch_jobs SET done_rows = done_rows + ?, error_rows = error_rows + ? WHERE id = ?",
  );
  const hasPending = db.prepare("SELECT 1 FROM batch_job_rows WHERE job_id = ? AND outcome IS NULL LIMIT 1");
  const finish = db.prepare(
    `UPDATE batch_jobs SET status = ?, finished_at = ?, expires_at = ?
     WHERE id = ? AND status IN ('queued', 'running')`,
  );
  const cancelRows = db.prepare(
    "UPDATE batch_job_rows SET outcome = ?, is_error = 1 WHERE job_id = ? AND outcome IS NULL",
  );
  const expired = db.prepare(
    "SELECT id FROM batch_jobs WHERE expires_at IS NOT NULL AND expires_at < ? LIMIT 100",
  );
  const abandoned = db.prepare("SELECT id FROM batch_jobs WHERE ready = 0 AND created_at < ? LIMIT 100");
  const rowCounts = db.prepare(
    "SELECT count(*) AS total, COALESCE(sum(is_error), 0) AS errors FROM batch_job_rows WHERE job_id = ?",
  );
  const markReady = db.prepare(
    "UPDATE batch_jobs SET ready = 1, total_rows = ?, done_rows = ?, error_rows = ? WHERE id = ? AND ready = 0",
  );
  const isUnready = db.prepare("SELECT 1 FROM batch_jobs WHERE id = ? AND ready = 0");
  const deleteRows = db.prepare("DELETE FROM batch_job_rows WHERE job_id = ?");
  const deleteJob = db.prepare("DELETE FROM batch_jobs WHERE id = ?");

  const get = (id: string): JobRecord | null => {
    const row = selectJob.get(id) as JobRow | undefined;
    return row ? recordOf(row) : null;
  };
  const finishIfDone = (jobId: string, status: JobStatus) => {
    if (hasPending.get(jobId) === undefined) finish.run(status, iso(), expiry(), jobId);
  };

  const begin = db.transaction((consumerId: number, format: BatchFormat, maxUnfinished: number) => {
    if ((unfinishedOf.get(consumerId) ?? 0) >= maxUnfinished) return null;
    const id = `job_${randomUUID().replaceAll("-", "")}`;
    insertJob.run(id, consumerId, format, iso());
    return id;
  });

  const append = db.transaction((jobId: string, firstSeq: number, rows: readonly PreparedRow[]) => {
    rows.forEach((row, i) => {
      const [request, outcome] =
        "error" in row ? [null, JSON.stringify(row.error)] : [JSON.stringify(row.request), null];
      insertRow.run(
        jobId,
        firstSeq + i,
        row.line,
        row.id,
        row.name,
        request,
        outcome,
        "error" in row ? 1 : 0,
      );
    });
  });

  const open = db.transaction((jobId: string): JobRecord => {
    const { total, errors } = rowCounts.get(jobId) as { total: number; errors: number };
    if (markReady.run(total, errors, errors, jobId).changes === 0) {
      throw new Error(`batch job ${jobId} is not being created`);
    }
    finishIfDone(jobId, "completed");
    return get(jobId) as JobRecord;
  });

  const discard = db.transaction((jobId: string) => {
    if (isUnready.get(jobId) === undefined) return;
    deleteRows.run(jobId);
    deleteJob.run(jobId);
  });

  const complete = db.transaction((jobId: string, outcomes: readonly { seq: number; item: BatchItem }[]) => {
    let done = 0;
    let errors = 0;
    for (const { seq, item } of outcomes) {
      const isError = "error" in item;
      const changed = setOutcome.run(
        JSON.stringify(isError ? item.error : item.result),
        isError ? 1 : 0,
        jobId,
        seq,
      );
      done += changed.changes;
      if (isError) errors += changed.changes;
    }
    addCounts.run(done, errors, jobId);
    finishIfDone(jobId, "completed");
  });

  const cancel = db.transaction((id: string, consumerId: number): JobRecord | null => {
    const job = get(id);
    if (!job || job.consumerId !== consumerId) return null;
    if (job.status === "completed" || job.status === "cancelled") return job;
    const error: RowError = {
      code: "CANCELLED",
      message: "The job was cancelled before this row was screened",
      details: null,
    };
    const changed = cancelRows.run(JSON.stringify(error), id).changes;
    addCounts.run(changed, changed, id);
    finish.run("cancelled", iso(), expiry(), id);
    return get(id);
  });

  const claim = db.transaction((afterConsumer: number | null, max: number): Claim | null => {
    const consumers = (activeConsumers.all() as { consumer_id: number }[]).map((r) => r.consumer_id);
    if (consumers.length === 0) return null;
    const next =
      consumers.find((c) => afterConsumer === null || c > afterConsumer) ?? (consumers[0] as number);
    const job = oldestActiveJob.get(next) as { id: string } | undefined;
    if (!job) return null;
    markRunning.run(iso(), job.id);
    const rows = (pendingRows.all(job.id, max) as PendingRowRow[]).map((r) => ({
      seq: r.seq,
      line: r.line,
      id: r.item_id,
      name: r.name,
      request: JSON.parse(r.request ?? "null") as ResolvedScreening,
    }));
    // A job left running with nothing pending (a crash between two statements) ends here.
    if (rows.length === 0) finish.run("completed", iso(), expiry(), job.id);
    return { jobId: job.id, consumerId: next, rows };
  });

  const prune = db.transaction((at: Date): number => {
    const ids = [
      ...(expired.all(at.toISOString()) as { id: string }[]),
      ...(abandoned.all(new Date(at.getTime() - ABANDONED_AFTER_MS).toISOString()) as { id: string }[]),
    ].map((r) => r.id);
    for (const id of ids) {
      deleteRows.run(id);
      deleteJob.run(id);
    }
    return ids.length;
  });

  return {
    // A job's creation waits for another process's lock without holding the server's thread.
    begin: (consumerId, format, maxUnfinished) =>
      whenUnlocked(db, () => begin.immediate(consumerId, format, maxUnfinished)),
    append: (jobId, firstSeq, rows) => whenUnlocked(db, () => append(jobId, firstSeq, rows)),
    open: (jobId) => whenUnlocked(db, () => open.immediate(jobId)),
    discard: (jobId) => whenUnlocked(db, () => discard.immediate(jobId)),
    get: (id, consumerId) => {
      const job = get(id);
      return job && job.consumerId === consumerId ? job : null;
    },
    outcomes: (id, afterSeq, limit) =>
      (selectOutcomes.all(id, afterSeq, limit) as OutcomeRow[]).map((r) => ({ seq: r.seq, item: itemOf(r) })),
    // Immediate (write-locked from the start): these read before they write, and a deferred
    // transaction fails at once with SQLITE_BUSY when another server process wrote in between.
    cancel: (id, consumerId) => cancel.immediate(id, consumerId),
    // The worker's writes do not wait on the server's thread for another process's lock (a
    // sync's apply holds it for seconds, storage/sqlite/busy.ts): a claim then finds no work, a
    // refused completion leaves its rows pending, to be screened again, and pruning waits.
    claim: (afterConsumer, max) => unlessBusy(db, () => claim.immediate(afterConsumer, max), null),
    complete: (jobId, outcomes) => withoutBusyWait(db, () => complete(jobId, outcomes)),
    prune: (at) => {
      const pruneNow = () => unlessBusy(db, () => prune.immediate(at), 0);
      let total = 0;
      for (let n = pruneNow(); n > 0; n = pruneNow()) total += n;
      return total;
    },
  };
}

// --- Internal helpers ---

/** A job still unready this long after it began was left by a crash while it was being created. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

interface JobRow {
  id: string;
  consumer_id: number;
  status: JobStatus;
  format: BatchFormat;
  total_rows: number;
  done_rows: number;
  error_rows: number;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  expires_at: string | null;
}

interface PendingRowRow {
  seq: number;
  line: number;
  item_id: string | null;
  name: string | null;
  request: string | null;
}

interface OutcomeRow {
  seq: number;
  line: number;
  item_id: string | null;
  name: string | null;
  outcome: string;
  is_error: number;
}

function recordOf(r: JobRow): JobRecord {
  return {
    id: r.id,
    consumerId: r.consumer_id,
    status: r.status,
    format: r.format,
    totalRows: r.total_rows,
    doneRows: r.done_rows,
    errorRows: r.error_rows,
    createdAt: r.created_at,
    startedAt: r.started_at,
    finishedAt: r.finished_at,
    expiresAt: r.expires_at,
  };
}

function itemOf(r: OutcomeRow): BatchItem {
  const place = { line: r.line, id: r.item_id, name: r.name };
  const value: unknown = JSON.parse(r.outcome);
  return r.is_error === 1
    ? { ...place, error: value as RowError }
    : { ...place, result: value as ScreeningResult };
}
