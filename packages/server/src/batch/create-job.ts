/**
 * Creating a job from a stream of prepared rows, in slices: each slice of rows is stored in its
 * own transaction and the event loop is let go between slices, so reading and storing a
 * 100,000-row file does not hold the server (it held it for about ten seconds as one piece).
 * The job stays unready until the last slice is in, so no one sees or screens half a file; a
 * failure on the way deletes what was stored.
 */
import type { BatchJobStore, JobRecord } from "./job-store.js";
import type { BatchFormat, PreparedRow } from "./types.js";

/** Rows read and stored between two turns of the event loop. */
export const JOB_SLICE_ROWS = 1_000;

/** Who creates the job, in which format, within which limit of unfinished jobs. */
export interface JobCreation {
  consumerId: number;
  format: BatchFormat;
  maxUnfinished: number;
}

/** The job, or why none was created: the consumer's limit reached, or a file without rows. */
export type JobCreated = { kind: "created"; job: JobRecord } | { kind: "at_limit" } | { kind: "empty" };

/**
 * Store the rows as a new job. An error from `rows` (a file that cannot be read, a row limit
 * passed) deletes the job begun and is thrown again.
 */
export async function createJob(
  store: BatchJobStore,
  creation: JobCreation,
  rows: AsyncIterable<PreparedRow> | Iterable<PreparedRow>,
): Promise<JobCreated> {
  const jobId = await store.begin(creation.consumerId, creation.format, creation.maxUnfinished);
  if (jobId === null) return { kind: "at_limit" };
  try {
    let stored = 0;
    let slice: PreparedRow[] = [];
    const flush = async () => {
      await store.append(jobId, stored, slice);
      stored += slice.length;
      slice = [];
      await nextTurn();
    };
    for await (const row of rows) {
      slice.push(row);
      if (slice.length === JOB_SLICE_ROWS) await flush();
    }
    if (slice.length > 0) await flush();
    if (stored === 0) {
      await store.discard(jobId);
      return { kind: "empty" };
    }
    return { kind: "created", job: await store.open(jobId) };
  } catch (error) {
    try {
      await store.discard(jobId);
    } catch {
      // The store failed too: the unready job is deleted by a later prune, an hour on.
    }
    throw error;
  }
}

/** Let requests waiting on the event loop run. */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
