/**
 * The built server (`node dist/cli.js serve`) in its own process on a temp SQLite file, in
 * sandbox mode with the demo data (seeded on this first start), for the load run.
 */
import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const CLI = fileURLToPath(new URL("../../dist/cli.js", import.meta.url));

/** A running server. */
export interface LoadServer {
  child: ChildProcess;
  pid: number;
  base: string;
  /** The demo partner key (all scopes) from the start-up log. */
  key: string;
  /** Seconds the first start took (migrations, demo data, indexes). */
  startSeconds: number;
  /** The server's log so far. */
  log(): string;
  /** SIGTERM, wait for the exit, remove the temp files; resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** Start the server with `env` added and wait until /health answers. */
export async function startLoadServer(env: Record<string, string>): Promise<LoadServer> {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`pnpm build\` first`);
  const dir = mkdtempSync(join(tmpdir(), "namescreen-load-"));
  const logPath = join(dir, "server.log");
  const port = await _freePort();
  const out = openSync(logPath, "w");
  const started = Date.now();
  const child = spawn(process.execPath, [CLI, "serve"], {
    env: {
      PATH: process.env.PATH ?? "",
      PORT: String(port),
      HOST: "127.0.0.1",
      NAMESCREEN_DB_PATH: join(dir, "load.db"),
      NAMESCREEN_ENV: "sandbox",
      NAMESCREEN_DEMO_DATA: "true",
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", out, out],
  });
  const log = () => readFileSync(logPath, "utf8");
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    const code = await exited;
    rmSync(dir, { recursive: true, force: true });
    return code;
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    await _waitForHealth(base, child, log);
  } catch (error) {
    await stop();
    throw error;
  }
  const key = /X-API-Key: (ns_sandbox_\S+)/.exec(log())?.[1];
  if (!key || child.pid === undefined) {
    const text = log();
    await stop();
    throw new Error(`no demo partner key in the server log:\n${text}`);
  }
  return { child, pid: child.pid, base, key, startSeconds: (Date.now() - started) / 1000, log, stop };
}

// --- Internal helpers ---

function _freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const address = s.address();
      s.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** The first start seeds the demo data, which takes a while on a busy machine. */
async function _waitForHealth(base: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${log()}`);
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not become healthy within 300 s");
}
