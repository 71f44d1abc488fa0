import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readSnapshotFile, writeSnapshotFile } from "../../../src/storage/indexed-register/index.js";

let dir: string;
let path: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "namescreen-snap-"));
  path = join(dir, "x.snap");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const tag = { kind: "things", epoch: "abc", version: 42 };

describe("the indexed register's snapshot file", () => {
  it("reads back the tag and the sections, each 8-byte aligned", () => {
    const sections = [
      new Uint8Array([1, 2, 3]),
      new Uint8Array(0),
      new Uint8Array(new Float64Array([1.5, -2]).buffer),
    ];
    writeSnapshotFile(path, tag, sections);
    const read = readSnapshotFile(path, "things");
    expect(read).toMatchObject(tag);
    expect(read?.sections.map((s) => [...s])).toEqual(sections.map((s) => [...s]));
    for (const s of read?.sections ?? []) expect(s.byteOffset % 8).toBe(0);
    const floats = read?.sections[2] as Uint8Array;
    expect([...new Float64Array(floats.buffer, floats.byteOffset, 2)]).toEqual([1.5, -2]);
  });

  it("reads as none when missing, of another kind, damaged or truncated", () => {
    expect(readSnapshotFile(path, "things")).toBeNull();
    writeSnapshotFile(path, tag, [new Uint8Array(64)]);
    expect(readSnapshotFile(path, "other")).toBeNull();
    const bytes = readFileSync(path);
    writeFileSync(path, bytes.subarray(0, bytes.length - 8));
    expect(readSnapshotFile(path, "things")).toBeNull();
    writeFileSync(path, "NSIR\u0004\u0000\u0000\u0000{not json");
    expect(readSnapshotFile(path, "things")).toBeNull();
    writeFileSync(path, Buffer.from([1, 2, 3]));
    expect(readSnapshotFile(path, "things")).toBeNull();
  });
});
