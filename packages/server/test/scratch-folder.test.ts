import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeScratchFolder } from "../src/scratch-folder.js";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "ns-scratch-test-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("makeScratchFolder", () => {
  it("names the folder after this process and removes those of processes that are gone", () => {
    // Before: an import killed with kill -9 left its staging database in the temp folder for good.
    const dead = Number(
      spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]).stdout,
    );
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    for (const name of [
      `namescreen-import-${dead}-abc123`,
      `namescreen-import-${process.pid}-live12`,
      "namescreen-import-Q89F7L",
      "namescreen-import-young1",
      `namescreen-seed-${dead}-other1`,
    ])
      mkdirSync(join(dir, name));
    utimesSync(join(dir, "namescreen-import-Q89F7L"), twoDaysAgo, twoDaysAgo);

    const made = makeScratchFolder(dir, "namescreen-import-");

    expect(made.startsWith(join(dir, `namescreen-import-${process.pid}-`))).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(
      [
        made.slice(dir.length + 1),
        `namescreen-import-${process.pid}-live12`,
        "namescreen-import-young1",
        `namescreen-seed-${dead}-other1`,
      ].sort(),
    );
  });
});
