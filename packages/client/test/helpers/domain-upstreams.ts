/**
 * Loopback stand-ins for the domain checker's upstreams: a DNS server (UDP) that answers
 * NXDOMAIN, or never answers for labels starting with "slow", and an RDAP server that answers
 * 404 (not registered). A request for "slow…" names therefore holds its place in the server's
 * lookup queue until the request deadline.
 */
import { createSocket } from "node:dgram";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** Ten TLDs of the server's allowlist, all sent to the loopback RDAP server. */
export const TEN_TLDS = ["ch", "li", "swiss", "com", "net", "org", "info", "io", "biz", "app"];

/** The running upstreams and the server environment that points at them. */
export interface DomainUpstreams {
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Start both servers. */
export async function startDomainUpstreams(): Promise<DomainUpstreams> {
  const dns = createSocket("udp4");
  dns.on("message", (query, peer) => {
    if (firstLabel(query).startsWith("slow")) return;
    dns.send(nxdomainAnswer(query), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => dns.bind(0, "127.0.0.1", resolve));

  const rdap = createServer((_req, res) => {
    res.writeHead(404, { "content-type": "application/rdap+json" });
    res.end(JSON.stringify({ errorCode: 404, title: "Not Found" }));
  });
  await new Promise<void>((resolve) => rdap.listen(0, "127.0.0.1", resolve));
  const rdapUrl = `http://127.0.0.1:${(rdap.address() as AddressInfo).port}/`;

  return {
    env: {
      NAMESCREEN_DNS_SERVERS: `127.0.0.1:${dns.address().port}`,
      NAMESCREEN_RDAP_OVERRIDES: TEN_TLDS.map((tld) => `${tld}=${rdapUrl}`).join(","),
      NAMESCREEN_DOMAIN_TAKEN_TTL_MS: "0",
      NAMESCREEN_DOMAIN_AVAILABLE_TTL_MS: "0",
    },
    async close() {
      rdap.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => dns.close(() => resolve())),
        new Promise<void>((resolve) => rdap.close(() => resolve())),
      ]);
    },
  };
}

// --- Internal helpers ---

/** The first label of the question name (offset 12: the header is 12 bytes). */
function firstLabel(query: Buffer): string {
  const length = query[12] ?? 0;
  return query
    .subarray(13, 13 + length)
    .toString("latin1")
    .toLowerCase();
}

/** The query turned into its answer: QR set, RD kept, RA set, RCODE 3 (NXDOMAIN), no records. */
function nxdomainAnswer(query: Buffer): Buffer {
  const answer = Buffer.from(query);
  answer[2] = 0x80 | ((query[2] ?? 0) & 0x01);
  answer[3] = 0x80 | 3;
  answer.writeUInt16BE(0, 6); // ANCOUNT
  answer.writeUInt16BE(0, 8); // NSCOUNT
  answer.writeUInt16BE(0, 10); // ARCOUNT
  return answer;
}
