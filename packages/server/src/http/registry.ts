/**
 * Mounts declared endpoints on a router: auth → rate limit → JSON body → validation → handler.
 * The same declarations feed the OpenAPI document (openapi.ts), so what is validated is what
 * is documented.
 */
import { isUtf8 } from "node:buffer";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import express, { Router } from "express";
import * as v from "valibot";
import type { AppDeps } from "../deps.js";
import { authenticate } from "./auth.js";
import type { AnySchema, Endpoint, RawBodySpec } from "./endpoint.js";
import { HttpError, httpErrors } from "./errors.js";
import { JsonBody } from "./json-body.js";
import { issuesOf } from "./schemas/core-rules.js";
import { StreamBody } from "./stream-body.js";

/** `/v1/x/{id}` → `/v1/x/:id` (Express 5 / path-to-regexp 8 syntax). */
export function toExpressPath(path: string): string {
  return path.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, ":$1");
}

/** Validate `input` against `schema`; 422 VALIDATION_ERROR naming every bad field. */
export function parseOr422<S extends AnySchema>(schema: S, input: unknown, where: string): v.InferOutput<S> {
  const result = v.safeParse(schema, input, { abortEarly: false });
  if (result.success) return result.output;
  const issues = issuesOf(result.issues).map((i) => ({ ...i, path: i.path === "" ? where : i.path }));
  throw httpErrors.validation(issues);
}

/** Build a router with every endpoint mounted; unknown methods on known paths answer 405. */
export function mountEndpoints(
  endpoints: readonly Endpoint[],
  deps: AppDeps,
  rateLimiter: RequestHandler,
): Router {
  const router = Router();
  const jsonParser = express.json({
    limit: deps.config.bodyLimitBytes,
    // Any JSON value parses, so a body of valid JSON that is not an object ("null", "42") is
    // told so by requireObjectBody instead of being called malformed.
    strict: false,
    type: () => true,
    verify: checkRawBody,
  });
  const allowByPath = allowedMethods(endpoints);
  // A literal path answers its own 405 before a parameterised sibling takes the request:
  // `DELETE …/restricted-terms/categories` is not the deletion of a term "categories".
  for (const [path, allow] of allowByPath) {
    if (!path.includes(":")) router.all(path, methodGuard(allow));
  }

  for (const ep of endpoints) {
    const chain: RequestHandler[] = [];
    if (ep.auth !== "none") chain.push(authenticate(deps, ep.auth), rateLimiter);
    if (ep.body)
      chain.push(
        requireJsonContentType,
        refuseDeclaredOversize(deps.config.bodyLimitBytes),
        jsonParser,
        requireObjectBody,
      );
    if (ep.rawBody)
      chain.push(
        requireContentType(ep.rawBody),
        refuseDeclaredOversize(ep.rawBody.limitBytes),
        express.raw({ type: () => true, limit: ep.rawBody.limitBytes }),
      );
    chain.push(handle(ep, deps));
    router[ep.method](toExpressPath(ep.path), ...chain);
  }

  // Any other method on a parameterised path (the endpoints above answered their own; after
  // them, so a literal sibling's method is never refused by the parameterised path's list).
  for (const [path, allow] of allowByPath) {
    if (path.includes(":")) router.all(path, methodGuard(allow));
  }
  return router;
}

/**
 * The endpoints' static headers (Deprecation, Sunset, Link) on every response of their paths,
 * whatever the method: mounted before the app's own refusals (an unmet Expect, a bad Host), so a
 * 400 or a 405 there carries them too.
 */
export function endpointHeaders(endpoints: readonly Endpoint[]): Router {
  const router = Router();
  for (const ep of endpoints) if (ep.headers) router.all(toExpressPath(ep.path), setHeaders(ep.headers));
  return router;
}

// --- Internal helpers ---

/** The methods of each Express path (HEAD wherever GET is), in declaration order. */
function allowedMethods(endpoints: readonly Endpoint[]): Map<string, string[]> {
  const methods = new Map<string, string[]>();
  for (const ep of endpoints) {
    const path = toExpressPath(ep.path);
    methods.set(path, [...(methods.get(path) ?? []), ep.method.toUpperCase()]);
  }
  for (const [path, list] of methods) {
    methods.set(path, [...new Set([...list, ...(list.includes("GET") ? ["HEAD"] : [])])]);
  }
  return methods;
}

/** Passes the path's own methods on; any other is 405 with the Allow header. */
/** 405 with `Allow` for a method not in `allow`. */
export function methodGuard(allow: readonly string[]): RequestHandler {
  const header = allow.join(", ");
  return (req, res, next) => {
    if (allow.includes(req.method)) {
      next();
      return;
    }
    res.setHeader("Allow", header);
    next(new HttpError("METHOD_NOT_ALLOWED", `${req.method} is not allowed here; allowed: ${header}`));
  };
}

