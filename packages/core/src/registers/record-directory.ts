/**
 * Reading the records a search reports from the directory behind an in-memory register. A
 * directory over a database answers best with one read for all of them (`getMany`): one SQLite
 * read transaction for a whole answer instead of one per match, which took a sixth to a third of
 * a search's time (docs/benchmarks.md, "company facts in one read"). `get` alone still works.
 */
import { PortError } from "../errors.js";
import type { MaybePromise } from "../maybe-promise.js";

/** Where an in-memory register finds the full records of its record numbers. */
export interface RecordDirectory<T> {
  get(record: number): MaybePromise<T | undefined>;
  /**
   * The records of several numbers in one call, in the order asked, `undefined` for one it does
   * not hold (optional; without it, `get` is called once per record).
   */
  getMany?(records: readonly number[]): MaybePromise<readonly (T | undefined)[]>;
}

/**
 * The records of `records` in order, through `getMany` when the directory has it. A record the
 * directory does not hold, or an answer of another length, is an UPSTREAM_ERROR naming `what`.
 */
export async function readRecords<T>(
  directory: RecordDirectory<T>,
  records: readonly number[],
  what: string,
): Promise<T[]> {
  let found: readonly (T | undefined)[];
  if (typeof directory.getMany === "function") {
    found = await directory.getMany(records);
    if (!Array.isArray(found) || found.length !== records.length) {
      const got = Array.isArray(found) ? `${found.length} items` : String(found);
      throw new PortError(
        "UPSTREAM_ERROR",
        `the ${what} directory's getMany answered ${got} for ${records.length} records`,
      );
    }
  } else {
    const one: (T | undefined)[] = [];
    for (const record of records) one.push(await directory.get(record));
    found = one;
  }
  return found.map((item, i) => {
    if (!item) throw new PortError("UPSTREAM_ERROR", `the ${what} directory has no record ${records[i]}`);
    return item;
  });
}
