/**
 * The downloaded register on disk between the two phases of a sync: checked rows are appended
 * as compact JSON lines while pages arrive (nothing held in memory), then read back
 * synchronously when the difference is applied, so the write transaction is not held across
 * network waits and a failed download leaves the database untouched.
 */
import { closeSync, openSync, readSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";
import { makeScratchFolder } from "../scratch-folder.js";
import type { CompanyRow } from "../storage/companies/index.js";

/** An open spool file. */
export interface SpoolWriter {
  readonly path: string;
  append(row: CompanyRow): void;
  /** Flush and close; returns the rows written. */
  finish(): number;
  /** Close (if open) and delete the file and its folder. */
  discard(): void;
}

/**
 * Start a spool file in a new folder under `dir`, named with this process's pid. The folders of
 * syncs that were stopped (Ctrl-C, kill -9: their pid is gone) are removed first: they piled up
 * beside the database, up to the size of the register each.
 */
export function createSpool(dir: string): SpoolWriter {
  const folder = makeScratchFolder(dir, "namescreen-sync-");
  const path = join(folder, "companies.ndjson");
  let fd: number | null = openSync(path, "w");
  let buffer = "";
  let rows = 0;
  const flush = () => {
    if (fd !== null && buffer !== "") writeSync(fd, buffer);
    buffer = "";
  };
  return {
    path,
    append(row) {
      buffer += `${JSON.stringify(encode(row))}\n`;
      rows++;
      if (buffer.length >= FLUSH_CHARS) flush();
    },
    finish() {
      flush();
      if (fd !== null) closeSync(fd);
      fd = null;
      return rows;
    },
    discard() {
      if (fd !== null) closeSync(fd);
      fd = null;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Every row of a finished spool file, in order (synchronous, in 4 MB reads). */
export function* readSpool(path: string): Generator<CompanyRow> {
  const fd = openSync(path, "r");
  const chunk = Buffer.allocUnsafe(4 * 1_048_576);
  const decoder = new TextDecoder("utf-8");
  let rest = "";
  try {
    for (;;) {
      const n = readSync(fd, chunk, 0, chunk.length, null);
      if (n === 0) break;
      rest += decoder.decode(chunk.subarray(0, n), { stream: true });
      let start = 0;
      for (let at = rest.indexOf("\n"); at >= 0; at = rest.indexOf("\n", start)) {
        yield decode(JSON.parse(rest.slice(start, at)) as Encoded);
        start = at + 1;
      }
      rest = rest.slice(start);
    }
  } finally {
    closeSync(fd);
  }
}

// --- Internal helpers ---

const FLUSH_CHARS = 1_048_576;

type Encoded = [
  string,
  string | null,
  string,
  CompanyRow["language"],
  CompanyRow["kind"],
  string | null,
  string | null,
  string | null,
  CompanyRow["status"],
  0 | 1,
];

function encode(r: CompanyRow): Encoded {
  return [
    r.companyId,
    r.uid,
    r.name,
    r.language,
    r.kind,
    r.legalForm,
    r.seat,
    r.canton,
    r.status,
    r.soleProprietorship ? 1 : 0,
  ];
}

function decode(e: Encoded): CompanyRow {
  return {
    companyId: e[0],
    uid: e[1],
    name: e[2],
    language: e[3],
    kind: e[4],
    legalForm: e[5],
    seat: e[6],
    canton: e[7],
    status: e[8],
    registeredOn: null,
    deletedOn: null,
    validFrom: null,
    validTo: null,
    soleProprietorship: e[9] === 1,
  };
}
