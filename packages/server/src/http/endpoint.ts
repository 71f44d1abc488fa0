/**
 * The endpoint declaration every route module uses. One declaration drives the route
 * (authentication, rate limit, body parsing, validation, handler) and its OpenAPI operation.
 */
import type { Request, Response } from "express";
import type * as v from "valibot";
import type { AppDeps } from "../deps.js";
import type { Scope } from "../keys/scopes.js";
import type { JsonBody } from "./json-body.js";
import type { StreamBody } from "./stream-body.js";

/** Any valibot schema (sync). */
export type AnySchema = v.GenericSchema;

/** Who may call an endpoint. */
export type AuthRequirement = { scope: Scope } | "admin" | "none";

/** The authenticated caller, available to handlers as `ctx.auth`. */
export type AuthInfo =
  | { kind: "partner"; keyId: string; consumerId: number; scopes: readonly Scope[] }
  | { kind: "admin"; keyId: string };

/** HTTP methods the registry mounts. */
export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

type Parsed<S> = S extends AnySchema ? v.InferOutput<S> : undefined;

/** What a handler receives: validated inputs plus the request context. */
export interface HandlerContext<B, Q, P> {
  body: B;
  query: Q;
  params: P;
  /** The bytes of a `rawBody` endpoint's body (null elsewhere). */
  rawBody: Buffer | null;
  traceId: string;
  auth: AuthInfo | null;
  deps: AppDeps;
  req: Request;
  res: Response;
}

/** What a handler returns: the body, or the body with its serialised text. */
export type HandlerResult<T> = T | JsonBody<T> | StreamBody;

/** A body that is not JSON (CSV, NDJSON): handed to the handler as bytes. */
export interface RawBodySpec {
  /** Accepted media types (anything else: 400). */
  types: readonly string[];
  /** Byte limit (larger: 413). */
  limitBytes: number;
  /** What the body holds, for the document. */
  description: string;
}

/** Declaration of one endpoint. */
export interface EndpointSpec<
  B extends AnySchema | undefined,
  Q extends AnySchema | undefined,
  P extends AnySchema | undefined,
  R extends AnySchema,
> {
  method: HttpMethod;
  /** OpenAPI-style path: `/v1/admin/consumers/{id}`. */
  path: string;
  auth: AuthRequirement;
  /** Stable OpenAPI operationId (camelCase). */
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  deprecated?: boolean;
  /** Static headers set on every response of this endpoint, errors included (e.g. Deprecation). */
  headers?: Readonly<Record<string, string>>;
  /** JSON body schema (an object schema); the registry refuses non-JSON and non-object bodies with 400. */
  body?: B;
  /** A non-JSON body instead of `body` (the handler reads `ctx.rawBody`). */
  rawBody?: RawBodySpec;
  /** Media type of the success body when it is not JSON (the handler returns a StreamBody). */
  responseType?: string;
  /** Query-string schema: an object schema of string inputs (transform to numbers/booleans as needed). */
  query?: Q;
  /** Path-parameter schema: an object schema with one entry per `{name}` in the path. */
  params?: P;
  /** Schema of the success body (documentation; not checked at run time for speed). */
  response: R;
  /** Success status; default 200. */
  status?: number;
  responseDescription?: string;
  /** Error statuses this endpoint may answer (documented with the error body). */
  errors: number[];
  /**
   * Return the success body, or the body already serialised (`jsonBody`, when the handler also
   * stores it). Throw HttpError (or the core's ValidationError) for errors.
   */
  handler: (
    ctx: HandlerContext<Parsed<B>, Parsed<Q>, Parsed<P>>,
  ) => HandlerResult<v.InferInput<R>> | Promise<HandlerResult<v.InferInput<R>>>;
}

/** An endpoint with its types erased, as the registry stores it. */
export type Endpoint = EndpointSpec<
  AnySchema | undefined,
  AnySchema | undefined,
  AnySchema | undefined,
  AnySchema
>;

/** Declare an endpoint with its handler typed from its schemas. */
export function defineEndpoint<
  B extends AnySchema | undefined = undefined,
  Q extends AnySchema | undefined = undefined,
  P extends AnySchema | undefined = undefined,
  R extends AnySchema = AnySchema,
>(spec: EndpointSpec<B, Q, P, R>): Endpoint {
  return spec as unknown as Endpoint;
}

/** What a route module exports: its endpoints and the named schemas shown under components.schemas. */
export interface RouteModule {
  /** OpenAPI tag of the module, with a description. */
  tag: { name: string; description: string };
  /** Named schemas; endpoints reusing these exact objects get a `$ref` in the document. */
  schemas: Record<string, AnySchema>;
  endpoints: Endpoint[];
}
