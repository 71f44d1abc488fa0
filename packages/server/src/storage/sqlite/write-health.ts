/**
 * Can the database take writes? /health asks this so that a full disk or a read-only database
 * shows as `degraded` with its reason, instead of `ok` while every write fails. It looks both
 * ways: at the last write that failed (the certain signal) and at the conditions that make the
 * next one fail (a read-only file or connection, the disk's free space, SQLite's page limit).
 */
import { accessSync, constants, statfsSync } from "node:fs";
import { dirname } from "node:path";
import type { WriteFailure } from "../ports/traces.js";
import type { Db } from "./open.js";

/** The last failed write, as the trace store remembers it. */
export type { WriteFailure } from "../ports/traces.js";

/** Inputs of {@link checkWriteHealth}. */
export interface WriteHealthInput {
  dbPath: string;
  /** Below this many free bytes on the database's file system the disk counts as full. */
  minFreeBytes: number;
  lastFailure: WriteFailure | null;
}

/** Reasons the database cannot (or soon cannot) take writes; empty when it can. */
export function checkWriteHealth(db: Db, input: WriteHealthInput): string[] {
  const reasons: string[] = [];
  if (input.lastFailure) {
    const f = input.lastFailure;
    reasons.push(`last write failed at ${f.at}: ${f.code} (${f.message})`);
  }
  if (db.readonly) reasons.push("database opened read-only");
  const onDisk = input.dbPath !== ":memory:" && input.dbPath !== "";
  if (onDisk) {
    for (const path of [input.dbPath, dirname(input.dbPath)]) {
      const problem = _notWritable(path);
      if (problem) {
        reasons.push(`${path} is not writable (${problem})`);
        break;
      }
    }
    const free = _freeBytes(dirname(input.dbPath));
    if (free !== null && free < input.minFreeBytes) {
      reasons.push(`disk nearly full: ${free} bytes free, below ${input.minFreeBytes}`);
    }
  }
  if (db.open && _atPageLimit(db)) reasons.push("database at its page limit (PRAGMA max_page_count)");
  return reasons;
}

// --- Internal helpers ---

function _notWritable(path: string): string | null {
  try {
    accessSync(path, constants.W_OK);
    return null;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return code === "ENOENT" ? null : String(code ?? error);
  }
}

function _freeBytes(dir: string): number | null {
  try {
    const s = statfsSync(dir);
    return Number(s.bavail) * Number(s.bsize);
  } catch {
    return null;
  }
}

function _atPageLimit(db: Db): boolean {
  const pages = db.pragma("page_count", { simple: true }) as number;
  const max = db.pragma("max_page_count", { simple: true }) as number;
  const free = db.pragma("freelist_count", { simple: true }) as number;
  return pages >= max && free === 0;
}
