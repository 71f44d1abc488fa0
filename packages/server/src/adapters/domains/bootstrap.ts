/**
 * The IANA RDAP bootstrap file for DNS (RFC 9224): parsing, validation and the TLD → base URL
 * lookup, with .ch and .li pinned to SWITCH and operator overrides on top.
 */
import { existsSync, readFileSync } from "node:fs";
import shipped from "./rdap-bootstrap.json" with { type: "json" };

/** The file as published: `services` is `[[tld, ...], [baseUrl, ...]][]`. */
export interface RdapBootstrapFile {
  version: string;
  publication: string;
  description?: string;
  services: [string[], string[]][];
}

/** Where the IANA publishes the file. */
export const IANA_DNS_BOOTSTRAP_URL = "https://data.iana.org/rdap/dns.json";

/** SWITCH runs RDAP for .ch and .li; pinned so they work whatever the bootstrap file says. */
export const PINNED_RDAP_SERVICES: Readonly<Record<string, string>> = {
  ch: "https://rdap.nic.ch/",
  li: "https://rdap.nic.li/",
};

/** The outcome of validating a bootstrap document (problems returned, not thrown). */
export type BootstrapParse = { ok: true; file: RdapBootstrapFile } | { ok: false; problems: string[] };

/**
 * Validate a parsed JSON document as an RFC 9224 DNS bootstrap file. Base URLs must be absolute
 * http(s) URLs; they are normalised to end with "/". TLD labels are lower-cased.
 */
export function parseBootstrap(doc: unknown): BootstrapParse {
  if (typeof doc !== "object" || doc === null || Array.isArray(doc)) {
    return { ok: false, problems: ["the document is not a JSON object"] };
  }
  const d = doc as Record<string, unknown>;
  const problems: string[] = [];
  if (typeof d.version !== "string") problems.push("`version` must be a string");
  if (typeof d.publication !== "string" || Number.isNaN(Date.parse(d.publication))) {
    problems.push("`publication` must be an ISO 8601 date-time");
  }
  if (d.description !== undefined && typeof d.description !== "string") {
    problems.push("`description` must be a string");
  }
  if (!Array.isArray(d.services) || d.services.length === 0) {
    problems.push("`services` must be a non-empty array");
    return { ok: false, problems };
  }
  const services: [string[], string[]][] = [];
  d.services.forEach((entry: unknown, i) => {
    const parsed = _parseService(entry);
    if (typeof parsed === "string") problems.push(`services[${i}]: ${parsed}`);
    else services.push(parsed);
  });
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    file: {
      version: d.version as string,
      publication: d.publication as string,
      ...(typeof d.description === "string" ? { description: d.description } : {}),
      services,
    },
  };
}

/** The snapshot shipped with the server (validated at load; a broken snapshot is a build bug). */
export function shippedBootstrap(): RdapBootstrapFile {
  const parsed = parseBootstrap(shipped);
  if (!parsed.ok) throw new Error(`shipped RDAP bootstrap is invalid: ${parsed.problems.join("; ")}`);
  return parsed.file;
}

/**
 * The bootstrap file at `path` when it exists (written by `namescreen domains refresh-bootstrap`),
 * otherwise the shipped snapshot. An existing but invalid file is an error: the operator asked
 * for it, so silently using something else would hide the problem.
 */
export function loadBootstrap(path: string | null): { file: RdapBootstrapFile; source: string } {
  if (path === null || !existsSync(path)) return { file: shippedBootstrap(), source: "shipped snapshot" };
  let doc: unknown;
  try {
    doc = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new Error(`RDAP bootstrap file ${path} is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = parseBootstrap(doc);
  if (!parsed.ok) throw new Error(`RDAP bootstrap file ${path} is invalid: ${parsed.problems.join("; ")}`);
  return { file: parsed.file, source: path };
}

/** TLD → RDAP base URL (ending in "/"). */
export interface RdapServiceMap {
  /** The base URL for a name, by the longest matching label suffix; `null` when none is known. */
  baseUrlFor(fqdn: string): string | null;
}

/**
 * Build the lookup: bootstrap entries (an https URL preferred), then the .ch/.li pins, then
 * `overrides` (operator configuration and tests; any http(s) URL).
 */
export function createRdapServiceMap(
  file: RdapBootstrapFile,
  overrides: Readonly<Record<string, string>> = {},
): RdapServiceMap {
  const map = new Map<string, string>();
  for (const [labels, urls] of file.services) {
    const url = urls.find((u) => u.startsWith("https://")) ?? urls[0];
    if (url === undefined) continue;
    for (const label of labels) map.set(label.toLowerCase(), url);
  }
  for (const [tld, url] of Object.entries({ ...PINNED_RDAP_SERVICES, ...overrides })) {
    map.set(tld.toLowerCase().replace(/^\./, ""), _withSlash(url));
  }
  return {
    baseUrlFor(fqdn) {
      const labels = fqdn.toLowerCase().replace(/\.$/, "").split(".");
      // Longest suffix first: "a.b.c" tries "b.c", then "c" (the name itself is never a service key).
      for (let i = 1; i < labels.length; i += 1) {
        const hit = map.get(labels.slice(i).join("."));
        if (hit !== undefined) return hit;
      }
      return null;
    },
  };
}

// --- Internal helpers ---

function _parseService(entry: unknown): [string[], string[]] | string {
  if (!Array.isArray(entry) || entry.length < 2) return "must be [[labels...], [urls...]]";
  const [labels, urls] = entry as unknown[];
  if (
    !Array.isArray(labels) ||
    labels.length === 0 ||
    !labels.every((l) => typeof l === "string" && l !== "")
  ) {
    return "labels must be a non-empty array of strings";
  }
  if (!Array.isArray(urls) || urls.length === 0 || !urls.every((u) => typeof u === "string")) {
    return "urls must be a non-empty array of strings";
  }
  const normalised: string[] = [];
  for (const url of urls as string[]) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return `not a URL: ${url}`;
    }
    if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return `not an http(s) URL: ${url}`;
    normalised.push(_withSlash(url));
  }
  return [(labels as string[]).map((l) => l.toLowerCase()), normalised];
}

function _withSlash(url: string): string {
  return url.endsWith("/") ? url : `${url}/`;
}
