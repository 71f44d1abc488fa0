/**
 * Preparing a database for serving. Seeders run when the file was created by this process
 * (demo data only in sandbox/demo mode: storage/seed/index.ts).
 * In sandbox mode the server also creates what is needed to try it, once: a demo consumer with
 * an all-scopes partner key when there is no consumer yet, and (without NAMESCREEN_ADMIN_KEY) an
 * admin key when none was ever issued. "Once" is decided by the data, not by the file being new,
 * so running `namescreen keys ...` before the first `serve` does not lose the demo keys.
 * The plaintext keys are returned once for printing; only their hashes are stored.
 */
import type { AppConfig } from "./config.js";
import type { AppDeps } from "./deps.js";
import { SCOPES } from "./keys/scopes.js";
import type { Seeder } from "./storage/seed/index.js";
import { runSeeders, seedersFor } from "./storage/seed/index.js";

/** What the first start produced, for the start-up banner. */
export interface BootstrapResult {
  seeded: string[];
  demoPartnerKey: string | null;
  demoConsumerCode: string | null;
  generatedAdminKey: string | null;
}

/** Prepare a database for serving. `fresh` is true when the file was created by this process. */
export async function bootstrap(
  deps: AppDeps,
  fresh: boolean,
  seeders: readonly Seeder[] = seedersFor(deps.config),
  /** Where seeders write (default: the SQLite database; replicas publish into PostgreSQL). */
  seed: (seeders: readonly Seeder[]) => Promise<string[]> = (s) => runSeeders(deps.db, s),
): Promise<BootstrapResult> {
  const result: BootstrapResult = {
    seeded: [],
    demoPartnerKey: null,
    demoConsumerCode: null,
    generatedAdminKey: null,
  };
  if (fresh) result.seeded = await seed(seeders);
  if (deps.config.env !== "sandbox") return result;
  if ((await deps.consumers.list()).length === 0) {
    const consumer = await deps.consumers.create({
      name: "Demo Partner",
      description: "Created on first start of a sandbox server",
    });
    result.demoConsumerCode = consumer.code;
    result.demoPartnerKey = (await deps.consumers.issueKey(consumer.id, SCOPES, "sandbox")).key;
  }
  if (deps.config.adminKey === null && (await deps.adminKeys.list()).length === 0) {
    result.generatedAdminKey = (await deps.adminKeys.issue("sandbox")).key;
  }
  return result;
}

/** A reason the server must not start (printed without a stack by the CLI). */
export class StartupError extends Error {
  override readonly name = "StartupError";
}

/** Refuse to serve without any way to authenticate an operator. */
export function assertAdminKeyAvailable(config: AppConfig, storedAdminKeys: number): void {
  if (config.env === "production" && config.adminKey === null) {
    throw new StartupError("NAMESCREEN_ADMIN_KEY is required in production");
  }
  if (config.adminKey === null && storedAdminKeys === 0) {
    throw new StartupError(
      "No admin key: set NAMESCREEN_ADMIN_KEY or create one with `namescreen keys create --admin`",
    );
  }
}

/** The banner printed once on first start (keys are shown only here). */
export function bootstrapBanner(result: BootstrapResult): string | null {
  if (result.demoPartnerKey === null && result.generatedAdminKey === null) return null;
  const lines = ["", "=== NameScreen sandbox: first start ===", "These keys are shown once. Store them now."];
  if (result.demoPartnerKey !== null) {
    lines.push(
      `Partner key (consumer ${result.demoConsumerCode}, all scopes): X-API-Key: ${result.demoPartnerKey}`,
    );
  }
  if (result.generatedAdminKey !== null)
    lines.push(`Admin key: X-Admin-API-Key: ${result.generatedAdminKey}`);
  lines.push("=======================================", "");
  return lines.join("\n");
}
