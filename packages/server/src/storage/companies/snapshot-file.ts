/**
 * The company index snapshot beside the database: one section, the core's snapshot bytes of the
 * name index, in the indexed register's snapshot file (tagged with the register epoch, version
 * and the token of its save). An unreadable file, or one of another kind or format, reads as none.
 */
import type { NameIndexData } from "@namescreen/core";
import { decodeSnapshot, encodeSnapshot } from "@namescreen/core";
import { readSnapshotFile, writeSnapshotFile } from "../indexed-register/index.js";

const KIND = "companies";

/** A saved index and the register state it was built from. */
export interface CompanySnapshot {
  data: NameIndexData;
  epoch: string;
  version: number;
  /** The token the database recorded with this save (storage/indexed-register). */
  token: string;
}

/** Write the index of register `epoch`/`version` to `path`. */
export function writeCompanySnapshot(path: string, snap: CompanySnapshot): void {
  writeSnapshotFile(path, { kind: KIND, epoch: snap.epoch, version: snap.version, token: snap.token }, [
    encodeSnapshot(snap.data),
  ]);
}

/** The index stored at `path`, or null. */
export function readCompanySnapshot(path: string): CompanySnapshot | null {
  const file = readSnapshotFile(path, KIND);
  const [index] = file?.sections ?? [];
  if (!file || index === undefined) return null;
  try {
    return { data: decodeSnapshot(index).data, epoch: file.epoch, version: file.version, token: file.token };
  } catch {
    return null;
  }
}
