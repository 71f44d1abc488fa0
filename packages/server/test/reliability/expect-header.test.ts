/**
 * `Expect` headers on a real server. Node answers an expectation other than 100-continue with a
 * bare 417 (no body, no trace id) unless told otherwise; the server refuses it with the
 * contract's error body instead (400 INVALID_REQUEST, docs/http-api.md). 100-continue still
 * gets its interim answer and the body is read as usual.
 */
import type { IncomingHttpHeaders } from "node:http";
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../helpers/test-app.js";
import { createTestApp } from "../helpers/test-app.js";
import { capturingLogger, expectErrorBody } from "./helpers/error-body.js";
import type { RealServer } from "./helpers/real-server.js";
import { listenLikeMain } from "./helpers/real-server.js";

let t: TestApp;
let real: RealServer;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ scopes: ["assessment"] });
  real = await listenLikeMain(t.app, capturingLogger().logger);
  port = real.port;
});
afterAll(async () => {
  await real.close();
  t.close();
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: unknown;
  /** Whether the server sent `100 Continue` before the answer. */
  continued: boolean;
}

/** POST `body` with `expect`; with 100-continue the body waits for the server's interim answer. */
function post(path: string, expectHeader: string, body: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let continued = false;
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(body),
          "X-API-Key": t.partnerKey,
          Expect: expectHeader,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text === "" ? null : (JSON.parse(text) as unknown),
            continued,
          });
        });
      },
    );
    req.on("error", reject);
    if (expectHeader === "100-continue") {
      req.on("continue", () => {
        continued = true;
        req.end(body);
      });
    } else {
      req.end(body);
    }
  });
}

const ASSESSMENT = JSON.stringify({
  companyName: "Alpenblick Treuhand AG",
  legalForm: "stock_corporation",
  language: "de",
});

describe("Expect header", () => {
  it("an unknown expectation → 400 INVALID_REQUEST with the error body and a trace id", async () => {
    const answer = await post("/v1/name/assessment", "something-else", ASSESSMENT);
    expectErrorBody(answer, 400, "INVALID_REQUEST");
    expect(answer.body).toMatchObject({ error: { details: { expect: "something-else" } } });
    expect(answer.headers["x-trace-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("an unknown expectation on an unknown path is refused the same way", async () => {
    const answer = await post("/nowhere", "something-else", "{}");
    expectErrorBody(answer, 400, "INVALID_REQUEST");
    expect(answer.headers["x-trace-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("an unknown expectation on a deprecated endpoint still carries its deprecation headers", async () => {
    const answer = await post("/v1/name/eligibility", "something-else", "{}");
    expectErrorBody(answer, 400, "INVALID_REQUEST");
    // Before, only the endpoint's own answers had them: this refusal comes before its route.
    expect(answer.headers.deprecation).toMatch(/^@\d+$/);
    expect(answer.headers.sunset).toMatch(/GMT$/);
  });

  it("100-continue: the server sends 100 Continue, then reads the body and answers", async () => {
    const answer = await post("/v1/name/assessment", "100-continue", ASSESSMENT);
    expect(answer.continued).toBe(true);
    expect(answer.status).toBe(200);
    expect(answer.headers["x-trace-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect((answer.body as { metadata: { traceId: string } }).metadata.traceId).toBe(
      answer.headers["x-trace-id"],
    );
  });
});
