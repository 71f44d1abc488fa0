import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  createRdapServiceMap,
  loadBootstrap,
  PINNED_RDAP_SERVICES,
  parseBootstrap,
  shippedBootstrap,
} from "../../src/adapters/domains/bootstrap.js";

const dir = mkdtempSync(join(tmpdir(), "namescreen-bootstrap-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const VALID = {
  version: "1.0",
  publication: "2026-11-01T00:00:00Z",
  description: "test",
  services: [
    [
      ["com", "net"],
      ["http://plain.example/rdap", "https://secure.example/rdap/"],
    ],
    [["co.uk"], ["https://uk.example/"]],
    [["uk"], ["https://tld-uk.example/"]],
    [["ch"], ["https://elsewhere.example/"]],
  ],
};

describe("parseBootstrap", () => {
  it("accepts an RFC 9224 file and normalises base URLs", () => {
    const parsed = parseBootstrap(VALID);
    expect(parsed.ok).toBe(true);
    if (parsed.ok)
      expect(parsed.file.services[0]?.[1]).toEqual([
        "http://plain.example/rdap/",
        "https://secure.example/rdap/",
      ]);
  });

  it.each([
    ["not an object", [], "not a JSON object"],
    ["no services", { ...VALID, services: [] }, "`services` must be a non-empty array"],
    ["bad publication", { ...VALID, publication: "yesterday" }, "`publication`"],
    ["bad service shape", { ...VALID, services: [["com", "https://x/"]] }, "services[0]"],
    ["empty labels", { ...VALID, services: [[[], ["https://x/"]]] }, "labels"],
    ["not a URL", { ...VALID, services: [[["com"], ["rdap.example"]]] }, "not a URL"],
    ["ftp URL", { ...VALID, services: [[["com"], ["ftp://rdap.example/"]]] }, "not an http(s) URL"],
  ])("rejects %s", (_what, doc, problem) => {
    const parsed = parseBootstrap(doc);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problems.join("\n")).toContain(problem);
  });

  it("the shipped snapshot is valid", () => {
    expect(shippedBootstrap().services.length).toBeGreaterThan(0);
  });
});

describe("createRdapServiceMap", () => {
  const parsed = parseBootstrap(VALID);
  if (!parsed.ok) throw new Error("fixture");
  const map = createRdapServiceMap(parsed.file, { de: "http://127.0.0.1:9/rdap" });

  it("prefers https, matches the longest suffix, and is case-insensitive", () => {
    expect(map.baseUrlFor("alpha.com")).toBe("https://secure.example/rdap/");
    expect(map.baseUrlFor("ALPHA.NET.")).toBe("https://secure.example/rdap/");
    expect(map.baseUrlFor("alpha.co.uk")).toBe("https://uk.example/");
    expect(map.baseUrlFor("alpha.uk")).toBe("https://tld-uk.example/");
  });

  it("pins .ch/.li to SWITCH over the file, and overrides win over both", () => {
    expect(map.baseUrlFor("alpha.ch")).toBe(PINNED_RDAP_SERVICES.ch);
    expect(map.baseUrlFor("alpha.li")).toBe("https://rdap.nic.li/");
    expect(map.baseUrlFor("alpha.de")).toBe("http://127.0.0.1:9/rdap/");
    expect(createRdapServiceMap(parsed.file, { ch: "http://x/" }).baseUrlFor("a.ch")).toBe("http://x/");
  });

  it("answers null for an unknown TLD and for a bare TLD", () => {
    expect(map.baseUrlFor("alpha.it")).toBeNull();
    expect(map.baseUrlFor("com")).toBeNull();
  });
});

describe("loadBootstrap", () => {
  it("uses the shipped snapshot when the file does not exist", () => {
    expect(loadBootstrap(join(dir, "missing.json")).source).toBe("shipped snapshot");
  });

  it("uses a valid file", () => {
    const path = join(dir, "ok.json");
    writeFileSync(path, JSON.stringify(VALID));
    expect(loadBootstrap(path)).toMatchObject({ source: path, file: { publication: VALID.publication } });
  });

  it("refuses an invalid file rather than ignoring it", () => {
    const path = join(dir, "bad.json");
    writeFileSync(path, "{ nope");
    expect(() => loadBootstrap(path)).toThrow(/not valid JSON/);
    writeFileSync(path, JSON.stringify({ version: "1.0" }));
    expect(() => loadBootstrap(path)).toThrow(/invalid/);
  });
});
