/** The built server started again on an existing database file (after a crash, say). */
import type { ChildProcess } from "node:child_process";
import type { CliChild } from "./built-cli.js";
import { spawnBuiltCli } from "./built-cli.js";

/** A `namescreen serve` that listens. */
export interface ServingChild {
  child: ChildProcess;
  port: number;
  exited: CliChild["exited"];
}

/** Start `serve` on `dbPath` (port 0, loopback) with `env` added and wait until it listens. */
export async function serveOn(dbPath: string, env: Record<string, string> = {}): Promise<ServingChild> {
  const run = spawnBuiltCli(["serve", "--port", "0", "--db", dbPath], {
    HOST: "127.0.0.1",
    LOG_LEVEL: "info",
    ...env,
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const line = run
      .stdout()
      .split("\n")
      .find((l) => l.includes('"namescreen listening"'));
    if (line)
      return { child: run.child, port: (JSON.parse(line) as { port: number }).port, exited: run.exited };
    if (Date.now() > deadline || run.child.exitCode !== null || run.child.signalCode !== null) {
      run.child.kill("SIGKILL");
      throw new Error(`serve did not start:\n${run.stdout()}\n${run.stderr()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}
