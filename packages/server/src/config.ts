/**
 * Server configuration, read once from the environment and checked with valibot.
 * A bad value stops start-up with a message naming the variable (the CLI exits with code 1).
 */
import * as v from "valibot";
import type { DomainConfig } from "./adapters/domains/config.js";
import { parseDomainEnv } from "./adapters/domains/config.js";
import type { LlmConfig } from "./adapters/semantic/config.js";
import { parseLlmEnv } from "./adapters/semantic/config.js";
import { unknownEnvNames } from "./env-names.js";
import type { AuthThrottleConfig } from "./http/auth-throttle.js";
import { AUTH_THROTTLE_DEFAULTS } from "./http/auth-throttle.js";
import { DEFAULT_MAX_REMOVAL_PERCENT } from "./storage/import/removal-guard.js";
import { DEFAULT_TRACE_RETENTION } from "./storage/sqlite/trace-retention.js";
import type { SyncConfig } from "./sync/config.js";
import { parseSyncEnv } from "./sync/config.js";

/** Deployment environment; keys of one environment are refused by the other. */
export type Environment = "sandbox" | "production";

/** Validated configuration of one server process. */
export interface AppConfig {
  /** NAMESCREEN_* variables of the environment that no setting reads (warned about at start). */
  unknownEnv?: string[];
  port: number;
  host: string;
  /**
   * The embedded SQLite file; with `databaseUrl`, this replica's local copy of the registers
   * (and its index snapshots) instead.
   */
  dbPath: string;
  /** NAMESCREEN_DATABASE_URL (postgres://...): PostgreSQL shared by replicas; absent: SQLite only. */
  databaseUrl?: string | undefined;
  env: Environment;
  /** Operator key from NAMESCREEN_ADMIN_KEY; `null` means "use the stored (generated) admin key". */
  adminKey: string | null;
  rateLimit: {
    /** Requests allowed per key and window; 0 switches rate limiting off. */
    limit: number;
    windowMs: number;
  };
  /** Failed key checks per client address and window before 429; defaults when absent. */
  authThrottle?: AuthThrottleConfig;
  /** Largest accepted JSON body, in bytes. */
  bodyLimitBytes: number;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  /** Domain checker (DNS resolvers, RDAP timeouts/overrides, cache); defaults when absent. */
  domains?: DomainConfig;
  /** Optional LLM semantic analyser (NAMESCREEN_LLM_*); absent or `null`: the built-in analyser. */
  llm?: LlmConfig | null;
  /**
   * Seed generated demo companies and marks (and the bundled samples) into a fresh database:
   * NAMESCREEN_DEMO_DATA, on by default in sandbox, never in production. Absent: off.
   */
  demoData?: boolean;
  /**
   * Imports: largest share of the register a full import removes without --allow-removals
   * (percent; NAMESCREEN_IMPORT_MAX_REMOVAL_PERCENT, default 5).
   */
  importMaxRemovalPercent?: number;
  /**
   * Worker threads that read the names during an index build (NAMESCREEN_BUILD_THREADS; 0 = build
   * on the main thread). Absent: one per core beside the main thread, at most 3.
   */
  buildThreads?: number;
  /** Trace retention and the free-disk floor of /health; absent: traces kept, 16 MiB floor. */
  traces?: TraceConfig;
  /** Per-check time budgets of the bundled screening (ms); the core's defaults when absent. */
  screeningBudgetsMs?: Partial<Record<"ehraCompliance" | "conflicts" | "trademarks" | "domains", number>>;
  /** Register sync (NAMESCREEN_LINDAS_URL, NAMESCREEN_SYNC*); the defaults (no schedule) when absent. */
  sync?: SyncConfig;
}

/** Trace retention (docs/reliability.md, "Traces and disk"). */
export interface TraceConfig {
  maxAgeDays: number;
  maxCount: number;
  batchSize: number;
  intervalMs: number;
  /** /health reports `degraded` when the database's file system has less free space than this. */
  minFreeDiskBytes: number;
}

/** Free space below which /health reports the disk as full. */
export const DEFAULT_MIN_FREE_DISK_MB = 16;

/** Thrown for an invalid environment; `issues` lists one line per bad variable. */
export class ConfigError extends Error {
  readonly issues: string[];

