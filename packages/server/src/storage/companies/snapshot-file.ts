/**
 * The company index snapshot beside the database: one section, the core's snapshot bytes of the
 * name index, in the indexed register's snapshot file (tagged with the register epoch and
 * version). An unreadable file, or one of another kind or format, reads as none.
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
}

/** Write the index of register `epoch`/`version` to `path`. */
export function writeCompanySnapshot(path: string, snap: CompanySnapshot): void {
  writeSnapshotFile(path, { kind: KIND, epoch: snap.epoch, version: snap.version }, [
    encodeSnapshot(snap.data),
  ]);
}

/** The index stored at `path`, or null. */
export function readCompanySnapshot(path: string): CompanySnapshot | null {
  const file = readSnapshotFile(path, KIND);
  const [index] = file?.sections ?? [];
  if (!file || index === undefined) return null;
  try {
    return { data: decodeSnapshot(index).data, epoch: file.epoch, version: file.version };
  } catch {
    return null;
  }
}
