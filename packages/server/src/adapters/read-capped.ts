/**
 * Reading an HTTP reply body with a byte cap. The body is read as a stream with a running byte
 * count, so a reply over the cap is cut off (and its connection dropped) after at most `maxBytes`
 * plus one chunk in memory, instead of being buffered whole and measured afterwards. The caller's
 * AbortSignal (the deadline on the whole reply) still aborts a read that is under way. Used by
 * the semantic model's replies and the RDAP answers.
 */

/** Thrown when the body is (or declares to be) larger than the cap. */
export class ReplyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`reply is larger than ${maxBytes} bytes`);
    this.name = "ReplyTooLargeError";
  }
}

/** The body of `res` as UTF-8 text, or ReplyTooLargeError once more than `maxBytes` arrived. */
export async function readTextCapped(res: Response, maxBytes: number): Promise<string> {
  const declared = Number(res.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await res.body?.cancel().catch(() => undefined);
    throw new ReplyTooLargeError(maxBytes);
  }
  if (res.body === null) return "";
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new ReplyTooLargeError(maxBytes);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks, total)); // drops a BOM, as res.text() does
}
