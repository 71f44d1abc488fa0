/**
 * Benchmark of the replicas over PostgreSQL (issue 20):
 * 1. import time of `--count` generated company names into PostgreSQL (`namescreen import
 *    companies` with NAMESCREEN_DATABASE_URL: parse into a scratch file, publish in one transaction);
 * 2. replica start-up: a new replica (full copy of the registers from PostgreSQL, index built),
 *    then the same replica restarted (local copy current, index from its snapshot);
 * 3. HTTP throughput of POST /v1/conflicts/search with one replica, then two replicas loaded at once.
 *
 *   node --max-old-space-size=8000 --import tsx bench/postgres.ts --count 1200000
 *
 * PostgreSQL is a throwaway local cluster with fsync off, on the same shared 2-core machine as
 * the replicas and the load generator: compare within one run, not with dedicated hardware.
 */
import type { ChildProcess } from "node:child_process";
import { spawn, spawnSync } from "node:child_process";
import { createWriteStream, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { generateCompanies } from "@namescreen/core/synthetic";
import autocannon from "autocannon";
import { SCOPES } from "../src/keys/scopes.js";
import { createPgConsumerStore } from "../src/storage/postgres/consumers.js";
import { openPostgres } from "../src/storage/postgres/pool.js";
import { startTestPostgres } from "../test/helpers/postgres.js";

const count = Number(process.argv[process.argv.indexOf("--count") + 1] || 1_200_000);
const seconds = Number(process.argv[process.argv.indexOf("--seconds") + 1] || 15);
const CLI = fileURLToPath(new URL("../src/cli/main.ts", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "pg-bench-"));
const server = await startTestPostgres();
const children: ChildProcess[] = [];
try {
  const url = await server.createDatabase();
  const { pool } = await openPostgres(url);
  const consumers = createPgConsumerStore(pool);
  const key = (await consumers.issueKey((await consumers.create({ name: "Bench" })).id, SCOPES, "sandbox"))
    .key;

  // 1. Import.
  const file = join(dir, "companies.csv");
  const queries = await writeCompanies(file, count);
  let t = Date.now();
  const run = spawnSync(process.execPath, ["--import", "tsx", CLI, "import", "companies", file, "--json"], {
    env: { ...process.env, NAMESCREEN_DATABASE_URL: url, LOG_LEVEL: "warn" },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(run.stderr);
  const summary = JSON.parse(run.stdout) as { companies: number; names: number };
  console.log(
    `import: ${summary.names} names (${summary.companies} companies) in ${((Date.now() - t) / 1000).toFixed(1)} s`,
  );

  // 2. Start-up.
  const local = join(dir, "replica-1.db");
  t = Date.now();
  let first = await startReplica(url, local);
  console.log(
    `replica start, new (full copy + index build): ${((Date.now() - t) / 1000).toFixed(1)} s, RSS ${first.rssMb} MB`,
  );
  first.child.kill("SIGTERM");
  await new Promise((r) => first.child.once("close", r));
  t = Date.now();
  first = await startReplica(url, local);
  console.log(
    `replica restart (local copy current, index snapshot): ${((Date.now() - t) / 1000).toFixed(1)} s`,
  );
  const second = await startReplica(url, join(dir, "replica-2.db"));

  // 3. Throughput.
  const load = (port: number) =>
    autocannon({
      url: `http://127.0.0.1:${port}/v1/conflicts/search`,
      connections: 16,
      duration: seconds,
      requests: queries.map((name) => ({
        method: "POST",
        headers: { "content-type": "application/json", "x-api-key": key },
        body: JSON.stringify({ name }),
      })),
    });
  const one = await load(first.port);
  console.log(
    `one replica: ${one.requests.average.toFixed(0)} req/s, p50 ${one.latency.p50} ms, p99 ${one.latency.p99} ms, non-2xx ${one.non2xx}`,
  );
  const [x, y] = await Promise.all([load(first.port), load(second.port)]);
  const total = x.requests.average + y.requests.average;
  console.log(
    `two replicas: ${total.toFixed(0)} req/s (${x.requests.average.toFixed(0)} + ${y.requests.average.toFixed(0)}), p99 ${Math.max(x.latency.p99, y.latency.p99)} ms, non-2xx ${x.non2xx + y.non2xx}`,
  );
  await pool.end();
} finally {
  for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}

/** Write `count` generated names as import CSV; some names as queries. */
async function writeCompanies(path: string, names: number): Promise<string[]> {
  const out = createWriteStream(path);
  out.write(
    "company_id,uid,name,name_language,name_kind,legal_form,seat,canton,status,registered_on,deleted_on,valid_from,valid_to,sole_proprietorship\n",
  );
  const queries: string[] = [];
  const q = (s: string | null) => (s === null ? "" : `"${s.replaceAll('"', '""')}"`);
  for (const c of generateCompanies({ count: names, seed: 20 })) {
    for (const n of c.names) {
      const line = [
        c.id,
        c.uid,
        n.name,
        n.language,
        n.kind,
        c.legalForm,
        c.legalSeat,
        c.canton,
        c.status,
        null,
        null,
        null,
        null,
        String(c.soleProprietorship),
      ];
      if (!out.write(`${line.map((v) => q(v)).join(",")}\n`))
        await new Promise<void>((r) => out.once("drain", () => r()));
      if (queries.length < 500 && Math.random() < 0.001) queries.push(n.name);
    }
  }
  await new Promise<void>((r) => out.end(() => r()));
  return queries;
}

/** Start `namescreen serve` as a replica; resolves when it listens. */
async function startReplica(url: string, dbPath: string) {
  const child = spawn(
    process.execPath,
    ["--max-old-space-size=8000", "--import", "tsx", CLI, "serve", "--port", "0", "--db", dbPath],
    {
      env: {
        ...process.env,
        NAMESCREEN_DATABASE_URL: url,
        NAMESCREEN_DEMO_DATA: "false",
        NAMESCREEN_RATE_LIMIT: "0",
        LOG_LEVEL: "info",
        HOST: "127.0.0.1",
        NAMESCREEN_ADMIN_KEY: "bench-admin-key-0123456789abcdef0123",
      },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  children.push(child);
  let out = "";
  child.stdout?.on("data", (d: Buffer) => {
    out += d.toString();
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`replica exited:\n${out}`);
    const line = out.split("\n").find((l) => l.includes('"namescreen listening"'));
    if (line) {
      const status = spawnSync("ps", ["-o", "rss=", "-p", String(child.pid)], { encoding: "utf8" });
      return {
        child,
        port: (JSON.parse(line) as { port: number }).port,
        rssMb: Math.round(Number(status.stdout.trim()) / 1024),
      };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
