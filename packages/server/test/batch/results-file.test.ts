/**
 * The results file of `namescreen screen --out`: changed only once it is known to be one, and
 * written by one run at a time (a lock beside it that the kernel drops when its process ends, so
 * a run killed with kill -9 leaves nothing that refuses the next).
 */
import { spawn, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openResultsFile } from "../../src/batch/results-file.js";
import type { BatchItem } from "../../src/batch/types.js";

const SERVER_DIR = fileURLToPath(new URL("../..", import.meta.url));
/** A script that opens a results file, writes line 7, says so and waits to be killed. */
const HOLD_LOCK = fileURLToPath(new URL("./hold-results-lock.ts", import.meta.url));

let dir: string;
beforeEach(() => {
  // Real: the lock sits beside the real file (a temp directory may be a symlink, as on macOS).
  dir = realpathSync(mkdtempSync(join(tmpdir(), "namescreen-results-")));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const item = (line: number): BatchItem => ({
  line,
  id: String(line),
  name: `Firma ${line} AG`,
  error: { code: "VALIDATION_ERROR", message: "test row", details: null },
});

/** A pid no process has: a child that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]);
  return Number(child.stdout.toString());
}

describe("openResultsFile", () => {
  it.each([
    ["the input CSV", "in.csv", "csv", "id,name\n1,Alpha AG\n2,Beta GmbH", /its header differs/],
    ["a notes file as NDJSON", "notes.txt", "ndjson", "notes\nlast", /a line that is not JSON/],
    ["a file of one line without a newline", "one.csv", "csv", "hello", /not a results row/],
    [
      "an NDJSON file of other objects",
      "other.ndjson",
      "ndjson",
      '{"a":1}\n{"b"',
      /without an input line number/,
    ],
  ] as const)(
    "refuses %s untouched (its last line was cut off before)",
    (_what, name, format, text, message) => {
      const path = join(dir, name);
      writeFileSync(path, text);
      expect(() => openResultsFile(path, format)).toThrow(message);
      expect(readFileSync(path, "utf8")).toBe(text);
      expect(existsSync(`${path}.lock`)).toBe(false);
    },
  );

  it("cuts off the row a killed run left half written, and resumes after the whole ones", () => {
    const path = join(dir, "r.ndjson");
    const first = openResultsFile(path, "ndjson");
    first.write(item(2));
    first.close();
    writeFileSync(path, `${readFileSync(path, "utf8")}{"line":3,"id":"3","na`);
    const resumed = openResultsFile(path, "ndjson");
    expect([...resumed.done]).toEqual([2]);
    resumed.write(item(3));
    resumed.close();
    expect(
      readFileSync(path, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l).line),
    ).toEqual([2, 3]);
  });

  it("refuses a second writer while the first lives, and lets the file go when it closes", () => {
    const path = join(dir, "r.csv");
    const first = openResultsFile(path, "csv");
    expect(() => openResultsFile(path, "csv")).toThrow(`another namescreen screen (pid ${process.pid})`);
    first.write(item(2));
    first.close();
    first.close();
    expect(existsSync(`${path}.lock`)).toBe(false);
    const second = openResultsFile(path, "csv");
    expect([...second.done]).toEqual([2]);
    second.close();
  });

  it("refuses a writer in another process, and takes its lock over once it was killed with kill -9", async () => {
    const path = join(dir, "r.ndjson");
    const holder = spawn(process.execPath, ["--import", "tsx", HOLD_LOCK, path], {
      cwd: SERVER_DIR,
      stdio: ["ignore", "pipe", "inherit"],
    });
    const exited = new Promise((resolve) => holder.on("close", resolve));
    await new Promise((resolve) => holder.stdout.once("data", resolve));
    expect(() => openResultsFile(path, "ndjson")).toThrow(`another namescreen screen (pid ${holder.pid})`);
    holder.kill("SIGKILL");
    await exited;
    // The killed run's lock file is still there; the lock is not (the kernel dropped it).
    expect(existsSync(`${path}.lock`)).toBe(true);
    const resumed = openResultsFile(path, "ndjson");
    expect([...resumed.done]).toEqual([7]);
    resumed.close();
    expect(existsSync(`${path}.lock`)).toBe(false);
  });

  it("takes over a pid lock of the earlier kind naming this process or a dead one, not a live other", () => {
    // Before: a lock naming this very process counted as a live run, so after kill -9 in a
    // container the next run (pid 1 again) was refused by its own pid, every time.
    const path = join(dir, "r.csv");
    for (const pid of [process.pid, deadPid()]) {
      writeFileSync(`${path}.lock`, `${pid}\n`);
      const taken = openResultsFile(path, "csv");
      expect(() => openResultsFile(path, "csv")).toThrow(`another namescreen screen (pid ${process.pid})`);
      taken.close();
    }
    const sleeper = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    try {
      writeFileSync(`${path}.lock`, `${sleeper.pid}\n`);
      expect(() => openResultsFile(path, "csv")).toThrow(`another namescreen screen (pid ${sleeper.pid})`);
    } finally {
      sleeper.kill("SIGKILL");
    }
  });

  it("refuses a second writer that names the file through a symlink, before and after it exists", () => {
    // Before, the lock was named after the path as typed: both runs wrote every row.
    mkdirSync(join(dir, "real"));
    symlinkSync(join(dir, "real"), join(dir, "linked-dir"));
    for (const name of ["new.csv", "old.csv"]) {
      const path = join(dir, "real", name);
      if (name === "old.csv") writeFileSync(path, "");
      symlinkSync(path, join(dir, `link-${name}`));
      const first = openResultsFile(path, "csv");
      for (const other of [
        join(dir, `link-${name}`),
        join(dir, "linked-dir", name),
        `${dir}/real/./${name}`,
      ]) {
        expect(() => openResultsFile(other, "csv"), other).toThrow("another namescreen screen");
      }
      first.close();
    }
  });
});
