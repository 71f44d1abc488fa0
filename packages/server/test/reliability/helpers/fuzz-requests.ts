/**
 * fast-check arbitraries of HTTP requests to the app's endpoints: for each declared endpoint,
 * its method (or another one), its path with arbitrary or malformed path parameters, an
 * arbitrary query, arbitrary headers (content type, content encoding, keys) and a body that is
 * a valid example with fields replaced, arbitrary JSON, or arbitrary bytes.
 */
import fc from "fast-check";
import type { Endpoint } from "../../../src/http/endpoint.js";

/** A request as the fuzz test sends it. */
export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer | null;
}

/** Keys the generated requests may carry (valid ones reach the handlers). */
export interface FuzzKeys {
  partnerKey: string;
  adminKey: string;
}

const VALID_ASSESSMENT = {
  companyName: "Alpenblick Treuhand AG",
  legalForm: "stock_corporation",
  language: "de",
};

/** A valid body per endpoint, the starting point of the mutations. */
const EXAMPLE_BODIES: Record<string, Record<string, unknown>> = {
  "post /v1/name/assessment": VALID_ASSESSMENT,
  "post /v1/name/screening": { ...VALID_ASSESSMENT, checks: { domains: { tlds: ["ch"] } } },
  "post /v1/name/eligibility": { ...VALID_ASSESSMENT, companyName: "Alpenblick Treuhand" },
  "post /v2/name/eligibility": { ...VALID_ASSESSMENT, companyName: "Alpenblick Treuhand" },
  "post /v3/name/eligibility": { ...VALID_ASSESSMENT, companyName: "Alpenblick Treuhand" },
  "post /v1/conflicts/search": { name: "Alpenblick Treuhand AG", limit: 5 },
  "post /v1/trademarks/search": { query: "Alpenblick", niceClasses: [35, 36] },
  "post /v1/domains/availability": { name: "alpenblick", tlds: ["ch", "com"] },
  "post /v1/admin/consumers": { name: "Fuzz Partner" },
  "patch /v1/admin/consumers/{id}": { isActive: true },
  "post /v1/admin/consumers/{id}/keys": { scopes: ["assessment"] },
  "post /v1/admin/restricted-terms": { categoryCode: "FINANCE", term: "fuzzbank" },
  "patch /v1/admin/restricted-terms/{term_id}": { description: "changed" },
  "post /v1/admin/name/assessment/traces/compare": {
    traceIdA: "01a213bd-08e1-7b12-a6a7-6dbe068c523b",
    traceIdB: "01a213bd-08e1-7b12-a6a7-6dbe068c523c",
  },
};

/** Strings with everything the validators must refuse: controls, NUL, lone surrogates, emoji, huge. */
const nastyString = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "   ",
    "\u0000",
    "\ud800",
    "\udc00x",
    "a\tb",
    "\u202e",
    "%ZZ",
    "../../etc",
    "null",
  ),
  fc.string({ minLength: 300, maxLength: 2_000 }),
);

/** Any JSON value, strings included nasty ones, nesting bounded. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: "small" },
  fc.jsonValue({ maxDepth: 3 }),
  nastyString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, false, [], {}, -1, 0, 1e308, Number.MAX_SAFE_INTEGER + 2),
);

/** Deep nesting of arrays or objects, as text. */
const deepJson = fc
  .record({ depth: fc.integer({ min: 100, max: 5_000 }), object: fc.boolean() })
  .map(({ depth, object }) =>
    object ? `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}` : `${"[".repeat(depth)}${"]".repeat(depth)}`,
  );

function bodyFor(example: Record<string, unknown> | undefined): fc.Arbitrary<Buffer | null> {
  const base = example ?? {};
  const mutated = fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...Object.keys(base), "extra"), fc.string()), anyJson), {
      maxLength: 3,
    })
    .map((changes) => JSON.stringify({ ...base, ...Object.fromEntries(changes) }));
  const text = fc.oneof(
    { weight: 4, arbitrary: mutated },
    { weight: 3, arbitrary: fc.constant(JSON.stringify(base)) },
    { weight: 2, arbitrary: anyJson.map((v) => JSON.stringify(v) ?? "null") },
    { weight: 1, arbitrary: deepJson },
    { weight: 1, arbitrary: nastyString },
  );
  return fc.oneof(
    { weight: 8, arbitrary: text.map((t) => Buffer.from(t, "utf8")) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b)) },
    { weight: 1, arbitrary: fc.constant(null) },
  );
}

