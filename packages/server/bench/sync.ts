/**
 * Benchmark: a full sync of the company register from a loopback endpoint in LINDAS's answer
 * format, then a next-day sync with 1,000 changes.
 *
 *   pnpm --filter @namescreen/server bench:sync            (1,200,000 companies)
 *   SYNC_BENCH_COMPANIES=100000 pnpm ... bench:sync         (a quicker run)
 *
 * Prints companies per second of the whole sync (download, mapping, spooling, applying), its
 * phases, the peak RSS of this process (the endpoint runs in a child process) and the time to
 * apply the next-day difference. Goals (issue 17): ≥ 5,000 companies/s, RSS ≤ 1 GB, next-day
 * difference applied in ≤ 10 s. The machine may be shared: the 1-minute load average is printed.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createLindasSource } from "../src/adapters/lindas/index.js";
import { openDatabase } from "../src/storage/sqlite/open.js";
import { DEFAULT_SYNC_CONFIG } from "../src/sync/config.js";
import type { SyncSummary } from "../src/sync/sync-companies.js";
import { syncCompanies } from "../src/sync/sync-companies.js";

const COMPANIES = Number(process.env.SYNC_BENCH_COMPANIES ?? 1_200_000);
const endpointScript = fileURLToPath(new URL("./sync-endpoint.ts", import.meta.url));
const child = spawn(process.execPath, [...process.execArgv, endpointScript, String(COMPANIES)], {
  stdio: ["ignore", "pipe", "inherit"],
});
const port = await new Promise<number>((resolve) =>
  child.stdout.once("data", (d: Buffer) => resolve(Number(String(d).trim()))),
);
const url = `http://127.0.0.1:${port}/query`;

const dir = mkdtempSync(join(tmpdir(), "namescreen-bench-sync-"));
const dbPath = join(dir, "ns.db");
const { db } = openDatabase(dbPath);
const load = () => Number(loadavg()[0]?.toFixed(2));
const rssMb = () => Math.round(process.resourceUsage().maxRSS / 1024);
const source = createLindasSource({ endpoint: url });

const report = (label: string, s: SyncSummary) => ({
  label,
  companies: s.companies,
  names: s.names,
  added: s.added,
  changed: s.changed,
  removed: s.removed,
  companiesPerSecond: Math.round(s.companies / (s.durationMs / 1000)),
  totalS: Number((s.durationMs / 1000).toFixed(1)),
  downloadS: Number((s.downloadMs / 1000).toFixed(1)),
  applyS: Number((s.applyMs / 1000).toFixed(2)),
  applyPhasesS: s.applyPhasesMs && {
    guard: Number((s.applyPhasesMs.guard / 1000).toFixed(2)),
    stage: Number((s.applyPhasesMs.stage / 1000).toFixed(2)),
    commit: Number((s.applyPhasesMs.commit / 1000).toFixed(2)),
  },
  peakRssMb: rssMb(),
  loadAverage1m: load(),
});

try {
  console.log(
    `bench:sync: ${COMPANIES.toLocaleString("en")} companies, ${cpus().length} cores, load ${load()}`,
  );
  const full = await syncCompanies(db, {
    source,
    maxRemovalShare: DEFAULT_SYNC_CONFIG.maxRemovalShare,
    spoolDir: dir,
  });
  console.log(report("full sync (empty database)", full));
  // A fresh connection: the pooled one may have been closed by the endpoint during the apply.
  await fetch(`http://127.0.0.1:${port}/day?n=2`, { headers: { connection: "close" } }).catch(() =>
    fetch(`http://127.0.0.1:${port}/day?n=2`),
  );
  const next = await syncCompanies(db, {
    source,
    maxRemovalShare: DEFAULT_SYNC_CONFIG.maxRemovalShare,
    spoolDir: dir,
  });
  console.log(report("next-day sync (1,000 changes)", next));
  console.log({ databaseMb: Math.round(statSync(dbPath).size / 1_048_576) });
} finally {
  db.close();
  child.kill();
  rmSync(dir, { recursive: true, force: true });
}
