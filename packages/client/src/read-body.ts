/**
 * Read an answer's body with a size cap, so a huge or endless body (a proxy's error page, a
 * misrouted download) cannot fill the caller's memory: past the cap the rest is not read.
 */

/** The body as UTF-8 text, or null when it is longer than `limitBytes` (the stream is cancelled). */
export async function readBodyCapped(res: Response, limitBytes: number): Promise<string | null> {
  if (!res.body) return "";
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    size += value.byteLength;
    if (size > limitBytes) {
      await reader.cancel();
      return null;
    }
    text += decoder.decode(value, { stream: true });
  }
}
