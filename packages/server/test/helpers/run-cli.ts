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

/**
 * Run `namescreen <args>` (a server, say) until its output (stdout and stderr) satisfies `done`;
 * then it is killed, and the output so far is the answer. Rejects when it exits or times out first.
 */
export function runCliUntil(
  args: string[],
  env: Record<string, string>,
  done: (output: string) => boolean,
  timeoutMs = 60_000,
): Promise<string> {
  return new Promise((resolve, reject) => {
    // Node itself with tsx as a loader: the tsx command would leave its node child running when killed.
    const child = spawn(process.execPath, ["--import", "tsx", CLI, ...args], {
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const finish = (error?: Error) => {
      clearTimeout(timer);
      child.kill("SIGKILL");
      if (error) reject(error);
      else resolve(output);
    };
    const read = (d: Buffer) => {
      output += d.toString();
      if (done(output)) finish();
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    const timer = setTimeout(() => finish(new Error(`timed out: ${args.join(" ")}\n${output}`)), timeoutMs);
    child.on("error", (error) => finish(error));
    child.on("close", (code) => finish(new Error(`exited ${code} first: ${args.join(" ")}\n${output}`)));
  });
}
