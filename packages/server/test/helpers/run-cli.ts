/** Runs the real `namescreen` CLI (TypeScript sources through tsx) in a child process. */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const TSX = fileURLToPath(new URL("../../../../node_modules/.bin/tsx", import.meta.url));
const CLI = fileURLToPath(new URL("../../src/cli/main.ts", import.meta.url));

/** Output of one CLI run. */
export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Run `namescreen <args>` with the given environment additions; resolves when it exits. */
export function runCli(
  args: string[],
  env: Record<string, string> = {},
  timeoutMs = 30_000,
): Promise<CliRun> {
  return runTsx(CLI, args, env, timeoutMs);
}

/** Run a TypeScript `script` (an absolute path) with `args` through tsx; resolves when it exits. */
export function runTsx(
  script: string,
  args: string[],
  env: Record<string, string> = {},
  timeoutMs = 30_000,
): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [script, ...args], {
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", LOG_LEVEL: "warn", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => {
      stdout += d.toString();
    });
    child.stderr.on("data", (d: Buffer) => {
      stderr += d.toString();
    });
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`timed out: ${script} ${args.join(" ")}\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
