import request from "supertest";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/app.js";
import type { RouteModule } from "../../src/http/endpoint.js";
import { defineEndpoint } from "../../src/http/endpoint.js";
import { createLogger } from "../../src/logger.js";
import type { TestApp } from "../helpers/test-app.js";
import { createTestApp } from "../helpers/test-app.js";

const failing: RouteModule = {
  tag: { name: "Test", description: "test routes" },
  schemas: {},
  endpoints: [
    defineEndpoint({
      method: "get",
      path: "/v1/test/fail",
      auth: "none",
      operationId: "fail",
      summary: "always fails",
      tags: ["Test"],
      response: v.object({}),
      errors: [500],
      handler: () => {
        throw new Error("boom");
      },
    }),
  ],
};

describe("request log lines", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const logged = (level: "info" | "warn") => {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger(level, { write: (line: string) => lines.push(JSON.parse(line)) });
    return { lines, app: createApp({ ...t.deps, logger }, { modules: [failing] }) };
  };

  it("one line per request: info for 2xx/4xx, error for 5xx, with status and duration", async () => {
    const { lines, app } = logged("info");
    const missing = await request(app).get("/nowhere?x=1");
    const failed = await request(app).get("/v1/test/fail");
    expect(failed.status).toBe(500);
    const requestLines = lines.filter((l) => l.req !== undefined && l.msg === "request completed");
    expect(requestLines).toHaveLength(2);
    expect(requestLines[0]).toMatchObject({
      level: 30,
      req: { id: missing.headers["x-trace-id"], method: "GET", url: "/nowhere?x=[redacted]" },
      res: { statusCode: 404 },
    });
    expect(requestLines[0]?.responseTime).toEqual(expect.any(Number));
    expect(requestLines[0]).not.toHaveProperty("keyId");
    expect(requestLines[1]).toMatchObject({ level: 50, res: { statusCode: 500 } });
  });

  it("writes nothing below the logger's level", async () => {
    const { lines, app } = logged("warn");
    expect((await request(app).get("/nowhere")).status).toBe(404);
    expect(lines).toEqual([]);
  });
});
