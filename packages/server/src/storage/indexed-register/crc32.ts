/**
 * CRC-32 (the zlib polynomial): Node's native `zlib.crc32` where it has one (20.15 and later),
 * else a table in JavaScript that gives the same value, slower, for the Node 20.12 to 20.14 the
 * package still supports.
 */
import * as zlib from "node:zlib";

type Crc32 = (data: Uint8Array, value?: number) => number;

const native = (zlib as { crc32?: Crc32 }).crc32;

/**
 * CRC-32 of `data`, continuing from `value` (0 to start). Nothing leaves `value` as it is:
 * the native one answers 0 for an empty view of an empty buffer (zlib's crc32 of a null pointer).
 */
export function crc32(data: Uint8Array, value = 0): number {
  if (data.length === 0) return value >>> 0;
  return native ? native(data, value) : crc32InJs(data, value);
}

let table: Uint32Array | undefined;

/** The table-driven CRC-32, exported so a test can hold it to the native one. */
export function crc32InJs(data: Uint8Array, value = 0): number {
  table ??= buildTable();
  let crc = ~value >>> 0;
  for (let i = 0; i < data.length; i++)
    crc = (table[(crc ^ (data[i] as number)) & 0xff] as number) ^ (crc >>> 8);
  return ~crc >>> 0;
}

function buildTable(): Uint32Array {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c;
  }
  return t;
}
