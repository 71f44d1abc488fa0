/**
 * HTTP benchmark: starts the real server (`namescreen serve`, its own process) on 127.0.0.1
 * with a temp SQLite file, then drives POST /v1/name/assessment with autocannon at 50
 * connections. Every 200 stores a trace; the script checks the trace count afterwards.
 *
 *   pnpm bench:http [--connections 50] [--duration 20] [--runs 1] [--dist]
 *
 * --runs N measures N times against the same server (one start, one seed) and prints each run
 * and the median: the machine is shared, so single figures are noisy.
 * --dist runs the built bundle (node dist/cli.js; run `pnpm build` first) instead of the
 * TypeScript sources through tsx. Request logging stays on (to a file), as in production.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import Database from "better-sqlite3";

const { values } = parseArgs({
  options: {
    connections: { type: "string", default: "50" },
    duration: { type: "string", default: "20" },
    warmup: { type: "string", default: "3" },
    runs: { type: "string", default: "1" },
    dist: { type: "boolean", default: false },
  },
});

const root = fileURLToPath(new URL("..", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "namescreen-bench-"));
const dbPath = join(dir, "bench.db");
const logPath = join(dir, "server.log");
const port = await freePort();

const command = values.dist
  ? [process.execPath, join(root, "dist/cli.js"), "serve"]
  : [process.execPath, "--import", "tsx", join(root, "src/cli/main.ts"), "serve"];
const log = openSync(logPath, "w");
// One process (no tsx wrapper), so the pid's CPU time is the server's.
const server = spawn(command[0] as string, command.slice(1), {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    NAMESCREEN_DB_PATH: dbPath,
    NAMESCREEN_ENV: "sandbox",
    // Rate limiting on (as in production) with a limit the run cannot reach.
    NAMESCREEN_RATE_LIMIT: "10000000",
    LOG_LEVEL: "info",
  },
  stdio: ["ignore", log, log],
});

try {
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base);
  const key = /X-API-Key: (ns_sandbox_\S+)/.exec(readFileSync(logPath, "utf8"))?.[1];
  if (!key) throw new Error(`no demo key in the server output:\n${readFileSync(logPath, "utf8")}`);

  const names = [
    { companyName: "Alpenblick Treuhand AG", legalForm: "stock_corporation", language: "de" },
    {
      companyName: "Boulangerie du Lac Sàrl",
      legalForm: "limited_liability",
      language: "fr",
      legalSeat: "Lausanne",
    },
    {
      companyName: "Zürich Private Bank AG",
      legalForm: "stock_corporation",
      language: "de",
      activityScope: "Software",
    },
    {
      companyName: "Meier Informatik",
      legalForm: "sole_proprietorship",
      language: "de",
      ownerSurname: "Meier",
    },
    {
      companyName: "Ticino Consulting SA",
      legalForm: "stock_corporation",
      language: "it",
      checkLevel: "basic",
    },
  ];
  const requests = names.map((body) => ({
    method: "POST" as const,
    path: "/v1/name/assessment",
    headers: { "content-type": "application/json", "x-api-key": key },
    body: JSON.stringify(body),
  }));
  const run = (duration: number) =>
    autocannon({ url: base, connections: Number(values.connections), duration, requests });

  await run(Number(values.warmup));
  const results: RunResult[] = [];
  for (let i = 0; i < Math.max(1, Number(values.runs)); i++) {
    const load = Number(loadavg()[0]?.toFixed(2));
    const before = countTraces(dbPath);
    const cpuBefore = processCpuMs(server.pid);
    const result = await run(Number(values.duration));
    const cpuMs = processCpuMs(server.pid) - cpuBefore;
    const stored = countTraces(dbPath) - before;
    const out: RunResult = {
      mode: values.dist ? "node dist/cli.js" : "node --import tsx src/cli/main.ts",
      connections: Number(values.connections),
      durationSeconds: Number(values.duration),
      requests: result.requests.total,
      reqPerSecAvg: Math.round(result.requests.average),
      latencyP50ms: result.latency.p50,
      latencyP99ms: result.latency.p99,
      latencyMaxMs: result.latency.max,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      tracesStored: stored,
      // CPU time the server process used per request: robust to a busy machine, unlike req/s.
      serverCpuUsPerRequest: Math.round((cpuMs * 1000) / Math.max(1, result.requests.total)),
      loadAverage1mBefore: load,
      loadAverage1m: Number(loadavg()[0]?.toFixed(2)),
    };
    results.push(out);
    console.log(JSON.stringify(out, null, 2));
    console.log(
      `POST /v1/name/assessment: ${out.reqPerSecAvg} req/s, p50 ${out.latencyP50ms} ms, p99 ${out.latencyP99ms} ms ` +
        `(${out.connections} connections, ${out.durationSeconds} s, ${out.non2xx} non-2xx, ${stored} traces stored; ` +
        `server CPU ${out.serverCpuUsPerRequest} µs/request; load average ${out.loadAverage1mBefore} → ${out.loadAverage1m})`,
    );
  }
  if (results.length > 1) {
    const median = (pick: (r: RunResult) => number) => {
      const sorted = results.map(pick).sort((a, b) => a - b);
      return sorted[Math.floor(sorted.length / 2)];
    };
    console.log(
      `median of ${results.length} runs: ${median((r) => r.reqPerSecAvg)} req/s, p99 ${median((r) => r.latencyP99ms)} ms, ` +
        `server CPU ${median((r) => r.serverCpuUsPerRequest)} µs/request`,
    );
  }
} finally {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  rmSync(dir, { recursive: true, force: true });
}

// --- Internal helpers ---

/** The figures of one measured run. */
interface RunResult {
  mode: string;
  connections: number;
  durationSeconds: number;
  requests: number;
  reqPerSecAvg: number;
  latencyP50ms: number;
  latencyP99ms: number;
  latencyMaxMs: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  tracesStored: number;
  serverCpuUsPerRequest: number;
  loadAverage1mBefore: number;
  loadAverage1m: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const address = s.address();
      s.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** First start seeds the reference data, which takes a while on a busy machine. */
async function waitForHealth(base: string): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited:\n${readFileSync(logPath, "utf8")}`);
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not become healthy within 300 s");
}

/** user+system CPU milliseconds of a process, from /proc (Linux). */
function processCpuMs(pid: number | undefined): number {
  if (pid === undefined) return 0;
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the ")" that closes the command name; utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}

function countTraces(path: string): number {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare("SELECT count(*) AS n FROM traces").get() as { n: number }).n;
  } finally {
    db.close();
  }
}
