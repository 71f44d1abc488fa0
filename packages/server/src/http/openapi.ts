/**
 * The OpenAPI 3.1 document, generated from the same valibot schemas the registry validates
 * with (@valibot/to-json-schema, draft 2020-12, which OAS 3.1 uses). Named schemas of the route
 * modules go to components.schemas and are referenced with `$ref`.
 */
import type { ConversionConfig, JsonSchema } from "@valibot/to-json-schema";
import { toJsonSchema } from "@valibot/to-json-schema";
import type { Environment } from "../config.js";
import type { AnySchema, Endpoint, RouteModule } from "./endpoint.js";
import { ERROR_CODES } from "./errors.js";
import { ErrorBodySchema } from "./schemas/common.js";

/** The contract version the document describes. */
export const API_VERSION = "1.1.0";

type Json = Record<string, unknown>;

const STATUS_TEXT: Record<number, string> = {
  400: "Malformed request: invalid JSON, wrong content type or a body that is not an object (INVALID_REQUEST)",
  401: "Missing or invalid API key (UNAUTHORIZED)",
  403: "Valid key, but not allowed for this endpoint or scope, or the consumer is inactive (FORBIDDEN)",
  404: "Not found (NOT_FOUND)",
  409: "Conflict with the current state (CONFLICT)",
  413: "Request body larger than the limit (PAYLOAD_TOO_LARGE)",
  422: "Payload validation failed; details.issues names the fields (VALIDATION_ERROR)",
  429: "Rate limit exceeded; honour Retry-After (RATE_LIMITED)",
  500: "Unexpected server failure (INTERNAL_ERROR)",
  502: "Upstream dependency failure (UPSTREAM_ERROR)",
  503: "Temporarily unavailable (a full queue, a database locked by another process or a full disk); honour Retry-After (SERVICE_UNAVAILABLE)",
  504: "Upstream dependency timeout (UPSTREAM_TIMEOUT)",
};

/** Build the document for the given route modules. */
export function buildOpenApiDocument(modules: readonly RouteModule[], env: Environment): Json {
  const definitions: Record<string, AnySchema> = { ErrorBody: ErrorBodySchema };
  for (const m of modules) Object.assign(definitions, m.schemas);
  const config: ConversionConfig = {
    target: "draft-2020-12",
    typeMode: "input",
    errorMode: "ignore",
    definitions,
    overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
  };
  const convert = (schema: AnySchema): Json => strip(toJsonSchema(schema, config));

  const components: Json = {};
  for (const [name, schema] of Object.entries(definitions)) {
    // Convert without the definitions map so the schema itself is inlined, its children referenced.
    const { [name]: _self, ...others } = definitions;
    components[name] = strip(toJsonSchema(schema, { ...config, definitions: others }));
  }

  const paths: Record<string, Json> = {};
  for (const m of modules) {
    for (const ep of m.endpoints) {
      paths[ep.path] = { ...(paths[ep.path] ?? {}), [ep.method]: operation(ep, convert) };
    }
  }

  const errorResponses: Json = {};
  for (const status of Object.keys(STATUS_TEXT)) {
    errorResponses[`E${status}`] = {
      description: STATUS_TEXT[Number(status)],
      headers: {
        "X-Trace-Id": { $ref: "#/components/headers/XTraceId" },
        ...(status === "429" || status === "503"
          ? { "Retry-After": { $ref: "#/components/headers/RetryAfter" } }
          : {}),
      },
      content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorBody" } } },
    };
  }

  return {
    openapi: "3.1.0",
    info: {
      title: "NameScreen API",
      version: API_VERSION,
      description:
        "Swiss company-name screening. Results are screening support, not a legal clearance. " +
        `This server runs in the ${env} environment; keys of the other environment are refused. ` +
        `Error codes: ${Object.keys(ERROR_CODES).join(", ")}.`,
    },
    servers: [{ url: "/", description: `${env} (this server)` }],
    // Two modules may share a tag (e.g. batch screening and its job API): list it once.
    tags: [...new Map(modules.map((m) => [m.tag.name, m.tag])).values()],
    paths,
    components: {
      schemas: components,
      responses: errorResponses,
      headers: {
        XTraceId: {
          description: "Trace id of this request (also metadata.traceId where the body has one)",
          schema: { type: "string" },
        },
        RetryAfter: { description: "Seconds to wait before retrying", schema: { type: "integer" } },
      },
      securitySchemes: {
        ApiKeyAuth: {
          type: "apiKey",
          in: "header",
          name: "X-API-Key",
          description: "Partner key ns_<env>_<id>_<secret>",
        },
        AdminApiKeyAuth: {
          type: "apiKey",
          in: "header",
          name: "X-Admin-API-Key",
          description: "Operator (admin) key",
        },
      },
    },
  };
}

// --- Internal helpers ---

/** Drop `$schema` and `$defs`: the document's components.schemas hold the definitions. */
function strip(schema: JsonSchema): Json {
  const { $schema: _schema, $defs: _defs, ...rest } = schema as Json;
  return rest;
}

function operation(ep: Endpoint, convert: (s: AnySchema) => Json): Json {
  const op: Json = {
    operationId: ep.operationId,
    summary: ep.summary,
    tags: ep.tags,
    security:
      ep.auth === "none" ? [] : ep.auth === "admin" ? [{ AdminApiKeyAuth: [] }] : [{ ApiKeyAuth: [] }],
  };
  if (ep.description !== undefined || typeof ep.auth === "object") {
    const scope =
      typeof ep.auth === "object" ? `Requires a partner key with scope \`${ep.auth.scope}\`.` : "";
    op.description = [ep.description ?? "", scope].filter((s) => s !== "").join("\n\n");
  }
  if (typeof ep.auth === "object") op["x-required-scope"] = ep.auth.scope;
  if (ep.deprecated) op.deprecated = true;
  const parameters = [
    ...(ep.params ? parametersOf(convert(ep.params), "path") : []),
    ...(ep.query ? parametersOf(convert(ep.query), "query") : []),
  ];
  if (parameters.length > 0) op.parameters = parameters;
  if (ep.body) {
    op.requestBody = { required: true, content: { "application/json": { schema: convert(ep.body) } } };
  }
  if (ep.rawBody) {
    const schema = { type: "string", description: ep.rawBody.description };
    op.requestBody = {
      required: true,
      content: Object.fromEntries(ep.rawBody.types.map((t) => [t, { schema }])),
    };
  }
  const responses: Json = {
    [String(ep.status ?? 200)]: {
      description: ep.responseDescription ?? "Success",
      headers: { "X-Trace-Id": { $ref: "#/components/headers/XTraceId" } },
      content: { [ep.responseType ?? "application/json"]: { schema: convert(ep.response) } },
    },
  };
  const errors = new Set([...ep.errors, ...(ep.body || ep.rawBody ? [413] : [])]);
  for (const status of [...errors].sort()) {
    if (STATUS_TEXT[status]) responses[String(status)] = { $ref: `#/components/responses/E${status}` };
  }
  op.responses = responses;
  return op;
}

/** Object schema → OpenAPI parameter list. */
function parametersOf(schema: Json, where: "path" | "query"): Json[] {
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, s]) => {
    const { description, ...rest } = s;
    return {
      name,
      in: where,
      required: where === "path" || required.has(name),
      ...(typeof description === "string" ? { description } : {}),
      schema: rest,
    };
  });
}
