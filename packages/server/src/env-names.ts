/**
 * The NAMESCREEN_* environment variables the server reads. One it does not know is most often a
 * typo ("NAMESCREEN_DB_PAHT"), and the setting it meant silently keeps its default: a production
 * server started on an empty ./data/namescreen.db. Such names are reported at start (a warning;
 * refusing them would stop a server whose environment also serves other tools).
 */
import { distance } from "fastest-levenshtein";

/** Every NAMESCREEN_* name the server reads (a test keeps this list equal to the sources'). */
export const SERVER_ENV_NAMES: readonly string[] = [
  "NAMESCREEN_ADMIN_KEY",
  "NAMESCREEN_AUTH_FAIL_LIMIT",
  "NAMESCREEN_AUTH_FAIL_WINDOW_MS",
  "NAMESCREEN_BODY_LIMIT_BYTES",
  "NAMESCREEN_BUILD_THREADS",
  "NAMESCREEN_DATABASE_URL",
  "NAMESCREEN_DB_PATH",
  "NAMESCREEN_DEMO_DATA",
  "NAMESCREEN_DNS_SERVERS",
  "NAMESCREEN_DNS_TIMEOUT_MS",
  "NAMESCREEN_DNS_TRIES",
  "NAMESCREEN_DOMAIN_AVAILABLE_TTL_MS",
  "NAMESCREEN_DOMAIN_BREAKER_COOLDOWN_MS",
  "NAMESCREEN_DOMAIN_BREAKER_FAILURES",
  "NAMESCREEN_DOMAIN_CACHE_ENTRIES",
  "NAMESCREEN_DOMAIN_CONSUMER_SHARE_PERCENT",
  "NAMESCREEN_DOMAIN_DEADLINE_MS",
  "NAMESCREEN_DOMAIN_MAX_PENDING",
  "NAMESCREEN_DOMAIN_MAX_PENDING_PER_CONSUMER",
  "NAMESCREEN_DOMAIN_TAKEN_TTL_MS",
  "NAMESCREEN_DOMAIN_TLDS",
  "NAMESCREEN_ENV",
  "NAMESCREEN_IMPORT_MAX_REMOVAL_PERCENT",
  "NAMESCREEN_LINDAS_URL",
  "NAMESCREEN_LLM_API_KEY",
  "NAMESCREEN_LLM_MAX_REPLY_BYTES",
  "NAMESCREEN_LLM_MODE",
  "NAMESCREEN_LLM_MODEL",
  "NAMESCREEN_LLM_TIMEOUT_MS",
  "NAMESCREEN_LLM_URL",
  "NAMESCREEN_MIN_FREE_DISK_MB",
  "NAMESCREEN_RATE_LIMIT",
  "NAMESCREEN_RATE_LIMIT_WINDOW_MS",
  "NAMESCREEN_RDAP_BOOTSTRAP_FILE",
  "NAMESCREEN_RDAP_CONCURRENCY",
  "NAMESCREEN_RDAP_MAX_RETRY_AFTER_MS",
  "NAMESCREEN_RDAP_OVERRIDES",
  "NAMESCREEN_RDAP_RETRIES",
  "NAMESCREEN_RDAP_TIMEOUT_MS",
  "NAMESCREEN_SYNC",
  "NAMESCREEN_SYNC_DELAY_MS",
  "NAMESCREEN_SYNC_MAX_AGE_HOURS",
  "NAMESCREEN_SYNC_MAX_REMOVAL_PERCENT",
  "NAMESCREEN_TRACE_MAX_AGE_DAYS",
  "NAMESCREEN_TRACE_MAX_COUNT",
  "NAMESCREEN_TRACE_PRUNE_BATCH",
  "NAMESCREEN_TRACE_PRUNE_INTERVAL_MS",
];

/** Names other NameScreen tools read (the partner SDK's key, the test suite's settings). */
const OTHER_TOOLS: ReadonlySet<string> = new Set([
  "NAMESCREEN_API_KEY",
  "NAMESCREEN_PG_BIN",
  "NAMESCREEN_FUZZ_RUNS",
  "NAMESCREEN_FUZZ_SEED",
]);

const KNOWN: ReadonlySet<string> = new Set(SERVER_ENV_NAMES);

/** The NAMESCREEN_* names in `env` nobody reads, each with the closest known name when near. */
export function unknownEnvNames(env: Record<string, string | undefined>): string[] {
  return Object.keys(env)
    .filter((name) => name.startsWith("NAMESCREEN_") && !KNOWN.has(name) && !OTHER_TOOLS.has(name))
    .sort()
    .map((name) => {
      const near = SERVER_ENV_NAMES.map((known) => ({ known, d: distance(name, known) })).sort(
        (a, b) => a.d - b.d,
      )[0];
      return near && near.d <= 3 ? `${name} (did you mean ${near.known}?)` : name;
    });
}
