/**
 * The runtime half of the generated client: for each operationId its method, path template
 * and which key it needs, read from the document's `security` (ApiKeyAuth → partner key,
 * AdminApiKeyAuth → admin key, none → no key).
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
      rows.push(`  ${id}: { method: "${method.toUpperCase()}", path: "${path}", auth: "${authOf(op)}" },`);
    }
  }
  rows.sort();
  return [
    `/** Method, path template and key kind of every operation, by operationId. */`,
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
