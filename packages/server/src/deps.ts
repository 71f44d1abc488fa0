/**
 * The dependencies of the HTTP app, built once by the composition root (main.ts) and by the
 * test helper (test/helpers/test-app.ts) from the same function, so tests run the real wiring.
 *
 * To add a service: add a field to `Services` and construct it in `buildDeps` from `db`/`config`.
 * Route handlers reach it as `ctx.deps.services.<name>`.
 */
import type { Clock, DomainChecker, RestrictedTermsSource, SemanticAnalyzer } from "@namescreen/core";
import { systemClock } from "@namescreen/core";
import type { Logger } from "pino";
import { DEFAULT_DOMAIN_CONFIG } from "./adapters/domains/config.js";
import { createDomainCheckerFromConfig } from "./adapters/domains/factory.js";
import { createSemanticAnalyzer } from "./adapters/semantic/index.js";
import type { BatchJobs } from "./batch/batch-jobs.js";
import { createBatchJobs } from "./batch/batch-jobs.js";
import { BATCH_LIMITS } from "./batch/limits.js";
import { createSqliteJobStore } from "./batch/sqlite-job-store.js";
import type { AppConfig } from "./config.js";
import type { CompanySearchService } from "./storage/companies/index.js";
import { companySnapshotPath, createCompanySearchService } from "./storage/companies/index.js";
import type { SnapshotProblem } from "./storage/indexed-register/index.js";
import type { AdminKeyStore, ConsumerStore, TraceStore } from "./storage/ports/index.js";
import type { RateLimitStore } from "./storage/ports/rate-limits.js";
import { createMemoryRateLimitStore } from "./storage/ports/rate-limits.js";
import { createPgAdminKeyStore } from "./storage/postgres/admin-keys.js";
import type { PgPool } from "./storage/postgres/client.js";
import { createPgConsumerStore } from "./storage/postgres/consumers.js";
import { createPgRateLimitStore } from "./storage/postgres/rate-limits.js";
import { createPgTermsRepository } from "./storage/postgres/restricted-terms/repository.js";
import { createPgTraceStore } from "./storage/postgres/traces.js";
import type { RestrictedTermsRepository } from "./storage/restricted-terms/index.js";
import { openAdministeredTerms } from "./storage/restricted-terms/index.js";
import { createAdminKeyStore } from "./storage/sqlite/admin-keys.js";
import { createConsumerStore } from "./storage/sqlite/consumers.js";
import type { Db } from "./storage/sqlite/open.js";
import { createTraceStore } from "./storage/sqlite/traces.js";
import type { TrademarkSearchService } from "./storage/trademarks/index.js";
import { createTrademarkSearchService, trademarkSnapshotPath } from "./storage/trademarks/index.js";

/** Domain services used by the route modules (conflicts, trademarks, domains, screening...). */
export type Services = {
  /** DNS + RDAP domain checker (`POST /v1/domains/availability`); tests inject one on loopback. */
  domainChecker: DomainChecker;
  /** Company conflict search over the SQLite register (`POST /v1/conflicts/search`). */
  conflicts: CompanySearchService;
  /** Trademark search over the SQLite register (`POST /v1/trademarks/search`). */
  trademarks: TrademarkSearchService;
  /** Restricted-term administration (`/v1/admin/restricted-terms`, `namescreen terms`). */
  restrictedTermsAdmin: RestrictedTermsRepository;
  /** Batch screening jobs and their worker (`/v1/name/screening/jobs`, docs/batch.md). */
  batchJobs: BatchJobs;
};

/** Everything `createApp` needs. */
export interface AppDeps {
  config: AppConfig;
  db: Db;
  logger: Logger;
  clock: Clock;
  consumers: ConsumerStore;
  adminKeys: AdminKeyStore;
  /** Stored decision traces (assessment, screening, eligibility). */
  traces: TraceStore;
  /** Restricted terms the assessment uses: the administered terms, re-read when they change. */
  restrictedTerms: RestrictedTermsSource;
  /** Request counts of the rate limiter: in memory, or shared in PostgreSQL by replicas. */
  rateLimits: RateLimitStore;
  /** Semantic analyser for checkLevel=full; `null` makes full assessments fail open. */
  semantic: SemanticAnalyzer | null;
  services: Services;
}

