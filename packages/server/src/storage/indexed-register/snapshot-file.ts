/**
 * The snapshot file of an indexed register beside the database: byte sections (what they hold
 * is the register's business), tagged with the register kind, the epoch and version they were
 * built from, and the random token the database records with the save (the loader compares it:
 * a restored or copied database has the same epoch and versions but not the token).
 *
 * Layout: "NSIR" magic, u32 header length, JSON header {format, kind, epoch, version, token,
 * lengths, crc32}, then each section at an 8-byte-aligned offset, so a section can be viewed as
 * a typed array without a copy. Written atomically (temp file + rename); a failed write removes
 * its temp file (a large register's is hundreds of MB), and a temp file left by a killed write
 * is removed before the next. A missing file, another kind, another format, a truncated file or
 * one whose checksum differs reads as none (the caller rebuilds).
 *
 * The checksum (CRC-32 of the header's other fields and every section) is there because a
 * flipped bit inside a key table is no structural damage: the index would load and silently
 * miss the names stored under that key. It costs about 0.2 s per 300 MB at load.
 */
import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { crc32 } from "./crc32.js";

/** The tag of a snapshot: which register, which version of it, and the token of its save. */
export interface SnapshotTag {
  kind: string;
  epoch: string;
  version: number;
  token: string;
}

/** A snapshot as read back: its tag and its sections, in the order written. */
export interface SnapshotFile extends SnapshotTag {
  sections: Uint8Array[];
}

const MAGIC = "NSIR";
// 3: the header has the token (a format 2 file reads as none: rebuilt once).
const FORMAT = 3;

/** Write `sections` tagged with `tag` to `path` (temp file + rename). Throws when it fails, leaving no temp file. */
export function writeSnapshotFile(path: string, tag: SnapshotTag, sections: readonly Uint8Array[]): void {
  const temp = `${path}.tmp`;
  // A temp file of the same name is what a killed write left.
  rmSync(temp, { force: true });
  try {
    writeFileSync(temp, _fileBytes(tag, sections));
    renameSync(temp, path);
  } catch (error) {
    _removeQuietly(temp);
    throw error;
  }
}

/** The snapshot of register `kind` at `path`, or null when there is none or it is unreadable. */
export function readSnapshotFile(path: string, kind: string): SnapshotFile | null {
  let buf: Buffer;
  try {
    buf = readFileSync(path);
  } catch {
    return null;
  }
  if (buf.length < 8 || buf.toString("latin1", 0, 4) !== MAGIC) return null;
  const headerLength = buf.readUInt32LE(4);
  const header = _parseHeader(buf.toString("utf8", 8, 8 + headerLength));
  if (!header || header.format !== FORMAT || header.kind !== kind) return null;
  // Typed-array views need 8-byte-aligned offsets; copy only if the file buffer is not aligned.
  const bytes =
    buf.byteOffset % 8 === 0 ? new Uint8Array(buf.buffer, buf.byteOffset, buf.length) : Uint8Array.from(buf);
  let at = align(8 + headerLength);
  const sections: Uint8Array[] = [];
  for (const length of header.lengths) {
    if (at + length > bytes.length) return null;
    sections.push(bytes.subarray(at, at + length));
    at = align(at + length);
  }
  const { crc32: stored, ...fields } = header;
  if (checksum(fields, sections) !== stored) return null;
  return { kind, epoch: header.epoch, version: header.version, token: header.token, sections };
}

/** Snapshot file of register `kind` beside the database file (none for an in-memory database). */
export function snapshotPathBeside(dbPath: string, kind: string): string | null {
  return dbPath === ":memory:" ? null : `${dbPath}.${kind}.snap`;
}

// --- Internal helpers ---

/** The whole file: magic, header length, header, then the aligned sections. */
function _fileBytes(tag: SnapshotTag, sections: readonly Uint8Array[]): Buffer {
  const lengths = sections.map((s) => s.length);
  const { kind, epoch, version, token } = tag;
  const fields = { format: FORMAT, kind, epoch, version, token, lengths };
  const header = Buffer.from(JSON.stringify({ ...fields, crc32: checksum(fields, sections) }));
  let end = align(8 + header.length);
  const offsets = sections.map((s) => {
    const at = end;
    end = align(end + s.length);
    return at;
  });
  const out = Buffer.alloc(end);
  out.write(MAGIC, 0, "latin1");
  out.writeUInt32LE(header.length, 4);
  header.copy(out, 8);
  sections.forEach((s, i) => {
    out.set(s, offsets[i]);
  });
  return out;
}

/** Remove a failed write's temp file; a failure to remove it must not hide the write's error. */
function _removeQuietly(path: string): void {
  try {
    rmSync(path, { force: true });
  } catch {
    // The write's error is the one to report.
  }
}

interface Header extends SnapshotTag {
  format: number;
  lengths: number[];
  crc32: number;
}

/** CRC-32 of the header's fields (as written, in their order) and then of every section. */
function checksum(fields: Omit<Header, "crc32">, sections: readonly Uint8Array[]): number {
  let crc = crc32(Buffer.from(JSON.stringify(fields)));
  for (const s of sections) crc = crc32(s, crc);
  return crc;
}

function _parseHeader(text: string): Header | null {
  let h: Partial<Header>;
  try {
    h = JSON.parse(text);
  } catch {
    return null;
  }
  const valid =
    typeof h.epoch === "string" &&
    typeof h.version === "number" &&
    typeof h.token === "string" &&
    typeof h.crc32 === "number" &&
    Array.isArray(h.lengths) &&
    h.lengths.every((n) => Number.isSafeInteger(n) && n >= 0);
  return valid ? (h as Header) : null;
}

function align(n: number): number {
  return (n + 7) & ~7;
}
