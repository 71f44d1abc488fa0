/** The path and query of a request URL, from an operation's path template and the call's input. */

/**
 * Fill `{name}` placeholders of a path template, each value URI-encoded. "", "." and ".." are
 * refused: encodeURIComponent leaves dots, and the URL parser would collapse them into another
 * route (jobs/.. is GET /v1/name/screening).
 */
export function fillPath(template: string, params: Record<string, unknown> | undefined): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new TypeError(`path parameter "${name}" is missing`);
    const text = String(value);
    if (text === "" || text === "." || text === "..")
      throw new TypeError(`path parameter "${name}" must not be empty, "." or ".."`);
    // encodeURIComponent throws a bare URIError for a lone surrogate.
    if (LONE_SURROGATE.test(text))
      throw new TypeError(`path parameter "${name}" holds an invalid Unicode sequence (a lone surrogate)`);
    return encodeURIComponent(text);
  });
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** `?a=1&b=2` from a flat query object; undefined values are left out. */
export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return "";
  const pairs = Object.entries(query).filter(([, v]) => v !== undefined && v !== null);
  if (pairs.length === 0) return "";
  return `?${new URLSearchParams(pairs.map(([k, v]): [string, string] => [k, String(v)])).toString()}`;
}