/** Inputs of {@link buildDeps}. */
export interface BuildDepsInput {
  config: AppConfig;
  /** SQLite: the database; with `postgres`, this replica's local copy of the registers. */
  db: Db;
  logger: Logger;
  clock?: Clock;
  /** Replicas: keys, traces and restricted terms in PostgreSQL (see docs/deploy.md). */
  postgres?: { pool: PgPool; termsSource: RestrictedTermsSource } | undefined;
}

/** Build the app's dependencies over an open, migrated database. */
export function buildDeps({ config, db, logger, clock, postgres }: BuildDepsInput): AppDeps {
  // The core's clock: its `sleep` is what makes screening time budgets fire (issue 16, finding 11).
  const effectiveClock = clock ?? systemClock;
  const isoNow = () => new Date(effectiveClock.now()).toISOString();
  const onWriteError = (e: unknown) =>
    logger.error({ err: e }, "trace not stored; the decision was still answered");
  const stores = postgres
    ? {
        consumers: createPgConsumerStore(postgres.pool, isoNow),
        adminKeys: createPgAdminKeyStore(postgres.pool, isoNow),
        traces: createPgTraceStore(postgres.pool, isoNow, {
          onWriteError,
          retention: config.traces && {
            ...config.traces,
            onError: (e: unknown) => logger.warn({ err: e }, "trace pruning failed"),
          },
        }),
        terms: {
          source: postgres.termsSource,
          repository: createPgTermsRepository(postgres.pool, { now: () => new Date(effectiveClock.now()) }),
        },
      }
    : sqliteStores(config, db, logger, effectiveClock, onWriteError);
  return {
    config,
    db,
    logger,
    clock: effectiveClock,
    consumers: stores.consumers,
    adminKeys: stores.adminKeys,
    traces: stores.traces,
    restrictedTerms: stores.terms.source,
    rateLimits: postgres ? createPgRateLimitStore(postgres.pool) : createMemoryRateLimitStore(),
    // The built-in offline analyser, or the LLM adapter when NAMESCREEN_LLM_URL is set.
    semantic: createSemanticAnalyzer(config.llm),
    services: {
      domainChecker: createDomainCheckerFromConfig(config.domains ?? DEFAULT_DOMAIN_CONFIG),
      conflicts: createCompanySearchService(db, {
        snapshotPath: companySnapshotPath(config.dbPath),
        buildThreads: config.buildThreads,
        onSnapshotProblem: warnSnapshotProblem(logger, "company"),
      }),
      trademarks: createTrademarkSearchService(db, {
        snapshotPath: trademarkSnapshotPath(config.dbPath),
        buildThreads: config.buildThreads,
        onSnapshotProblem: warnSnapshotProblem(logger, "trademark"),
      }),
      restrictedTermsAdmin: stores.terms.repository,
      // Jobs live in this process's SQLite file (with PostgreSQL: the replica's local copy), so a
      // job is served by the replica that created it (docs/deploy.md).
      batchJobs: createBatchJobs(
        createSqliteJobStore(db, {
          now: () => new Date(effectiveClock.now()),
          retentionMs: BATCH_LIMITS.retentionMs,
        }),
      ),
    },
  };
}

/**
 * A warning for an index snapshot that was rebuilt because it was damaged or stale, or that could
 * not be written (the index still answers; the next start rebuilds it instead of loading it).
 */
function warnSnapshotProblem(logger: Logger, register: "company" | "trademark") {
  return ({ kind, path, reason }: SnapshotProblem) =>
    logger.warn(
      { snapshot: path, reason },
      kind === "unusable"
        ? `${register} index snapshot not used (${reason}): index rebuilt`
        : `${register} index snapshot could not be written: ${reason}; the next start rebuilds the index`,
    );
}

/** The embedded default: every store in the SQLite file. */
function sqliteStores(
  config: AppConfig,
  db: Db,
  logger: Logger,
  clock: Clock,
  onWriteError: (e: unknown) => void,
) {
  const isoNow = () => new Date(clock.now()).toISOString();
  // Creates the tables if needed and adds built-in terms not seeded before (idempotent, ~2 ms).
  const terms = openAdministeredTerms(db, { now: () => new Date(clock.now()) });
  return {
    consumers: createConsumerStore(db, isoNow),
    adminKeys: createAdminKeyStore(db, isoNow),
    terms,
    traces: createTraceStore(db, isoNow, {
      retention: config.traces && {
        ...config.traces,
        onError: (e) => logger.warn({ err: e }, "trace pruning failed"),
      },
      onWriteError,
    }),
  };
}
