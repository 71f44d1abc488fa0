/**
 * The trademark index snapshot file: the core's name-index snapshot plus the per-record class
 * masks and row ids, tagged with the register epoch and version it was built from.
 *
 * Layout: "NSTM" magic, u32 header length, JSON header {format, epoch, version, lengths}, then
 * each section at an 8-byte-aligned offset. An unreadable file reads as none (rebuild).
 */
import { readFileSync, renameSync, writeFileSync } from "node:fs";

/** What a snapshot holds. */
export interface TrademarkSnapshot {
  epoch: string;
  version: number;
  /** `encodeSnapshot` bytes of the name index. */
  index: Uint8Array;
  classMasks: Uint32Array;
  rowIds: Float64Array;
}

const MAGIC = "NSTM";
const FORMAT = 2;

/** Write a snapshot atomically (temp file + rename). */
export function writeTrademarkSnapshot(path: string, snap: TrademarkSnapshot): void {
  const parts: Uint8Array[] = [
    snap.index,
    new Uint8Array(snap.classMasks.buffer, snap.classMasks.byteOffset, snap.classMasks.byteLength),
    new Uint8Array(snap.rowIds.buffer, snap.rowIds.byteOffset, snap.rowIds.byteLength),
  ];
  const lengths = parts.map((p) => p.length);
  const header = Buffer.from(
    JSON.stringify({ format: FORMAT, epoch: snap.epoch, version: snap.version, lengths }),
  );
  let offset = align(8 + header.length);
  const offsets = parts.map((p) => {
    const at = offset;
    offset = align(offset + p.length);
    return at;
  });
  const out = Buffer.alloc(offset);
  out.write(MAGIC, 0, "latin1");
  out.writeUInt32LE(header.length, 4);
  header.copy(out, 8);
  parts.forEach((p, i) => {
    out.set(p, offsets[i]);
  });
  writeFileSync(`${path}.tmp`, out);
  renameSync(`${path}.tmp`, path);
}

/** Read the snapshot, or null when there is none or it is unreadable. */
export function readTrademarkSnapshot(path: string): TrademarkSnapshot | null {
  let buf: Buffer;
  try {
    buf = readFileSync(path);
  } catch {
    return null;
  }
  if (buf.length < 8 || buf.toString("latin1", 0, 4) !== MAGIC) return null;
  const headerLength = buf.readUInt32LE(4);
  let header: { format: number; epoch: string; version: number; lengths: number[] };
  try {
    header = JSON.parse(buf.toString("utf8", 8, 8 + headerLength));
  } catch {
    return null;
  }
  if (header.format !== FORMAT || header.lengths?.length !== 3) return null;
  // Typed-array views need 8-byte-aligned offsets; copy only if the file buffer is not aligned.
  const bytes =
    buf.byteOffset % 8 === 0 ? new Uint8Array(buf.buffer, buf.byteOffset, buf.length) : Uint8Array.from(buf);
  let offset = align(8 + headerLength);
  const [indexLen = 0, maskLen = 0, idLen = 0] = header.lengths;
  const slice = (length: number) => {
    const at = offset;
    offset = align(offset + length);
    if (at + length > bytes.length) throw new Error("truncated trademark snapshot");
    return at;
  };
  const indexAt = slice(indexLen);
  const maskAt = slice(maskLen);
  const idAt = slice(idLen);
  return {
    epoch: header.epoch,
    version: header.version,
    index: bytes.subarray(indexAt, indexAt + indexLen),
    classMasks: new Uint32Array(bytes.buffer, bytes.byteOffset + maskAt, maskLen / 4),
    rowIds: new Float64Array(bytes.buffer, bytes.byteOffset + idAt, idLen / 8),
  };
}

function align(n: number): number {
  return (n + 7) & ~7;
}
