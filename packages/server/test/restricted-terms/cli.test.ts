/** `namescreen terms list|audit` over a real database file that the admin API changed. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../helpers/run-cli.js";
import type { TestApp } from "../helpers/test-app.js";
import { createTestApp } from "../helpers/test-app.js";

describe("namescreen terms", () => {
  const dir = mkdtempSync(join(tmpdir(), "namescreen-terms-cli-"));
  const env = { NAMESCREEN_DB_PATH: join(dir, "namescreen.db") };
  let t: TestApp;
  let termId: number;

  beforeAll(async () => {
    t = await createTestApp({ dir });
    const created = await request(t.app)
      .post("/v1/admin/restricted-terms")
      .set("X-Admin-API-Key", t.adminKey)
      .send({ categoryCode: "banking", term: "Geldhaus", createdBy: "ops" });
    termId = created.body.id;
    await request(t.app)
      .patch(`/v1/admin/restricted-terms/${termId}`)
      .set("X-Admin-API-Key", t.adminKey)
      .send({ severityOverride: "ERROR" });
    t.close({ keepFiles: true });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("audit --term shows who changed what, newest first", async () => {
    const run = await runCli(["terms", "audit", "--term", String(termId)], env);
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split("\n");
    expect(lines[0]).toMatch(/^ID\s+AT\s+ACTION\s+ACTOR\s+TERM\s+CHANGE$/);
    expect(lines[1]).toContain("update");
    expect(lines[1]).toContain('severityOverride: null → "ERROR"');
    expect(lines[2]).toContain("create");
    expect(lines[2]).toContain(`${termId} Geldhaus`);
    expect(lines.at(-1)).toBe("2 of 2 (offset 0)");
  });

  it("audit --json carries the term before and after", async () => {
    const run = await runCli(["terms", "audit", "--term", String(termId), "--json"], env);
    const page = JSON.parse(run.stdout) as { items: { action: string; before: unknown; after: unknown }[] };
    expect(page.items[0]).toMatchObject({
      action: "update",
      before: { severityOverride: null },
      after: { severityOverride: "ERROR", createdBy: "ops" },
    });
  });

  it("list filters by category and search", async () => {
    const run = await runCli(["terms", "list", "--category", "banking", "--search", "geld"], env);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Geldhaus\s+-\s+-\s+ERROR\s+active\s+api/);
    expect(run.stdout.trim().split("\n").at(-1)).toBe("1 of 1 (offset 0)");
  });

  it("refuses a bad --limit with exit code 1", async () => {
    const run = await runCli(["terms", "audit", "--limit", "0"], env);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain("--limit");
  });
});
