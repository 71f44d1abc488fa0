/**
 * One writer per results file: `<path>.lock` holds the pid of the run writing `path`. Two runs
 * appending to one file wrote every row twice; now the second is refused while the first lives.
 * A lock left by a run that was killed (its pid is gone) is taken over, so a resume after
 * kill -9 still works.
 */
import { readFileSync, realpathSync, unlinkSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { pidAlive } from "../pid-alive.js";

/** A lock held by this process. */
export interface WriterLock {
  release(): void;
}

/**
 * Take the lock of `path`; throws naming the other run when one holds it. The lock sits beside
 * the real file: two runs naming it through a symlink (or `./` and an absolute path) both wrote
 * every row when the lock was named after the path as typed.
 */
export function takeWriterLock(path: string): WriterLock {
  const lockPath = `${realPathOf(path)}.lock`;
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(lockPath, `${process.pid}\n`, { flag: "wx" });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 0) throw error;
      const holder = Number.parseInt(readLock(lockPath), 10);
      if (Number.isInteger(holder) && holder > 0 && pidAlive(holder)) {
        throw new Error(
          `another namescreen screen (pid ${holder}) is writing this file; wait for it, or delete ${lockPath} if that process is not namescreen`,
        );
      }
      removeLock(lockPath);
    }
  }
  let held = true;
  return {
    release: () => {
      if (held) removeLock(lockPath);
      held = false;
    },
  };
}

// --- Internal helpers ---

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

function readLock(lockPath: string): string {
  try {
    return readFileSync(lockPath, "utf8");
  } catch {
    return "";
  }
}

function removeLock(lockPath: string): void {
  try {
    unlinkSync(lockPath);
  } catch {
    // Already gone (another run took it over): nothing to release.
  }
}
