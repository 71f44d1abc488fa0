/**
 * The trademark index snapshot: three sections in the indexed register's snapshot file (tagged
 * with the register epoch, version and the token of its save): the core's snapshot bytes of the name index, the class
 * masks (two words per record) and the row id of each record. An unreadable file reads as none.
 */
import { readSnapshotFile, writeSnapshotFile } from "../indexed-register/index.js";

/** What a snapshot holds. */
export interface TrademarkSnapshot {
  epoch: string;
  version: number;
  /** The token the database recorded with this save (storage/indexed-register). */
  token: string;
  /** `encodeSnapshot` bytes of the name index. */
  index: Uint8Array;
  classMasks: Uint32Array;
  rowIds: Float64Array;
}

const KIND = "trademarks";

/** Write a snapshot atomically (temp file + rename). */
export function writeTrademarkSnapshot(path: string, snap: TrademarkSnapshot): void {
  writeSnapshotFile(path, { kind: KIND, epoch: snap.epoch, version: snap.version, token: snap.token }, [
    snap.index,
    new Uint8Array(snap.classMasks.buffer, snap.classMasks.byteOffset, snap.classMasks.byteLength),
    new Uint8Array(snap.rowIds.buffer, snap.rowIds.byteOffset, snap.rowIds.byteLength),
  ]);
}

/** Read the snapshot, or null when there is none or it is unreadable. */
export function readTrademarkSnapshot(path: string): TrademarkSnapshot | null {
  const file = readSnapshotFile(path, KIND);
  const [index, masks, ids] = file?.sections ?? [];
  if (!file || !index || !masks || !ids || masks.length % 4 !== 0 || ids.length % 8 !== 0) return null;
  return {
    epoch: file.epoch,
    version: file.version,
    token: file.token,
    index,
    // Sections start 8-byte aligned, so these are views, not copies.
    classMasks: new Uint32Array(masks.buffer, masks.byteOffset, masks.length / 4),
    rowIds: new Float64Array(ids.buffer, ids.byteOffset, ids.length / 8),
  };
}
