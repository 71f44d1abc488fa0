/**
 * Reads register rows one by one (from an array, any iterable or an async iterable), checks
 * each, refuses duplicate ids, and throws every problem at the end as one ValidationError.
 */
import type { ValidationIssue } from "../errors.js";
import { ValidationError } from "../errors.js";
import { RowIssues } from "./row-issues.js";

/** Checks one input row: the record, or null with its problems pushed. */
export type RowCheck<I, R> = (input: I, row: number, issues: ValidationIssue[]) => R | null;

/** Collects checked rows; `finish` throws when any row was refused. */
export class RowCollector<I, R> {
  private readonly records: R[] = [];
  private readonly rowOfId = new Map<string, number>();
  private readonly issues: RowIssues;
  private row = 0;

  constructor(
    private readonly what: string,
    private readonly check: RowCheck<I, R>,
    private readonly idOf: (record: R) => string,
    private readonly idField: string,
  ) {
    this.issues = new RowIssues(what);
  }

  /** Whether enough problems were found to stop reading. */
  get full(): boolean {
    return this.issues.full;
  }

  add(input: I): void {
    const row = this.row++;
    const found: ValidationIssue[] = [];
    const record = this.check(input, row, found);
    if (record !== null) {
      const id = this.idOf(record);
      const first = this.rowOfId.get(id);
      if (first === undefined) this.rowOfId.set(id, row);
      else
        found.push({
          path: `${this.what}.${row}.${this.idField}`,
          message: `repeats the id of row ${first}`,
          value: id,
        });
    }
    if (found.length > 0) this.issues.add(found);
    else if (record !== null) this.records.push(record);
  }

  finish(): R[] {
    this.issues.throwIfAny();
    return this.records;
  }
}

/** Feed a synchronous iterable to a collector. */
export function collectRows<I, R>(inputs: Iterable<I>, collector: RowCollector<I, R>): R[] {
  for (const input of inputs) {
    collector.add(input);
    if (collector.full) break;
  }
  return collector.finish();
}

/** Feed an async iterable (a stream of rows) to a collector. */
export async function collectRowsAsync<I, R>(
  inputs: AsyncIterable<I>,
  collector: RowCollector<I, R>,
): Promise<R[]> {
  for await (const input of inputs) {
    collector.add(input);
    if (collector.full) break;
  }
  return collector.finish();
}

/** Whether `value` is an async iterable (checked before the sync case: a stream may be both). */
export function isAsyncIterable<T>(value: unknown): value is AsyncIterable<T> {
  return typeof value === "object" && value !== null && Symbol.asyncIterator in value;
}

/** Refuse an input that is no list of rows (a lone string is iterable, but not a register). */
export function checkIterable(value: unknown, what: string): void {
  const iterable =
    typeof value === "object" &&
    value !== null &&
    (Symbol.iterator in value || Symbol.asyncIterator in value);
  if (!iterable) {
    throw new ValidationError([
      { path: what, message: "must be an array, an iterable or an async iterable of rows" },
    ]);
  }
}
