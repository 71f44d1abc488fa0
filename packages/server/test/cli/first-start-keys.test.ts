/**
 * The sandbox's demo keys are stored hashed and shown once: a first start killed during the
 * index build (after the keys were stored) must already have shown them, or they are lost for
 * good (the next start sees consumers and keys, and shows nothing). The built `namescreen serve`
 * (dist/cli.js, `pnpm build` first) killed with SIGKILL as soon as the company index is ready,
 * then started again on the same file, where the keys printed by the killed start authenticate.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { CliChild } from "../reliability/faults/helpers/built-cli.js";
import { spawnBuiltCli } from "../reliability/faults/helpers/built-cli.js";

let dir: string;
const started: CliChild[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "namescreen-first-keys-"));
});
afterEach(async () => {
  for (const server of started.splice(0)) {
    server.child.kill("SIGKILL");
    await server.exited;
  }
  rmSync(dir, { recursive: true, force: true });
});

/** The built `namescreen serve` on the temp database (no demo data: the test is about the keys). */
function serve(): CliChild {
  const server = spawnBuiltCli(["serve", "--port", "0", "--db", join(dir, "ns.db")], {
    HOST: "127.0.0.1",
    LOG_LEVEL: "info",
  });
  started.push(server);
  return server;
}

/** Wait until stdout has `text` (or the process ended, or 60 s passed). */
async function waitFor(server: CliChild, text: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!server.stdout().includes(text) && server.child.exitCode === null && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 10));
  expect(server.stdout(), `waiting for ${text}\n${server.stderr()}`).toContain(text);
}

describe("a first sandbox start killed during the index build", () => {
  it("has shown the demo keys before the build, and they work on the next start", async () => {
    const first = serve();
    await waitFor(first, '"company index ready"');
    first.child.kill("SIGKILL");
    expect((await first.exited).signal).toBe("SIGKILL");
    const out = first.stdout();
    const partnerKey = /X-API-Key: (ns_sandbox_\S+)/.exec(out)?.[1];
    const adminKey = /X-Admin-API-Key: (nsadmin_sandbox_\S+)/.exec(out)?.[1];
    expect(partnerKey, out).toBeDefined();
    expect(adminKey, out).toBeDefined();
    // Printed before the build started, not after it.
    expect(out.indexOf("X-API-Key:")).toBeLessThan(out.indexOf('"company index ready"'));

    const second = serve();
    await waitFor(second, '"namescreen listening"');
    expect(second.stdout()).not.toContain("X-API-Key:"); // shown once
    const line = second
      .stdout()
      .split("\n")
      .find((l) => l.includes('"namescreen listening"')) as string;
    const base = `http://127.0.0.1:${(JSON.parse(line) as { port: number }).port}`;
    const search = await fetch(`${base}/v1/conflicts/search`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": partnerKey as string },
      body: JSON.stringify({ name: "Alpenblick Treuhand AG" }),
    });
    expect(search.status).toBe(200);
    const consumers = await fetch(`${base}/v1/admin/consumers`, {
      headers: { "x-admin-api-key": adminKey as string },
    });
    expect(consumers.status).toBe(200);
    second.child.kill("SIGTERM");
    expect((await second.exited).code).toBe(0);
  }, 150_000);
});