/** A path parameter: plausible, arbitrary (encoded) or with malformed percent-escapes. */
const pathParam = fc.oneof(
  fc.constantFrom(
    "1",
    "2",
    "999999999999999999999",
    "0",
    "-1",
    "AbCdEfGhIjKl",
    "01a213bd-08e1-7b12-a6a7-6dbe068c523b",
  ),
  fc
    .string({ unit: "binary", maxLength: 30 })
    .map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, "x"))),
  fc.stringMatching(/^[%0-9A-Za-z._~-]{1,16}$/),
);

const queryString = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom("limit", "offset", "isActive", "q", "a[b]", "__proto__"),
        fc.string({ maxLength: 8 }),
      ),
      fc.oneof(nastyString, fc.constantFrom("true", "0", "-5", "1e3", "%", "%ZZ")),
    ),
    { maxLength: 3 },
  )
  .map((pairs) =>
    pairs.length === 0
      ? ""
      : `?${pairs
          .map(([k, v]) => {
            const enc = (s: string) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, "x"));
            return v === "%" || v === "%ZZ" ? `${enc(k)}=${v}` : `${enc(k)}=${enc(v)}`;
          })
          .join("&")}`,
  );

/** Header values Node's HTTP client accepts (printable Latin-1, no CR/LF). */
const headerText = fc.string({ maxLength: 60 }).map((s) => s.replace(/[^\x20-\x7e]/g, ""));

function headersFor(keys: FuzzKeys, hasBody: boolean): fc.Arbitrary<Record<string, string>> {
  // Weighted towards requests that pass authentication and the body checks, so the handlers
  // are reached as often as the 4xx gates.
  const key = (valid: string) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constant(undefined) },
      { weight: 4, arbitrary: fc.constant(valid) },
      { weight: 1, arbitrary: fc.constantFrom(keys.partnerKey, keys.adminKey) },
      { weight: 1, arbitrary: headerText },
      { weight: 1, arbitrary: fc.constant(`${valid}x`) },
    );
  return fc
    .record({
      contentType: fc.oneof(
        { weight: 6, arbitrary: fc.constant("application/json") },
        {
          weight: 3,
          arbitrary: fc.constantFrom(
            "application/json; charset=utf-8",
            "application/json; charset=latin1",
            "application/json; charset=utf-16",
            "text/plain",
            "application/x-www-form-urlencoded",
            "multipart/form-data; boundary=x",
          ),
        },
        { weight: 1, arbitrary: headerText },
        { weight: 1, arbitrary: fc.constant(undefined) },
      ),
      contentEncoding: fc.oneof(
        { weight: 6, arbitrary: fc.constant(undefined) },
        {
          weight: 2,
          arbitrary: fc.constantFrom("gzip", "deflate", "br", "identity", "x-unknown", "gzip, br"),
        },
      ),
      apiKey: key(keys.partnerKey),
      adminKey: key(keys.adminKey),
      accept: fc.oneof(fc.constant(undefined), headerText),
    })
    .map((h) => {
      const out: Record<string, string> = {};
      if (h.contentType !== undefined && hasBody) out["content-type"] = h.contentType;
      if (h.contentEncoding !== undefined && hasBody) out["content-encoding"] = h.contentEncoding;
      if (h.apiKey !== undefined) out["x-api-key"] = h.apiKey;
      if (h.adminKey !== undefined) out["x-admin-api-key"] = h.adminKey;
      if (h.accept !== undefined) out.accept = h.accept;
      return out;
    });
}

/** Requests aimed at one endpoint. */
export function requestsFor(ep: Endpoint, keys: FuzzKeys): fc.Arbitrary<FuzzRequest> {
  const params = [...ep.path.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((m) => m[1] as string);
  const example = EXAMPLE_BODIES[`${ep.method} ${ep.path}`];
  return fc
    .record({
      method: fc.oneof(
        { weight: 6, arbitrary: fc.constant(ep.method.toUpperCase()) },
        { weight: 1, arbitrary: fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD") },
      ),
      params: fc.tuple(...params.map(() => pathParam)),
      query: queryString,
      body: bodyFor(example),
      headers: fc.boolean(),
    })
    .chain((r) =>
      headersFor(keys, r.body !== null).map((headers) => {
        let path = ep.path;
        params.forEach((name, i) => {
          path = path.replace(`{${name}}`, r.params[i] ?? "");
        });
        return { method: r.method, path: `${path}${r.query}`, headers, body: r.body };
      }),
    );
}
