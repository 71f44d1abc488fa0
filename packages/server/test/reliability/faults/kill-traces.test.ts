/**
 * Fault test (b) of issue 16: `kill -9` of the server while it writes traces under load, at
 * random moments, three times on the same database file. Each time the next process finds
 * `PRAGMA integrity_check` = ok, every trace whose id a client received in an answer stored,
 * and no torn trace row; the server starts again on the file and serves.
 * (SIGTERM with open connections is shutdown.test.ts.)
 * @see issue 16, standing suite (b)
 */
import { Agent, request as httpRequest } from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import type { ServeChild } from "../helpers/serve-child.js";
import { startServeChild } from "../helpers/serve-child.js";
import { readCrashedDb } from "./helpers/crashed-db.js";
import { serveOn } from "./helpers/serve-on.js";

const CLIENTS = 16;
/** The per-key rate limit (600 a minute by default) must not answer 429 to the load. */
const NO_RATE_LIMIT = { NAMESCREEN_RATE_LIMIT: "10000000" };
const KILLS = 3;

let first: ServeChild | undefined;
afterAll(() => first?.dispose());

/** An answer: status, X-Trace-Id, and the body of an answer other than 200 (for the failure message). */
interface Answer {
  status: number;
  traceId: string;
  errorBody?: string;
}

/** POST one assessment (rejects when the server dies). */
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
        res.on("data", (d: Buffer) => {
          if (res.statusCode !== 200) text += d.toString();
        });
        res.on("end", () => {
          const answer: Answer = { status: res.statusCode ?? 0, traceId: String(res.headers["x-trace-id"]) };
          resolve(answer.status === 200 ? answer : { ...answer, errorBody: text });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** `CLIENTS` loops of assessments until the server dies (or answers other than 200): trace ids of the 200s. */
function loadUntilDeath(
  port: number,
  key: string,
): { answered: string[]; otherAnswers: Answer[]; done: Promise<void> } {
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  const answered: string[] = [];
  const otherAnswers: Answer[] = [];
  const client = async () => {
    for (;;) {
      const answer = await assess(agent, port, key).catch(() => null);
      if (!answer) return; // connection reset or refused: the server is gone
      if (answer.status === 200) answered.push(answer.traceId);
      else otherAnswers.push(answer);
      if (otherAnswers.length > 0) return;
    }
  };
  const done = Promise.all(Array.from({ length: CLIENTS }, client)).then(() => agent.destroy());
  return { answered, otherAnswers, done };
}

describe("kill -9 during trace writes (built server, real SQLite file)", () => {
  it("keeps every answered trace and a sound database, kill after kill", async () => {
    first = await startServeChild({ env: NO_RATE_LIMIT });
    const { dbPath, partnerKey } = first;
    let server: { child: ServeChild["child"]; port: number; exited: ServeChild["exited"] } = first;
    const answeredSoFar: string[] = [];
    for (let kill = 1; kill <= KILLS; kill++) {
      const load = loadUntilDeath(server.port, partnerKey);
      // A random moment once the load runs (at least a few answers, so traces are being written).
      while (load.answered.length < 10 && load.otherAnswers.length === 0)
        await new Promise((r) => setTimeout(r, 10));
      expect(load.otherAnswers).toEqual([]);
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 900));
      server.child.kill("SIGKILL");
      expect((await server.exited).signal).toBe("SIGKILL");
      await load.done;
      expect(load.otherAnswers).toEqual([]);
      answeredSoFar.push(...load.answered);

      const state = readCrashedDb(dbPath);
      expect(state.integrity).toBe("ok");
      expect(state.traces.filter((t) => !t.whole)).toEqual([]);
      const stored = new Set(state.traces.map((t) => t.traceId));
      expect(answeredSoFar.filter((id) => !stored.has(id))).toEqual([]);

      server = await serveOn(dbPath, NO_RATE_LIMIT);
    }
    // The last restart serves: a decision is answered and stored.
    const agent = new Agent({ keepAlive: false });
    const after = await assess(agent, server.port, partnerKey);
    expect(after.status).toBe(200);
    server.child.kill("SIGKILL");
    await server.exited;
    expect(readCrashedDb(dbPath).traces.map((t) => t.traceId)).toContain(after.traceId);
    expect(answeredSoFar.length).toBeGreaterThan(KILLS * 10);
  }, 90_000);
});
