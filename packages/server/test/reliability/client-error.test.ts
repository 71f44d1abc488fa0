/**
 * Finding 6 (issue 16), the Node-level part: requests refused by Node's HTTP parser (a
 * malformed header, headers over the size limit, garbage instead of a request line) get the
 * contract's error body and a trace id, not a bare status line.
 * @see issue 16, finding 6
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../../src/app.js";
import { answerClientErrors } from "../../src/http/client-error.js";
import { createLogger } from "../../src/logger.js";
import type { TestApp } from "../helpers/test-app.js";
import { createTestApp } from "../helpers/test-app.js";
import { capturingLogger, expectErrorBody } from "./helpers/error-body.js";
import { parseRaw, rawRequest } from "./helpers/raw-http.js";
import type { RealServer } from "./helpers/real-server.js";
import { listenLikeMain } from "./helpers/real-server.js";

let t: TestApp;
let real: RealServer;
let port: number;
let logLines: string[];

beforeAll(async () => {
  t = await createTestApp();
  const captured = capturingLogger();
  logLines = captured.lines;
  real = await listenLikeMain(t.app, captured.logger);
  port = real.port;
});
afterAll(async () => {
  await real.close();
  t.close();
});

describe("Node-level parser errors get the error body", () => {
  it.each([
    ["a header with a space in its name", "GET /health HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\n\r\n"],
    ["a control character in a header value", "GET /health HTTP/1.1\r\nHost: x\r\nX-A: a\u0001b\r\n\r\n"],
    ["a request line that is not HTTP", "HELLO WORLD\r\n\r\n"],
    ["a bad Content-Length", "POST /v1/name/assessment HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n"],
  ])("%s → 400 INVALID_REQUEST", async (_what, bytes) => {
    const answer = parseRaw(await rawRequest(port, bytes));
    expectErrorBody(answer, 400, "INVALID_REQUEST");
    expect(answer.headers).toMatch(/\r\nX-Trace-Id: [0-9a-f-]{36}/i);
  });

  it.each([
    // Before: Node's bare 400 (no body, no trace id), and two Host headers were served.
    ["no Host header", "GET /health HTTP/1.1\r\n\r\n", "The Host header is required"],
    [
      "no Host header on a POST",
      "POST /v1/name/assessment HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}",
      "The Host header is required",
    ],
    [
      "two Host headers",
      "GET /health HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n",
      "The Host header must be sent once",
    ],
  ])("%s → 400 INVALID_REQUEST from the app", async (_what, bytes, message) => {
    const answer = parseRaw(await rawRequest(port, bytes));
    expectErrorBody(answer, 400, "INVALID_REQUEST");
    expect(answer.headers).toMatch(/\r\nX-Trace-Id: [0-9a-f-]{36}/i);
    expect(answer.body).toMatchObject({ error: { message } });
  });

  it("serves HTTP/1.0 without a Host header (the header is HTTP/1.1's)", async () => {
    const answer = parseRaw(await rawRequest(port, "GET /health HTTP/1.0\r\n\r\n"));
    expect(answer.status).toBe(200);
  });

  it("headers over Node's size limit → 431 HEADERS_TOO_LARGE", async () => {
    const huge = `GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`;
    const answer = parseRaw(await rawRequest(port, huge));
    expectErrorBody(answer, 431, "HEADERS_TOO_LARGE");
  });

  it.each([
    ["a path the app serves", "CONNECT /health HTTP/1.1\r\nHost: x\r\n\r\n", 405, "METHOD_NOT_ALLOWED"],
    [
      "a host and port (a proxy tunnel)",
      "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n",
      400,
      "INVALID_REQUEST",
    ],
    ["a path the app does not serve", "CONNECT /nowhere HTTP/1.1\r\nHost: x\r\n\r\n", 404, "NOT_FOUND"],
  ])("CONNECT to %s → %s from the app, then the connection closes", async (_what, bytes, status, code) => {
    // Before: Node closed the connection without a byte (no status, no trace id).
    const raw = await rawRequest(port, bytes);
    const answer = parseRaw(raw);
    expectErrorBody(answer, status, code);
    expect(answer.headers).toMatch(/\r\nX-Trace-Id: [0-9a-f-]{36}/i);
    expect(answer.headers).toMatch(/\r\nConnection: close/i);
    if (status === 405) expect(answer.headers).toMatch(/\r\nAllow: GET/i);
  });

  it("a declared body over the limit → 413 at once, then the connection closes", async () => {
    // Before: the parser waited for the whole declared body, and the client for minutes.
    const head = (path: string, type: string) =>
      `POST ${path} HTTP/1.1\r\nHost: x\r\nX-API-Key: ${t.partnerKey}\r\nContent-Type: ${type}\r\n` +
      "Content-Length: 99999999999999\r\n\r\n";
    const json = parseRaw(
      await rawRequest(port, `${head("/v1/name/assessment", "application/json")}{"a":1}`),
    );
    expectErrorBody(json, 413, "PAYLOAD_TOO_LARGE");
    expect(json.body).toMatchObject({ error: { details: { limitBytes: 65_536 } } });
    expect(json.headers).toMatch(/\r\nConnection: close/i);
    const csv = parseRaw(
      await rawRequest(port, `${head("/v1/name/screening/jobs", "text/csv")}name\nA AG\n`),
    );
    expectErrorBody(csv, 413, "PAYLOAD_TOO_LARGE");
  });

  it("a body slower than the request timeout → 408 with the request's own trace id, logged as 408", async () => {
    // Before: the 408 carried a new trace id, and the request's line said 200 or 400.
    const lines: { req?: { id?: string }; res?: { statusCode?: number }; msg?: string }[] = [];
    const logger = createLogger("info", { write: (line: string) => lines.push(JSON.parse(line)) });
    const server = createServer(
      { requestTimeout: 300, connectionsCheckingInterval: 50 },
      createApp({ ...t.deps, logger }),
    );
    answerClientErrors(server, logger);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const slow =
        "POST /v1/name/assessment HTTP/1.1\r\nHost: x\r\n" +
        `X-API-Key: ${t.partnerKey}\r\nContent-Type: application/json\r\nContent-Length: 30\r\n\r\n{"companyName"`;
      const answer = parseRaw(await rawRequest((server.address() as AddressInfo).port, slow));
      expectErrorBody(answer, 408, "REQUEST_TIMEOUT");
      const traceId = /\r\nX-Trace-Id: (\S+)/i.exec(answer.headers)?.[1];
      await vi.waitFor(() => expect(lines.some((l) => l.req?.id === traceId)).toBe(true));
      expect(lines.find((l) => l.req?.id === traceId)).toMatchObject({ res: { statusCode: 408 } });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("logs one line per refusal, without a stack", () => {
    const refusals = logLines.filter((l) => l.includes("request refused by the HTTP parser"));
    expect(refusals.length).toBeGreaterThanOrEqual(5);
    for (const line of refusals) expect(line).not.toContain("stack");
  });
});
