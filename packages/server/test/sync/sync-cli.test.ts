/** `namescreen sync companies` as a user runs it (child process), against Oxigraph on loopback. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../helpers/run-cli.js";
import type { FakeLindas } from "./helpers/sparql-server.js";
import { startFakeLindas } from "./helpers/sparql-server.js";
import { manyCompanies, zefixQuads } from "./helpers/zefix-triples.js";

let dir: string;
let fake: FakeLindas;
const companies = [...manyCompanies(30), { ehraId: 7, legalName: "Ohne UID AG", uid: null }];
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "namescreen-sync-cli-"));
  fake = await startFakeLindas(zefixQuads(companies, "2026-09-14"));
});
afterAll(async () => {
  await fake.close();
  rmSync(dir, { recursive: true, force: true });
});

const sync = (...args: string[]) =>
  runCli(
    ["sync", "companies", "--db", join(dir, "ns.db"), ...args],
    { NAMESCREEN_LINDAS_URL: fake.url },
    120_000,
  );

describe("namescreen sync companies", () => {
  it("counts on a dry run, then mirrors the register with progress lines and an attributed summary", async () => {
    const dry = await sync("--dry-run", "--page-size", "3");
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain("downloaded: 31 companies, 31 names in 11 pages");
    expect(dry.stdout).toContain("dry run: the register was not changed");

    const run = await sync("--page-size", "3");
    expect(run.stderr).toContain("syncing companies: page 10, 30 companies");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("source: Zefix, Federal Office of Justice / EHRA, via LINDAS");
    expect(run.stdout).toContain("dataset date: 2026-09-14 (first sync)");
    expect(run.stdout).toMatch(/changes: 31 added, 0 changed, \d+ removed, 0 unchanged/);
  });

  it("refuses to write a replica's copy when the registers live in PostgreSQL", async () => {
    // Before: "1500 added", and that replica answered from a register no other one had.
    const replicaDb = join(dir, "replica.db");
    const run = await runCli(
      ["sync", "companies", "--db", replicaDb],
      { NAMESCREEN_LINDAS_URL: fake.url, NAMESCREEN_DATABASE_URL: "postgres://nobody@127.0.0.1:1/ns" },
      60_000,
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("NAMESCREEN_DATABASE_URL is set: the registers live in PostgreSQL");
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it("says so and exits 0 when the source is unchanged", async () => {
    const before = fake.queries.length;
    const run = await sync("--json");
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ outcome: "unchanged", datasetModified: "2026-09-14" });
    expect(fake.queries.length - before).toBe(1);
  });

  it("refuses a partial answer with exit 1 and a clear message", async () => {
    fake.load(zefixQuads(companies, "2026-09-15"));
    fake.faults = (_i, query) =>
      /OFFSET [1-9]\d*\b/.test(query) ? { body: '{"results":{"bindings":[]}}' } : undefined;
    const run = await sync("--page-size", "10");
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("sync companies: refused: the answer would remove 21 of 31 companies");
    expect(run.stderr).toContain("the register is unchanged");
    // Before, the summary under the refusal ended "changes: 0 added, … (applied in 0.0 s)".
    expect(run.stderr).toContain("refused: the register was not changed");
    expect(run.stderr).not.toContain("applied in");
    fake.faults = () => undefined;
    const again = await sync("--page-size", "10", "--json");
    expect(JSON.parse(again.stdout)).toMatchObject({
      outcome: "applied",
      unchanged: 31,
      previousDatasetModified: "2026-09-14",
    });
  });
});
