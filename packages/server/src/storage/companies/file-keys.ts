/**
 * The columns of a company CSV and the keys of a company NDJSON line (docs/conflict-search.md),
 * and the refusal of any other: a misspelled column or key was ignored before, so "Status" left
 * every company active and a flat row's "kind": "former" stored a former name as a current one.
 * The names are compared exactly, in lower case as documented.
 */
import { ImportFileError } from "../import/file-error.js";
import { COMPANY_COLUMNS } from "./rows.js";

/** The columns that belong to one name, not to the company (a flat row holds them beside it). */
const NAME_COLUMNS = ["name", "name_language", "name_kind", "valid_from", "valid_to"] as const;

/** The keys of a company line with a `names` list: the company's columns, and the list. */
const COMPANY_KEYS = [
  ...COMPANY_COLUMNS.filter((c) => !(NAME_COLUMNS as readonly string[]).includes(c)),
  "names",
];

/** The keys of one entry of `names`: the short `language`/`kind` or the column names. */
const NAME_KEYS = ["name", "language", "kind", ...NAME_COLUMNS.slice(1)];

/** Refuse a CSV header naming a column the format lacks. Blank names are spreadsheets' trailing columns. */
export function checkCsvColumns(columns: readonly string[]): void {
  const unknown = columns.filter((c) => c !== "" && !(COMPANY_COLUMNS as readonly string[]).includes(c));
  if (unknown.length > 0)
    throw new ImportFileError(
      1,
      `unknown column(s) ${unknown.join(", ")}; the columns are ${COMPANY_COLUMNS.join(", ")}`,
    );
}

/** Refuse an NDJSON line (a flat row, or a company with its `names`) holding a key the format lacks. */
export function checkNdjsonKeys(object: Record<string, unknown>, line: number): void {
  const names = object.names;
  if (!Array.isArray(names)) {
    refuseUnknown(object, COMPANY_COLUMNS, line, "", "the keys of a row are");
    return;
  }
  refuseUnknown(object, COMPANY_KEYS, line, "", "the keys of a company with names are");
  names.forEach((entry, at) => {
    if (typeof entry !== "object" || entry === null || Array.isArray(entry)) return;
    const name = entry as Record<string, unknown>;
    refuseUnknown(name, NAME_KEYS, line, `names[${at}]: `, "the keys of a name are");
    for (const [short, column] of [
      ["language", "name_language"],
      ["kind", "name_kind"],
    ] as const) {
      if (short in name && column in name)
        throw new ImportFileError(line, `names[${at}] has both ${short} and ${column}; give one of them`);
    }
  });
}

// --- Internal helpers ---

function refuseUnknown(
  object: Record<string, unknown>,
  known: readonly string[],
  line: number,
  where: string,
  listing: string,
): void {
  const unknown = Object.keys(object).filter((k) => !known.includes(k));
  if (unknown.length > 0)
    throw new ImportFileError(
      line,
      `${where}unknown key(s) ${unknown.join(", ")}; ${listing} ${known.join(", ")}`,
    );
}
