/**
 * Composition root: configuration → database (migrate, seed on first start) → dependencies →
 * app → listen, with graceful shutdown on SIGTERM/SIGINT and a non-zero exit on faults
 * (shutdown.ts).
 */
import type { Server } from "node:http";
import { createApp } from "./app.js";
import { assertAdminKeyAvailable, bootstrap, bootstrapBanner } from "./bootstrap.js";
import type { AppConfig } from "./config.js";
import type { AppDeps } from "./deps.js";
import { buildDeps } from "./deps.js";
import { answerClientErrors } from "./http/client-error.js";
import { partnerDomainConsumer } from "./http/domain-consumer.js";
import { hugePagesInUseMb, hugePagesSetting } from "./huge-pages.js";
import { createLogger } from "./logger.js";
import { screeningPortsOf } from "./screening-ports.js";
import { drainServer, handleProcessLifecycle } from "./shutdown.js";
import type { Follower } from "./storage/postgres/registers/follower.js";
import { startFollower } from "./storage/postgres/registers/follower.js";
import { openReplicaStorage, seedPostgresRegisters } from "./storage/postgres/replica.js";
import type { Seeder } from "./storage/seed/index.js";
import { describeRegister, registerStatus } from "./storage/seed/register-status.js";
import type { BackgroundCheckpoints } from "./storage/sqlite/checkpoint.js";
import { startBackgroundCheckpoints } from "./storage/sqlite/checkpoint.js";
import { openDatabase } from "./storage/sqlite/open.js";
import type { SyncConfig } from "./sync/config.js";
import type { SyncScheduler } from "./sync/scheduler.js";
import { startSyncScheduler } from "./sync/scheduler.js";
import { runServerSync } from "./sync/server-sync.js";
import { runSyncProcess } from "./sync/sync-process.js";

/** A running server. */
export interface RunningServer {
  server: Server;
  deps: AppDeps;
  /** The bound port (useful with PORT=0). */
  port: number;
  close(): Promise<void>;
}

/** Options of {@link startServer}. */
export interface StartOptions {
  /** Where the first-start banner goes (default: stdout). */
  print?: (text: string) => void;
  /** Install SIGTERM/SIGINT handlers (default true; tests switch it off). */
  handleSignals?: boolean;
  /** Seeders for a fresh database (default: seedersFor(config); tests that do not need data pass []). */
  seeders?: readonly Seeder[];
}

/** Open the database, prepare it, and listen. */
export async function startServer(config: AppConfig, options: StartOptions = {}): Promise<RunningServer> {
  const logger = createLogger(config.logLevel);
  if (config.unknownEnv?.length)
    logger.warn(
      { variables: config.unknownEnv },
      "environment variables no setting reads: ignored (a typo?)",
    );
  // Replicas: PostgreSQL holds the data, NAMESCREEN_DB_PATH is this replica's register copy.
  const replica = config.databaseUrl ? await openReplicaStorage(config.databaseUrl, config.dbPath) : null;
  const { db, fresh, schemaVersion } = replica ?? openDatabase(config.dbPath);
  let checkpoints: BackgroundCheckpoints | null = null;
  let follower: Follower | null = null;
  const closeStorage = async () => {
    await follower?.stop();
    await checkpoints?.stop();
    if (replica) await replica.close();
    else db.close();
  };
  try {
    const postgres = replica ? { pool: replica.pool, termsSource: replica.termsSource } : undefined;
    const deps = buildDeps({ config, db, logger, postgres });
    const seed = replica ? (s: readonly Seeder[]) => seedPostgresRegisters(replica.pool, s) : undefined;
    const boot = await bootstrap(deps, fresh, options.seeders, seed);
    // Shown as soon as they are stored (only their hashes are): a first start stopped during the
    // index build below, minutes on a large register, lost them for good.
    const banner = bootstrapBanner(boot);
    if (banner !== null) (options.print ?? ((t: string) => process.stdout.write(`${t}\n`)))(banner);
    if (replica) {
      // Bring the local copy up to PostgreSQL, then follow it (NOTIFY, polling as the fallback).
      follower = await startFollower({
        url: config.databaseUrl as string,
        mirror: replica.mirror,
        onSynced: () => {
          deps.services.conflicts.warm();
          deps.services.trademarks.warm();
        },
        onTermsChanged: () => replica.termsSource.invalidate(),
        logger,
      });
    }
    // Load (or build) the search indexes before listening, not on the first search.
    logger.info(deps.services.conflicts.warm(), "company index ready");
    logger.info(deps.services.trademarks.warm(), "trademark index ready");
    const register = registerStatus(db);
    logger.info(
      { register, demoData: config.demoData === true },
      describeRegister(register, config.demoData === true),
    );
    if (config.env === "production" && register.source === "demo") {
      // A sandbox database taken into production answers from names no register holds.
      logger.warn(
        { generated: register.generated },
        "production serves generated demo data: remove it with `namescreen generate remove`",
      );
    }
    assertAdminKeyAvailable(config, await deps.adminKeys.activeCount());

    // WAL checkpoints in a worker thread, not inside a request's commit (see checkpoint.ts).
    checkpoints = config.dbPath === ":memory:" ? null : startBackgroundCheckpoints(db, config.dbPath);
    const app = createApp(deps);
    const server = await new Promise<Server>((resolve, reject) => {
      const s = app.listen(config.port, config.host, (err?: Error) => (err ? reject(err) : resolve(s)));
    });
    answerClientErrors(server, logger);
    const address = server.address();
    const port = typeof address === "object" && address !== null ? address.port : config.port;
    logger.info(
      {
        port,
        host: config.host,
        env: config.env,
        dbPath: config.dbPath,
        schemaVersion,
        seeded: boot.seeded,
        hugePages: hugePagesSetting(),
        hugePagesMb: hugePagesInUseMb(),
      },
      "namescreen listening",
    );

    // Batch jobs: pending rows of unfinished jobs (from before a restart too) are screened now.
    const batchWorker = deps.services.batchJobs.startWorker({
      portsFor: (consumerId) => screeningPortsOf(deps, partnerDomainConsumer(consumerId)),
      logger,
    });

    // --- Register sync schedule (NAMESCREEN_SYNC; off unless set, see docs/register-sync.md) ---
    const sync = config.sync;
    // In a child process (the CLI), so a long apply never blocks requests; in process for :memory:.
    const runSync = (c: SyncConfig, signal: AbortSignal) =>
      config.dbPath === ":memory:"
        ? runServerSync(config.dbPath, db, c)
        : runSyncProcess(config.dbPath, c, undefined, signal);
    // Replicas: the register sync does not write PostgreSQL yet (docs/deploy.md), so it is not scheduled.
    const syncScheduler: SyncScheduler | null =
      sync?.schedule && !replica
        ? startSyncScheduler({ schedule: sync.schedule, run: (signal) => runSync(sync, signal), logger })
        : null;
    if (syncScheduler) logger.info({ nextRunAt: syncScheduler.nextRunAt() }, "register sync scheduled");
    // --- end register sync schedule ---

    let closed = false;
    const close = async () => {
      if (closed) return;
      closed = true;
      await syncScheduler?.stop();
      await drainServer(server, logger);
      await batchWorker.stop();
      await deps.traces.flush();
      await closeStorage();
      logger.info("namescreen stopped");
      logger.flush();
    };
    if (options.handleSignals !== false) handleProcessLifecycle(logger, close);
    return { server, deps, port, close };
  } catch (error) {
    await closeStorage();
    throw error;
  }
}
