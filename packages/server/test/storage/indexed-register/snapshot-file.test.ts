import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { crc32, crc32InJs } from "../../../src/storage/indexed-register/crc32.js";
import { readSnapshotFile, writeSnapshotFile } from "../../../src/storage/indexed-register/index.js";

let dir: string;
let path: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "namescreen-snap-"));
  path = join(dir, "x.snap");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const tag = { kind: "things", epoch: "abc", version: 42, token: "0123456789abcdef" };

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

  it("reads as none when one bit of a section or of the tag flipped (the checksum)", () => {
    const sections = [new Uint8Array(4096).map((_, i) => i * 7), new Uint8Array(100)];
    writeSnapshotFile(path, tag, sections);
    const good = readFileSync(path);
    expect(readSnapshotFile(path, "things")).not.toBeNull();
    const headerEnd = 8 + good.readUInt32LE(4);
    // A bit inside the first section: the file still parses, and only the checksum tells.
    const inSection = Buffer.from(good);
    inSection[headerEnd + 1000] = (inSection[headerEnd + 1000] as number) ^ 0x10;
    writeFileSync(path, inSection);
    expect(readSnapshotFile(path, "things")).toBeNull();
    // The version in the header, 42 written as 43: a valid header of another version.
    const text = good.toString("latin1");
    const otherVersion = Buffer.from(text.replace('"version":42', '"version":43'), "latin1");
    writeFileSync(path, otherVersion);
    expect(readSnapshotFile(path, "things")).toBeNull();
  });
});

describe("crc32", () => {
  it("is the zlib CRC-32, native or not, in one piece or continued", () => {
    const data = new Uint8Array(10_000).map((_, i) => (i * 31) ^ (i >> 3));
    expect(crc32InJs(new TextEncoder().encode("123456789"))).toBe(0xcbf43926);
    expect(crc32InJs(data)).toBe(crc32(data));
    expect(crc32InJs(data.subarray(3000), crc32InJs(data.subarray(0, 3000)))).toBe(crc32(data));
    // Node's own answers 0 for an empty view of an empty buffer: an empty section (a register
    // with no marks) made every snapshot of it unreadable.
    const empty = new Uint8Array(new Float64Array(0).buffer, 0, 0);
    expect(crc32(empty, 123)).toBe(123);
    expect(crc32InJs(empty, 123)).toBe(123);
  });
});
