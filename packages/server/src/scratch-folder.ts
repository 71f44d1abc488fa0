/**
 * Scratch folders named after the process that made them ("namescreen-import-<pid>-XXXXXX"). A
 * process killed with kill -9 or Ctrl-C cannot remove its folder, and they piled up (each up to
 * the size of a register); whoever makes the next folder of the same kind removes those whose
 * process is gone.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { pidAlive } from "./pid-alive.js";

/** A new folder `<prefix><pid>-XXXXXX` under `dir`, after removing the stale ones of `prefix`. */
export function makeScratchFolder(dir: string, prefix: string): string {
  removeStaleFolders(dir, prefix);
  return mkdtempSync(join(dir, `${prefix}${process.pid}-`));
}

// --- Internal helpers ---

/** A folder of the naming before the pid was in it: removed once it is a day old. */
const UNNAMED_STALE_MS = 24 * 60 * 60 * 1000;

function removeStaleFolders(dir: string, prefix: string): void {
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.startsWith(prefix));
  } catch {
    return;
  }
  for (const name of names) {
    const folder = join(dir, name);
    try {
      const pid = /^(\d+)-/.exec(name.slice(prefix.length))?.[1];
      const stale =
        pid !== undefined ? !pidAlive(Number(pid)) : Date.now() - statSync(folder).mtimeMs > UNNAMED_STALE_MS;
      if (stale) rmSync(folder, { recursive: true, force: true });
    } catch {
      // Gone already, or not ours to remove: the new folder does not depend on it.
    }
  }
}
