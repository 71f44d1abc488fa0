/**
 * Finding 8 (issue 16): on SIGTERM the server stops accepting, finishes the requests in flight,
 * closes idle keep-alive connections, flushes traces and exits 0 well within the grace period.
 * The real built server in a child process; the requests are held in flight by a semantic LLM
 * on loopback that answers only when the test lets it (after the refused connection).
 * @see issue 16, finding 8
 */
import { Agent, request as httpRequest } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DRAIN_DEADLINE_MS } from "../../src/shutdown.js";
import { openDatabase } from "../../src/storage/sqlite/open.js";
import { createTraceStore } from "../../src/storage/sqlite/traces.js";
import type { FakeLlm } from "../semantic/fake-llm.js";
import { chatResponse, startFakeLlm } from "../semantic/fake-llm.js";
import { expectErrorBody } from "./helpers/error-body.js";
import { parseRaw, rawRequest } from "./helpers/raw-http.js";
import type { ServeChild } from "./helpers/serve-child.js";
import { logLines, startServeChild } from "./helpers/serve-child.js";

const IN_FLIGHT = 8;

/** The fake LLM's answer. */
const answerLlm = (res: import("node:http").ServerResponse) =>
  res.writeHead(200, { "content-type": "application/json" }).end(chatResponse("{}"));

let fake: FakeLlm;
let server: ServeChild;
beforeAll(async () => {
  fake = await startFakeLlm();
  fake.reply = (_req, res) => answerLlm(res);
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

/**
 * Connect to `port` until the connection is refused (the server stopped listening): bounded by
 * `withinMs`, since the child takes its time to act on the signal on a loaded machine. Resolves
 * with the last outcome: "ECONNREFUSED", another error code, or "accepted".
 */
async function refusedWithin(port: number, withinMs: number): Promise<string> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const outcome = await new Promise<string>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve("accepted");
      });
      socket.once("error", (e: NodeJS.ErrnoException) => resolve(e.code ?? String(e)));
    });
    if (outcome === "ECONNREFUSED" || Date.now() > deadline) return outcome;
    await new Promise((r) => setTimeout(r, 20));
  }
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

    // The LLM holds its answers until the test releases them: the requests stay in flight for
    // as long as the check of the refused connection takes, however slow the machine is.
    const held: (() => void)[] = [];
    fake.reply = (_req, res) => held.push(() => answerLlm(res));
    fake.received.length = 0;
    const inFlight = Array.from({ length: IN_FLIGHT }, () => assess(agent, server.port, server.partnerKey));
    let settled = 0;
    for (const answer of inFlight) answer.finally(() => settled++).catch(() => {});
    while (fake.received.length < IN_FLIGHT) await new Promise((r) => setTimeout(r, 20));

    const signalledAt = Date.now();
    server.child.kill("SIGTERM");
    // No longer accepting: a new connection is refused while the old requests still run. Polled
    // (a fixed 200 ms was not always enough for the child to act on the signal).
    expect(await refusedWithin(server.port, 5_000)).toBe("ECONNREFUSED");
    expect(settled).toBe(0);
    for (const release of held) release();

    const answers = await Promise.all(inFlight);
    expect(answers.map((a) => a.status)).toEqual(Array(IN_FLIGHT).fill(200));
    await Promise.all(idleClosed); // the server closed the idle keep-alive connections
    const { code, signal } = await server.exited;
    const elapsed = Date.now() - signalledAt;
    agent.destroy();

    expect({ code, signal }).toEqual({ code: 0, signal: null });
    // Not held up by the idle keep-alive connections: those would keep the server open until
    // the drain deadline cuts every connection, 2 s before the 10 s grace period.
    expect(elapsed).toBeLessThan(DRAIN_DEADLINE_MS);
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
