/**
 * Finding 9 (issue 16): failed key checks are throttled per client address. After the limit,
 * 429 RATE_LIMITED with Retry-After, for a valid key too; one log line names the address,
 * never the key.
 * @see issue 16, finding 9
 */
import request from "supertest";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { AUTH_THROTTLE_DEFAULTS, createAuthThrottle } from "../../src/http/auth-throttle.js";
import { createLogger } from "../../src/logger.js";
import type { TestApp } from "../helpers/test-app.js";
import { createTestApp } from "../helpers/test-app.js";
import { capturingLogger, expectErrorBody } from "./helpers/error-body.js";

const WRONG_PARTNER_KEY = "ns_sandbox_0123456789abcdef_wrongsecretwrongsecretwrongsecret12";
const WRONG_ADMIN_KEY = "nsadmin_sandbox_0123456789abcdef_wrongsecretwrongsecretwrong12";
const BODY = { name: "Alpenblick Treuhand AG" };

let t: TestApp | undefined;
afterEach(() => {
  t?.close();
  t = undefined;
});

async function throttledApp(maxFailures: number) {
  const captured = capturingLogger();
  const app = await createTestApp({
    config: { authThrottle: { maxFailures, windowMs: 600_000 } },
    configure: (deps) => {
      deps.logger = captured.logger;
    },
  });
  return { app, lines: captured.lines };
}

describe("throttling of failed authentication (HTTP)", () => {
  it("answers 429 with Retry-After after the limit of failed key checks, even for a valid key", async () => {
    const { app, lines } = await throttledApp(3);
    t = app;
    const search = (key: string) =>
      request(app.app).post("/v1/conflicts/search").set("X-API-Key", key).send(BODY);

    for (let i = 0; i < 3; i++) expectErrorBody(await search(WRONG_PARTNER_KEY), 401, "UNAUTHORIZED");
    const throttled = await search(WRONG_PARTNER_KEY);
    expectErrorBody(throttled, 429, "RATE_LIMITED");
    expect(Number(throttled.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(throttled.body.error.details).toMatchObject({ reason: "failed_authentication", limit: 3 });
    // A right key from the same address is refused as well: no oracle while throttled.
    expectErrorBody(await search(app.partnerKey), 429, "RATE_LIMITED");
    expectErrorBody(
      await request(app.app).get("/v1/admin/consumers").set("X-Admin-API-Key", app.adminKey),
      429,
      "RATE_LIMITED",
    );

    const logged = lines.filter((l) => l.includes("failed authentication throttled"));
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0] as string)).toMatchObject({ clientAddress: expect.any(String), failures: 3 });
    for (const line of lines) {
      expect(line).not.toContain("wrongsecret");
      expect(line).not.toContain(app.partnerKey);
    }
  });

  it("counts admin-key failures, and does not count requests that present no key", async () => {
    const { app } = await throttledApp(2);
    t = app;
    for (let i = 0; i < 5; i++) {
      expectErrorBody(await request(app.app).post("/v1/conflicts/search").send(BODY), 401, "UNAUTHORIZED");
    }
    expect(
      (await request(app.app).post("/v1/conflicts/search").set("X-API-Key", app.partnerKey).send(BODY))
        .status,
    ).toBe(200);
    for (let i = 0; i < 2; i++) {
      const res = await request(app.app).get("/v1/admin/consumers").set("X-Admin-API-Key", WRONG_ADMIN_KEY);
      expectErrorBody(res, 401, "UNAUTHORIZED");
    }
    expectErrorBody(
      await request(app.app).post("/v1/conflicts/search").set("X-API-Key", app.partnerKey).send(BODY),
      429,
      "RATE_LIMITED",
    );
  });

  it("is on by default: 20 failures per 60 s, configurable from the environment", async () => {
    expect(AUTH_THROTTLE_DEFAULTS).toEqual({ maxFailures: 20, windowMs: 60_000 });
    expect(loadConfig({}).authThrottle).toEqual({ maxFailures: 20, windowMs: 60_000 });
    expect(
      loadConfig({ NAMESCREEN_AUTH_FAIL_LIMIT: "0", NAMESCREEN_AUTH_FAIL_WINDOW_MS: "5000" }).authThrottle,
    ).toEqual({ maxFailures: 0, windowMs: 5_000 });
    t = await createTestApp(); // no authThrottle in the config: the defaults apply
    const app = t.app;
    for (let i = 0; i < 20; i++) {
      await request(app).post("/v1/conflicts/search").set("X-API-Key", WRONG_PARTNER_KEY).send(BODY);
    }
    const res = await request(app)
      .post("/v1/conflicts/search")
      .set("X-API-Key", WRONG_PARTNER_KEY)
      .send(BODY);
    expectErrorBody(res, 429, "RATE_LIMITED");
  });
});

describe("the throttle's window", () => {
  it("keeps addresses apart and forgets failures when the window ends", () => {
    let now = 1_000_000;
    const throttle = createAuthThrottle(
      { maxFailures: 2, windowMs: 10_000 },
      createLogger("silent"),
      () => now,
    );
    throttle.recordFailure("192.0.2.1");
    throttle.recordFailure("192.0.2.1");
    expect(throttle.retryAfterSeconds("192.0.2.1")).toBe(10);
    expect(throttle.retryAfterSeconds("192.0.2.2")).toBeNull();
    now += 4_500;
    expect(throttle.retryAfterSeconds("192.0.2.1")).toBe(6);
    now += 5_500; // 10 s after the first failure
    expect(throttle.retryAfterSeconds("192.0.2.1")).toBeNull();
    throttle.recordFailure("192.0.2.1"); // a new window with one failure
    expect(throttle.retryAfterSeconds("192.0.2.1")).toBeNull();
  });

  it("is off with a limit of 0", () => {
    const throttle = createAuthThrottle({ maxFailures: 0, windowMs: 10_000 }, createLogger("silent"));
    for (let i = 0; i < 100; i++) throttle.recordFailure("192.0.2.1");
    expect(throttle.retryAfterSeconds("192.0.2.1")).toBeNull();
  });
});
