/**
 * A real app over a real SQLite file in a temp directory, for supertest.
 *
 *   const t = await createTestApp({ scopes: ["conflicts"] });
 *   await request(t.app).post("/v1/conflicts/search").set("X-API-Key", t.partnerKey).send({...});
 *   t.close();
 *
 * `configure` lets a test adjust the deps (e.g. inject a service) before the app is built.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Clock } from "@namescreen/core";
import type { Express } from "express";
import { createApp } from "../../src/app.js";
import type { AppConfig } from "../../src/config.js";
import type { AppDeps } from "../../src/deps.js";
import { buildDeps } from "../../src/deps.js";
import type { RouteModule } from "../../src/http/endpoint.js";
import type { Scope } from "../../src/keys/scopes.js";
import { SCOPES } from "../../src/keys/scopes.js";
import { createLogger } from "../../src/logger.js";
import { openReplicaStorage, seedPostgresRegisters } from "../../src/storage/postgres/replica.js";
import type { Seeder } from "../../src/storage/seed/index.js";
import { runSeeders } from "../../src/storage/seed/index.js";
import type { Db } from "../../src/storage/sqlite/open.js";
import { openDatabase } from "../../src/storage/sqlite/open.js";

/** Options of {@link createTestApp}. */
export interface TestAppOptions {
  /** Scopes of the partner key (default: all). */
  scopes?: readonly Scope[];
  /** Config overrides (rate limit, env, body limit...). */
  config?: Partial<AppConfig>;
  /** Run these seeders on the fresh database (default: none, for speed; pass DEMO_SEEDERS for the demo data). */
  seeders?: readonly Seeder[];
  /** Adjust the deps before the app is created (inject fakes, services...). */
  configure?: (deps: AppDeps) => void;
  /** Route modules (default: all). */
  modules?: readonly RouteModule[];
  /** Reuse an existing directory (restart tests); default: a new temp dir. */
  dir?: string;
  /**
   * A PostgreSQL database URL: build the app as a replica over it (keys, traces, terms and rate
   * limits in PostgreSQL; the registers mirrored into the temp SQLite file).
   */
  postgres?: string;
  /** The deps' clock (default: the system clock); rate-limit windows follow it. */
  clock?: Clock;
}

/** A running test app. */
export interface TestApp {
  app: Express;
  db: Db;
  deps: AppDeps;
  dir: string;
  dbPath: string;
  /** Partner key with the requested scopes. */
  partnerKey: string;
  partnerKeyId: string;
  consumerId: number;
  /** A generated admin key (stored hashed). */
  adminKey: string;
  /** Close the db (and the PostgreSQL pool); `keepFiles` leaves the temp dir for a restart test. */
  close(options?: { keepFiles?: boolean }): Promise<void>;
}

/** Build the default test configuration. */
export function testConfig(dbPath: string, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: "127.0.0.1",
    dbPath,
    env: "sandbox",
    adminKey: null,
    rateLimit: { limit: 0, windowMs: 60_000 },
    bodyLimitBytes: 65_536,
    logLevel: "silent",
    ...overrides,
  };
}

/** Create a temp db, migrate, create a consumer + keys, and build the app. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), "namescreen-test-"));
  const dbPath = join(dir, "namescreen.db");
  const config = testConfig(dbPath, options.config);
  const replica = options.postgres ? await openReplicaStorage(options.postgres, dbPath) : null;
  const db = replica ? replica.db : openDatabase(dbPath).db;
  if (options.seeders) {
    await (replica ? seedPostgresRegisters(replica.pool, options.seeders) : runSeeders(db, options.seeders));
  }
  await replica?.mirror.sync();
  const postgres = replica ? { pool: replica.pool, termsSource: replica.termsSource } : undefined;
  const deps = buildDeps({
    config,
    db,
    logger: createLogger("silent"),
    postgres,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  options.configure?.(deps);
  const consumer = await deps.consumers.create({ name: "Test Partner" });
  const issued = await deps.consumers.issueKey(consumer.id, options.scopes ?? SCOPES, config.env);
  const admin = await deps.adminKeys.issue(config.env);
  const app = createApp(deps, {
    requestLogging: false,
    ...(options.modules ? { modules: options.modules } : {}),
  });
  return {
    app,
    db,
    deps,
    dir,
    dbPath,
    partnerKey: issued.key,
    partnerKeyId: issued.id,
    consumerId: consumer.id,
    adminKey: admin.key,
    async close({ keepFiles = false } = {}) {
      if (replica) {
        await deps.traces.flush();
        await replica.close();
      } else if (db.open) {
        deps.traces.flush();
        db.close();
      }
      if (!keepFiles) rmSync(dir, { recursive: true, force: true });
    },
  };
}
