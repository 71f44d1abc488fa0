/** The bounds of batch screening, in one place (documented in docs/batch.md). */
export const BATCH_LIMITS = {
  /** Items of one `POST /v1/name/screening/batch`. */
  batchItems: 100,
  /** Bytes of one job body (CSV or NDJSON). */
  jobBodyBytes: 10 * 1024 * 1024,
  /** Rows of one job. */
  jobRows: 100_000,
  /** Queued or running jobs one consumer may have: its stored rows stay bounded (429 beyond). */
  unfinishedJobs: 10,
  /** Characters of a row's own id. */
  idMaxLength: 128,
  /**
   * Rows screened at once (a batch call, a job's chunk, the CLI's default). The searches take the
   * CPU one row at a time anyway; what overlaps is the domain check's waiting (each row's up to
   * its 6 s budget), which one row after another made a 100-row call with TLDs last minutes. Four
   * rows of 10 TLDs stay within a consumer's share of the lookup queue (docs/domains.md).
   */
  rowsAtOnce: 4,
  /** Matches kept per search check of a row (conflicts, trademarks). */
  matchesPerCheck: 5,
  /** How long a finished job and its results are kept. */
  retentionMs: 7 * 24 * 60 * 60 * 1000,
} as const;
