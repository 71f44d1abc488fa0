/**
 * Compressed sparse rows: `data[offsets[i]..offsets[i+1]]` is row i. Used for both directions
 * of every posting relation (entry → keys for verification, key → entries for candidates).
 */

/** One relation stored as compressed sparse rows. */
export interface Csr {
  offsets: Uint32Array;
  data: Uint32Array;
}

/** Appends rows one by one into growing typed arrays. */
export class CsrBuilder {
  private offsets: number[] = [0];
  private data = new Uint32Array(1024);
  private length = 0;

  /** Append a row (copied). */
  push(row: ArrayLike<number>): void {
    if (this.length + row.length > this.data.length) {
      const next = new Uint32Array(Math.max(this.data.length * 2, this.length + row.length));
      next.set(this.data.subarray(0, this.length));
      this.data = next;
    }
    for (let i = 0; i < row.length; i++) this.data[this.length++] = row[i] as number;
    this.offsets.push(this.length);
  }

  /** The finished relation. */
  finish(): Csr {
    return { offsets: Uint32Array.from(this.offsets), data: this.data.slice(0, this.length) };
  }
}

/** Number of rows. */
export function rowCount(csr: Csr): number {
  return csr.offsets.length - 1;
}

/** Length of row i. */
export function rowLength(csr: Csr, i: number): number {
  return (csr.offsets[i + 1] as number) - (csr.offsets[i] as number);
}

/**
 * Invert a relation: rows become columns. `order` lists the source rows in the order their
 * ids should appear in each inverted row (for size-partitioned postings: by size).
 */
export function invert(forward: Csr, columns: number, order?: Uint32Array): Csr {
  const counts = new Uint32Array(columns + 1);
  for (let i = 0; i < forward.data.length; i++) {
    const c = (forward.data[i] as number) + 1;
    counts[c] = (counts[c] as number) + 1;
  }
  for (let c = 0; c < columns; c++) counts[c + 1] = (counts[c + 1] as number) + (counts[c] as number);
  const offsets = counts.slice();
  const cursor = counts.slice(0, columns);
  const data = new Uint32Array(forward.data.length);
  const rows = rowCount(forward);
  for (let k = 0; k < rows; k++) {
    const row = order ? (order[k] as number) : k;
    for (let p = forward.offsets[row] as number; p < (forward.offsets[row + 1] as number); p++) {
      const col = forward.data[p] as number;
      data[cursor[col] as number] = row;
      cursor[col] = (cursor[col] as number) + 1;
    }
  }
  return { offsets, data };
}
