/**
 * The company index snapshot file beside the database: the core's snapshot bytes, tagged in
 * their metadata with the register version they were built from. Written atomically (temp
 * file + rename); a snapshot of another version or an unreadable file is ignored (rebuild).
 */
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import type { NameIndexData } from "@namescreen/core";
import { decodeSnapshot, encodeSnapshot } from "@namescreen/core";

const KIND = "companies";

/** Write the index of register `version` to `path`. */
export function writeCompanySnapshot(path: string, version: string, data: NameIndexData): void {
  writeFileSync(`${path}.tmp`, encodeSnapshot(data, { kind: KIND, version }));
  renameSync(`${path}.tmp`, path);
}

/** The index stored at `path` for register `version`, or null. */
export function readCompanySnapshot(path: string, version: string): NameIndexData | null {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch {
    return null;
  }
  try {
    const { data, meta } = decodeSnapshot(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length));
    return meta.kind === KIND && meta.version === version ? data : null;
  } catch {
    return null;
  }
}
