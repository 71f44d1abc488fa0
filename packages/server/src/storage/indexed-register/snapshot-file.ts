/**
 * The snapshot file of an indexed register beside the database: byte sections (what they hold
 * is the register's business), tagged with the register kind and the epoch and version they
 * were built from.
 *
 * Layout: "NSIR" magic, u32 header length, JSON header {format, kind, epoch, version, lengths},
 * then each section at an 8-byte-aligned offset, so a section can be viewed as a typed array
 * without a copy. Written atomically (temp file + rename). A missing file, another kind, another
 * format or a truncated file reads as none (the caller rebuilds).
 */
import { readFileSync, renameSync, writeFileSync } from "node:fs";

/** The tag of a snapshot: which register, and which version of it. */
export interface SnapshotTag {
  kind: string;
  epoch: string;
  version: number;
}

/** A snapshot as read back: its tag and its sections, in the order written. */
export interface SnapshotFile extends SnapshotTag {
  sections: Uint8Array[];
}

const MAGIC = "NSIR";
const FORMAT = 1;

/** Write `sections` tagged with `tag` to `path` (temp file + rename). */
export function writeSnapshotFile(path: string, tag: SnapshotTag, sections: readonly Uint8Array[]): void {
  const lengths = sections.map((s) => s.length);
  const header = Buffer.from(
    JSON.stringify({ format: FORMAT, kind: tag.kind, epoch: tag.epoch, version: tag.version, lengths }),
  );
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
  writeFileSync(`${path}.tmp`, out);
  renameSync(`${path}.tmp`, path);
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
  return { kind, epoch: header.epoch, version: header.version, sections };
}

/** Snapshot file of register `kind` beside the database file (none for an in-memory database). */
export function snapshotPathBeside(dbPath: string, kind: string): string | null {
  return dbPath === ":memory:" ? null : `${dbPath}.${kind}.snap`;
}

// --- Internal helpers ---

interface Header extends SnapshotTag {
  format: number;
  lengths: number[];
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
    Array.isArray(h.lengths) &&
    h.lengths.every((n) => Number.isSafeInteger(n) && n >= 0);
  return valid ? (h as Header) : null;
}

function align(n: number): number {
  return (n + 7) & ~7;
}
