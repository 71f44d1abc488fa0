/**
 * The company index snapshot file beside the database: the core's snapshot bytes, tagged in
 * their metadata with the register epoch and version they were built from. Written atomically
 * (temp file + rename); an unreadable file or one of an older snapshot format reads as none.
 */
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import type { NameIndexData } from "@namescreen/core";
import { decodeSnapshot, encodeSnapshot } from "@namescreen/core";

const KIND = "companies";

/** A saved index and the register state it was built from. */
export interface CompanySnapshot {
  data: NameIndexData;
  epoch: string;
  version: number;
}

/** Write the index of register `epoch`/`version` to `path`. */
export function writeCompanySnapshot(path: string, snap: CompanySnapshot): void {
  writeFileSync(
    `${path}.tmp`,
    encodeSnapshot(snap.data, { kind: KIND, epoch: snap.epoch, version: snap.version }),
  );
  renameSync(`${path}.tmp`, path);
}

/** The index stored at `path`, or null. */
export function readCompanySnapshot(path: string): CompanySnapshot | null {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch {
    return null;
  }
  try {
    const { data, meta } = decodeSnapshot(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length));
    if (meta.kind !== KIND || typeof meta.epoch !== "string" || typeof meta.version !== "number") return null;
    return { data, epoch: meta.epoch, version: meta.version };
  } catch {
    return null;
  }
}
