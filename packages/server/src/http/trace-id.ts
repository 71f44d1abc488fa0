/**
 * Trace ids: every request gets a fresh UUID (version 7: time-ordered), sent back in `X-Trace-Id` on every response
 * (errors and 404s included) and used as the pino request id and the stored trace's key.
 * Incoming X-Trace-Id headers are ignored: trace ids are primary keys of stored traces, so
 * the server alone issues them. Time-ordered ids make trace inserts append to the end of the
 * primary-key B-tree instead of touching a random page per insert.
 */
import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

declare global {
  namespace Express {
    interface Request {
      /** This request's trace id (set by the trace-id middleware). */
      traceId: string;
    }
  }
}

/** The shape of a trace id (lowercase UUID). */
export const TRACE_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A UUIDv7 (RFC 9562): 48-bit Unix milliseconds, version 7, then the random bits of a v4 UUID
 * (74 random bits remain: collisions need 2^37 ids in the same millisecond).
 */
export function newTraceId(now: number = Date.now()): string {
  const random = randomUUID(); // xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx
  const ms = now.toString(16).padStart(12, "0").slice(-12);
  return `${ms.slice(0, 8)}-${ms.slice(8, 12)}-7${random.slice(15)}`;
}

/** Express middleware: assign the trace id and set the response header before anything can fail. */
export function traceIdMiddleware(req: Request, res: Response, next: NextFunction): void {
  req.traceId = newTraceId();
  res.setHeader("X-Trace-Id", req.traceId);
  next();
}
