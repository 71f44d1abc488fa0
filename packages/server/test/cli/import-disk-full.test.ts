/**
 * `namescreen import companies` when the storage fails: an import the disk cannot hold says
 * "nothing imported" and no summary (before: "8000 imported ... 8000 added" under the error),
 * exit 1, no stack; an import that fits while its index snapshot does not says the snapshot could
 * not be written, and leaves no temp file (before: "snapshot written", and a .snap.tmp the size
 * of the index). The built CLI (dist/cli.js, `pnpm build` first) in a child process, with its
 * file size limited (`ulimit -f`, everywhere) or on a small real tmpfs (where root may mount one).
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const CLI = fileURLToPath(new URL("../../dist/cli.js", import.meta.url));
const HEADER =
  "company_id,uid,name,name_language,name_kind,legal_form,seat,canton,status,registered_on,deleted_on,valid_from,valid_to,sole_proprietorship";

let dir: string;
let mounted: string | null = null;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "namescreen-import-full-"));
});
afterEach(() => {
  if (mounted) execFileSync("umount", [mounted], { stdio: "ignore" });
  mounted = null;
  rmSync(dir, { recursive: true, force: true });
});

/** A company file of `count` distinct names. */
function companyFile(count: number): string {
  const rows = Array.from(
    { length: count },
    (_, i) => `F-${i},,Fulmen ${i.toString(36)} Beratung AG,de,main,AG,Bern,BE,active,,,2020-01-01,,false`,
  );
  const path = join(dir, "companies.csv");
  writeFileSync(path, `${[HEADER, ...rows].join("\n")}\n`);
  return path;
}

/** Run the built CLI's import of `file` into `db`, its file size limited to `limitKb` if given. */
function runImport(
  file: string,
  db: string,
  limitKb?: number,
): Promise<{ code: number | null; out: string }> {
  const cli = [process.execPath, CLI, "import", "companies", file, "--db", db];
  const command = limitKb ? ["bash", "-c", `ulimit -f ${limitKb}; exec "$@"`, "bash", ...cli] : cli;
  return new Promise((resolve, reject) => {
    const child = spawn(command[0] as string, command.slice(1), {
      env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "warn", NAMESCREEN_DEMO_DATA: "false" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (d: Buffer) => {
      out += d.toString();
    });
    child.stderr.on("data", (d: Buffer) => {
      out += d.toString();
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, out }));
  });
}

/** A tmpfs of `size` on a new folder in the temp dir, or null where this process may not mount. */
function smallDisk(size: string): string | null {
  const at = join(dir, "disk");
  mkdirSync(at);
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${size}`, "tmpfs", at], { stdio: "ignore" });
  } catch {
    return null;
  }
  mounted = at;
  return at;
}

/** Nothing imported, and said once: no summary, no index line, no stack. */
function expectNothingImported(run: { code: number | null; out: string }, reason: RegExp): void {
  expect(run.code, run.out).toBe(1);
  expect(run.out).toMatch(reason);
  expect(run.out).toMatch(/; nothing imported\n/);
  expect(run.out).not.toMatch(/\d+ imported|\d+ added|search index/);
  expect(run.out).not.toMatch(/\n\s+at /);
}

describe("an import the storage cannot hold", () => {
  it("prints that nothing was imported and no summary (file size limit: an I/O error)", async () => {
    const run = await runImport(companyFile(20_000), join(dir, "ns.db"), 1024);
    expectNothingImported(run, /disk I\/O error|database or disk is full/);
  }, 120_000);

  it.skipIf(!canMount())(
    "prints that nothing was imported and no summary (a full 1 MB tmpfs)",
    async () => {
      const disk = smallDisk("1m") as string;
      const run = await runImport(companyFile(8000), join(disk, "ns.db"));
      expectNothingImported(run, /database or disk is full/);
    },
    120_000,
  );

  it.skipIf(!canMount())(
    "says the snapshot could not be written when only it does not fit (6 MB tmpfs)",
    async () => {
      const disk = smallDisk("6m") as string;
      const run = await runImport(companyFile(8000), join(disk, "ns.db"));
      expect(run.code, run.out).toBe(0);
      expect(run.out).toContain("8000 imported");
      expect(run.out).toMatch(/the snapshot could not be written: ENOSPC/);
      expect(run.out).not.toContain("snapshot written");
      expect(readdirSync(disk).filter((f) => f.endsWith(".tmp"))).toEqual([]);
      expect(existsSync(join(disk, "ns.db.companies.snap"))).toBe(false);
    },
    120_000,
  );
});

/** Whether this process may mount a tmpfs (root in a container that allows it). */
function canMount(): boolean {
  const probe = mkdtempSync(join(tmpdir(), "namescreen-mount-probe-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", probe], { stdio: "ignore" });
    execFileSync("umount", [probe], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}
