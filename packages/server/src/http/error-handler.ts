/**
 * The one error middleware: maps every failure to the contract's error body. Stack traces
 * are logged, never sent.
 */
import { PortError, ValidationError } from "@namescreen/core";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";
import { isDatabaseUnavailable } from "../storage/postgres/unavailable.js";
import type { StorageCondition } from "../storage/sqlite/unavailable.js";
import { storageConditionOf } from "../storage/sqlite/unavailable.js";
import { answeredByParser } from "./client-error.js";
import { HttpError } from "./errors.js";
import { loggablePath } from "./log-url.js";

/** Errors raised by body-parser carry a `type` and a `status`. */
interface BodyParserError {
  type: string;
  status?: number;
  limit?: number;
}

function isBodyParserError(err: unknown): err is BodyParserError {
  return typeof err === "object" && err !== null && typeof (err as { type?: unknown }).type === "string";
}

/** Convert anything thrown into an HttpError. Unknown errors become 500 INTERNAL_ERROR. */
export function toHttpError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  if (err instanceof ValidationError) {
    return new HttpError("VALIDATION_ERROR", err.message, { issues: err.issues });
  }
  if (err instanceof PortError) {
    const message =
      err.code === "UPSTREAM_TIMEOUT" ? "An upstream dependency timed out" : "An upstream dependency failed";
    return new HttpError(err.code, message, { reason: err.message });
  }
  if (isBodyParserError(err)) {
    switch (err.type) {
      case "entity.parse.failed":
        return new HttpError("INVALID_REQUEST", "Malformed JSON body");
      case "entity.too.large":
        return new HttpError("PAYLOAD_TOO_LARGE", "Request body is too large", {
          limitBytes: err.limit ?? null,
        });
      case "encoding.unsupported":
      case "charset.unsupported":
        return new HttpError("INVALID_REQUEST", "Unsupported body encoding or charset; send UTF-8 JSON");
      case "request.aborted":
      case "request.size.invalid":
        return new HttpError("INVALID_REQUEST", "Request body was incomplete");
    }
  }
  const clientError = clientErrorOf(err);
  if (clientError) return clientError;
  const storage = storageConditionOf(err);
  if (storage) return storageUnavailable(storage);
  // Replicas over PostgreSQL: a write while the database is briefly unreachable (searches go on from memory).
  if (isDatabaseUnavailable(err)) {
    return new HttpError("SERVICE_UNAVAILABLE", "The database is unavailable; retry shortly", {
      reason: (err as Error).message,
    });
  }
  return new HttpError("INTERNAL_ERROR", "Unexpected server error");
}

/** Seconds a client waits before retrying: a lock passes in seconds, a full disk needs an operator. */
const STORAGE_RETRY_AFTER_S: Record<StorageCondition, number> = { database_busy: 5, disk_full: 60 };
const STORAGE_MESSAGES: Record<StorageCondition, string> = {
  database_busy: "The database is busy with another write; nothing was stored. Retry shortly",
  disk_full: "The server's disk is full; nothing was stored. Retry later",
};

/** A write the storage cannot take now (locked past the busy timeout, disk full): 503, not 500. */
function storageUnavailable(condition: StorageCondition): HttpError {
  return new HttpError(
    "SERVICE_UNAVAILABLE",
    STORAGE_MESSAGES[condition],
    { reason: condition },
    { headers: { "Retry-After": String(STORAGE_RETRY_AFTER_S[condition]) } },
  );
}

/**
 * Errors the HTTP stack raises for a bad request (a 4xx `status`, as http-errors sets it): the
 * router's URIError for a malformed percent-escape in the path, zlib/brotli errors for a body
 * that does not match its Content-Encoding. They are the client's fault: 400, no stack logged.
 */
function clientErrorOf(err: unknown): HttpError | null {
  if (typeof err !== "object" || err === null) return null;
  const status =
    (err as { status?: unknown; statusCode?: unknown }).status ??
    (err as { statusCode?: unknown }).statusCode;
  if (typeof status !== "number" || status < 400 || status > 499) return null;
  if (err instanceof URIError) {
    return new HttpError("INVALID_REQUEST", "Malformed percent-escape in the URL path");
  }
  const code = (err as { code?: unknown }).code;
  if (typeof code === "string" && (code.startsWith("Z_") || code.startsWith("ERR__ERROR_FORMAT"))) {
    return new HttpError("INVALID_REQUEST", "The request body does not match its Content-Encoding");
  }
  if (status === 413) return new HttpError("PAYLOAD_TOO_LARGE", "Request body is too large");
  return new HttpError("INVALID_REQUEST", "Malformed request");
}

/** Express error middleware (four arguments, as Express requires). */
export function errorHandler(logger: Logger) {
  return (err: unknown, req: Request, res: Response, next: NextFunction): void => {
    if (res.headersSent) {
      next(err);
      return;
    }
    // Node's parser answered on the connection already (the request timeout), and the body it
    // cut short is no error of its own: the request keeps that answer's status.
    if (answeredByParser(res)) return;
    const httpError = toHttpError(err);
    const storage = storageConditionOf(err);
    if (storage) {
      // A known condition of the environment, not a bug: its code says it all, a stack would not.
      const code = (err as { code: string }).code;
      logger.warn(
        { code, reason: storage, traceId: req.traceId, path: loggablePath(req.path) },
        "request failed: storage unavailable",
      );
    } else if (httpError.status >= 500) {
      logger.error({ err, traceId: req.traceId, path: loggablePath(req.path) }, "request failed");
    }
    for (const [name, value] of Object.entries(httpError.headers)) res.setHeader(name, value);
    res.status(httpError.status).json(httpError.toJSON());
  };
}

/** Final middleware: no route matched. */
export function notFoundHandler(req: Request, _res: Response, next: NextFunction): void {
  next(new HttpError("NOT_FOUND", `No route for ${req.method} ${req.path}`));
}
