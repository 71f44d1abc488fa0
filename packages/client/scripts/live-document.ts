/**
 * Fetch the server's OpenAPI document the way a partner sees it: start @namescreen/server on
 * 127.0.0.1 (port 0, a throwaway database, no seed data), GET /openapi.json, stop. Under tsx the
 * package resolves to the server's sources (tsconfig paths), so no build is needed. The
 * environment is pinned to sandbox so the document's text is stable.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig, startServer } from "@namescreen/server";

/** The live OpenAPI document of the built server. */
export async function fetchLiveDocument(): Promise<Record<string, unknown>> {
  const dir = mkdtempSync(join(tmpdir(), "namescreen-openapi-"));
  const config = loadConfig({
    NAMESCREEN_ENV: "sandbox",
    PORT: "0",
    HOST: "127.0.0.1",
    NAMESCREEN_DB_PATH: join(dir, "openapi.db"),
    NAMESCREEN_DEMO_DATA: "false",
    LOG_LEVEL: "silent",
  });
  const server = await startServer(config, { handleSignals: false, seeders: [], print: () => undefined });
  try {
    const res = await fetch(`http://127.0.0.1:${server.port}/openapi.json`);
    if (!res.ok) throw new Error(`GET /openapi.json answered ${res.status}`);
    return (await res.json()) as Record<string, unknown>;
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
