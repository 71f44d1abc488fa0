/**
 * Finding 8 (issue 16): on SIGTERM the server stops accepting, finishes the requests in flight,
 * closes idle keep-alive connections, flushes traces and exits 0 well within the grace period.
 * The real built server in a child process; the requests are held in flight by a semantic LLM
 * on loopback that answers after 1.5 s.
 * @see issue 16, finding 8
 */
import { Agent, request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/storage/sqlite/open.js";
import { createTraceStore } from "../../src/storage/sqlite/traces.js";
import type { FakeLlm } from "../semantic/fake-llm.js";
import { chatResponse, startFakeLlm } from "../semantic/fake-llm.js";
import { expectErrorBody } from "./helpers/error-body.js";
import { parseRaw, rawRequest } from "./helpers/raw-http.js";
import type { ServeChild } from "./helpers/serve-child.js";
import { logLines, startServeChild } from "./helpers/serve-child.js";

const IN_FLIGHT = 8;
const LLM_DELAY_MS = 1_500;

let fake: FakeLlm;
let server: ServeChild;
beforeAll(async () => {
  fake = await startFakeLlm();
  fake.reply = (_req, res) => {
    const timer = setTimeout(
      () => res.writeHead(200, { "content-type": "application/json" }).end(chatResponse("{}")),
      LLM_DELAY_MS,
    );
    res.on("close", () => clearTimeout(timer));
  };
  server = await startServeChild({
    env: {
      NAMESCREEN_LLM_URL: fake.baseUrl,
      NAMESCREEN_LLM_MODEL: "slow",
      NAMESCREEN_LLM_TIMEOUT_MS: "20000",
    },
  });
});
afterAll(async () => {
  server?.dispose();
  await fake?.close();
});

interface Answer {
  status: number;
  body: { metadata?: { traceId?: string } };
}

/** POST an assessment over `agent`; resolves with the status and parsed body. */
function assess(agent: Agent, port: number, key: string): Promise<Answer> {
  const body = JSON.stringify({
    companyName: "Alpenblick Treuhand AG",
    legalForm: "stock_corporation",
    language: "de",
    checkLevel: "full",
  });
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path: "/v1/name/assessment",
        method: "POST",
        agent,
        headers: {
          "content-type": "application/json",
          "x-api-key": key,
          "content-length": Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = "";
        res.on("data", (c: Buffer) => {
          text += c.toString();
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe("graceful shutdown on SIGTERM (real process)", () => {
  it("answers Node-level parser errors with the error body (main.ts wiring)", async () => {
    const answer = parseRaw(await rawRequest(server.port, "GET /health HTTP/1.1\r\nBad Header: 1\r\n\r\n"));
    expectErrorBody(answer, 400, "INVALID_REQUEST");
  });

  it("finishes requests in flight, closes idle keep-alive connections, flushes traces and exits 0", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: IN_FLIGHT + 2 });
    // Warm the pool: after these, idle keep-alive connections stay open to the server.
    const warm = await Promise.all([0, 1].map(() => assess(agent, server.port, server.partnerKey)));
    expect(warm.map((a) => a.status)).toEqual([200, 200]);
    const idleSockets = Object.values(agent.freeSockets).flat();
    expect(idleSockets.length).toBeGreaterThan(0);
    const idleClosed = idleSockets.map(
      (s) => new Promise<void>((resolve) => s?.once("close", () => resolve())),
    );

    fake.received.length = 0;
    const inFlight = Array.from({ length: IN_FLIGHT }, () => assess(agent, server.port, server.partnerKey));
    while (fake.received.length < IN_FLIGHT) await new Promise((r) => setTimeout(r, 20));

    const signalledAt = Date.now();
    server.child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 200));
    // No longer accepting: a new connection is refused while the old requests still run.
    const refused = await rawRequest(server.port, "GET /health HTTP/1.1\r\nHost: x\r\n\r\n").catch(
      (e: NodeJS.ErrnoException) => e.code,
    );
    expect(refused).toBe("ECONNREFUSED");

    const answers = await Promise.all(inFlight);
    expect(answers.map((a) => a.status)).toEqual(Array(IN_FLIGHT).fill(200));
    await Promise.all(idleClosed); // the server closed the idle keep-alive connections
    const { code, signal } = await server.exited;
    const elapsed = Date.now() - signalledAt;
    agent.destroy();

    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(elapsed).toBeLessThan(LLM_DELAY_MS + 4_000); // far from the 10 s grace period
    const messages = logLines(server.output()).map((l) => l.msg);
    expect(messages).toContain("shutting down");
    expect(messages).toContain("namescreen stopped");

    // Every answered request's trace is on disk after the exit.
    const { db } = openDatabase(server.dbPath);
    try {
      const traces = createTraceStore(db);
      for (const a of answers) expect(traces.get(a.body.metadata?.traceId as string)).not.toBeNull();
    } finally {
      db.close();
    }
  }, 60_000);
});
