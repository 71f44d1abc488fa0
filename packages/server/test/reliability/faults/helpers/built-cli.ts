/**
 * The built `namescreen` CLI (`dist/cli.js`) in a child process: it starts in well under a
 * second (no tsx), so a test can run it many times and kill it mid-work.
 */
import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const CLI = fileURLToPath(new URL("../../../../dist/cli.js", import.meta.url));

/** A running CLI command. */
export interface CliChild {
  child: ChildProcess;
  /** Everything written to stdout so far. */
  stdout(): string;
  /** Everything written to stderr so far. */
  stderr(): string;
  /** The exit code and signal, once it exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Start `namescreen <args>` with a minimal environment plus `env`. */
export function spawnBuiltCli(args: string[], env: Record<string, string> = {}): CliChild {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`pnpm build\` first (pnpm test does)`);
  const child = spawn(process.execPath, [CLI, ...args], {
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "warn", NAMESCREEN_DEMO_DATA: "false", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stdout?.on("data", (d: Buffer) => {
    out += d.toString();
  });
  child.stderr?.on("data", (d: Buffer) => {
    err += d.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("close", (code, signal) => resolve({ code, signal })),
  );
  return { child, stdout: () => out, stderr: () => err, exited };
}

/** Run `namescreen <args>` to its end. */
export async function runBuiltCli(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const run = spawnBuiltCli(args, env);
  const { code } = await run.exited;
  return { code, stdout: run.stdout(), stderr: run.stderr() };
}
