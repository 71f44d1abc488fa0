/** The figures of a load run, per endpoint, and their printed form. */
import type autocannon from "autocannon";
import type { RssSample } from "./rss.js";
import type { Workload } from "./workloads.js";

/** What one endpoint saw. */
export interface EndpointFigures {
  name: string;
  path: string;
  connections: number;
  requests: number;
  reqPerSec: number;
  /** Answers by HTTP status. */
  statuses: Record<string, number>;
  /** Socket errors (refused, reset) and client timeouts (no answer within 10 s). */
  errors: number;
  timeouts: number;
  latencyP50ms: number;
  latencyP99ms: number;
  latencyMaxMs: number;
}

/** The whole report. */
export interface LoadReport {
  durationSeconds: number;
  connections: number;
  domainConnections: number;
  rdapDelayMs: number;
  cpus: number;
  loadAverageBefore: number[];
  loadAverageAfter: number[];
  serverStartSeconds: number;
  /** The register as /health reported it before the run. */
  register: unknown;
  endpoints: EndpointFigures[];
  upstreamLookups: { dns: number; rdap: number };
  rss: { samples: RssSample[]; peakMiB: number };
  healthAfter: number;
}

/** The figures of one autocannon result. */
export function endpointFigures(workload: Workload, result: autocannon.Result): EndpointFigures {
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([status, s]) => [status, s.count ?? 0]),
  );
  return {
    name: workload.name,
    path: workload.path,
    connections: workload.connections,
    requests: result.requests.total,
    reqPerSec: Math.round(result.requests.average),
    statuses,
    errors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    latencyP50ms: result.latency.p50,
    latencyP99ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
  };
}

/** Print the report as a table and a memory line. */
export function printReport(r: LoadReport): void {
  console.log(
    `\n${r.connections} + ${r.domainConnections} connections for ${r.durationSeconds} s; RDAP stand-in delay ${r.rdapDelayMs} ms; ` +
      `${r.cpus} CPUs, load average ${r.loadAverageBefore.join(" ")} → ${r.loadAverageAfter.join(" ")}`,
  );
  console.log(
    "endpoint                    conns  requests  req/s  statuses                  errors  timeouts  p50 ms  p99 ms  max ms",
  );
  for (const e of r.endpoints) {
    const statuses = Object.entries(e.statuses)
      .map(([s, n]) => `${s}:${n}`)
      .join(" ");
    console.log(
      `${e.path.padEnd(28)}${String(e.connections).padStart(5)}${String(e.requests).padStart(10)}${String(e.reqPerSec).padStart(7)}  ` +
        `${statuses.padEnd(26)}${String(e.errors).padStart(6)}${String(e.timeouts).padStart(10)}` +
        `${String(e.latencyP50ms).padStart(8)}${String(e.latencyP99ms).padStart(8)}${String(e.latencyMaxMs).padStart(8)}`,
    );
  }
  const every = Math.max(1, Math.round(r.rss.samples.length / 12));
  const series = r.rss.samples
    .filter((_, i) => i % every === 0 || i === r.rss.samples.length - 1)
    .map((s) => `${s.atSeconds}s:${s.rssMiB}`)
    .join(" ");
  console.log(`register (from /health): ${JSON.stringify(r.register)}`);
  console.log(`server RSS (MiB) over time: ${series}; peak ${r.rss.peakMiB} MiB`);
  console.log(
    `upstream lookups: ${r.upstreamLookups.dns} DNS, ${r.upstreamLookups.rdap} RDAP; /health after the run: ${r.healthAfter}`,
  );
}
