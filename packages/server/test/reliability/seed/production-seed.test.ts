/**
 * Issue 16, finding 3: production must never hold generated demo data. A production start on a
 * fresh database has an empty register and says so in /health; sandbox still seeds the demo
 * data; `namescreen generate remove` removes exactly the generated rows, through the change
 * log, so a running search service follows.
 * @see issue 16
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../src/config.js";
import type { RunningServer } from "../../../src/main.js";
import { startServer } from "../../../src/main.js";
import { createCompanySearchService, importCompanies } from "../../../src/storage/companies/index.js";
import { companySeeder } from "../../../src/storage/companies/seed.js";
import { DEMO_SEEDERS, runSeeders, seedersFor } from "../../../src/storage/seed/index.js";
import { openDatabase } from "../../../src/storage/sqlite/open.js";
import { trademarkSeeder } from "../../../src/storage/trademarks/seed.js";
import { runCli, runCliUntil } from "../../helpers/run-cli.js";
import { companyCsvLines, tempRegister } from "../import/files.js";

const ADMIN_KEY = "a-long-enough-operator-key-for-tests-123";

describe("production start on a fresh database", () => {
  const dir = mkdtempSync(join(tmpdir(), "namescreen-prod-"));
  let running: RunningServer | null = null;
  afterAll(async () => {
    await running?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("seeds no generated companies or marks, and /health says so", async () => {
    const config = loadConfig({
      NAMESCREEN_ENV: "production",
      NAMESCREEN_ADMIN_KEY: ADMIN_KEY,
      NAMESCREEN_DB_PATH: join(dir, "prod.db"),
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "silent",
    });
    expect(config.demoData).toBe(false);
    running = await startServer(config, { handleSignals: false }); // the default seeders
    const count = (sql: string) => running?.deps.db.prepare(sql).pluck().get() as number;
    expect(count("SELECT count(*) FROM companies")).toBe(0);
    expect(count("SELECT count(*) FROM trademarks")).toBe(0);

    const health = (await (await fetch(`http://127.0.0.1:${running.port}/health`)).json()) as Record<
      string,
      unknown
    >;
    expect(health).toEqual({
      status: "ok",
      register: {
        companies: 0,
        trademarks: 0,
        generated: { companies: 0, trademarks: 0 },
        source: "empty",
        demoData: false,
      },
    });
    // The real name of the finding is registrable: no made-up company stands in its way.
    const answer = await running.deps.services.conflicts.search({ name: "Zurzach Metallbau AG" });
    expect(answer.registrable).toBe(true);
  });

  it("refuses demo data in production, and seeds it in sandbox by default", () => {
    expect(() =>
      loadConfig({
        NAMESCREEN_ENV: "production",
        NAMESCREEN_ADMIN_KEY: ADMIN_KEY,
        NAMESCREEN_DEMO_DATA: "true",
      }),
    ).toThrow(/NAMESCREEN_DEMO_DATA=true is refused when NAMESCREEN_ENV=production/);
    expect(seedersFor(loadConfig({}))).toBe(DEMO_SEEDERS);
    expect(seedersFor(loadConfig({ NAMESCREEN_DEMO_DATA: "false" }))).toEqual([]);
  });

  it("refuses `generate companies` against a production configuration", async () => {
    const run = await runCli(["generate", "companies", "--count", "10"], {
      NAMESCREEN_ENV: "production",
      NAMESCREEN_ADMIN_KEY: ADMIN_KEY,
      NAMESCREEN_DB_PATH: join(dir, "cli.db"),
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/a production register must not hold/);
  });
});

describe("namescreen generate remove", () => {
  const t = tempRegister();
  afterAll(() => t.cleanup());

  it("removes exactly the generated rows, through the change log, and a running index follows", async () => {
    await runSeeders(t.db, [
      companySeeder({ count: 400, seed: 9 }),
      trademarkSeeder({ count: 300, seed: 9 }),
    ]);
    await importCompanies(t.db, {
      file: t.file("own.csv", `${companyCsvLines(20).join("\n")}\n`),
      scope: "source",
      source: "own",
    });
    const rows = (sql: string) => t.db.prepare(sql).all();
    const realCompanies = rows("SELECT * FROM companies WHERE source NOT LIKE 'generated:%' ORDER BY id");
    const realNames = rows(
      "SELECT n.* FROM company_names n JOIN companies c ON c.id = n.company_id WHERE c.source NOT LIKE 'generated:%' ORDER BY n.id",
    );
    const realMarks = rows("SELECT * FROM trademarks WHERE source <> 'generated' ORDER BY id");
    const generated = t.db
      .prepare("SELECT count(*) FROM companies WHERE source LIKE 'generated:%'")
      .pluck()
      .get();
    const generatedMarks = t.db
      .prepare("SELECT count(*) FROM trademarks WHERE source = 'generated'")
      .pluck()
      .get();
    expect(generated).toBeGreaterThan(0);
    expect(generatedMarks).toBe(300);
    expect(realMarks.length).toBeGreaterThan(0); // the EUIPO sample

    // A search service over the same database (another connection, like a running server).
    const server = openDatabase(join(t.dir, "register.db")).db;
    const service = createCompanySearchService(server);
    const generatedName = t.db
      .prepare(
        "SELECT n.name FROM company_names n JOIN companies c ON c.id = n.company_id WHERE c.source LIKE 'generated:%' AND n.kind = 'main' AND c.status = 'active' LIMIT 1",
      )
      .pluck()
      .get() as string;
    expect((await service.search({ name: generatedName })).registrable).toBe(false);
    const version = t.db.prepare("SELECT version FROM companies_state").pluck().get() as number;

    const run = await runCli(["generate", "remove", "--json"], {
      NAMESCREEN_DB_PATH: join(t.dir, "register.db"),
    });
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({
      removed: { companies: generated, trademarks: 300 },
      register: { generated: { companies: 0, trademarks: 0 }, source: "imported" },
    });

    expect(rows("SELECT * FROM companies ORDER BY id")).toEqual(realCompanies);
    expect(rows("SELECT * FROM company_names ORDER BY id")).toEqual(realNames);
    expect(rows("SELECT * FROM trademarks ORDER BY id")).toEqual(realMarks);
    // Logged as one register change (the CLI's index rebuild may prune the log afterwards).
    expect(t.db.prepare("SELECT version FROM companies_state").pluck().get()).toBe(version + 1);
    expect((await service.search({ name: generatedName })).registrable).toBe(true);
    server.close();
  }, 120_000);
});

describe("production start on a database with generated data", () => {
  it("warns that it serves demo data, and how to remove it", async () => {
    // Before: one info line counted the generated names; nothing said production should not hold them.
    const dir = mkdtempSync(join(tmpdir(), "namescreen-prod-demo-"));
    const db = join(dir, "taken-from-sandbox.db");
    try {
      const generated = await runCli(["generate", "companies", "--count", "50", "--db", db], {
        NAMESCREEN_DEMO_DATA: "false",
      });
      expect(generated.code, generated.stderr).toBe(0);
      const served = await runCliUntil(
        ["serve", "--port", "0", "--db", db],
        {
          NAMESCREEN_ENV: "production",
          NAMESCREEN_ADMIN_KEY: ADMIN_KEY,
          HOST: "127.0.0.1",
          LOG_LEVEL: "warn",
        },
        (out) => out.includes("generated demo data"),
      );
      const line = served.split("\n").find((l) => l.includes("generated demo data")) ?? "";
      expect(JSON.parse(line)).toMatchObject({ level: 40, generated: { companies: expect.any(Number) } });
      expect(line).toContain("namescreen generate remove");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
