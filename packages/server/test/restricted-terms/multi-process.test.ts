/**
 * A change made by one server process reaches the next assessment of another, separately
 * started server process on the same database file, without a restart.
 */
import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../helpers/test-app.js";
import { createTestApp } from "../helpers/test-app.js";

const TSX = fileURLToPath(new URL("../../../../node_modules/.bin/tsx", import.meta.url));
const CLI = fileURLToPath(new URL("../../src/cli/main.ts", import.meta.url));
const FINREG = "WARN_FINREG_LICENSE_REQUIRED";

describe("restricted terms across server processes", () => {
  let t: TestApp;
  let child: ChildProcess;
  let exited: Promise<number | null>;
  let base = "";

  beforeAll(async () => {
    // The database exists (migrated, built-in terms seeded, keys issued) before the child starts.
    t = await createTestApp();
    child = spawn(TSX, [CLI, "serve", "--port", "0", "--db", t.dbPath], {
      env: { PATH: process.env.PATH ?? "", HOST: "127.0.0.1", LOG_LEVEL: "info" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    exited = new Promise((resolve) => child.on("close", resolve));
    let out = "";
    child.stdout?.on("data", (d: Buffer) => {
      out += d.toString();
    });
    child.stderr?.on("data", (d: Buffer) => {
      out += d.toString();
    });
    const deadline = Date.now() + 90_000;
    while (base === "" && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      const line = out.split("\n").find((l) => l.includes('"namescreen listening"'));
      if (line) base = `http://127.0.0.1:${(JSON.parse(line) as { port: number }).port}`;
    }
    if (base === "") throw new Error(`server did not start:\n${out}`);
  }, 120_000);

  afterAll(async () => {
    child.kill("SIGTERM");
    await exited;
    t.close();
  });

  const assessInChild = async (companyName: string): Promise<string[]> => {
    const res = await fetch(`${base}/v1/name/assessment`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": t.partnerKey },
      body: JSON.stringify({
        companyName,
        legalForm: "stock_corporation",
        language: "de",
        checkLevel: "basic",
      }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { flags: { code: string }[] }).flags.map((f) => f.code);
  };

  it("a term added and deactivated in this process changes the other process's next assessment", async () => {
    const name = "Geldhaus Beta AG";
    expect(await assessInChild(name)).not.toContain(FINREG);
    const created = await request(t.app)
      .post("/v1/admin/restricted-terms")
      .set("X-Admin-API-Key", t.adminKey)
      .send({ categoryCode: "banking", term: "Geldhaus" });
    expect(created.status).toBe(200);
    expect(await assessInChild(name)).toContain(FINREG);
    const off = await request(t.app)
      .patch(`/v1/admin/restricted-terms/${created.body.id}`)
      .set("X-Admin-API-Key", t.adminKey)
      .send({ isActive: false });
    expect(off.status).toBe(200);
    expect(await assessInChild(name)).not.toContain(FINREG);
  }, 60_000);
});
