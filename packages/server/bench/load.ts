/**
 * Load run (issue 16, suite c): the built server on a temp database with the sandbox demo data,
 * held under `--connections` connections spread over assessment, conflicts and screening (with
 * a domain check), plus `--domain-connections` on the domain endpoint, all at once for
 * `--duration` seconds. DNS and RDAP are loopback stand-ins (nothing goes to the internet) and
 * the domain cache is off, so every domain check reaches them.
 *
 *   pnpm bench:load [--duration 60] [--connections 64] [--domain-connections 8]
 *                   [--rdap-delay-ms 50] [--json result.json]
 *
 * Reports, per endpoint, answers by status, socket errors and client timeouts (10 s), p50/p99
 * latency; the server's RSS over time (read from /proc, Linux); the load average. Run
 * `pnpm build` first (the root `pnpm bench:load` does).
 */
import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import type { EndpointFigures } from "./load/report.js";
import { endpointFigures, printReport } from "./load/report.js";
import { sampleRss } from "./load/rss.js";
import { startLoadServer } from "./load/server.js";
import { startUpstreams } from "./load/upstreams.js";
import { loadWorkloads } from "./load/workloads.js";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "60" },
    connections: { type: "string", default: "64" },
    "domain-connections": { type: "string", default: "8" },
    "rdap-delay-ms": { type: "string", default: "50" },
    labels: { type: "string", default: "5000" },
    json: { type: "string" },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);

const upstreams = await startUpstreams({
  labels: Number(values.labels),
  rdapDelayMs: Number(values["rdap-delay-ms"]),
});
const server = await startLoadServer({
  ...upstreams.env,
  // Every domain check goes to the stand-ins; the rate limit is on with a limit the run cannot reach.
  NAMESCREEN_DOMAIN_AVAILABLE_TTL_MS: "0",
  NAMESCREEN_DOMAIN_TAKEN_TTL_MS: "0",
  NAMESCREEN_RATE_LIMIT: "10000000",
});
let exitCode: number | null = null;
try {
  console.log(
    `server started in ${server.startSeconds.toFixed(1)} s (pid ${server.pid}); loading for ${duration} s`,
  );
  const workloads = loadWorkloads(server.key, connections, Number(values["domain-connections"]), upstreams);
  const health = (await (await fetch(`${server.base}/health`)).json()) as { register?: unknown };
  const loadBefore = loadavg().map((l) => Number(l.toFixed(2)));
  const rss = sampleRss(server.pid);
  const results = await Promise.all(
    workloads.map((w) =>
      autocannon({
        url: server.base,
        connections: w.connections,
        duration,
        requests: w.requests,
        timeout: 10,
      }),
    ),
  );
  rss.stop();
  const figures: EndpointFigures[] = workloads.map((w, i) =>
    endpointFigures(w, results[i] as autocannon.Result),
  );
  const healthAfter = (await fetch(`${server.base}/health`)).status;
  const report = {
    durationSeconds: duration,
    connections,
    domainConnections: Number(values["domain-connections"]),
    rdapDelayMs: Number(values["rdap-delay-ms"]),
    cpus: cpus().length,
    loadAverageBefore: loadBefore,
    loadAverageAfter: loadavg().map((l) => Number(l.toFixed(2))),
    serverStartSeconds: Number(server.startSeconds.toFixed(1)),
    register: health.register ?? null,
    endpoints: figures,
    upstreamLookups: upstreams.served(),
    rss: { samples: rss.samples, peakMiB: rss.peakMiB() },
    healthAfter,
  };
  printReport(report);
  if (values.json) writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`);
} finally {
  exitCode = await server.stop();
  await upstreams.close();
}
console.log(`server stopped with exit code ${exitCode}`);
