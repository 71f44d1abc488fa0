/**
 * Screening one prepared row with the same engine and ports as `POST /v1/name/screening`. A row
 * never throws: a check that fails is an execution issue of its result (as in the single
 * screening), anything else becomes that row's INTERNAL_ERROR.
 */
import type { ScreeningPorts } from "@namescreen/core";
import { messageOf, screenResolved } from "@namescreen/core";
import type { BatchItem, PreparedRow } from "./types.js";

/** The row's outcome: its screening (no trace is stored for batch rows) or its error. */
export async function screenRow(row: PreparedRow, ports: ScreeningPorts): Promise<BatchItem> {
  const place = { line: row.line, id: row.id, name: row.name };
  if ("error" in row) return { ...place, error: row.error };
  try {
    const { result } = await screenResolved(row.request, ports);
    return { ...place, result };
  } catch (error) {
    const message = messageOf(error);
    return {
      ...place,
      error: {
        code: "INTERNAL_ERROR",
        message: "The row could not be screened",
        details: { reason: message },
      },
    };
  }
}
