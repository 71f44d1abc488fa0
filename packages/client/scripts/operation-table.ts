/**
 * The runtime half of the generated client: for each operationId its method, path template,
 * which key it needs, read from the document's `security` (ApiKeyAuth → partner key,
 * AdminApiKeyAuth → admin key, none → no key), and how its bodies are encoded: the request
 * body JSON, a text (a CSV or NDJSON file) or none; the success answer JSON, NDJSON or none.
 */

type Json = Record<string, unknown>;

/** TypeScript source of the OPERATIONS table for an OpenAPI document. */
export function operationTableSource(document: Json): string {
  const rows: string[] = [];
  const paths = (document.paths ?? {}) as Record<string, Record<string, Json>>;
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const id = op.operationId;
      if (typeof id !== "string") throw new Error(`${method} ${path} has no operationId`);
      rows.push(
        `  ${id}: { method: "${method.toUpperCase()}", path: "${path}", auth: "${authOf(op)}", ` +
          `request: "${requestOf(op)}", response: "${responseOf(op, id)}" },`,
      );
    }
  }
  rows.sort();
  return [
    `/** Method, path template, key kind and body encodings of every operation, by operationId. */`,
    `export const OPERATIONS = {`,
    ...rows,
    `} as const;`,
    "",
  ].join("\n");
}

function authOf(op: Json): "partner" | "admin" | "none" {
  const security = (op.security ?? []) as Json[];
  if (security.some((s) => "AdminApiKeyAuth" in s)) return "admin";
  if (security.some((s) => "ApiKeyAuth" in s)) return "partner";
  return "none";
}

function requestOf(op: Json): "json" | "text" | "none" {
  const content = (op.requestBody as Json | undefined)?.content as Json | undefined;
  if (!content) return "none";
  return "application/json" in content ? "json" : "text";
}

/** The encoding of the first 2xx answer; a media type the client cannot read stops the generation. */
function responseOf(op: Json, id: string): "json" | "ndjson" | "none" {
  const responses = (op.responses ?? {}) as Record<string, Json>;
  const success = Object.keys(responses).find((status) => status.startsWith("2"));
  const content = success ? (responses[success]?.content as Json | undefined) : undefined;
  if (!content) return "none";
  if ("application/json" in content) return "json";
  if ("application/x-ndjson" in content) return "ndjson";
  throw new Error(`${id} answers ${Object.keys(content).join(", ")}: the client reads JSON or NDJSON only`);
}
