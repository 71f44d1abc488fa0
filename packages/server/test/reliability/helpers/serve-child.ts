/**
 * The built server (`dist/cli.js serve`) in a child process, over a prepared SQLite file: the
 * database is created and given a partner and an admin key here, so `serve` finds an existing
 * database and starts in about a second (no first-start seeding).
 */
import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { SCOPES } from "../../../src/keys/scopes.js";
import { createAdminKeyStore } from "../../../src/storage/sqlite/admin-keys.js";
import { createConsumerStore } from "../../../src/storage/sqlite/consumers.js";
import { openDatabase } from "../../../src/storage/sqlite/open.js";

const CLI = fileURLToPath(new URL("../../../dist/cli.js", import.meta.url));

/** A running `namescreen serve`. */
export interface ServeChild {
  child: ChildProcess;
  port: number;
  dbPath: string;
  partnerKey: string;
  /** Everything the child wrote (stdout and stderr). */
  output(): string;
  /** The exit code and signal, once it exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Kill the child if it still runs and remove its files. */
  dispose(): void;
}

/** Options of {@link startServeChild}. */
export interface ServeChildOptions {
  /** Extra environment (e.g. NAMESCREEN_LLM_URL). */
  env?: Record<string, string>;
  /** Node flags (e.g. `--import` of a fault-injecting module). */
  nodeArgs?: string[];
}

/** Prepare a database, start `serve` on a free port, and wait until it listens. */
export async function startServeChild(options: ServeChildOptions = {}): Promise<ServeChild> {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`pnpm build\` first (pnpm test does)`);
  const dir = mkdtempSync(join(tmpdir(), "namescreen-child-"));
  const dbPath = join(dir, "namescreen.db");
  const partnerKey = prepareDatabase(dbPath);

  // Through `sh` only to switch core dumps off (the fault tests kill it with SIGBUS/SIGSEGV);
  // `exec` makes node the child itself, so signals reach it directly.
  const nodeArgs = [...(options.nodeArgs ?? []), CLI, "serve", "--port", "0", "--db", dbPath];
  const child = spawn("/bin/sh", ["-c", 'ulimit -c 0; exec "$0" "$@"', process.execPath, ...nodeArgs], {
    env: { PATH: process.env.PATH ?? "", HOST: "127.0.0.1", LOG_LEVEL: "info", ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout?.on("data", (d: Buffer) => {
    out += d.toString();
  });
  child.stderr?.on("data", (d: Buffer) => {
    out += d.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("close", (code, signal) => resolve({ code, signal })),
  );
  const dispose = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  let port: number | undefined;
  while (port === undefined) {
    if (Date.now() > deadline || child.exitCode !== null || child.signalCode !== null) {
      dispose();
      throw new Error(`serve did not start:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 50));
    const line = out.split("\n").find((l) => l.includes('"namescreen listening"'));
    if (line) port = (JSON.parse(line) as { port: number }).port;
  }
  return { child, port, dbPath, partnerKey, output: () => out, exited, dispose };
}

/** Log lines of the child as parsed JSON (non-JSON lines skipped). */
export function logLines(output: string): Record<string, unknown>[] {
  return output
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

// --- Internal helpers ---

/** Create and migrate the database with one all-scopes partner key and an admin key. */
function prepareDatabase(dbPath: string): string {
  const { db } = openDatabase(dbPath);
  try {
    // Migrated by openDatabase; the SQLite stores answer synchronously.
    const consumers = createConsumerStore(db);
    const consumer = consumers.create({ name: "Reliability Partner" });
    createAdminKeyStore(db).issue("sandbox");
    return consumers.issueKey(consumer.id, SCOPES, "sandbox").key;
  } finally {
    db.close();
  }
}
