/**
 * The form of a request URL that may go into a log line. A caller can put a key in the query
 * string (`?x-admin-api-key=...`) or even in the path, and logs must hold key ids, never keys
 * (contract, Authentication 3). So every query value is replaced with "[redacted]" (names stay:
 * they tell what was sent) and any path segment or parameter name shaped like a key is too.
 */

/** Replacement for anything withheld from a log line. */
export const REDACTED = "[redacted]";

/** `url` (path and query, as `req.originalUrl`) with query values and key-shaped text redacted. */
export function loggableUrl(url: string): string {
  const mark = url.indexOf("?");
  const path = loggablePath(mark === -1 ? url : url.slice(0, mark));
  if (mark === -1) return path;
  const query = url
    .slice(mark + 1)
    .split("&")
    .map(_redactParameter)
    .join("&");
  return `${path}?${query}`;
}

/** `path` with every segment that looks like a key redacted. */
export function loggablePath(path: string): string {
  return path
    .split("/")
    .map((segment) => (_looksLikeKey(segment) ? REDACTED : segment))
    .join("/");
}

// --- Internal helpers ---

/** Key prefixes as `keys/format.ts` builds them, loosely: a truncated or mangled key still counts. */
const KEY_LIKE = /(?:^|[^0-9A-Za-z])(?:ns|nsadmin)_(?:sandbox|production)_/i;

function _redactParameter(pair: string): string {
  if (pair === "") return pair;
  const eq = pair.indexOf("=");
  const name = eq === -1 ? pair : pair.slice(0, eq);
  const shownName = _looksLikeKey(name) ? REDACTED : name;
  return eq === -1 ? shownName : `${shownName}=${REDACTED}`;
}

function _looksLikeKey(text: string): boolean {
  if (KEY_LIKE.test(text)) return true;
  // Percent-encoding must not smuggle a key past the test (`ns%5Fsandbox%5F...`).
  try {
    return KEY_LIKE.test(decodeURIComponent(text.replaceAll("+", " ")));
  } catch {
    // Malformed escapes hide what they spell: not worth the risk.
    return true;
  }
}
