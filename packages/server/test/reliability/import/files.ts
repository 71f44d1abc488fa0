/** Register files for the import reliability tests: a company CSV/NDJSON and a trademark NDJSON/CSV of n rows. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Db } from "../../../src/storage/sqlite/open.js";
import { openDatabase } from "../../../src/storage/sqlite/open.js";

export const COMPANY_HEADER =
  "company_id,uid,name,name_language,name_kind,legal_form,seat,canton,status,registered_on,deleted_on,valid_from,valid_to,sole_proprietorship";

/** A temporary directory with an empty, migrated database. */
export function tempRegister(): {
  dir: string;
  db: Db;
  file(name: string, content: string | Buffer): string;
  cleanup(): void;
} {
  const dir = mkdtempSync(join(tmpdir(), "namescreen-reliability-"));
  const db = openDatabase(join(dir, "register.db")).db;
  return {
    dir,
    db,
    file(name, content) {
      const path = join(dir, name);
      writeFileSync(path, content);
      return path;
    },
    cleanup() {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** CSV lines of companies 0..n-1 (header first), one name each (the same companies as companyNdjsonLines). */
export function companyCsvLines(n: number): string[] {
  return [
    COMPANY_HEADER,
    ...Array.from({ length: n }, (_, i) => `K${i},,Firma Nummer ${i} AG,de,main,AG,Chur,GR,active,,,,,`),
  ];
}

/** NDJSON lines of companies 0..n-1, each a company object with its names. */
export function companyNdjsonLines(n: number): string[] {
  return Array.from({ length: n }, (_, i) =>
    JSON.stringify({
      company_id: `K${i}`,
      legal_form: "AG",
      seat: "Chur",
      canton: "GR",
      names: [{ name: `Firma Nummer ${i} AG`, language: "de", kind: "main" }],
    }),
  );
}

/** NDJSON lines of marks 0..n-1. */
export function markNdjsonLines(n: number): string[] {
  return Array.from({ length: n }, (_, i) =>
    JSON.stringify({
      sourceRecordId: `CH:${i}`,
      markText: `MARKE ${i}`,
      niceClasses: [9],
      status: "Registered",
    }),
  );
}

/** EUIPO-layout CSV lines of marks 0..n-1 (header first). */
export function markCsvLines(n: number): string[] {
  return [
    "application_number,office,operation,status,verbal_element,nice_classes",
    ...Array.from(
      { length: n },
      (_, i) => `0182${String(i).padStart(5, "0")},EM,,Registered,MARKE ${i},9|35`,
    ),
  ];
}

/** The first `share` of `lines` joined, ending with a newline: a file cut cleanly between rows. */
export function cutBetweenRows(lines: string[], keep: number): string {
  return `${lines.slice(0, keep).join("\n")}\n`;
}

/** The first `keep` lines plus half of the next one, no newline: a file cut inside a row. */
export function cutInsideRow(lines: string[], keep: number): string {
  const next = lines[keep] as string;
  return `${lines.slice(0, keep).join("\n")}\n${next.slice(0, Math.floor(next.length / 2))}`;
}
