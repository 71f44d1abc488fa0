/**
 * The loopback endpoint of `bench:sync`, run as its own process (so its memory is not counted
 * in the sync's RSS): it answers the sync's queries in the SPARQL JSON results format of
 * LINDAS, generating the companies of each page directly (too many for a triple store here).
 * Day 1: `COMPANIES` companies; day 2 (`GET /day?n=2`): 1,000 changes (400 renames, 300
 * deletions, 300 new firms) and a new dateModified.
 *
 *   tsx bench/sync-endpoint.ts <companies>   → prints the port on stdout
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

const COMPANIES = Number(process.argv[2] ?? 1_200_000);
const RENAMED = 400;
const DELETED = 300;
const ADDED = 300;
const FIRST_ID = 1_000_000; // seven digits: IRI order = number order
const PREFIX = "https://register.ld.admin.ch/zefix/company/";
const WORDS = [
  "Alpen",
  "Berg",
  "Zürich",
  "Helvetia",
  "Nord",
  "Treuhand",
  "Immobilien",
  "Bau",
  "Consulting",
  "Handel",
  "Garage",
  "Informatik",
  "Design",
  "Gastro",
  "Medical",
  "Logistik",
  "Finanz",
  "Energie",
  "Holz",
  "Reisen",
];
const FORMS = [
  ["0106", "AG"],
  ["0107", "GmbH"],
  ["0101", ""],
  ["0108", "Genossenschaft"],
  ["0109", "Verein"],
  ["0110", "Stiftung"],
];
const BFS = [261, 351, 6621, 5586, 2701, 230, 1061, 3203, 371, 5192];

let day = 1;

/**
 * The EHRA id at position `index` of the current day, in IRI order, or null past the end. Day 2
 * deletes the last id of each of the first DELETED blocks of `stride` ids, and adds ADDED ids
 * after the last one.
 */
function idAt(index: number): number | null {
  if (day === 1) return index < COMPANIES ? FIRST_ID + index : null;
  const stride = Math.floor(COMPANIES / DELETED);
  const kept = COMPANIES - DELETED;
  if (index < DELETED * (stride - 1)) {
    const block = Math.floor(index / (stride - 1));
    return FIRST_ID + block * stride + (index % (stride - 1));
  }
  if (index < kept) return FIRST_ID + index + DELETED;
  return index < kept + ADDED ? FIRST_ID + COMPANIES + (index - kept) : null;
}

function companyRows(id: number): string {
  const n = id - FIRST_ID;
  const renamed = day === 2 && n % Math.floor(COMPANIES / RENAMED) === 7;
  const [code, suffix] = FORMS[n % FORMS.length] as [string, string];
  let name = `${WORDS[n % 20]} ${WORDS[Math.floor(n / 20) % 20]} ${n.toString(36)}${renamed ? " Neu" : ""}${suffix ? ` ${suffix}` : ""}`;
  if (n % 25 === 3) name += " in Liquidation";
  const iri = `{"type":"uri","value":"${PREFIX}${id}"}`;
  const uid =
    n % 33 === 5 ? "" : `,"uid":{"type":"literal","value":"CHE${String(100_000_000 + n).slice(-9)}"}`;
  const base = `"company":${iri},"legalName":{"type":"literal","value":${JSON.stringify(name)}}${uid},"legalForm":{"type":"uri","value":"https://ld.admin.ch/ech/97/legalforms/${code}"},"municipality":{"type":"uri","value":"https://ld.admin.ch/municipality/${BFS[n % BFS.length]}"}`;
  if (n % 10 !== 0) return `{${base}}`;
  // Every tenth firm has registered translations: several rows for one company.
  return [`${name} (fr)`, `${name} (it)`]
    .map(
      (t, i) =>
        `{${base},"name":{"type":"literal","value":${JSON.stringify(t)},"xml:lang":"${i ? "it" : "fr"}"}}`,
    )
    .join(",");
}

const server = createServer((req, res) => {
  if (req.url?.startsWith("/day")) {
    day = Number(new URL(req.url, "http://x").searchParams.get("n"));
    res.end("ok");
    return;
  }
  let body = "";
  req.setEncoding("utf8");
  req.on("data", (d: string) => {
    body += d;
  });
  req.on("end", () => {
    const query = new URLSearchParams(body).get("query") ?? "";
    res.writeHead(200, { "content-type": "application/sparql-results+json" });
    if (query.includes("dateModified")) {
      const date = day === 1 ? "2026-09-14" : "2026-09-15";
      res.end(
        `{"head":{"vars":["modified"]},"results":{"bindings":[{"modified":{"type":"typed-literal","datatype":"http://www.w3.org/2001/XMLSchema#date","value":"${date}"}}]}}`,
      );
      return;
    }
    const limit = Number(/LIMIT (\d+)/.exec(query)?.[1]);
    const offset = Number(/OFFSET (\d+)/.exec(query)?.[1]);
    res.write(
      '{"head":{"vars":["company","legalName","name","uid","legalForm","municipality"]},"results":{"bindings":[',
    );
    let chunk = "";
    for (let i = offset; i < offset + limit; i++) {
      const id = idAt(i);
      if (id === null) break;
      chunk += `${i > offset ? "," : ""}${companyRows(id)}`;
      if (chunk.length > 65_536) {
        res.write(chunk);
        chunk = "";
      }
    }
    res.end(`${chunk}]}}`);
  });
});
server.listen(0, "127.0.0.1", () => process.stdout.write(`${(server.address() as AddressInfo).port}\n`));
process.on("disconnect", () => server.close());
