/**
 * Cross-cutting contract checks over every mounted endpoint (all route modules, including
 * those of other areas): the auth layer answers 401/403 with the error body and X-Trace-Id.
 * Shared by the SQLite app (contract.test.ts) and the replica over PostgreSQL.
 */
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTE_MODULES } from "../../../src/http/routes/index.js";
import type { TestApp } from "../../helpers/test-app.js";

/** Register the cases over the app `open` builds. */
export function runEndpointContract(name: string, open: () => Promise<TestApp>): void {
  const endpoints = ROUTE_MODULES.flatMap((m) => m.endpoints).filter((ep) => ep.auth !== "none");
  const pathOf = (path: string) => path.replace(/\{[^}]+\}/g, "1");

  describe(`every authenticated endpoint (${name})`, () => {
    let t: TestApp;
    let noScopeKey: string;
    beforeAll(async () => {
      t = await open();
      noScopeKey = (await t.deps.consumers.issueKey(t.consumerId, [], "sandbox")).key;
    });
    afterAll(() => t.close());

    const call = (method: string, path: string) =>
      request(t.app)[method as "get" | "post" | "patch" | "delete"](pathOf(path));

    const expectError = (res: request.Response, status: number, code: string) => {
      expect(res.status).toBe(status);
      expect(res.body.error).toMatchObject({ code });
      expect(typeof res.body.error.message).toBe("string");
      expect(res.headers["x-trace-id"]).toMatch(/^[0-9a-f-]{36}$/);
    };

    it.each(endpoints.map((ep) => [ep.method.toUpperCase(), ep.path, ep] as const))(
      "%s %s: 401 without a key, 403 with a key that may not call it",
      async (_m, _p, ep) => {
        expectError(await call(ep.method, ep.path), 401, "UNAUTHORIZED");
        // Admin endpoints: a valid partner key. Partner endpoints: a valid key with no scopes.
        const key = ep.auth === "admin" ? t.partnerKey : noScopeKey;
        expectError(await call(ep.method, ep.path).set("X-API-Key", key), 403, "FORBIDDEN");
      },
    );

    it("covers the endpoints of every module", () => {
      expect(endpoints.length).toBeGreaterThanOrEqual(8);
    });
  });
}
