/**
 * Replicas over one PostgreSQL (issue 20), with real processes: two servers, one database. An
 * import and a restricted-term change made through one are answered by the other (the 2 s
 * target is logged here and measured by the benchmarks; the test allows 15 s on a loaded CI
 * machine); an import killed half-way leaves the database as it was, and the replicas keep
 * answering.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCOPES } from "../../src/keys/scopes.js";
import { createPgConsumerStore } from "../../src/storage/postgres/consumers.js";
import type { PgPool } from "../../src/storage/postgres/pool.js";
import { openPostgres } from "../../src/storage/postgres/pool.js";
import type { TestPostgres } from "../helpers/postgres.js";
import { startTestPostgres } from "../helpers/postgres.js";
import { runCli } from "../helpers/run-cli.js";
import type { Replica } from "./replica-child.js";
import { ADMIN_KEY, spawnCli, startReplica } from "./replica-child.js";

const RATE_LIMIT = 60;
/**
 * A day: the replicas' rate-limit windows are aligned to their system clock (UTC midnight for a
 * day), which the test cannot replace in child processes. With an hour, a run straddling the
 * top of the hour started a fresh count and let requests through.
 */
const RATE_LIMIT_WINDOW_MS = 86_400_000;
/** The visibility target of issue 20 (logged), and what the test allows on a loaded machine. */
const VISIBLE_TARGET_MS = 2_000;
const VISIBLE_WITHIN_MS = 15_000;

const HEADER =
  "company_id,uid,name,name_language,name_kind,legal_form,seat,canton,status,registered_on,deleted_on,valid_from,valid_to,sole_proprietorship";

function companiesCsv(count: number, extra: string[] = []): string {
  const rows = Array.from(
    { length: count },
    (_, i) => `R-${i},,Replica Testfirma ${i} AG,de,main,AG,Bern,BE,active,,,,,false`,
  );
  return [HEADER, ...rows, ...extra].join("\n");
}

