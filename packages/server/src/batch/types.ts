/** The shapes batch screening passes around: a row's error, its outcome, a row ready to screen. */
import type { ResolvedScreening, ScreeningResult } from "@namescreen/core";

/** The two file formats of batch input and output. */
export type BatchFormat = "csv" | "ndjson";

/** The contract's error body content, for one row. */
export interface RowError {
  code: string;
  message: string;
  details: Record<string, unknown> | null;
}

/** Where a row came from: its line in the file (or index + 1 in a batch body) and its own id. */
export interface RowPlace {
  line: number;
  id: string | null;
  name: string | null;
}

/** A row read and validated: ready to screen, or already answered with its error. */
export type PreparedRow = RowPlace & ({ request: ResolvedScreening } | { error: RowError });

/** What every row ends with: a screening result or its own error. */
export type BatchItem = RowPlace & ({ result: ScreeningResult } | { error: RowError });
