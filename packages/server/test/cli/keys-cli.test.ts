import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import request from "supertest";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/app.js";
import { buildDeps } from "../../src/deps.js";
import { createLogger } from "../../src/logger.js";
import { openDatabase } from "../../src/storage/sqlite/open.js";
import { runCli } from "../helpers/run-cli.js";
import { testConfig } from "../helpers/test-app.js";

const BODY = { companyName: "Alpenblick Treuhand AG", legalForm: "stock_corporation", language: "de" };

describe("namescreen keys", () => {
  const dir = mkdtempSync(join(tmpdir(), "namescreen-cli-"));
  const dbPath = join(dir, "ns.db");
  const env = { NAMESCREEN_DB_PATH: dbPath };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** An app over the same file, to check the keys the CLI wrote. */
  const appOver = () => {
    const { db } = openDatabase(dbPath);
    const deps = buildDeps({ config: testConfig(dbPath), db, logger: createLogger("silent") });
    return { app: createApp(deps, { requestLogging: false }), close: () => db.close() };
  };

  it("create (new consumer, scopes) → the key works over HTTP; list shows it; revoke → 401", async () => {
    const created = await runCli(
      ["keys", "create", "--new-consumer", "CLI Partner", "--scopes", "assessment", "--json"],
      env,
    );
    expect(created.code).toBe(0);
    const issued = JSON.parse(created.stdout) as {
      id: string;
      key: string;
      scopes: string[];
      consumerCode: string;
    };
    expect(issued.scopes).toEqual(["assessment"]);
    expect(issued.consumerCode).toBe("cli-partner");

    const admin = await runCli(["keys", "create", "--admin"], env);
    expect(admin.code).toBe(0);
    const adminKey = /nsadmin_sandbox_\S+/.exec(admin.stdout)?.[0] as string;

    let server = appOver();
    expect(
      (await request(server.app).post("/v1/name/assessment").set("X-API-Key", issued.key).send(BODY)).status,
    ).toBe(200);
    expect(
      (await request(server.app).get("/v1/admin/consumers").set("X-Admin-API-Key", adminKey)).status,
    ).toBe(200);
    server.close();

    const listed = await runCli(["keys", "list"], env);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(
      new RegExp(`${issued.id}\\s+partner\\s+cli-partner\\s+sandbox\\s+assessment\\s+active`),
    );
    expect(listed.stdout).not.toContain(issued.key.split("_")[3]);

    const revoked = await runCli(["keys", "revoke", issued.id], env);
    expect(revoked.code).toBe(0);
    server = appOver();
    expect(
      (await request(server.app).post("/v1/name/assessment").set("X-API-Key", issued.key).send(BODY)).status,
    ).toBe(401);
    server.close();
  });

  it("user errors exit 1 with a message", async () => {
    const unknown = await runCli(["keys", "revoke", "AAAAAAAAAAAA"], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("no key with id AAAAAAAAAAAA");
    const badScope = await runCli(
      ["keys", "create", "--consumer", "cli-partner", "--scopes", "everything"],
      env,
    );
    expect(badScope.code).not.toBe(0);
    expect(badScope.stderr).toContain("unknown scope(s) everything");
  });

  it("assess prints a readable result, or JSON with --json; --help works", async () => {
    const text = await runCli([
      "assess",
      "Alpenblick Treuhand AG",
      "--legal-form",
      "stock_corporation",
      "--language",
      "de",
      "--no-db",
    ]);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/Alpenblick Treuhand AG\n {2}status: {3}[A-Z_]+/);
    const json = await runCli(
      [
        "assess",
        "Alpenblick Treuhand AG",
        "--legal-form",
        "stock_corporation",
        "--language",
        "de",
        "--check-level",
        "basic",
        "--json",
      ],
      env,
    );
    expect(json.code).toBe(0);
    const parsed = JSON.parse(json.stdout) as {
      result: { assessment: { companyName: string } };
      explanation: { checkLevel: string };
    };
    expect(parsed.result.assessment.companyName).toBe("Alpenblick Treuhand AG");
    expect(parsed.explanation.checkLevel).toBe("basic");
    const invalid = await runCli([
      "assess",
      "",
      "--legal-form",
      "stock_corporation",
      "--language",
      "de",
      "--no-db",
    ]);
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toContain("companyName");
    const help = await runCli(["--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/serve[\s\S]*assess[\s\S]*keys/);
  });

  it("checks a new consumer's name as the API does, and refuses options that conflict", async () => {
    for (const [name, says] of [
      ["   ", "must not be empty or only whitespace"],
      ["Evil\nCorp", "contains control characters"],
      ["x".repeat(257), "must be at most 256 characters"],
    ]) {
      const run = await runCli(["keys", "create", "--new-consumer", name as string], env);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(says);
    }
    const both = await runCli(["keys", "create", "--consumer", "x", "--new-consumer", "Other"], env);
    expect(both.code).toBe(1);
    expect(both.stderr).toContain("cannot be used with option '--consumer <id|code>'");
    const admin = await runCli(["keys", "create", "--admin", "--scopes", "assessment"], env);
    expect(admin.code).toBe(1);
    expect(admin.stderr).toContain("'--admin' cannot be used with option '--scopes <list>'");
  });
});
