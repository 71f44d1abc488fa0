/**
 * Finding 10 (issue 16): a fault must end the server with a non-zero status, so a supervisor
 * restarts it. A fault signal (SIGBUS, as a bad page of the SQLite -shm mapping raises) kills
 * the process by that signal instead of running the graceful path to exit 0; an uncaught
 * exception logs one fatal line and exits 1. The real built server in a child process.
 * @see issue 16, finding 10
 */
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import type { ServeChild } from "./helpers/serve-child.js";
import { logLines, startServeChild } from "./helpers/serve-child.js";

const THROW_ON_SIGWINCH = fileURLToPath(new URL("./helpers/throw-on-sigwinch.mjs", import.meta.url));

let server: ServeChild | undefined;
afterEach(() => {
  server?.dispose();
  server = undefined;
});

describe("faults end the server with a non-zero status (real process)", () => {
  it.each(["SIGBUS", "SIGSEGV"] as const)(
    "%s kills the process by the signal, not exit 0",
    async (sig) => {
      server = await startServeChild();
      server.child.kill(sig);
      const { code, signal } = await server.exited;
      expect({ code, signal }).toEqual({ code: null, signal: sig });
      expect(server.output()).not.toContain('"namescreen stopped"');
    },
    60_000,
  );

  it("an uncaught exception logs a fatal line with the error and exits 1", async () => {
    server = await startServeChild({ nodeArgs: ["--import", THROW_ON_SIGWINCH] });
    server.child.kill("SIGWINCH");
    const { code } = await server.exited;
    expect(code).toBe(1);
    const fatal = logLines(server.output()).find((l) => l.level === 60);
    expect(fatal?.msg).toBe("uncaught error: shutting down with exit code 1");
    expect(JSON.stringify(fatal?.err)).toContain("injected fault for the reliability tests");
  }, 60_000);
});
