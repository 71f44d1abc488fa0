/**
 * A streamed answer (`StreamBody`: a job's NDJSON results) over a real HTTP server to a reader
 * slower than the server: the socket's buffer fills again and again, and each wait for it to
 * drain must leave no listener behind (before, each left a "close" listener: a 15,000-row job's
 * results warned MaxListenersExceededWarning).
 */

import { get } from "node:http";
import type { AddressInfo } from "node:net";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteModule } from "../../src/http/endpoint.js";
import { defineEndpoint } from "../../src/http/endpoint.js";
import { StreamBody } from "../../src/http/stream-body.js";
import type { TestApp } from "../helpers/test-app.js";
import { createTestApp } from "../helpers/test-app.js";

const PIECES = 200;
const PIECE = `${"x".repeat(64 * 1024 - 1)}\n`;
let closeListeners = 0;

const streaming: RouteModule = {
  tag: { name: "Test", description: "test only" },
  schemas: {},
  endpoints: [
    defineEndpoint({
      method: "get",
      path: "/v1/test/stream",
      auth: "none",
      operationId: "stream",
      summary: "many large pieces",
      tags: ["Test"],
      response: v.object({}),
      errors: [],
      handler: async ({ res }) =>
        new StreamBody(
          "application/x-ndjson",
          (function* () {
            for (let i = 0; i < PIECES; i++) {
              closeListeners = Math.max(closeListeners, res.listenerCount("close"));
              yield PIECE;
            }
          })(),
        ),
    }),
  ],
};

describe("a streamed answer to a slow reader", () => {
  let t: TestApp;
  let port: number;
  const server = { close: () => {} };
  beforeAll(async () => {
    t = await createTestApp({ modules: [streaming] });
    const listening = t.app.listen(0, "127.0.0.1");
    await new Promise((r) => listening.once("listening", r));
    port = (listening.address() as AddressInfo).port;
    server.close = () => listening.close();
  });
  afterAll(async () => {
    server.close();
    await t.close();
  });

  it("arrives whole, and the waits for the socket leave no listener behind", async () => {
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.name);
    process.on("warning", onWarning);
    const bytes = await new Promise<number>((resolve, reject) => {
      get({ host: "127.0.0.1", port, path: "/v1/test/stream" }, (res) => {
        let n = 0;
        res.on("data", (chunk: Buffer) => {
          n += chunk.length;
          // Read slowly, so the server's buffer fills and drains many times.
          res.pause();
          setTimeout(() => res.resume(), 1);
        });
        res.on("end", () => resolve(n));
        res.on("error", reject);
      }).on("error", reject);
    });
    process.off("warning", onWarning);
    expect(bytes).toBe(PIECES * PIECE.length);
    expect(warnings).not.toContain("MaxListenersExceededWarning");
    expect(closeListeners).toBeLessThanOrEqual(3);
  });
});
