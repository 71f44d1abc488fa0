/**
 * The CSV columns of a batch file and how a cell becomes a row field: empty cells are absent,
 * cells of a column without a name are ignored, list columns (`niceClasses`, `tlds`) hold values
 * separated by `;`, `,` or spaces.
 */

import { rowProblem } from "./row.js";
import type { RowError } from "./types.js";

/** Every column a batch CSV may have (only `name` is required), in the documented order. */
export const CSV_COLUMNS = [
  "id",
  "name",
  "legalForm",
  "language",
  "seat",
  "activityScope",
  "ownerSurname",
  "niceClasses",
  "tlds",
  "checkLevel",
  "riskProfile",
] as const;

/** The row object of a CSV record's fields, or the error of a list cell that cannot be read. */
export function rowOfCsvFields(
  fields: Record<string, string>,
): { value: Record<string, unknown> } | { id: string | null; name: string | null; error: RowError } {
  const value: Record<string, unknown> = {};
  for (const [column, cell] of Object.entries(fields)) {
    const text = cell.trim();
    // A trailing empty column of a spreadsheet export (`id,name,`) is no field of the row.
    if (text !== "" && column !== "") value[column] = text;
  }
  if (typeof value.tlds === "string") value.tlds = listOf(value.tlds);
  if (typeof value.niceClasses === "string") {
    const items = listOf(value.niceClasses);
    const bad = items.find((s) => !/^\d{1,2}$/.test(s));
    if (bad !== undefined) {
      const place = {
        id: (value.id as string | undefined) ?? null,
        name: (value.name as string | undefined) ?? null,
      };
      return { ...place, error: rowProblem("niceClasses", `"${bad}" is not a class number (1 to 45)`) };
    }
    value.niceClasses = items.map(Number);
  }
  return { value };
}

/** `a;b`, `a, b` or `a b` → ["a", "b"]. */
function listOf(cell: string): string[] {
  return cell.split(/[;,\s]+/).filter((s) => s !== "");
}
