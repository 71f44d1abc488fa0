/**
 * A real DNS server on 127.0.0.1 (dns2 3.0.0, UDP, free port) answering from a table, for
 * pointing node's Resolver at. dns2's bundled types are incomplete (no Packet.RCODE, records
 * typed as class instances), so this file keeps its own small typed view of the parts used.
 */
import { readFileSync } from "node:fs";
import dns2 from "dns2";

/** How the server answers for one name (any query type unless stated). */
export type DnsBehaviour =
  /** NS records in the answer (a delegated second-level domain). */
  | "delegated"
  /** No NS records, but an SOA answer (a zone apex without NS in the answer). */
  | "soa_only"
  /** NOERROR with an empty answer for every type. */
  | "nodata"
  | "nxdomain"
  | "servfail"
  | "refused"
  /** Never answers: the client times out. */
  | "drop";

/** A running server. */
export interface TestDnsServer {
  /** "127.0.0.1:<port>", for Resolver.setServers. */
  address: string;
  /** Names asked, with type, in order ("alpha.ch/NS"). */
  queries: string[];
  /** Change or add the behaviour for a name. */
  set(name: string, behaviour: DnsBehaviour): void;
  /**
   * Queries the kernel dropped before the server could read them (its UDP receive buffer was
   * full), from /proc/net/udp; null where that is not available (not Linux).
   */
  drops(): number | null;
  close(): Promise<void>;
}

// --- dns2 as used here (typed locally) ---

const RCODE = { NOERROR: 0, SERVFAIL: 2, NXDOMAIN: 3, REFUSED: 5 } as const;
const TYPE = { NS: 2, SOA: 6 } as const;
const CLASS_IN = 1;

interface Question {
  name: string;
  type: number;
}
interface DnsRecord {
  name: string;
  type: number;
  class: number;
  ttl: number;
  [field: string]: unknown;
}
interface ResponsePacket {
  header: { rcode: number };
  answers: DnsRecord[];
  authorities: DnsRecord[];
}
interface RequestPacket {
  questions: Question[];
}
interface Dns2Server {
  servers: { udp?: { setRecvBufferSize(size: number): void } };
  listen(options: { udp: { port: number; address: string } }): Promise<unknown>;
  addresses(): { udp?: { port: number } };
  close(): Promise<unknown>;
  on(event: "requestError" | "error", listener: (error: unknown) => void): unknown;
}
interface Dns2Module {
  createServer(options: {
    udp: boolean;
    handle: (request: RequestPacket, send: (response: ResponsePacket) => void) => void;
  }): Dns2Server;
  Packet: { createResponseFromRequest(request: RequestPacket): ResponsePacket };
}
const DNS2 = dns2 as unknown as Dns2Module;

/** Start a server answering from `table` (names in lower case, no trailing dot); unknown names get NXDOMAIN. */
export async function startDnsServer(table: Record<string, DnsBehaviour> = {}): Promise<TestDnsServer> {
  const behaviours = new Map(Object.entries(table));
  const queries: string[] = [];
  const server = DNS2.createServer({
    udp: true,
    handle: (request, send) => {
      const question = request.questions[0];
      if (!question) return;
      const name = question.name.toLowerCase().replace(/\.$/, "");
      queries.push(
        `${name}/${question.type === TYPE.NS ? "NS" : question.type === TYPE.SOA ? "SOA" : question.type}`,
      );
      const behaviour = behaviours.get(name) ?? "nxdomain";
      if (behaviour === "drop") return;
      const response = DNS2.Packet.createResponseFromRequest(request);
      const soa = _soa(name);
      switch (behaviour) {
        case "delegated":
          if (question.type === TYPE.NS) {
            response.answers.push(_ns(name, `ns1.${name}`), _ns(name, `ns2.${name}`));
          } else if (question.type === TYPE.SOA) {
            response.answers.push(soa);
          }
          break;
        case "soa_only":
          if (question.type === TYPE.SOA) response.answers.push(soa);
          else response.authorities.push(soa);
          break;
        case "nodata":
          response.authorities.push(_soa(_parent(name)));
          break;
        case "nxdomain":
          response.header.rcode = RCODE.NXDOMAIN;
          response.authorities.push(_soa(_parent(name)));
          break;
        case "servfail":
          response.header.rcode = RCODE.SERVFAIL;
          break;
        case "refused":
          response.header.rcode = RCODE.REFUSED;
          break;
      }
      send(response);
    },
  });
  server.on("requestError", () => {});
  await server.listen({ udp: { port: 0, address: "127.0.0.1" } });
  const port = server.addresses().udp?.port;
  if (port === undefined) throw new Error("dns2 did not report a UDP port");
  // The server shares the test's event loop, so a burst of queries waits in the socket's receive
  // buffer (about 256 queries by default on Linux) and the rest is dropped. A larger buffer
  // where the system allows it (net.core.rmem_max caps it, silently).
  try {
    server.servers.udp?.setRecvBufferSize(RECEIVE_BUFFER_BYTES);
  } catch {
    // Not allowed here: the default buffer it is.
  }
  return {
    address: `127.0.0.1:${port}`,
    queries,
    set: (name, behaviour) => behaviours.set(name, behaviour),
    drops: () => _udpDrops(port),
    close: async () => {
      await server.close();
    },
  };
}

// --- Internal helpers ---

const RECEIVE_BUFFER_BYTES = 4 * 1024 * 1024;

/** The kernel's drop count of the IPv4 UDP socket bound to 127.0.0.1:`port`, or null. */
function _udpDrops(port: number): number | null {
  let table: string;
  try {
    table = readFileSync("/proc/net/udp", "utf8");
  } catch {
    return null;
  }
  // 127.0.0.1 as the kernel prints it: in host byte order (little- or big-endian).
  const hex = port.toString(16).toUpperCase().padStart(4, "0");
  const local = [`0100007F:${hex}`, `7F000001:${hex}`];
  for (const line of table.split("\n").slice(1)) {
    const fields = line.trim().split(/\s+/);
    if (local.includes(fields[1] ?? "")) {
      const drops = Number(fields[fields.length - 1]);
      return Number.isSafeInteger(drops) ? drops : null;
    }
  }
  return null;
}

function _ns(name: string, host: string): DnsRecord {
  return { name, type: TYPE.NS, class: CLASS_IN, ttl: 300, ns: host };
}

function _soa(zone: string): DnsRecord {
  return {
    name: zone,
    type: TYPE.SOA,
    class: CLASS_IN,
    ttl: 300,
    primary: `ns1.${zone}`,
    admin: `hostmaster.${zone}`,
    serial: 2026112201,
    refresh: 3600,
    retry: 600,
    expiration: 604800,
    minimum: 300,
  };
}

function _parent(name: string): string {
  const dot = name.indexOf(".");
  return dot < 0 ? name : name.slice(dot + 1);
}