describe("replicas over one PostgreSQL", () => {
  let server: TestPostgres;
  let databaseUrl: string;
  let pool: PgPool;
  let searchKeyA: string;
  let assessKey: string;
  let limitedKey: string;
  let searchKeyB: string;
  let stillKey: string;
  let a: Replica;
  let b: Replica;
  let dir: string;

  beforeAll(async () => {
    server = await startTestPostgres();
    databaseUrl = await server.createDatabase();
    pool = (await openPostgres(databaseUrl)).pool;
    const consumers = createPgConsumerStore(pool);
    const consumer = await consumers.create({ name: "Replica Partner" });
    // One key per polling loop (and for the rate-limit test): the shared limit counts per key.
    const issue = async () => (await consumers.issueKey(consumer.id, SCOPES, "sandbox")).key;
    searchKeyA = await issue();
    assessKey = await issue();
    limitedKey = await issue();
    searchKeyB = await issue();
    stillKey = await issue();
    const env = {
      NAMESCREEN_RATE_LIMIT: String(RATE_LIMIT),
      NAMESCREEN_RATE_LIMIT_WINDOW_MS: String(RATE_LIMIT_WINDOW_MS),
    };
    [a, b] = await Promise.all([startReplica(databaseUrl, env), startReplica(databaseUrl, env)]);
    dir = mkdtempSync(join(tmpdir(), "namescreen-replicas-"));
  }, 120_000);

  afterAll(async () => {
    a?.kill();
    b?.kill();
    if (dir) rmSync(dir, { recursive: true, force: true });
    try {
      await pool?.end();
    } finally {
      await server?.stop();
    }
  }, 30_000);

  const search = (replica: Replica, name: string, key: string) =>
    fetch(`${replica.url}/v1/conflicts/search`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": key },
      body: JSON.stringify({ name }),
    }).then(async (r) => ({
      status: r.status,
      body: (await r.json()) as { identityMatch?: { sourceCompanyId: string } | null },
    }));

  /**
   * Poll `check` until it holds; logs the time it took against the 2 s target and fails after
   * 15 s. Every 100 ms for the target's 2 s, then every 500 ms: at most 46 requests, within the
   * key's rate limit (60).
   */
  async function visible(what: string, check: () => Promise<boolean>): Promise<number> {
    const started = Date.now();
    while (!(await check())) {
      const waited = Date.now() - started;
      if (waited > VISIBLE_WITHIN_MS) throw new Error(`${what}: not visible within ${VISIBLE_WITHIN_MS} ms`);
      await new Promise((r) => setTimeout(r, waited < VISIBLE_TARGET_MS ? 100 : 500));
    }
    const ms = Date.now() - started;
    console.info(`${what}: visible after ${ms} ms (target ${VISIBLE_TARGET_MS} ms)`);
    return ms;
  }

  it("answers an import on every replica", async () => {
    const file = join(dir, "companies.csv");
    writeFileSync(file, companiesCsv(200));
    const run = await runCli(
      ["import", "companies", file, "--json"],
      { NAMESCREEN_DATABASE_URL: databaseUrl },
      60_000,
    );
    expect(run.stderr + run.stdout).toContain('"added": 200');
    const found = (body: { identityMatch?: { sourceCompanyId: string } | null }) =>
      body.identityMatch?.sourceCompanyId === "R-7";
    await visible("import on replica A", async () =>
      found((await search(a, "Replica Testfirma 7 AG", searchKeyA)).body),
    );
    await visible("import on replica B", async () =>
      found((await search(b, "Replica Testfirma 7 AG", searchKeyB)).body),
    );
  }, 60_000);

  it("answers a restricted term added through one replica on the other", async () => {
    const admin = { "content-type": "application/json", "x-admin-api-key": ADMIN_KEY };
    const categories = (await (
      await fetch(`${a.url}/v1/admin/restricted-terms/categories`, { headers: admin })
    ).json()) as { code: string; flagCode: string; matchMode: string }[];
    const category = categories.find((c) => c.matchMode === "whole_word") ?? categories[0];
    if (!category) throw new Error("no restricted-term category");
    const flags = async () => {
      const res = await fetch(`${b.url}/v1/name/assessment`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-api-key": assessKey },
        body: JSON.stringify({
          companyName: "Quokkaspiel AG",
          legalForm: "stock_corporation",
          language: "de",
        }),
      });
      expect(res.status).toBe(200);
      return JSON.stringify(((await res.json()) as { flags: unknown[] }).flags);
    };
    expect(await flags()).not.toContain(category.flagCode);
    const created = await fetch(`${a.url}/v1/admin/restricted-terms`, {
      method: "POST",
      headers: admin,
      body: JSON.stringify({ categoryCode: category.code, term: "Quokkaspiel" }),
    });
    expect(created.ok).toBe(true);
    await visible("restricted term on replica B", async () => (await flags()).includes(category.flagCode));
  }, 30_000);

  it("shares one rate limit per key across the replicas", async () => {
    // Close to the end of a window (UTC midnight), wait for the next one: the requests below
    // must all fall into one window to be counted together.
    const leftInWindow = RATE_LIMIT_WINDOW_MS - (Date.now() % RATE_LIMIT_WINDOW_MS);
    if (leftInWindow < 120_000) await new Promise((r) => setTimeout(r, leftInWindow + 1_000));
    const windowIndex = Math.floor(Date.now() / RATE_LIMIT_WINDOW_MS);
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 4; i++) {
      const replica = i % 2 === 0 ? a : b;
      const res = await fetch(`${replica.url}/v1/conflicts/search`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-api-key": limitedKey },
        body: JSON.stringify({ name: "Replica Testfirma 1 AG" }),
      });
      statuses.push(res.status);
    }
    expect(Math.floor(Date.now() / RATE_LIMIT_WINDOW_MS)).toBe(windowIndex); // one window (see above)
    // Each replica alone saw only half the requests: only a shared count refuses any.
    expect(statuses.filter((s) => s === 200)).toHaveLength(RATE_LIMIT);
    expect(statuses.slice(RATE_LIMIT)).toEqual([429, 429, 429, 429]);
  }, 240_000);

  it("keeps the database as it was when an import is killed, and the replicas keep answering", async () => {
    const before = await pool.query<{ n: number; v: number }>(
      "SELECT (SELECT count(*) FROM companies)::integer AS n, (SELECT version FROM companies_state) AS v",
    );
    const file = join(dir, "big.csv");
    writeFileSync(file, companiesCsv(60_000));
    const child = spawnCli(["import", "companies", file], { NAMESCREEN_DATABASE_URL: databaseUrl });
    // Kill it once its publish transaction holds the register's write lock.
    await within2sOrLonger(async () => {
      const { rows } = await pool.query(
        "SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND objid = 7415002",
      );
      return rows.length > 0;
    });
    const closed = new Promise((r) => child.once("close", r));
    child.kill("SIGKILL");
    a.kill();
    await closed;
    // The killed session's transaction is rolled back once PostgreSQL notices the lost connection.
    await within2sOrLonger(async () => {
      const { rows } = await pool.query(
        "SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND objid = 7415002",
      );
      return rows.length === 0;
    });
    const after = await pool.query<{ n: number; v: number }>(
      "SELECT (SELECT count(*) FROM companies)::integer AS n, (SELECT version FROM companies_state) AS v",
    );
    expect(after.rows[0]).toEqual(before.rows[0]);
    const still = await search(b, "Replica Testfirma 7 AG", stillKey);
    expect(still.status).toBe(200);
  }, 120_000);
});

/** Wait up to 60 s for `check` (the import first reads its file; a lost session takes a moment). */
async function within2sOrLonger(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("the import's write lock never changed as expected");
    await new Promise((r) => setTimeout(r, 20));
  }
}
