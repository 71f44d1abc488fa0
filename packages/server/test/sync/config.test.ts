/** The sync's environment variables and the cron schedule. */
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config.js";
import { DEFAULT_SYNC_CONFIG, parseSyncEnv } from "../../src/sync/config.js";
import { parseCron } from "../../src/sync/cron.js";

describe("sync configuration", () => {
  it("is off by default, with the public endpoint", () => {
    expect(loadConfig({}).sync).toEqual(DEFAULT_SYNC_CONFIG);
    expect(DEFAULT_SYNC_CONFIG).toMatchObject({ endpoint: "https://lindas.admin.ch/query", schedule: null });
  });

  it("reads every variable", () => {
    const { config, issues } = parseSyncEnv({
      NAMESCREEN_LINDAS_URL: "http://127.0.0.1:7878/query",
      NAMESCREEN_SYNC: "daily",
      NAMESCREEN_SYNC_MAX_AGE_HOURS: "30",
      NAMESCREEN_SYNC_MAX_REMOVAL_PERCENT: "2.5",
      NAMESCREEN_SYNC_DELAY_MS: "250",
    });
    expect(issues).toEqual([]);
    expect(config).toMatchObject({
      endpoint: "http://127.0.0.1:7878/query",
      maxAgeHours: 30,
      maxRemovalShare: 0.025,
      delayMs: 250,
    });
    expect(config.schedule?.next(new Date("2026-09-14T05:00:00Z")).toISOString()).toBe(
      "2026-09-15T05:00:00.000Z",
    );
  });

  it("names every bad variable", () => {
    expect(() =>
      loadConfig({
        NAMESCREEN_SYNC: "sometimes",
        NAMESCREEN_LINDAS_URL: "ftp://x",
        NAMESCREEN_SYNC_MAX_REMOVAL_PERCENT: "120",
      }),
    ).toThrow(ConfigError);
    const { issues } = parseSyncEnv({ NAMESCREEN_SYNC: "61 * * * *", NAMESCREEN_LINDAS_URL: "ftp://x" });
    expect(issues).toEqual([
      "NAMESCREEN_LINDAS_URL must be an http(s) URL",
      'NAMESCREEN_SYNC must be off, daily or a cron expression: cron minute "61" is outside 0-59',
    ]);
  });
});

describe("parseCron", () => {
  const next = (expr: string, after: string) => parseCron(expr).next(new Date(after)).toISOString();

  it("finds the next matching minute in UTC", () => {
    expect(next("*/15 * * * *", "2026-09-14T10:07:30Z")).toBe("2026-09-14T10:15:00.000Z");
    expect(next("30 2 * * *", "2026-09-14T02:30:00Z")).toBe("2026-09-15T02:30:00.000Z");
    expect(next("0 6 * * 1-5", "2026-09-18T07:00:00Z")).toBe("2026-09-21T06:00:00.000Z"); // Friday → Monday
    expect(next("0 0 1 */3 *", "2026-09-14T00:00:00Z")).toBe("2026-10-01T00:00:00.000Z");
    expect(next("0 12 29 2 *", "2026-03-01T00:00:00Z")).toBe("2028-02-29T12:00:00.000Z");
    expect(next("0 0 * * 7", "2026-09-14T00:00:00Z")).toBe("2026-09-20T00:00:00.000Z"); // 7 = Sunday
  });

  it("matches either day field when both are restricted", () => {
    expect(next("0 0 15 * 1", "2026-09-01T00:00:00Z")).toBe("2026-09-07T00:00:00.000Z");
  });

  it("refuses what it does not understand", () => {
    expect(() => parseCron("* * * *")).toThrow(/5 fields/);
    expect(() => parseCron("* 24 * * *")).toThrow(/hour "24" is outside 0-23/);
    expect(() => parseCron("@daily x y z w")).toThrow(/not understood/);
  });
});
