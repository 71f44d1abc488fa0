import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const TSX = fileURLToPath(new URL("../../../../node_modules/.bin/tsx", import.meta.url));
const CLI = fileURLToPath(new URL("../../src/cli/main.ts", import.meta.url));

describe("namescreen serve (real process)", () => {
  const dir = mkdtempSync(join(tmpdir(), "namescreen-serve-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("first start creates the database, prints the demo keys once, serves, and stops on SIGTERM", async () => {
    const dbPath = join(dir, "data", "namescreen.db");
    const child = spawn(TSX, [CLI, "serve", "--port", "0", "--db", dbPath], {
      env: { PATH: process.env.PATH ?? "", HOST: "127.0.0.1", LOG_LEVEL: "info" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (d: Buffer) => {
      out += d.toString();
    });
    child.stderr.on("data", (d: Buffer) => {
      out += d.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.on("close", resolve));

    // First start seeds the full reference data (tens of thousands of rows): allow for a busy machine.
    const deadline = Date.now() + 170_000;
    let port: number | undefined;
    while (port === undefined && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      const line = out.split("\n").find((l) => l.includes('"namescreen listening"'));
      if (line) port = (JSON.parse(line) as { port: number }).port;
    }
    expect(port, out).toBeDefined();
    expect(existsSync(dbPath)).toBe(true);
    const listening = JSON.parse(out.split("\n").find((l) => l.includes('"namescreen listening"')) as string);
    expect(listening.seeded.length).toBeGreaterThan(0); // the seeders ran on first start
    // Started without GLIBC_TUNABLES (not through `pnpm start`): the log says so.
    expect(listening.hugePages).toBe(process.platform === "linux" ? "off" : "not-linux");
    if (process.platform === "linux") expect(listening.hugePagesMb).toBeGreaterThanOrEqual(0);
    const partnerKey = /X-API-Key: (ns_sandbox_\S+)/.exec(out)?.[1];
    expect(/X-Admin-API-Key: nsadmin_sandbox_\S+/.test(out)).toBe(true);

    const res = await fetch(`http://127.0.0.1:${port}/v1/name/assessment`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": partnerKey as string },
      body: JSON.stringify({
        companyName: "Alpenblick Treuhand AG",
        legalForm: "stock_corporation",
        language: "de",
      }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-trace-id")).toBeTruthy();

    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(out).toContain('"shutting down"');
    expect(out).toContain('"namescreen stopped"');
    // The key is printed once in the banner and never in a log line.
    expect(out.split(partnerKey as string).length - 1).toBe(1);
  }, 240_000);
});
