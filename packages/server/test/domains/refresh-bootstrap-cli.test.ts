/**
 * `namescreen domains refresh-bootstrap` as a real child process against a local HTTP server
 * serving bootstrap files; never the internet.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRdapServiceMap, loadBootstrap } from "../../src/adapters/domains/bootstrap.js";
import { runCli } from "../helpers/run-cli.js";

const GOOD = {
  version: "1.0",
  publication: "2026-11-20T18:00:01Z",
  description: "RDAP bootstrap file for Domain Name System registrations",
  services: [
    [["com"], ["https://rdap.verisign.com/com/v1/"]],
    [["de"], ["https://rdap.denic.example/"]],
    [["ch", "li"], ["https://wrong.example/"]],
  ],
};

const PAGES: Record<string, { status: number; body: string }> = {
  "/dns.json": { status: 200, body: JSON.stringify(GOOD) },
  "/broken.json": { status: 200, body: '{"version": "1.0", "services": "nope"}' },
  "/html": { status: 200, body: "<html>maintenance</html>" },
  "/gone": { status: 503, body: "down" },
};

let server: Server;
let base: string;
const dir = mkdtempSync(join(tmpdir(), "namescreen-refresh-"));

beforeAll(async () => {
  server = createServer((req, res) => {
    const page = PAGES[req.url ?? ""] ?? { status: 404, body: "" };
    res.writeHead(page.status, { "content-type": "application/json" }).end(page.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

describe("namescreen domains refresh-bootstrap", () => {
  it("downloads, validates and writes the file the server then uses", async () => {
    const out = join(dir, "data", "rdap-bootstrap.json");
    const run = await runCli(["domains", "refresh-bootstrap", "--url", `${base}/dns.json`, "--json"], {
      NAMESCREEN_DB_PATH: join(dir, "ns.db"),
      NAMESCREEN_RDAP_BOOTSTRAP_FILE: out,
    });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      url: `${base}/dns.json`,
      out,
      publication: GOOD.publication,
      services: 3,
      tlds: 4,
    });
    const loaded = loadBootstrap(out);
    expect(loaded.source).toBe(out);
    const map = createRdapServiceMap(loaded.file);
    expect(map.baseUrlFor("alpha.de")).toBe("https://rdap.denic.example/");
    expect(map.baseUrlFor("alpha.ch")).toBe("https://rdap.nic.ch/"); // the pin wins over the file
  });

  it.each([
    ["/broken.json", "not a valid RDAP bootstrap file"],
    ["/html", "did not return JSON"],
    ["/gone", "answered HTTP 503"],
  ])("refuses %s and leaves the existing file alone", async (path, message) => {
    const out = join(dir, "keep.json");
    writeFileSync(out, "previous");
    const run = await runCli(["domains", "refresh-bootstrap", "--url", `${base}${path}`, "--out", out], {
      NAMESCREEN_DB_PATH: join(dir, "ns.db"),
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(message);
    expect(readFileSync(out, "utf8")).toBe("previous");
  });

  it("refuses a file with fewer services than --min-services", async () => {
    const out = join(dir, "few.json");
    const run = await runCli(
      ["domains", "refresh-bootstrap", "--url", `${base}/dns.json`, "--out", out, "--min-services", "100"],
      { NAMESCREEN_DB_PATH: join(dir, "ns.db") },
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("only 3 services");
    expect(existsSync(out)).toBe(false);
  });

  it("reports an unreachable source", async () => {
    // A port that was just free: nothing listens there any more.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const run = await runCli(
      [
        "domains",
        "refresh-bootstrap",
        "--url",
        `http://127.0.0.1:${port}/dns.json`,
        "--out",
        join(dir, "x.json"),
      ],
      { NAMESCREEN_DB_PATH: join(dir, "ns.db") },
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("ECONNREFUSED");
  });
});
