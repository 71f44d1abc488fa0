/**
 * The CSV columns of a batch file and how a cell becomes a row field: header names are matched
 * whatever their case, empty cells are absent, cells of a column without a name are ignored,
 * list columns (`niceClasses`, `tlds`) hold values separated by `;`, `,` or spaces.
 */

import { ImportFileError } from "../storage/import/file-error.js";
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

/** A header's column names (trimmed by the reader) → the batch columns they name. */
export type CsvColumnMap = ReadonlyMap<string, string>;

/**
 * The batch column of each header name, matched whatever its case (`Name`, `NICECLASSES`: a
 * spreadsheet user's header was refused as unknown columns). Refuses the file for a name that
 * is no column, one column named twice in two cases, or no `name` column. Blank names are no
 * columns: spreadsheets export trailing empty ones (`id,name,`).
 */
export function csvColumnsOf(header: readonly string[]): CsvColumnMap {
  const byLowerCase = new Map<string, string>(CSV_COLUMNS.map((c) => [c.toLowerCase(), c]));
  const map = new Map<string, string>();
  const unknown: string[] = [];
  for (const name of header) {
    if (name === "") continue;
    const column = byLowerCase.get(name.toLowerCase());
    if (column === undefined) unknown.push(name);
    else map.set(name, column);
  }
  if (unknown.length > 0)
    throw new ImportFileError(
      1,
      `unknown column(s) ${unknown.join(", ")}; the columns are ${CSV_COLUMNS.join(", ")}`,
    );
  const named = [...map.values()];
  const twice = [...new Set(named.filter((c, i) => named.indexOf(c) !== i))];
  if (twice.length > 0)
    throw new ImportFileError(1, `duplicate column(s) ${twice.join(", ")}; each column may appear once`);
  if (!named.includes("name")) throw new ImportFileError(1, "the header has no name column");
  return map;
}

/** The row object of a CSV record's fields, or the error of a list cell that cannot be read. */
export function rowOfCsvFields(
  fields: Record<string, string>,
  columns: CsvColumnMap,
): { value: Record<string, unknown> } | { id: string | null; name: string | null; error: RowError } {
  const value: Record<string, unknown> = {};
  for (const [header, cell] of Object.entries(fields)) {
    const text = cell.trim();
    const column = columns.get(header);
    // A trailing empty column of a spreadsheet export (`id,name,`) is no field of the row.
    if (text !== "" && column !== undefined) value[column] = text;
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
