/**
 * Configuration of the register sync from the environment: where LINDAS is, when the server
 * syncs on its own, how old the last sync may get before `/health` says degraded, and how much
 * one sync may remove.
 */
import { DEFAULT_LINDAS_ENDPOINT } from "../adapters/lindas/index.js";
import { DEFAULT_MAX_REMOVAL_PERCENT } from "../storage/import/removal-guard.js";
import type { CronSchedule } from "./cron.js";
import { parseCron } from "./cron.js";

/** `NAMESCREEN_SYNC=daily`: every day at 05:00 UTC (after the source's nightly reload). */
export const DAILY_SYNC_CRON = "0 5 * * *";

/** Validated sync settings. */
export interface SyncConfig {
  /** SPARQL endpoint (NAMESCREEN_LINDAS_URL). */
  endpoint: string;
  /** When the server syncs by itself (NAMESCREEN_SYNC: off, daily or a cron expression in UTC); null = never. */
  schedule: CronSchedule | null;
  /** `/health` is degraded when the last applied sync is older (NAMESCREEN_SYNC_MAX_AGE_HOURS, default 48). */
  maxAgeHours: number;
  /** Largest share of the real register one sync may remove (NAMESCREEN_SYNC_MAX_REMOVAL_PERCENT, default 5). */
  maxRemovalShare: number;
  /** Pause between two requests to the source (NAMESCREEN_SYNC_DELAY_MS, default 0). */
  delayMs: number;
}

/** The defaults: public endpoint, no schedule. */
export const DEFAULT_SYNC_CONFIG: SyncConfig = {
  endpoint: DEFAULT_LINDAS_ENDPOINT,
  schedule: null,
  maxAgeHours: 48,
  maxRemovalShare: DEFAULT_MAX_REMOVAL_PERCENT / 100,
  delayMs: 0,
};

/**
 * Read the sync variables (non-empty ones only). The schedule is off unless set; production
 * deployments set `NAMESCREEN_SYNC=daily` (docs/register-sync.md).
 */
export function parseSyncEnv(env: Record<string, string | undefined>): {
  config: SyncConfig;
  issues: string[];
} {
  const issues: string[] = [];
  const config = { ...DEFAULT_SYNC_CONFIG };
  const url = env.NAMESCREEN_LINDAS_URL;
  if (url !== undefined) {
    if (/^https?:\/\/[^\s]+$/.test(url.trim())) config.endpoint = url.trim();
    else issues.push("NAMESCREEN_LINDAS_URL must be an http(s) URL");
  }
  const schedule = env.NAMESCREEN_SYNC?.trim();
  if (schedule !== undefined && schedule !== "off") {
    try {
      config.schedule = parseCron(schedule === "daily" ? DAILY_SYNC_CRON : schedule);
    } catch (error) {
      issues.push(`NAMESCREEN_SYNC must be off, daily or a cron expression: ${(error as Error).message}`);
    }
  }
  const number = (name: string, min: number, max: number): number | null => {
    const text = env[name]?.trim();
    if (text === undefined) return null;
    const n = /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
    if (Number.isNaN(n) || n < min || n > max) {
      issues.push(`${name} must be a number from ${min} to ${max}`);
      return null;
    }
    return n;
  };
  config.maxAgeHours = number("NAMESCREEN_SYNC_MAX_AGE_HOURS", 1, 24 * 365) ?? config.maxAgeHours;
  const percent = number("NAMESCREEN_SYNC_MAX_REMOVAL_PERCENT", 0, 100);
  if (percent !== null) config.maxRemovalShare = percent / 100;
  config.delayMs = number("NAMESCREEN_SYNC_DELAY_MS", 0, 600_000) ?? config.delayMs;
  return { config, issues };
}
