import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { assertAdminKeyAvailable, bootstrap, bootstrapBanner, StartupError } from "../src/bootstrap.js";
import type { AppConfig } from "../src/config.js";
import { buildDeps } from "../src/deps.js";
import { createLogger } from "../src/logger.js";
import { openDatabase } from "../src/storage/sqlite/open.js";
import type { TestApp } from "./helpers/test-app.js";
import { createTestApp, testConfig } from "./helpers/test-app.js";

describe("bootstrap (first start)", () => {
  let dir: string;
  const open = (overrides: Partial<AppConfig> = {}) => {
    const path = join(dir, "ns.db");
    const { db, fresh } = openDatabase(path);
    return {
      deps: buildDeps({ config: testConfig(path, overrides), db, logger: createLogger("silent") }),
      fresh,
    };
  };
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "namescreen-boot-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("sandbox: creates the demo consumer and an admin key once, and prints them once", async () => {
    const first = open();
    const result = await bootstrap(first.deps, first.fresh, []);
    expect(result.demoConsumerCode).toBe("demo-partner");
    expect(result.demoPartnerKey).toMatch(/^ns_sandbox_/);
    expect(result.generatedAdminKey).toMatch(/^nsadmin_sandbox_/);
    expect(bootstrapBanner(result)).toContain(result.demoPartnerKey as string);
    expect((await first.deps.consumers.listKeys())[0]?.scopes).toHaveLength(6);
    first.deps.db.close();

    const second = open();
    expect(second.fresh).toBe(false);
    const again = await bootstrap(second.deps, second.fresh, []);
    expect(again).toEqual({
      seeded: [],
      demoPartnerKey: null,
      demoConsumerCode: null,
      generatedAdminKey: null,
    });
    expect(bootstrapBanner(again)).toBeNull();
    second.deps.db.close();
  });

  it("keys made with the CLI before the first serve: no demo consumer, still an admin key", async () => {
    const { deps, fresh } = open();
    deps.consumers.create({ name: "Made By CLI" });
    const result = await bootstrap(deps, fresh, []);
    expect(result.demoPartnerKey).toBeNull();
    expect(result.generatedAdminKey).not.toBeNull();
    deps.db.close();
  });

  it("NAMESCREEN_ADMIN_KEY set: no generated admin key; production: nothing generated", async () => {
    const withKey = open({ adminKey: "x".repeat(30) });
    const result = await bootstrap(withKey.deps, withKey.fresh, []);
    expect(result.generatedAdminKey).toBeNull();
    expect(result.demoPartnerKey).not.toBeNull();
    withKey.deps.db.close();
    rmSync(join(dir, "ns.db"));
    const prod = open({ env: "production", adminKey: "x".repeat(30) });
    const p = await bootstrap(prod.deps, prod.fresh, []);
    expect(p.demoPartnerKey).toBeNull();
    expect(p.generatedAdminKey).toBeNull();
    prod.deps.db.close();
  });

  it("refuses to serve without any admin key", () => {
    expect(() => assertAdminKeyAvailable(testConfig("x"), 0)).toThrow(StartupError);
    expect(() => assertAdminKeyAvailable(testConfig("x"), 1)).not.toThrow();
    expect(() => assertAdminKeyAvailable(testConfig("x", { adminKey: "y".repeat(30) }), 0)).not.toThrow();
    expect(() => assertAdminKeyAvailable(testConfig("x", { env: "production" }), 5)).toThrow(/production/);
  });
});

describe("seeded test app", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ seeders: [{ name: "probe", run: (db) => String(db.open) }] });
  });
  afterEach(() => t.close());

  it("runs the given seeders on the fresh database", () => {
    expect(t.db.open).toBe(true);
  });
});