function setHeaders(headers: Readonly<Record<string, string>>): RequestHandler {
  return (_req, res, next) => {
    res.set(headers);
    next();
  };
}

function requireJsonContentType(req: Request, _res: Response, next: NextFunction): void {
  if (req.is("application/json")) next();
  else next(httpErrors.invalid("Content-Type must be application/json with a JSON object body"));
}

function requireContentType(spec: RawBodySpec): RequestHandler {
  return (req, _res, next) => {
    if (!req.is([...spec.types])) {
      next(httpErrors.invalid(`Content-Type must be one of ${spec.types.join(", ")}`));
      return;
    }
    // The body is read as UTF-8: another declared charset would be read wrongly, not refused.
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.headers["content-type"] ?? "")?.[1];
    if (charset !== undefined && !/^utf-?8$/i.test(charset)) {
      next(httpErrors.invalid(`Unsupported charset ${charset}; send UTF-8`, { charset }));
      return;
    }
    next();
  };
}

/**
 * 413 as soon as the headers declare a plain body over the limit. The body parser refuses it too,
 * but answers only once the whole declared body has arrived, so a client that declares far more
 * than it sends held the connection until the request timeout (minutes). The connection closes
 * after the answer: the body left unread is not the next request. A compressed body's limit is
 * on its decompressed size, which only the parser can tell.
 */
function refuseDeclaredOversize(limitBytes: number): RequestHandler {
  return (req, res, next) => {
    const declared = Number(req.headers["content-length"] ?? Number.NaN);
    const encoding = (req.headers["content-encoding"] ?? "identity").trim().toLowerCase();
    if (!(declared > limitBytes) || encoding !== "identity") {
      next();
      return;
    }
    res.setHeader("Connection", "close");
    next(new HttpError("PAYLOAD_TOO_LARGE", "Request body is too large", { limitBytes }));
  };
}

/** An empty body is a missing one (400), not the `{}` body-parser makes of it (then a 422 listing fields). */
/**
 * The body before it is parsed: empty, or not UTF-8. The JSON parser decodes leniently, so a
 * Latin-1 "Müller" became "M\uFFFDller": searched as "m ller" and stored so, with a 200.
 */
function checkRawBody(_req: unknown, _res: unknown, body: Buffer): void {
  if (body.length === 0) throw httpErrors.invalid("Request body is empty; send a JSON object");
  if (!isUtf8(body)) throw httpErrors.invalid("Request body is not valid UTF-8; send UTF-8 JSON");
}

function requireObjectBody(req: Request, _res: Response, next: NextFunction): void {
  const body: unknown = req.body;
  if (typeof body === "object" && body !== null && !Array.isArray(body)) next();
  else next(httpErrors.invalid("Request body must be a JSON object"));
}

/**
 * The query string's parameters, each given once: a repeated one (`?limit=1&limit=2`, which the
 * parser makes a list) is a 422 naming it, not the schema library's words about arrays.
 */
function singleValued(query: Request["query"]): Record<string, unknown> {
  const issues = Object.entries(query)
    .filter(([, value]) => Array.isArray(value))
    .map(([name]) => ({ path: name, message: "must be given once" }));
  if (issues.length > 0) throw httpErrors.validation(issues);
  return { ...query };
}

function handle(ep: Endpoint, deps: AppDeps): RequestHandler {
  return async (req: Request, res: Response) => {
    const params = ep.params ? parseOr422(ep.params, { ...req.params }, "params") : undefined;
    const query = ep.query ? parseOr422(ep.query, singleValued(req.query), "query") : undefined;
    const body = ep.body ? parseOr422(ep.body, req.body, "body") : undefined;
    const result = await ep.handler({
      body,
      query,
      params,
      rawBody: ep.rawBody && Buffer.isBuffer(req.body) ? req.body : null,
      traceId: req.traceId,
      auth: req.auth ?? null,
      deps,
      req,
      res,
    });
    res.status(ep.status ?? 200);
    if (result instanceof StreamBody) {
      await sendPieces(res, result);
    } else if (result instanceof JsonBody) {
      // Serialised once by the handler (it stored the same text); send it as is.
      res.setHeader("Content-Type", "application/json; charset=utf-8");
      res.send(result.text);
    } else {
      res.json(result);
    }
  };
}

/** Write the pieces in order, waiting for the socket to drain when its buffer is full. */
async function sendPieces(res: Response, body: StreamBody): Promise<void> {
  res.setHeader("Content-Type", body.contentType);
  for await (const piece of body.pieces) {
    if (res.destroyed) return;
    if (!res.write(piece)) await drained(res);
  }
  res.end();
}

/**
 * The socket drained or closed. The listener of the other event is removed: left behind, one
 * "close" listener a full buffer piled up on the response (a 15,000-row job's results warned
 * MaxListenersExceededWarning).
 */
function drained(res: Response): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.on("drain", done);
    res.on("close", done);
  });
}
