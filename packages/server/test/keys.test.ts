import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { newTraceId, TRACE_ID_PATTERN } from "../src/http/trace-id.js";
import { generateKey, hashSecret, parseKey, randomBase62, secretMatches } from "../src/keys/format.js";

describe("API key format", () => {
  it("generates ns_<env>_<id>_<secret> keys that parse back", () => {
    const key = generateKey("partner", "sandbox");
    expect(key.plaintext).toMatch(/^ns_sandbox_[0-9A-Za-z]{12}_[0-9A-Za-z]{32}$/);
    expect(parseKey(key.plaintext)).toEqual({
      kind: "partner",
      env: "sandbox",
      id: key.id,
      secret: key.secret,
    });
    const admin = generateKey("admin", "production");
    expect(admin.plaintext.startsWith("nsadmin_production_")).toBe(true);
    expect(parseKey(admin.plaintext)?.kind).toBe("admin");
  });

  it("stores only the sha256 of the secret and compares it", () => {
    const key = generateKey("partner", "sandbox");
    expect(key.secretHash.equals(hashSecret(key.secret))).toBe(true);
    expect(secretMatches(key.secret, key.secretHash)).toBe(true);
    // Change the last character to one it is not (a fixed "x" equals it once in 62 runs).
    const last = key.secret.endsWith("x") ? "y" : "x";
    expect(secretMatches(`${key.secret.slice(0, -1)}${last}`, key.secretHash)).toBe(false);
    expect(secretMatches(key.secret, key.secretHash.subarray(1))).toBe(false);
  });

  it("is random: ids and secrets do not repeat and use all of base62", () => {
    const ids = new Set(Array.from({ length: 500 }, () => generateKey("partner", "sandbox").id));
    expect(ids.size).toBe(500);
    const chars = new Set(randomBase62(20_000));
    expect(chars.size).toBe(62);
  });

  it("rejects anything that is not exactly a key", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const parsed = parseKey(s);
        if (parsed !== null) expect(s).toMatch(/^(ns|nsadmin)_(sandbox|production)_/);
      }),
    );
    for (const bad of [
      "",
      "ns_sandbox_abc_def",
      `ns_staging_AAAAAAAAAAAA_${"A".repeat(32)}`,
      `ns_sandbox_AAAAAAAAAAAA_${"A".repeat(31)}-`,
    ]) {
      expect(parseKey(bad)).toBeNull();
    }
  });
});

describe("trace ids", () => {
  it("are lowercase UUIDv7, unique, and sort by creation time", () => {
    const ids = [newTraceId(1_700_000_000_000), newTraceId(1_700_000_000_001), newTraceId(1_800_000_000_000)];
    for (const id of ids) {
      expect(id).toMatch(TRACE_ID_PATTERN);
      expect(id[14]).toBe("7");
      expect("89ab").toContain(id[19] as string);
    }
    expect([...ids].sort()).toEqual(ids);
    expect(ids[0]?.slice(0, 13)).toBe("018bcfe5-6800");
    const many = new Set(Array.from({ length: 10_000 }, () => newTraceId(1_700_000_000_000)));
    expect(many.size).toBe(10_000);
  });
});
