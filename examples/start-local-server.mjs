// Starts a NameScreen server in this process for the HTTP-client examples: @namescreen/server on
// 127.0.0.1 (a free port), a throwaway SQLite file, one partner key and one admin key.
// Against a server you already run, skip this and pass its URL and your keys to the client.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig, startServer } from "@namescreen/server";

/**
 * @param {{ demoData?: boolean, env?: Record<string, string> }} options demoData seeds the
 *   sandbox demo register (about 50,000 generated companies and the bundled samples, ~10 s).
 */
export async function startLocalServer({ demoData = false, env = {} } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "namescreen-example-"));
  const config = loadConfig({
    NAMESCREEN_ENV: "sandbox",
    HOST: "127.0.0.1",
    PORT: "0",
    NAMESCREEN_DB_PATH: join(dir, "namescreen.db"),
    NAMESCREEN_DEMO_DATA: String(demoData),
    LOG_LEVEL: "warn",
    ...env,
  });
  const server = await startServer(config, {
    handleSignals: false,
    print: () => {}, // the first-start banner with the demo keys: we issue our own below
    ...(demoData ? {} : { seeders: [] }),
  });
  const { consumers, adminKeys } = server.deps;
  // The stores answer directly on SQLite and with a promise on PostgreSQL: await either way.
  const partner = await consumers.create({ name: "Example Partner" });
  const scopes = /** @type {const} */ ([
    "assessment",
    "screening",
    "conflicts",
    "trademarks",
    "domains",
    "eligibility",
  ]);
  return {
    baseUrl: `http://127.0.0.1:${server.port}`,
    apiKey: (await consumers.issueKey(partner.id, scopes, "sandbox")).key,
    adminKey: (await adminKeys.issue("sandbox")).key,
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
