import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../src/main.js";
import { startServer } from "../src/main.js";
import { testConfig } from "./helpers/test-app.js";

const BODY = { companyName: "Alpenblick Treuhand AG", legalForm: "stock_corporation", language: "de" };

describe("first start and restart of the real server", () => {
  const dir = mkdtempSync(join(tmpdir(), "namescreen-restart-"));
  const dbPath = join(dir, "nested", "dir", "namescreen.db");
  let running: RunningServer | null = null;
  afterAll(async () => {
    await running?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const start = async () => {
    const printed: string[] = [];
    running = await startServer(testConfig(dbPath), {
      print: (t) => printed.push(t),
      handleSignals: false,
      seeders: [], // reference data is not what this test is about
    });
    const base = `http://127.0.0.1:${running.port}`;
    const call = (
      path: string,
      init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
    ) =>
      fetch(`${base}${path}`, {
        method: init.method ?? "GET",
        headers: { "content-type": "application/json", ...(init.headers ?? {}) },
        ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      });
    return { printed: printed.join("\n"), call };
  };

  it("keeps consumers, keys, revocations and traces across a restart", async () => {
    const first = await start();
    expect(existsSync(dbPath)).toBe(true);
    const partnerKey = /X-API-Key: (ns_sandbox_\S+)/.exec(first.printed)?.[1] as string;
    const adminKey = /X-Admin-API-Key: (nsadmin_sandbox_\S+)/.exec(first.printed)?.[1] as string;
    expect(partnerKey).toBeDefined();
    expect(adminKey).toBeDefined();
    const admin = { "X-Admin-API-Key": adminKey };

    const assessed = await first.call("/v1/name/assessment", {
      method: "POST",
      headers: { "X-API-Key": partnerKey },
      body: BODY,
    });
    expect(assessed.status).toBe(200);
    const traceId = ((await assessed.json()) as { metadata: { traceId: string } }).metadata.traceId;
    expect(assessed.headers.get("x-trace-id")).toBe(traceId);

    const consumer = (await (
      await first.call("/v1/admin/consumers", {
        method: "POST",
        headers: admin,
        body: { name: "Survivor AG" },
      })
    ).json()) as { id: number };
    const kept = (await (
      await first.call(`/v1/admin/consumers/${consumer.id}/keys`, {
        method: "POST",
        headers: admin,
        body: { scopes: ["assessment"] },
      })
    ).json()) as { id: string; key: string };
    const revoked = (await (
      await first.call(`/v1/admin/consumers/${consumer.id}/keys`, {
        method: "POST",
        headers: admin,
        body: { scopes: ["assessment"] },
      })
    ).json()) as { id: string; key: string };
    expect(
      (
        await first.call(`/v1/admin/consumers/${consumer.id}/keys/${revoked.id}`, {
          method: "DELETE",
          headers: admin,
        })
      ).status,
    ).toBe(200);
    await running?.close();
    running = null;

    const second = await start();
    expect(second.printed).toBe(""); // keys are printed on first start only
    const trace = await second.call(`/v1/admin/name/assessment/traces/${traceId}`, { headers: admin });
    expect(trace.status).toBe(200);
    expect(((await trace.json()) as { traceId: string }).traceId).toBe(traceId);
    const consumers = (await (await second.call("/v1/admin/consumers", { headers: admin })).json()) as {
      name: string;
    }[];
    expect(consumers.map((c) => c.name)).toEqual(["Demo Partner", "Survivor AG"]);
    const withKept = await second.call("/v1/name/assessment", {
      method: "POST",
      headers: { "X-API-Key": kept.key },
      body: BODY,
    });
    expect(withKept.status).toBe(200);
    const withDemo = await second.call("/v1/name/assessment", {
      method: "POST",
      headers: { "X-API-Key": partnerKey },
      body: BODY,
    });
    expect(withDemo.status).toBe(200);
    const withRevoked = await second.call("/v1/name/assessment", {
      method: "POST",
      headers: { "X-API-Key": revoked.key },
      body: BODY,
    });
    expect(withRevoked.status).toBe(401);
  });
});
