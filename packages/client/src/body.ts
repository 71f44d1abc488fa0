/**
 * Bodies as the OpenAPI document says each operation encodes them: the request body JSON or a
 * file's text with its media type; the success answer JSON, NDJSON (one item per line) or none.
 */

/** A request body ready to send, with its Content-Type. */
export interface EncodedBody {
  text: string;
  contentType: string;
}

/** Encode the body of a call. @throws TypeError for a file operation without a text or a contentType. */
export function encodeBody(
  operation: string,
  kind: "json" | "text" | "none",
  input: { body?: unknown; contentType?: unknown },
): EncodedBody | undefined {
  if (kind === "text") {
    // JSON-encoding a file would send a quoted string as application/json: the server answers 400.
    if (typeof input.body !== "string")
      throw new TypeError(`${operation} takes the file's text (a string) as body`);
    if (typeof input.contentType !== "string" || input.contentType === "")
      throw new TypeError(`${operation} needs contentType ("text/csv" or "application/x-ndjson")`);
    return { text: input.body, contentType: input.contentType };
  }
  return input.body === undefined
    ? undefined
    : { text: JSON.stringify(input.body), contentType: "application/json" };
}

/**
 * The data of a 2xx answer: parsed JSON, the array of NDJSON lines, or undefined for none; null
 * when the body is not that (truncated JSON, an HTML page, an empty body where JSON is due).
 */
export function decodeSuccess(kind: "json" | "ndjson" | "none", text: string): { data: unknown } | null {
  if (kind === "none") return { data: undefined };
  try {
    // Every answer of the API is an object or a list, every NDJSON line an object: `null`, `42`
    // or `"ok"` from a proxy or a stub is neither (before, it was handed on, and reading a field
    // of it threw a raw TypeError).
    if (kind === "json") {
      const data: unknown = JSON.parse(text);
      return typeof data === "object" && data !== null ? { data } : null;
    }
    const lines = text.split("\n").filter((line) => line.trim() !== "");
    const items: unknown[] = lines.map((line) => JSON.parse(line));
    return items.every(isObject) ? { data: items } : null;
  } catch {
    return null;
  }
}

function isObject(value: unknown): boolean {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** An error answer's body: parsed JSON, the text itself when not JSON, undefined when empty. */
export function parseJsonOrText(text: string): unknown {
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
