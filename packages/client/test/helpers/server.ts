/**
 * The real server on 127.0.0.1 (port 0) over a throwaway database, started through the
 * server package's public API (loadConfig + startServer, which build the app with
 * buildDeps/createApp), with a partner key, a second partner's key and an admin key.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig, startServer } from "@namescreen/server";

/** A running server and its keys. */
export interface LoopbackServer {
  baseUrl: string;
  apiKey: string;
  /** A key of a second consumer (the domain queue is shared between consumers). */
  otherApiKey: string;
  adminKey: string;
  close(): Promise<void>;
}

/** Start the server; `env` adds environment variables (NAMESCREEN_RATE_LIMIT, ...). */
export async function startLoopbackServer(env: Record<string, string> = {}): Promise<LoopbackServer> {
  const dir = mkdtempSync(join(tmpdir(), "namescreen-client-test-"));
  const config = loadConfig({
    NAMESCREEN_ENV: "sandbox",
    PORT: "0",
    HOST: "127.0.0.1",
    NAMESCREEN_DB_PATH: join(dir, "namescreen.db"),
    NAMESCREEN_DEMO_DATA: "false",
    LOG_LEVEL: "silent",
    ...env,
  });
  const server = await startServer(config, { handleSignals: false, seeders: [], print: () => undefined });
  const { consumers, adminKeys } = server.deps;
  const issue = async (name: string) => {
    const consumer = await consumers.create({ name });
    const scopes = ["assessment", "screening", "conflicts", "trademarks", "domains", "eligibility"] as const;
    return (await consumers.issueKey(consumer.id, [...scopes], "sandbox")).key;
  };
  return {
    baseUrl: `http://127.0.0.1:${server.port}`,
    apiKey: await issue("Client Test Partner"),
    otherApiKey: await issue("Other Partner"),
    adminKey: (await adminKeys.issue("sandbox")).key,
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
