/**
 * Answers for requests Node's HTTP parser refuses before Express sees them (a malformed header,
 * headers over the size limit, a request line that is not HTTP). Node's default answer is a
 * bare `400`/`431` with no body; this writes the contract's error body instead, with a trace id
 * like every other response, and logs one line without a stack (it is the client's fault).
 * An `Expect` other than 100-continue (Node's bare `417`), a missing Host header (Node's bare
 * `400`) and a CONNECT (no answer at all) go to the app instead, which refuses them through the
 * one error handler (see {@link refuseUnmetExpectation}, {@link refuseBadHost} and {@link refuseTunnel}).
 */
import type { IncomingMessage, Server } from "node:http";
import { ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Duplex } from "node:stream";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";
import type { ErrorCode } from "./errors.js";
import { HttpError } from "./errors.js";
import { newTraceId } from "./trace-id.js";

/** Write the error body for parser errors on `server`'s connections. */
export function answerClientErrors(server: Server, logger: Logger): void {
  server.on("clientError", (err: NodeJS.ErrnoException, socket: Duplex) => {
    // A reset or already-closed connection has no one to answer.
    if (err.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    // A response already started on this connection cannot get a second status line.
    const pending = (socket as { _httpMessage?: ServerResponse })._httpMessage;
    if (pending?.headersSent) {
      socket.destroy();
      return;
    }
    const error = httpErrorFor(err.code);
    // A request the app is reading (its body too slow: the request timeout) keeps the trace id
    // the app gave it, and its log line the status the client gets.
    const given = pending?.getHeader("X-Trace-Id");
    const traceId = typeof given === "string" ? given : newTraceId();
    if (pending) {
      pending.statusCode = error.status;
      parserAnswered.add(pending);
    }
    const body = JSON.stringify(error.toJSON());
    logger.info({ traceId, code: err.code, status: error.status }, "request refused by the HTTP parser");
    socket.end(
      `HTTP/1.1 ${error.status} ${REASONS[error.code] ?? "Bad Request"}\r\n` +
        "Content-Type: application/json; charset=utf-8\r\n" +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Trace-Id: ${traceId}\r\n` +
        "Connection: close\r\n\r\n" +
        body,
    );
  });
  // Node answers an HTTP/1.1 request without Host with a bare 400; the app refuses it instead
  // (refuseBadHost), with the error body and a trace id.
  (server as Server & { requireHostHeader: boolean }).requireHostHeader = false;
  // Node asks here only for expectations it cannot meet; the app answers, so the refusal has a trace id.
  server.on("checkExpectation", (req: IncomingMessage, res: ServerResponse) => {
    unmetExpectations.add(req);
    server.emit("request", req, res);
  });
  // Node hands CONNECT (a tunnel) its bare socket and, with no listener, closes it unanswered.
  // No route tunnels: the app answers it as any method it does not serve (405 or 404), then the
  // connection closes, since what follows a CONNECT on it is not HTTP.
  server.on("connect", (req: IncomingMessage, socket: Duplex) => {
    // A proxy's target ("example.com:443") is no path: the app routes "/" and refuses it.
    if (!req.url?.startsWith("/")) {
      tunnelTargets.set(req, req.url ?? "");
      req.url = "/";
    }
    const res = new ServerResponse(req);
    res.shouldKeepAlive = false;
    res.assignSocket(socket as Socket);
    res.on("finish", () => {
      res.detachSocket(socket as Socket);
      socket.end();
    });
    server.emit("request", req, res);
  });
}

/**
 * Express middleware: refuse a request whose `Expect` Node could not meet. 400 INVALID_REQUEST,
 * not 417: the error table has no code for 417 (docs/http-api.md).
 */
export function refuseUnmetExpectation(req: Request, _res: Response, next: NextFunction): void {
  if (!unmetExpectations.has(req)) {
    next();
    return;
  }
  const details = { expect: req.headers.expect ?? null };
  next(
    new HttpError("INVALID_REQUEST", "Unsupported Expect header; only 100-continue is supported", details),
  );
}

/**
 * Express middleware: refuse a CONNECT to a host and port (a proxy tunnel; `answerClientErrors`):
 * 400 INVALID_REQUEST, since this server is no proxy. A CONNECT to a path goes on to the routes,
 * which answer it as a method they do not serve.
 */
export function refuseTunnel(req: Request, _res: Response, next: NextFunction): void {
  const target = tunnelTargets.get(req);
  if (target === undefined) {
    next();
    return;
  }
  next(
    new HttpError("INVALID_REQUEST", "This server is not a proxy: CONNECT to a host is not served", {
      target,
    }),
  );
}

/**
 * Express middleware: refuse an HTTP/1.1 request with no Host header or with two (RFC 9112 §3.2:
 * 400), which Node would answer with a bare status line or let through.
 */
export function refuseBadHost(req: Request, res: Response, next: NextFunction): void {
  if (req.httpVersion !== "1.1") {
    next();
    return;
  }
  let hosts = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if ((req.rawHeaders[i] as string).toLowerCase() === "host") hosts++;
  }
  if (hosts === 1) {
    next();
    return;
  }
  const message = hosts === 0 ? "The Host header is required" : "The Host header must be sent once";
  // A malformed request ends its connection, as Node's own refusals do.
  res.setHeader("Connection", "close");
  next(new HttpError("INVALID_REQUEST", message, { hostHeaders: hosts }));
}

// --- Internal helpers ---

/** Requests handed to the app by 'checkExpectation' (Node has already decided they are unmet). */
const unmetExpectations = new WeakSet<IncomingMessage>();
/** Responses whose request Node's parser answered (`answerClientErrors`): the app sends nothing more. */
const parserAnswered = new WeakSet<ServerResponse>();

/** Whether Node's parser answered this response's request already (the request timeout). */
export function answeredByParser(res: ServerResponse): boolean {
  return parserAnswered.has(res);
}

/** CONNECT requests to a host and port, with their target (the app sees "/" instead). */
const tunnelTargets = new WeakMap<IncomingMessage, string>();

const REASONS: Partial<Record<ErrorCode, string>> = {
  INVALID_REQUEST: "Bad Request",
  HEADERS_TOO_LARGE: "Request Header Fields Too Large",
  REQUEST_TIMEOUT: "Request Timeout",
  PAYLOAD_TOO_LARGE: "Payload Too Large",
};

function httpErrorFor(code: string | undefined): HttpError {
  switch (code) {
    case "HPE_HEADER_OVERFLOW":
      return new HttpError("HEADERS_TOO_LARGE", "Request headers are too large");
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return new HttpError("REQUEST_TIMEOUT", "The request was not received in time");
    default:
      return new HttpError("INVALID_REQUEST", "Malformed HTTP request", { parserError: code ?? null });
  }
}
