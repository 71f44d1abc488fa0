/**
 * One writer per results file: `<path>.lock` is a small SQLite file whose write lock the run
 * writing `path` holds (an open `BEGIN IMMEDIATE`, an fcntl lock kept by the kernel). Two runs
 * appending to one file wrote every row twice; now the second is refused while the first lives.
 *
 * The kernel drops the lock of a process that ends, however it ends (kill -9 too), so a resume
 * never meets a stale lock and nobody has to judge whether a pid is alive. Before, the lock held
 * a pid, and a live pid counted as a live writer: after kill -9 in a container the next run (pid 1
 * again) was refused by its own pid, a pid reused after a reboot refused it the same way, and a
 * pid says nothing about a run in another pid namespace writing the same volume. The pid is still
 * written (the header's user_version) to name the holder in the refusal.
 */
import { randomInt } from "node:crypto";
import { readFileSync, realpathSync, statSync, unlinkSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import Database from "better-sqlite3";

/** A lock held by this process. */
export interface WriterLock {
  /** Remove the lock file and let the lock go (safe twice; synchronous, for a signal handler). */
  release(): void;
}

/**
 * Take the lock of `path`; throws naming the other run when one holds it. The lock sits beside
 * the real file: two runs naming it through a symlink (or `./` and an absolute path) both wrote
 * every row when the lock was named after the path as typed.
 */
export function takeWriterLock(path: string): WriterLock {
  const lockPath = `${realPathOf(path)}.lock`;
  // Another attempt only when the file was replaced as it was taken (see tryLock).
  for (let attempt = 0; attempt < 3; attempt++) {
    const lock = tryLock(lockPath);
    if (lock) return lock;
  }
  throw new Error(`${lockPath} keeps being replaced by other runs; try again`);
}

// --- Internal helpers ---

function tryLock(lockPath: string): WriterLock | null {
  const db = openLockFile(lockPath);
  try {
    if (!begin(db)) throw refusal(holderOf(db), lockPath);
    // Committed, so a refused run can read who holds the lock; then held again at once. A run
    // that takes it in between is the holder, and this one is refused below.
    const token = randomInt(1, 2 ** 31);
    db.pragma(`user_version = ${process.pid}`);
    db.pragma(`application_id = ${token}`);
    db.exec("COMMIT");
    if (!begin(db)) throw refusal(holderOf(db), lockPath);
    // The holder before removes the file as it lets go: a lock on the file it removed holds
    // nothing (the next run makes a new one), so the path must still name the file locked here.
    if (tokenAt(lockPath) !== token) {
      db.close();
      return null;
    }
  } catch (error) {
    if (db.open) db.close();
    if ((error as { code?: unknown }).code !== "SQLITE_NOTADB") throw error;
    replaceLegacyLock(lockPath);
    return null;
  }
  let held = true;
  return {
    release: () => {
      if (!held) return;
      held = false;
      // Removed while still locked, so no run can lock the file on its way out.
      removeFile(lockPath);
      db.close();
    },
  };
}

function openLockFile(lockPath: string): Database.Database {
  // SQLite would say only "unable to open database file" (or "the directory does not exist").
  const dir = dirname(lockPath);
  if (!statSync(dir).isDirectory()) throw new Error(`${dir} is not a directory`);
  try {
    return new Database(lockPath, { timeout: 0 });
  } catch (error) {
    throw new Error(`cannot create the lock file ${lockPath}: ${(error as Error).message}`);
  }
}

/** Hold the write lock; false when another connection holds it. */
function begin(db: Database.Database): boolean {
  try {
    db.exec("BEGIN IMMEDIATE");
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === "SQLITE_BUSY") return false;
    throw error;
  }
}

/** The holder's pid, or null when it cannot be read (it is being written). */
function holderOf(db: Database.Database): number | null {
  try {
    const pid = db.pragma("user_version", { simple: true }) as number;
    return pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function refusal(pid: number | null, lockPath: string): Error {
  const who = pid === null ? "another namescreen screen" : `another namescreen screen (pid ${pid})`;
  return new Error(`${who} is writing this file (it holds ${lockPath}); wait for it to end or stop it`);
}

/** The token of the file now at `lockPath`, read through SQLite (which keeps this process's locks). */
function tokenAt(lockPath: string): number | null {
  try {
    const check = new Database(lockPath, { fileMustExist: true, readonly: true, timeout: 0 });
    try {
      return check.pragma("application_id", { simple: true }) as number;
    } finally {
      check.close();
    }
  } catch {
    return null;
  }
}

/**
 * A lock file that is no SQLite file: the pid an earlier version wrote as text. That run may
 * still be writing: refused while its pid lives and is not this process's (which holds no such
 * lock); otherwise the file is removed and taken anew.
 */
function replaceLegacyLock(lockPath: string): void {
  const text = readText(lockPath);
  const pid = /^\d+\n?$/.test(text) ? Number.parseInt(text, 10) : 0;
  if (pid > 0 && pid !== process.pid && processExists(pid)) {
    throw new Error(
      `another namescreen screen (pid ${pid}) may be writing this file (an earlier version's lock); wait for it, or delete ${lockPath} if that process is not namescreen`,
    );
  }
  removeFile(lockPath);
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The file's real path; for a file not written yet, its real directory and its name. */
function realPathOf(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    try {
      return join(realpathSync(dirname(path)), basename(path));
    } catch {
      return path;
    }
  }
}

function readText(path: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return "";
  }
}

function removeFile(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Already gone: nothing to remove.
  }
}
