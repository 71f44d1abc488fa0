import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_DOMAIN_CONFIG } from "../src/adapters/domains/config.js";
import { ConfigError, loadConfig } from "../src/config.js";
import { SERVER_ENV_NAMES } from "../src/env-names.js";
import { DEFAULT_SYNC_CONFIG } from "../src/sync/config.js";

import { runCli, runCliUntil } from "./helpers/run-cli.js";

describe("loadConfig", () => {
  it("applies the documented defaults", () => {
    expect(loadConfig({})).toEqual({
      unknownEnv: [],
      port: 8080,
      host: "0.0.0.0",
      dbPath: "./data/namescreen.db",
      env: "sandbox",
      adminKey: null,
      rateLimit: { limit: 600, windowMs: 60_000 },
      authThrottle: { maxFailures: 20, windowMs: 60_000 },
      bodyLimitBytes: 65_536,
      logLevel: "info",
      demoData: true,
      importMaxRemovalPercent: 5,
      domains: DEFAULT_DOMAIN_CONFIG,
      llm: null,
      traces: {
        maxAgeDays: 90,
        maxCount: 100_000,
        batchSize: 2000,
        intervalMs: 60_000,
        minFreeDiskBytes: 16 * 1024 * 1024,
      },
      sync: DEFAULT_SYNC_CONFIG,
    });
  });

  it("reads every variable; empty strings count as unset", () => {
    const config = loadConfig({
      PORT: "9000",
      NAMESCREEN_DB_PATH: "/var/lib/ns.db",
      NAMESCREEN_ENV: "production",
      NAMESCREEN_ADMIN_KEY: "a-long-enough-operator-key-123",
      NAMESCREEN_RATE_LIMIT: "0",
      NAMESCREEN_RATE_LIMIT_WINDOW_MS: "1000",
      NAMESCREEN_BODY_LIMIT_BYTES: "1024",
      NAMESCREEN_BUILD_THREADS: "0",
      LOG_LEVEL: "",
    });
    expect(config).toMatchObject({
      port: 9000,
      dbPath: "/var/lib/ns.db",
      env: "production",
      adminKey: "a-long-enough-operator-key-123",
      rateLimit: { limit: 0, windowMs: 1000 },
      bodyLimitBytes: 1024,
      buildThreads: 0,
      logLevel: "info",
    });
  });

  it.each([
    [{ PORT: "eighty" }, /PORT must be a whole number/],
    [{ PORT: "70000" }, /PORT must be at most 65535/],
    [{ NAMESCREEN_ENV: "staging" }, /NAMESCREEN_ENV must be sandbox or production/],
    [{ NAMESCREEN_ADMIN_KEY: "short" }, /NAMESCREEN_ADMIN_KEY must be at least 24/],
    [{ NAMESCREEN_RATE_LIMIT: "-1" }, /NAMESCREEN_RATE_LIMIT must be a whole number/],
    [{ NAMESCREEN_ENV: "production" }, /NAMESCREEN_ADMIN_KEY is required/],
    [{ LOG_LEVEL: "loud" }, /LOG_LEVEL must be one of/],
    [{ NAMESCREEN_BUILD_THREADS: "two" }, /NAMESCREEN_BUILD_THREADS must be a whole number/],
    [{ NAMESCREEN_BUILD_THREADS: "65" }, /NAMESCREEN_BUILD_THREADS must be at most 64/],
  ])("refuses %j with a message naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("lists every bad variable at once", () => {
    try {
      loadConfig({ PORT: "x", NAMESCREEN_ENV: "y" });
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).issues).toHaveLength(2);
    }
  });
});

describe("NAMESCREEN_* variables no setting reads", () => {
  it("are listed, with the name a typo most likely meant", () => {
    const config = loadConfig({
      NAMESCREEN_DB_PAHT: "/real.db",
      NAMESCREEN_RATELIMIT: "10",
      NAMESCREEN_SOMETHING_ELSE: "1",
      NAMESCREEN_API_KEY: "the partner SDK's, not the server's",
      NAMESCREEN_DB_PATH: "/x.db",
    });
    expect(config.unknownEnv).toEqual([
      "NAMESCREEN_DB_PAHT (did you mean NAMESCREEN_DB_PATH?)",
      "NAMESCREEN_RATELIMIT (did you mean NAMESCREEN_RATE_LIMIT?)",
      "NAMESCREEN_SOMETHING_ELSE",
    ]);
  });

  it("SERVER_ENV_NAMES holds every NAMESCREEN_* name the server's sources read", () => {
    const src = fileURLToPath(new URL("../src", import.meta.url));
    const read = new Set<string>();
    for (const file of readdirSync(src, { recursive: true, encoding: "utf8" })) {
      if (!file.endsWith(".ts") || file === "env-names.ts") continue;
      for (const m of readFileSync(join(src, file), "utf8").matchAll(
        /NAMESCREEN_[A-Z0-9_]*[A-Z0-9](?![A-Z0-9_*])/g,
      ))
        read.add(m[0]);
    }
    expect([...read].sort()).toEqual([...SERVER_ENV_NAMES].sort());
  });

  it("are warned about when the server starts (a typo kept the default, silently)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "namescreen-env-"));
    try {
      const out = await runCliUntil(
        ["serve", "--port", "0"],
        {
          HOST: "127.0.0.1",
          NAMESCREEN_DEMO_DATA: "false",
          NAMESCREEN_DB_PATH: join(dir, "ns.db"),
          NAMESCREEN_DB_PAHT: join(dir, "meant.db"),
        },
        (output) => output.includes("no setting reads"),
      );
      const line = out.split("\n").find((l) => l.includes("no setting reads")) ?? "";
      expect(JSON.parse(line)).toMatchObject({
        level: 40,
        variables: ["NAMESCREEN_DB_PAHT (did you mean NAMESCREEN_DB_PATH?)"],
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("namescreen serve with a bad configuration", () => {
  const dir = mkdtempSync(join(tmpdir(), "namescreen-config-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("exits with code 1 and a clear message for a bad value", async () => {
    const run = await runCli(["serve"], { PORT: "not-a-port", NAMESCREEN_DB_PATH: join(dir, "a.db") });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("Invalid configuration");
    expect(run.stderr).toContain("PORT must be a whole number");
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it("refuses to start in production without NAMESCREEN_ADMIN_KEY", async () => {
    const run = await runCli(["serve"], {
      NAMESCREEN_ENV: "production",
      NAMESCREEN_DB_PATH: join(dir, "b.db"),
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("NAMESCREEN_ADMIN_KEY is required when NAMESCREEN_ENV=production");
  });
});
