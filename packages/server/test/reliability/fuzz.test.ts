/**
 * Property-based fuzzing of every declared endpoint (issue 16, standing suite): arbitrary
 * methods, paths, path parameters, queries, headers and bodies never get a 5xx, and every
 * error answer has the contract's error body and a trace id.
 *
 * Runs per endpoint: NAMESCREEN_FUZZ_RUNS (default 25, a short run for CI); set it to e.g.
 * 2000 for the long run (`NAMESCREEN_FUZZ_RUNS=2000 pnpm test:reliability`). A failure prints
 * fast-check's seed and the shrunk request; replay it with NAMESCREEN_FUZZ_SEED.
 */
import { Agent, request as httpRequest } from "node:http";
import { createMemoryDomainChecker } from "@namescreen/core";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTE_MODULES } from "../../src/http/routes/index.js";
import type { TestApp } from "../helpers/test-app.js";
import { createTestApp } from "../helpers/test-app.js";
import { capturingLogger } from "./helpers/error-body.js";
import type { FuzzRequest } from "./helpers/fuzz-requests.js";
import { requestsFor } from "./helpers/fuzz-requests.js";
import type { RealServer } from "./helpers/real-server.js";
import { listenLikeMain } from "./helpers/real-server.js";

const RUNS = Number(process.env.NAMESCREEN_FUZZ_RUNS ?? 25);
const SEED =
  process.env.NAMESCREEN_FUZZ_SEED === undefined ? undefined : Number(process.env.NAMESCREEN_FUZZ_SEED);
const ENDPOINTS = ROUTE_MODULES.flatMap((m) => m.endpoints);

let t: TestApp;
let real: RealServer;
let port: number;
let logLines: string[];
const agent = new Agent({ keepAlive: true, maxSockets: 4 });

beforeAll(async () => {
  const captured = capturingLogger();
  logLines = captured.lines;
  t = await createTestApp({
    // Failed keys are the point here: the auth throttle would hide the handlers behind 429.
    config: { authThrottle: { maxFailures: 0, windowMs: 60_000 } },
    configure: (deps) => {
      deps.logger = captured.logger;
      // No network: the domain checks answer from memory.
      deps.services.domainChecker = createMemoryDomainChecker({});
    },
  });
  real = await listenLikeMain(t.app, captured.logger);
  port = real.port;
});
afterAll(async () => {
  agent.destroy();
  await real.close();
  t.close();
});

interface Answer {
  status: number;
  traceId: string | undefined;
  contentType: string | undefined;
  text: string;
}

function send(req: FuzzRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const r = httpRequest(
      {
        host: "127.0.0.1",
        port,
        method: req.method,
        path: req.path,
        agent,
        headers: {
          ...req.headers,
          ...(req.body === null ? {} : { "content-length": String(req.body.length) }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            traceId: res.headers["x-trace-id"] as string | undefined,
            contentType: res.headers["content-type"],
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    r.on("error", reject);
    r.end(req.body ?? undefined);
  });
}

/** Statuses seen, to show the fuzz reaches the handlers and not only the 4xx gates. */
const statuses = new Map<number, number>();

/** Never a 5xx; an error has the error body (HEAD answers carry no body) and a trace id. */
function check(req: FuzzRequest, answer: Answer): void {
  statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  const where = `${req.method} ${req.path} → ${answer.status} ${answer.text.slice(0, 300)}`;
  expect(answer.status, where).toBeLessThan(500);
  expect(answer.traceId, where).toMatch(/^[0-9a-f-]{36}$/);
  if (answer.status < 400 || req.method === "HEAD") return;
  expect(answer.contentType, where).toMatch(/^application\/json/);
  const body = JSON.parse(answer.text) as { error?: Record<string, unknown> };
  expect(Object.keys(body), where).toEqual(["error"]);
  expect(typeof body.error?.code, where).toBe("string");
  expect(typeof body.error?.message, where).toBe("string");
  const details = body.error?.details;
  expect(details === null || (typeof details === "object" && !Array.isArray(details)), where).toBe(true);
}

describe(`fuzzing every endpoint (${RUNS} runs each)`, () => {
  it.each(ENDPOINTS.map((ep) => [`${ep.method.toUpperCase()} ${ep.path}`, ep] as const))(
    "%s: never a 5xx, always the error body",
    async (_name, ep) => {
      const keys = { partnerKey: t.partnerKey, adminKey: t.adminKey };
      await fc.assert(
        fc.asyncProperty(requestsFor(ep, keys), async (req) => check(req, await send(req))),
        { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
      );
    },
    120_000 + RUNS * 200,
  );

  it("logged no stack for any of it, and reached the handlers (2xx) as well as the 4xx gates", () => {
    for (const line of logLines) expect(line).not.toContain('"stack"');
    const summary = JSON.stringify(Object.fromEntries(statuses));
    const successes = [...statuses].filter(([s]) => s >= 200 && s < 300).reduce((n, [, c]) => n + c, 0);
    expect(successes, summary).toBeGreaterThan(ENDPOINTS.length);
    for (const s of [400, 401, 404, 422]) expect(statuses.get(s) ?? 0, summary).toBeGreaterThan(0);
  });
});
