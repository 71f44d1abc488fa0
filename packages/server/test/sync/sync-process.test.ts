/** The scheduled sync's child process: the CLI's summary comes back, a refusal is told apart. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SYNC_CONFIG } from "../../src/sync/config.js";
import { runSyncProcess, SyncProcessError } from "../../src/sync/sync-process.js";
import type { FakeLindas } from "./helpers/sparql-server.js";
import { startFakeLindas } from "./helpers/sparql-server.js";
import { manyCompanies, zefixQuads } from "./helpers/zefix-triples.js";

const cli = {
  command: fileURLToPath(new URL("../../../../node_modules/.bin/tsx", import.meta.url)),
  args: [fileURLToPath(new URL("../../src/cli/main.ts", import.meta.url))],
};

let dir: string;
let fake: FakeLindas;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "namescreen-sync-process-"));
  fake = await startFakeLindas(zefixQuads(manyCompanies(20), "2026-09-14"));
});
afterAll(async () => {
  await fake.close();
  // A sync child may still be removing its spool folder here (ENOTEMPTY in a loaded CI run).
  rmSync(dir, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
});

describe("runSyncProcess", () => {
  it("returns the CLI's summary, and a refusal as a refused SyncProcessError", async () => {
    const config = { ...DEFAULT_SYNC_CONFIG, endpoint: fake.url };
    const db = join(dir, "ns.db");
    expect(await runSyncProcess(db, config, cli)).toMatchObject({
      outcome: "applied",
      companies: 20,
      added: 20,
    });
    fake.load(zefixQuads(manyCompanies(10), "2026-09-15"));
    const error = await runSyncProcess(db, config, cli).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SyncProcessError);
    expect(error).toMatchObject({
      outcome: "refused",
      message: expect.stringMatching(/would remove 10 of 20 companies/),
    });
  });

  it("ends the child when its signal aborts (the server stopping), instead of waiting for it", async () => {
    fake.faults = () => ({ hang: true });
    const config = { ...DEFAULT_SYNC_CONFIG, endpoint: fake.url };
    const stop = new AbortController();
    const started = Date.now();
    // Node itself runs the CLI here (tsx as its loader), as in production: the signal reaches
    // the sync, not a wrapper that would leave it running.
    const direct = { command: process.execPath, args: ["--import", "tsx", ...cli.args] };
    const run = runSyncProcess(join(dir, "hang.db"), config, direct, stop.signal);
    setTimeout(() => stop.abort(), 1_500);
    await expect(run).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(10_000);
    fake.faults = () => undefined;
  }, 30_000);
});
