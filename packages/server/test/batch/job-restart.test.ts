/**
 * A job survives kill -9 of the server: `namescreen serve` runs as a child over a real SQLite
 * file, is killed while the job runs, and started again on the same file; the job completes
 * with exactly one outcome per row.
 */
import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { buildDeps } from "../../src/deps.js";
import { createLogger } from "../../src/logger.js";
import { openDatabase } from "../../src/storage/sqlite/open.js";
import { testConfig } from "../helpers/test-app.js";
import { candidatesCsv } from "./candidates.js";

const SERVER_DIR = fileURLToPath(new URL("../..", import.meta.url));
const CLI = fileURLToPath(new URL("../../src/cli/main.ts", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "namescreen-job-restart-"));
const dbPath = join(dir, "namescreen.db");
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

/** Create the database with a screening key (so `serve` starts without seeding). */
async function prepareDatabase(): Promise<string> {
  const { db } = openDatabase(dbPath);
  try {
    const deps = buildDeps({ config: testConfig(dbPath), db, logger: createLogger("silent") });
    const consumer = await deps.consumers.create({ name: "Batch Partner" });
    await deps.adminKeys.issue("sandbox");
    return (await deps.consumers.issueKey(consumer.id, ["screening"], "sandbox")).key;
  } finally {
    db.close();
  }
}

/** `namescreen serve` as a node child (so SIGKILL reaches the server itself); resolves with its port. */
async function serve(): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", CLI, "serve", "--port", "0", "--db", dbPath], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH ?? "",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      NAMESCREEN_DEMO_DATA: "false",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let out = "";
  child.stdout?.on("data", (d: Buffer) => {
    out += d.toString();
  });
  child.stderr?.on("data", (d: Buffer) => {
    out += d.toString();
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`serve did not start:\n${out}`);
    const line = out.split("\n").find((l) => l.includes('"namescreen listening"'));
    if (line) return { child, base: `http://127.0.0.1:${(JSON.parse(line) as { port: number }).port}` };
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("batch job across kill -9", () => {
  it("resumes after a restart and completes with exactly one outcome per row", async () => {
    const key = await prepareDatabase();
    const first = await serve();
    const created = await fetch(`${first.base}/v1/name/screening/jobs`, {
      method: "POST",
      headers: { "x-api-key": key, "content-type": "text/csv" },
      body: candidatesCsv(10_000, 2000),
    });
    expect(created.status).toBe(202);
    const { id } = (await created.json()) as { id: string };
    const status = async (base: string) =>
      (await (
        await fetch(`${base}/v1/name/screening/jobs/${id}`, { headers: { "x-api-key": key } })
      ).json()) as {
        status: string;
        progress: { done: number; total: number };
      };

    // Kill -9 once the job is well under way.
    for (let s = await status(first.base); s.progress.done < 1500; s = await status(first.base)) {
      expect(s.status).not.toBe("completed");
      await new Promise((r) => setTimeout(r, 100));
    }
    const killed = new Promise((resolve) => first.child.on("close", resolve));
    first.child.kill("SIGKILL");
    await killed;

    const second = await serve();
    let last = await status(second.base);
    expect(last.progress.done).toBeLessThan(10_000);
    while (last.status !== "completed") {
      await new Promise((r) => setTimeout(r, 200));
      last = await status(second.base);
    }
    expect(last.progress).toMatchObject({ total: 10_000, done: 10_000, errors: 5 });

    const results = await fetch(`${second.base}/v1/name/screening/jobs/${id}/results`, {
      headers: { "x-api-key": key },
    });
    const items = (await results.text())
      .split("\n")
      .filter((l) => l !== "")
      .map((l) => JSON.parse(l) as { line: number; error?: unknown });
    expect(items.map((i) => i.line)).toEqual(Array.from({ length: 10_000 }, (_, i) => i + 2));
    expect(items.filter((i) => i.error)).toHaveLength(5);
    second.child.kill("SIGTERM");
  }, 240_000);
});
