/**
 * What the load run sends: one autocannon workload per endpoint, each with its share of the
 * connections and bodies that vary per request (names from small lists; domain labels from the
 * stand-ins' pool, so every domain check goes to the loopback upstreams).
 */
import type autocannon from "autocannon";
import type { Upstreams } from "./upstreams.js";

/** One endpoint under load. */
export interface Workload {
  name: string;
  path: string;
  connections: number;
  requests: autocannon.Request[];
}

const COMPANY_NAMES = [
  "Alpenblick Treuhand AG",
  "Boulangerie du Lac Sàrl",
  "Zürich Private Bank AG",
  "Meier Informatik GmbH",
  "Ticino Consulting SA",
  "Helvetia Software AG",
  "Bergsicht Immobilien GmbH",
  "Rhein Logistik AG",
];

/**
 * `connections` spread over assessment, conflicts and screening (screening with a domain
 * check), plus `domainConnections` on the domain endpoint.
 */
export function loadWorkloads(
  key: string,
  connections: number,
  domainConnections: number,
  upstreams: Upstreams,
): Workload[] {
  const share = (i: number) => Math.floor(connections / 3) + (i < connections % 3 ? 1 : 0);
  let n = 0;
  const next = () => n++;
  const post = (path: string, body: (i: number) => object): autocannon.Request[] => [
    {
      method: "POST",
      path,
      headers: { "content-type": "application/json", "x-api-key": key },
      setupRequest: (req) => ({ ...req, body: JSON.stringify(body(next())) }),
    },
  ];
  const companyName = (i: number) => COMPANY_NAMES[i % COMPANY_NAMES.length] as string;
  return [
    {
      name: "assessment",
      path: "/v1/name/assessment",
      connections: share(0),
      requests: post("/v1/name/assessment", (i) => ({
        companyName: companyName(i),
        legalForm: "stock_corporation",
        language: "de",
      })),
    },
    {
      name: "conflicts",
      path: "/v1/conflicts/search",
      connections: share(1),
      requests: post("/v1/conflicts/search", (i) => ({ name: companyName(i) })),
    },
    {
      name: "screening",
      path: "/v1/name/screening",
      connections: share(2),
      requests: post("/v1/name/screening", (i) => ({
        companyName: `${_capitalised(upstreams.label(i))} AG`,
        legalForm: "stock_corporation",
        language: "de",
        checks: {
          conflicts: { limit: 5 },
          trademarks: { niceClasses: [9, 42] },
          domains: { enabled: true, tlds: ["ch", "com", "de"] },
        },
      })),
    },
    {
      name: "domains",
      path: "/v1/domains/availability",
      connections: domainConnections,
      requests: post("/v1/domains/availability", (i) => ({
        name: upstreams.label(i),
        tlds: ["ch", "li", "com", "de"],
      })),
    },
  ].filter((w) => w.connections > 0);
}

// --- Internal helpers ---

function _capitalised(label: string): string {
  return label.charAt(0).toUpperCase() + label.slice(1);
}
