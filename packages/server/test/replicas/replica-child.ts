/**
 * A replica as its own process: `namescreen serve` from the TypeScript sources (tsx) with
 * NAMESCREEN_DATABASE_URL and its own local register copy, on a free port.
 */
import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const CLI = fileURLToPath(new URL("../../src/cli/main.ts", import.meta.url));

/** The admin key every test replica accepts. */
export const ADMIN_KEY = "replica-test-admin-key-0123456789abcdef";

/** A running replica. */
export interface Replica {
  child: ChildProcess;
  url: string;
  output(): string;
  kill(): void;
}

/** `namescreen <args>` as one Node process over the sources (so SIGKILL ends it, not a wrapper). */
export function spawnCli(args: string[], env: Record<string, string>) {
  return spawn(process.execPath, ["--import", "tsx", CLI, ...args], {
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    stdio: "ignore",
  });
}

/** Start a replica over `databaseUrl`; resolves when it listens. */
export async function startReplica(databaseUrl: string, env: Record<string, string> = {}): Promise<Replica> {
  const dir = mkdtempSync(join(tmpdir(), "namescreen-replica-"));
  // Node itself with the tsx loader (not the tsx wrapper binary): a kill then reaches the server.
  const child = spawn(
    process.execPath,
    ["--import", "tsx", CLI, "serve", "--port", "0", "--db", join(dir, "local.db")],
    {
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "",
        HOST: "127.0.0.1",
        LOG_LEVEL: "info",
        NAMESCREEN_DATABASE_URL: databaseUrl,
        NAMESCREEN_DEMO_DATA: "false",
        NAMESCREEN_ADMIN_KEY: ADMIN_KEY,
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let out = "";
  child.stdout?.on("data", (d: Buffer) => {
    out += d.toString();
  });
  child.stderr?.on("data", (d: Buffer) => {
    out += d.toString();
  });
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (Date.now() > deadline || child.exitCode !== null) {
      kill();
      throw new Error(`replica did not start:\n${out}`);
    }
    const line = out.split("\n").find((l) => l.includes('"namescreen listening"'));
    if (line) {
      const { port } = JSON.parse(line) as { port: number };
      return { child, url: `http://127.0.0.1:${port}`, output: () => out, kill };
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}
