/**
 * A real RDAP HTTP server on 127.0.0.1 (node:http, free port) answering `GET /domain/<fqdn>`
 * from a table of scripted replies. Records every request and the peak concurrency.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** One scripted reply. */
export interface RdapReply {
  status: number;
  /** A JSON value (sent as application/rdap+json) or a raw string. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Wait this long before answering (for timeouts and concurrency). */
  delayMs?: number;
  /** Answer by hand instead (streamed or compressed bodies); `status`, `body` and `headers` are ignored. */
  respond?: (res: ServerResponse) => void;
}

/** A reply, or a sequence used one per request (the last one repeats). */
export type RdapRoute = RdapReply | RdapReply[];

/** A running server. */
export interface TestRdapServer {
  /** Base URL ending in "/". */
  baseUrl: string;
  /** Request paths in arrival order, with the time they arrived. */
  requests: { path: string; at: number; headers: IncomingMessage["headers"] }[];
  /** Highest number of requests being handled at once. */
  peakConcurrency(): number;
  set(fqdn: string, route: RdapRoute): void;
  close(): Promise<void>;
}

/** A 200 domain object as RFC 9083 describes it (minimal). */
export function domainObject(fqdn: string): Record<string, unknown> {
  return {
    objectClassName: "domain",
    ldhName: fqdn,
    rdapConformance: ["rdap_level_0"],
    status: ["active"],
    events: [{ eventAction: "registration", eventDate: "2001-05-04T00:00:00Z" }],
  };
}

/** Start a server; names without a route get 404 with an RFC 9083 error body. */
export async function startRdapServer(routes: Record<string, RdapRoute> = {}): Promise<TestRdapServer> {
  const table = new Map(Object.entries(routes));
  const served = new Map<string, number>();
  const requests: TestRdapServer["requests"] = [];
  let active = 0;
  let peak = 0;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? "/";
    requests.push({ path, at: Date.now(), headers: req.headers });
    active += 1;
    peak = Math.max(peak, active);
    try {
      // Any path ending in domain/<fqdn> (redirect targets too); other paths have no route.
      const fqdn = decodeURIComponent(path.replace(/^.*\/domain\//, "")).toLowerCase();
      const reply = _next(table.get(fqdn), served, fqdn) ?? {
        status: 404,
        body: { errorCode: 404, title: "Not Found" },
      };
      if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
      if (res.destroyed) return;
      if (reply.respond) return reply.respond(res);
      const isJson = reply.body !== undefined && typeof reply.body !== "string";
      res.writeHead(reply.status, {
        ...(isJson ? { "content-type": "application/rdap+json" } : {}),
        ...reply.headers,
      });
      res.end(reply.body === undefined ? "" : isJson ? JSON.stringify(reply.body) : (reply.body as string));
    } finally {
      active -= 1;
    }
  };

  const server = createServer((req, res) => {
    void handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/`,
    requests,
    peakConcurrency: () => peak,
    set: (fqdn, route) => {
      table.set(fqdn, route);
      served.delete(fqdn);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function _next(
  route: RdapRoute | undefined,
  served: Map<string, number>,
  fqdn: string,
): RdapReply | undefined {
  if (route === undefined || !Array.isArray(route)) return route;
  const n = served.get(fqdn) ?? 0;
  served.set(fqdn, n + 1);
  return route[Math.min(n, route.length - 1)];
}
