/**
 * A small, size-limited file system (tmpfs) for honest disk-full and read-only tests, when
 * this process may mount one (root in a container that allows it). `null` otherwise: the
 * tests then inject the same SQLite failures on the real file (PRAGMA max_page_count, a
 * read-only connection).
 */
import { execFileSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A mounted tmpfs. */
export interface SmallFs {
  dir: string;
  /** Write a filler file until the file system is full. */
  fill(): void;
  /** Delete the filler again. */
  free(): void;
  remount(mode: "ro" | "rw"): void;
  unmount(): void;
}

/** Mount a tmpfs of `sizeBytes`, or return null when mounting is not permitted here. */
export function mountSmallFs(sizeBytes: number): SmallFs | null {
  const dir = mkdtempSync(join(tmpdir(), "namescreen-smallfs-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${sizeBytes}`, "tmpfs", dir], { stdio: "ignore" });
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
  const filler = join(dir, "filler");
  return {
    dir,
    fill() {
      const fd = openSync(filler, "a");
      const chunk = Buffer.alloc(4096, 1);
      try {
        for (;;) writeSync(fd, chunk);
      } catch (error) {
        if ((error as { code?: string }).code !== "ENOSPC") throw error;
      } finally {
        closeSync(fd);
      }
    },
    free: () => rmSync(filler, { force: true }),
    remount: (mode) => execFileSync("mount", ["-o", `remount,${mode}`, dir], { stdio: "ignore" }),
    unmount() {
      execFileSync("umount", [dir], { stdio: "ignore" });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