  constructor(issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join("\n")}`);
    this.name = "ConfigError";
    this.issues = issues;
  }
}

/** Most worker threads an index build may use (NAMESCREEN_BUILD_THREADS). */
const MAX_BUILD_THREADS = 64;

const intVar = (name: string, fallback: number, min: number, max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^\d+$/, `${name} must be a whole number`),
      v.transform(Number),
      v.number(),
      v.minValue(min, `${name} must be at least ${min}`),
      v.maxValue(max, `${name} must be at most ${max}`),
    ),
    String(fallback),
  );

const EnvSchema = v.object({
  PORT: intVar("PORT", 8080, 0, 65535),
  HOST: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, "HOST must not be empty")), "0.0.0.0"),
  NAMESCREEN_DB_PATH: v.optional(
    v.pipe(v.string(), v.trim(), v.minLength(1, "NAMESCREEN_DB_PATH must not be empty")),
    "./data/namescreen.db",
  ),
  NAMESCREEN_DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^postgres(ql)?:\/\/\S+$/, "NAMESCREEN_DATABASE_URL must be a postgres:// URL"),
    ),
  ),
  NAMESCREEN_ENV: v.optional(
    v.picklist(["sandbox", "production"], "NAMESCREEN_ENV must be sandbox or production"),
    "sandbox",
  ),
  NAMESCREEN_ADMIN_KEY: v.optional(
    v.pipe(
      v.string(),
      v.minLength(24, "NAMESCREEN_ADMIN_KEY must be at least 24 characters"),
      v.maxLength(512, "NAMESCREEN_ADMIN_KEY must be at most 512 characters"),
      v.regex(/^[\x21-\x7E]+$/, "NAMESCREEN_ADMIN_KEY must be printable ASCII without spaces"),
    ),
  ),
  NAMESCREEN_RATE_LIMIT: intVar("NAMESCREEN_RATE_LIMIT", 600, 0, 10_000_000),
  NAMESCREEN_RATE_LIMIT_WINDOW_MS: intVar("NAMESCREEN_RATE_LIMIT_WINDOW_MS", 60_000, 1000, 86_400_000),
  NAMESCREEN_AUTH_FAIL_LIMIT: intVar(
    "NAMESCREEN_AUTH_FAIL_LIMIT",
    AUTH_THROTTLE_DEFAULTS.maxFailures,
    0,
    1_000_000,
  ),
  NAMESCREEN_AUTH_FAIL_WINDOW_MS: intVar(
    "NAMESCREEN_AUTH_FAIL_WINDOW_MS",
    AUTH_THROTTLE_DEFAULTS.windowMs,
    1000,
    86_400_000,
  ),
  NAMESCREEN_BODY_LIMIT_BYTES: intVar("NAMESCREEN_BODY_LIMIT_BYTES", 65_536, 1024, 10_485_760),
  NAMESCREEN_DEMO_DATA: v.optional(
    v.picklist(["true", "false", "1", "0"], "NAMESCREEN_DEMO_DATA must be true or false"),
  ),
  NAMESCREEN_IMPORT_MAX_REMOVAL_PERCENT: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^\d{1,3}(\.\d+)?$/, "NAMESCREEN_IMPORT_MAX_REMOVAL_PERCENT must be a number from 0 to 100"),
      v.transform(Number),
      v.maxValue(100, "NAMESCREEN_IMPORT_MAX_REMOVAL_PERCENT must be a number from 0 to 100"),
    ),
    String(DEFAULT_MAX_REMOVAL_PERCENT),
  ),
  NAMESCREEN_BUILD_THREADS: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^\d+$/, "NAMESCREEN_BUILD_THREADS must be a whole number"),
      v.transform(Number),
      v.maxValue(MAX_BUILD_THREADS, `NAMESCREEN_BUILD_THREADS must be at most ${MAX_BUILD_THREADS}`),
    ),
  ),
  NAMESCREEN_TRACE_MAX_AGE_DAYS: intVar(
    "NAMESCREEN_TRACE_MAX_AGE_DAYS",
    DEFAULT_TRACE_RETENTION.maxAgeDays,
    0,
    36_500,
  ),
  NAMESCREEN_TRACE_MAX_COUNT: intVar(
    "NAMESCREEN_TRACE_MAX_COUNT",
    DEFAULT_TRACE_RETENTION.maxCount,
    0,
    1_000_000_000,
  ),
  NAMESCREEN_TRACE_PRUNE_BATCH: intVar(
    "NAMESCREEN_TRACE_PRUNE_BATCH",
    DEFAULT_TRACE_RETENTION.batchSize,
    1,
    100_000,
  ),
  NAMESCREEN_TRACE_PRUNE_INTERVAL_MS: intVar(
    "NAMESCREEN_TRACE_PRUNE_INTERVAL_MS",
    DEFAULT_TRACE_RETENTION.intervalMs,
    1000,
    86_400_000,
  ),
  NAMESCREEN_MIN_FREE_DISK_MB: intVar("NAMESCREEN_MIN_FREE_DISK_MB", DEFAULT_MIN_FREE_DISK_MB, 0, 1_000_000),
  LOG_LEVEL: v.optional(
    v.picklist(
      ["fatal", "error", "warn", "info", "debug", "trace", "silent"],
      "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent",
    ),
    "info",
  ),
});

/**
 * Parse the configuration from an environment map (normally `process.env`).
 * Empty strings count as unset, so `PORT= node ...` uses the default.
 * @throws ConfigError naming every bad variable.
 */
export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = v.safeParse(EnvSchema, present);
  const domains = parseDomainEnv(present);
  const llm = parseLlmEnv(present);
  const sync = parseSyncEnv(present);
  if (!parsed.success) {
    throw new ConfigError([
      ...parsed.issues.map((issue) => {
        const key = issue.path?.map((p) => String(p.key)).join(".") ?? "environment";
        return issue.message.includes(key) ? issue.message : `${key}: ${issue.message}`;
      }),
      ...domains.issues,
      ...llm.issues,
      ...sync.issues,
    ]);
  }
  const e = parsed.output;
  if (domains.issues.length > 0 || llm.issues.length > 0 || sync.issues.length > 0)
    throw new ConfigError([...domains.issues, ...llm.issues, ...sync.issues]);
  if (e.NAMESCREEN_ENV === "production" && e.NAMESCREEN_ADMIN_KEY === undefined) {
    throw new ConfigError(["NAMESCREEN_ADMIN_KEY is required when NAMESCREEN_ENV=production"]);
  }
  const demoData =
    e.NAMESCREEN_DEMO_DATA === undefined
      ? null
      : e.NAMESCREEN_DEMO_DATA === "true" || e.NAMESCREEN_DEMO_DATA === "1";
  // Generated names in a production register would block real names (issue 16, finding 3).
  if (e.NAMESCREEN_ENV === "production" && demoData === true) {
    throw new ConfigError(["NAMESCREEN_DEMO_DATA=true is refused when NAMESCREEN_ENV=production"]);
  }
  return {
    unknownEnv: unknownEnvNames(env),
    port: e.PORT,
    host: e.HOST,
    dbPath: e.NAMESCREEN_DB_PATH,
    ...(e.NAMESCREEN_DATABASE_URL === undefined ? {} : { databaseUrl: e.NAMESCREEN_DATABASE_URL }),
    env: e.NAMESCREEN_ENV,
    adminKey: e.NAMESCREEN_ADMIN_KEY ?? null,
    rateLimit: { limit: e.NAMESCREEN_RATE_LIMIT, windowMs: e.NAMESCREEN_RATE_LIMIT_WINDOW_MS },
    authThrottle: { maxFailures: e.NAMESCREEN_AUTH_FAIL_LIMIT, windowMs: e.NAMESCREEN_AUTH_FAIL_WINDOW_MS },
    bodyLimitBytes: e.NAMESCREEN_BODY_LIMIT_BYTES,
    logLevel: e.LOG_LEVEL,
    demoData: demoData ?? e.NAMESCREEN_ENV === "sandbox",
    importMaxRemovalPercent: e.NAMESCREEN_IMPORT_MAX_REMOVAL_PERCENT,
    ...(e.NAMESCREEN_BUILD_THREADS === undefined ? {} : { buildThreads: e.NAMESCREEN_BUILD_THREADS }),
    domains: domains.config,
    llm: llm.config,
    traces: {
      maxAgeDays: e.NAMESCREEN_TRACE_MAX_AGE_DAYS,
      maxCount: e.NAMESCREEN_TRACE_MAX_COUNT,
      batchSize: e.NAMESCREEN_TRACE_PRUNE_BATCH,
      intervalMs: e.NAMESCREEN_TRACE_PRUNE_INTERVAL_MS,
      minFreeDiskBytes: e.NAMESCREEN_MIN_FREE_DISK_MB * 1024 * 1024,
    },
    sync: sync.config,
  };
}
