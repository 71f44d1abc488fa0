/**
 * The server's scheduled sync as a child process running `namescreen sync companies --json`,
 * exactly what an operator's cron job runs: the download, the spool and the synchronous apply
 * (tens of seconds for a full register) then never block the server's event loop, and the
 * sync's memory is returned when it ends. The server picks the changes up from the change log.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { SyncConfig } from "./config.js";
import type { SyncSummary } from "./sync-companies.js";

/** How to start the CLI: the program and the arguments before `sync companies`. */
export interface CliCommand {
  command: string;
  args: string[];
}

/**
 * The CLI of this installation: `dist/cli.js` beside the bundle, or under tsx (development)
 * `src/cli/main.ts` with this process's loader flags.
 */
export function currentCliCommand(): CliCommand {
  const here = import.meta.url;
  if (here.endsWith(".ts"))
    return {
      command: process.execPath,
      args: [...process.execArgv, fileURLToPath(new URL("../cli/main.ts", here))],
    };
  return { command: process.execPath, args: [fileURLToPath(new URL("./cli.js", here))] };
}

/** A sync in a child process failed; `outcome` as the CLI reported it. */
export class SyncProcessError extends Error {
  override readonly name = "SyncProcessError";
  constructor(
    message: string,
    readonly outcome: "refused" | "failed",
  ) {
    super(message);
  }
}

/** Run one sync of the database at `dbPath` in a child process; resolves with its summary. */
export function runSyncProcess(
  dbPath: string,
  sync: SyncConfig,
  cli: CliCommand = currentCliCommand(),
  signal?: AbortSignal,
): Promise<SyncSummary> {
  return new Promise((resolve, reject) => {
    const child = spawn(cli.command, [...cli.args, "sync", "companies", "--json", "--db", dbPath], {
      env: {
        ...process.env,
        NAMESCREEN_LINDAS_URL: sync.endpoint,
        NAMESCREEN_SYNC_DELAY_MS: String(sync.delayMs),
        NAMESCREEN_SYNC_MAX_REMOVAL_PERCENT: String(sync.maxRemovalShare * 100),
        NAMESCREEN_SYNC: "off",
      },
      stdio: ["ignore", "pipe", "pipe"],
      // Aborted (the server stops): SIGTERM; the register is untouched until the sync's last step,
      // and the next sync removes the spool it leaves.
      ...(signal && { signal, killSignal: "SIGTERM" as const }),
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => {
      stdout += d;
    });
    child.stderr.setEncoding("utf8").on("data", (d: string) => {
      stderr = (stderr + d).slice(-8_192); // the message is at the end; progress lines come before it
    });
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) {
        try {
          resolve(JSON.parse(stdout) as SyncSummary);
        } catch {
          reject(new SyncProcessError(`the sync printed no summary: ${stdout.slice(0, 200)}`, "failed"));
        }
        return;
      }
      const message =
        /namescreen: ([\s\S]*)$/.exec(stderr)?.[1]?.trim() ?? `exit code ${code}: ${stderr.trim()}`;
      reject(new SyncProcessError(message, /^sync companies: refused/.test(message) ? "refused" : "failed"));
    });
  });
}
