import { describe, expect, it } from "vitest";
import { holeFirst } from "../../test/helpers/sparse.js";
import { PortError, ValidationError } from "../errors.js";
import { checkDomains, DomainUpstreamError } from "./check.js";
import { createMemoryDomainChecker } from "./memory.js";
import type { DomainChecker, DomainEvidence } from "./port.js";

const T0 = Date.UTC(2026, 10, 22, 5, 0, 0);
const clock = { now: () => T0 };

const TAKEN: DomainEvidence = {
  dns: { outcome: "delegated", nameservers: ["ns1.x"] },
  rdap: { outcome: "not_queried" },
};
const TIMEOUT: DomainEvidence = { dns: { outcome: "timeout" }, rdap: { outcome: "timeout" } };
const DOWN: DomainEvidence = {
  dns: { outcome: "error", code: "ECONNREFUSED" },
  rdap: { outcome: "error", httpStatus: null, detail: "ECONNREFUSED" },
};

/** The in-memory checker, with the lookups it was asked. */
function memoryChecker(byFqdn: Record<string, DomainEvidence>, supported?: string[]) {
  const checker = createMemoryDomainChecker(byFqdn, supported ? { supportedTlds: supported } : {});
  return { checker, asked: checker.lookups };
}

describe("checkDomains", () => {
  it("builds the contract response", async () => {
    const { checker } = memoryChecker({ "alpha.ch": TAKEN });
    const result = await checkDomains({ name: "Alpha AG", tlds: ["ch", ".COM"] }, { checker, clock });
    expect(result).toEqual({
      input: { name: "Alpha AG", nameNorm: "alpha", tlds: ["ch", "com"] },
      results: [
        {
          fqdn: "alpha.ch",
          tld: "ch",
          status: "registered",
          available: false,
          source: "dns+rdap",
          reason: "dns_or_rdap_positive",
          checkedAt: "2026-11-22T05:00:00.000Z",
        },
        {
          fqdn: "alpha.com",
          tld: "com",
          status: "likely_available",
          available: true,
          source: "dns+rdap",
          reason: "no_delegation_and_rdap_not_found",
          checkedAt: "2026-11-22T05:00:00.000Z",
        },
      ],
      summary: { registeredCount: 1, likelyAvailableCount: 1, unknownCount: 0 },
    });
  });

  it("folds duplicate TLDs and uses observedAt for checkedAt", async () => {
    const { checker, asked } = memoryChecker({ "alpha.ch": { ...TAKEN, observedAt: T0 - 60_000 } });
    const result = await checkDomains({ name: "alpha", tlds: ["ch", "CH", ".ch"] }, { checker, clock });
    expect(result.input.tlds).toEqual(["ch"]);
    expect(asked).toHaveLength(1);
    expect(result.results[0]?.checkedAt).toBe("2026-11-22T04:59:00.000Z");
  });

  it("checks umlaut variants when asked, IDN first", async () => {
    const { checker, asked } = memoryChecker({});
    const result = await checkDomains(
      { name: "Müller AG", tlds: ["ch", "li"], includeVariants: true },
      { checker, clock },
    );
    expect(result.input.nameNorm).toBe("müller");
    expect(result.results.map((r) => r.fqdn)).toEqual([
      "xn--mller-kva.ch",
      "xn--mller-kva.li",
      "mueller.ch",
      "mueller.li",
      "muller.ch",
      "muller.li",
    ]);
    expect(asked.map((q) => q.label)).toContain("mueller");
    const plain = await checkDomains({ name: "Müller AG", tlds: ["ch"] }, { checker, clock });
    expect(plain.results.map((r) => r.fqdn)).toEqual(["xn--mller-kva.ch"]);
  });

  it("gives unknown for the affected TLDs on partial failure", async () => {
    const { checker } = memoryChecker({ "alpha.de": TIMEOUT, "alpha.com": DOWN });
    const result = await checkDomains({ name: "alpha", tlds: ["ch", "de", "com"] }, { checker, clock });
    expect(result.results.map((r) => [r.tld, r.status, r.reason])).toEqual([
      ["ch", "likely_available", "no_delegation_and_rdap_not_found"],
      ["de", "unknown", "timeout"],
      ["com", "unknown", "rdap_error"],
    ]);
    expect(result.summary).toEqual({ registeredCount: 0, likelyAvailableCount: 1, unknownCount: 2 });
  });

  it("throws UPSTREAM_TIMEOUT when every lookup timed out", async () => {
    const { checker } = memoryChecker({ "alpha.ch": TIMEOUT, "alpha.li": TIMEOUT });
    const error = await checkDomains({ name: "alpha", tlds: ["ch", "li"] }, { checker, clock }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(DomainUpstreamError);
    expect(error).toBeInstanceOf(PortError);
    expect(error.code).toBe("UPSTREAM_TIMEOUT");
    expect(error.details.failures).toEqual([
      { fqdn: "alpha.ch", reason: "timeout" },
      { fqdn: "alpha.li", reason: "timeout" },
    ]);
  });

  it("throws UPSTREAM_ERROR when every lookup failed and not all were timeouts", async () => {
    const { checker } = memoryChecker({ "alpha.ch": TIMEOUT, "alpha.li": DOWN });
    const error = await checkDomains({ name: "alpha", tlds: ["ch", "li"] }, { checker, clock }).catch(
      (e) => e,
    );
    expect(error.code).toBe("UPSTREAM_ERROR");
  });

  it("treats a throwing checker as a failed lookup", async () => {
    const checker: DomainChecker = {
      lookup: () => {
        throw new Error("boom");
      },
    };
    const error = await checkDomains({ name: "alpha", tlds: ["ch"] }, { checker, clock }).catch((e) => e);
    expect(error.code).toBe("UPSTREAM_ERROR");
  });

  // Before, the check threw "Cannot convert object to primitive value", a TypeError, not its error.
  it("treats a checker rejecting with an object without a prototype as a failed lookup", async () => {
    const checker: DomainChecker = { lookup: () => Promise.reject(Object.create(null)) };
    const error = await checkDomains({ name: "alpha", tlds: ["ch"] }, { checker, clock }).catch((e) => e);
    expect(error).toBeInstanceOf(DomainUpstreamError);
    expect(error.code).toBe("UPSTREAM_ERROR");
  });

  it.each([
    null,
    {},
    { dns: { outcome: "delegated" } },
    // Before: a result with reason undefined (an RDAP outcome the classification does not know).
    { dns: { outcome: "not_delegated", rcode: "NXDOMAIN" }, rdap: { outcome: "gone" } },
    { dns: { outcome: "parked" }, rdap: { outcome: "not_found" } },
  ])("treats a checker answering %j as a failed lookup", async (answer) => {
    // Before, the request failed with a TypeError (destructuring null).
    const checker = { lookup: () => answer } as unknown as DomainChecker;
    const error = await checkDomains({ name: "alpha", tlds: ["ch"] }, { checker, clock }).catch((e) => e);
    expect(error).toBeInstanceOf(DomainUpstreamError);
    expect(error.details.failures).toEqual([{ fqdn: "alpha.ch", reason: "rdap_error" }]);
  });

  it.each([Number.NaN, 1e20, "yesterday"])(
    "dates a result by the clock when observedAt is %s",
    async (at) => {
      // Before, an observedAt that is no valid date failed the request with a RangeError.
      const { checker } = memoryChecker({ "alpha.ch": { ...TAKEN, observedAt: at as number } });
      const result = await checkDomains({ name: "alpha", tlds: ["ch"] }, { checker, clock });
      expect(result.results[0]?.checkedAt).toBe(new Date(T0).toISOString());
    },
  );

  it("treats a supports() that throws or rejects as a failed lookup, and awaits an async one", async () => {
    // Before: the error escaped raw, a Promise<false> counted as supported, and a rejected
    // promise went unhandled (the process died).
    const lookup = () => TAKEN;
    for (const supports of [
      () => {
        throw new Error("boom");
      },
      async () => {
        throw new Error("boom");
      },
    ]) {
      const checker = { lookup, supports } as unknown as DomainChecker;
      const error = await checkDomains({ name: "alpha", tlds: ["ch"] }, { checker, clock }).catch((e) => e);
      expect(error).toBeInstanceOf(DomainUpstreamError);
    }
    const checker = { lookup, supports: async (tld: string) => tld === "ch" } as unknown as DomainChecker;
    const result = await checkDomains({ name: "alpha", tlds: ["ch", "io"] }, { checker, clock });
    expect(result.results.map((r) => r.reason)).toEqual(["dns_or_rdap_positive", "unsupported_tld"]);
  });

  it.each([null, undefined, 0, 1, "yes", "false", {}, Promise.resolve("no")])(
    "treats a supports() answering %j (not true or false) as a failed lookup, without looking up",
    async (answer) => {
      // Before: read as yes (null, 1, "no", ...) or no (false only) and the name looked up or not.
      let asked = 0;
      const lookup = () => {
        asked += 1;
        return TAKEN;
      };
      const checker = { lookup, supports: () => answer } as unknown as DomainChecker;
      const error = await checkDomains({ name: "alpha", tlds: ["ch"] }, { checker, clock }).catch((e) => e);
      expect(error).toBeInstanceOf(DomainUpstreamError);
      expect(error.details.failures).toEqual([{ fqdn: "alpha.ch", reason: "rdap_error" }]);
      expect(asked).toBe(0);
    },
  );

  it("fails only the names whose supports() answered no boolean", async () => {
    const supports = (tld: string) => (tld === "ch" ? true : tld === "li" ? false : null);
    const checker = { lookup: () => TAKEN, supports } as unknown as DomainChecker;
    const result = await checkDomains({ name: "alpha", tlds: ["ch", "li", "com"] }, { checker, clock });
    expect(result.results.map((r) => [r.fqdn, r.status, r.reason])).toEqual([
      ["alpha.ch", "registered", "dns_or_rdap_positive"],
      ["alpha.li", "unknown", "unsupported_tld"],
      ["alpha.com", "unknown", "rdap_error"],
    ]);
  });

  it("answers unsupported_tld without asking the checker, and that is not an upstream failure", async () => {
    const { checker, asked } = memoryChecker({}, ["ch"]);
    const result = await checkDomains({ name: "alpha", tlds: ["io"] }, { checker, clock });
    expect(asked).toHaveLength(0);
    expect(result.results[0]).toMatchObject({
      status: "unknown",
      available: null,
      reason: "unsupported_tld",
    });
  });
});

describe("checkDomains validation (422 naming the field)", () => {
  const { checker } = memoryChecker({});
  const issuesOf = async (body: unknown) => {
    const error = await checkDomains(body as never, { checker, clock }).catch((e) => e);
    expect(error).toBeInstanceOf(ValidationError);
    return (error as ValidationError).issues.map((i) => i.path);
  };

  it.each([
    [{ tlds: ["ch"] }, ["name"]],
    [{ name: "", tlds: ["ch"] }, ["name"]],
    [{ name: "a".repeat(64), tlds: ["ch"] }, ["name"]],
    [{ name: "Москва", tlds: ["ch"] }, ["name"]],
    [{ name: "!!!", tlds: ["ch"] }, ["name"]],
    [{ name: "müller.ch", tlds: ["ch"] }, ["name"]],
    [{ name: "Alpha.COM", tlds: ["ch"] }, ["name"]],
    // A domain however its dot is written (all three were checked as "müllerch").
    [{ name: "müller.ch.", tlds: ["ch"] }, ["name"]],
    [{ name: "müller\uff0ech", tlds: ["ch"] }, ["name"]],
    [{ name: "müller\u3002ch", tlds: ["ch"] }, ["name"]],
    [{ name: "ab--müller", tlds: ["ch"] }, ["name"]],
    [{ name: "alpha" }, ["tlds"]],
    [{ name: "alpha", tlds: [] }, ["tlds"]],
    [{ name: "alpha", tlds: "ch" }, ["tlds"]],
    [{ name: "alpha", tlds: Array.from({ length: 11 }, () => "ch") }, ["tlds"]],
    [{ name: "alpha", tlds: ["ch", "xyz", 7] }, ["tlds.1", "tlds.2"]],
    [{ name: "alpha", tlds: holeFirst("ch") }, ["tlds.0"]],
    [{ name: "alpha", tlds: ["ch"], includeVariants: "yes" }, ["includeVariants"]],
    // Like every optional option of the API (checkLevel, limit, enabled...): null is refused.
    [{ name: "alpha", tlds: ["ch"], includeVariants: null }, ["includeVariants"]],
    [{ name: "xn--", tlds: ["ch"] }, ["name"]],
    // Misspelt: ignored before, the check ran without the variants.
    [{ name: "alpha", tlds: ["ch"], includevariants: true }, ["includevariants"]],
    [null, ["name", "tlds"]],
  ])("%j → %j", async (body, paths) => {
    expect((await issuesOf(body)).sort()).toEqual([...paths].sort());
  });

  it("accepts dots that are not a TLD suffix", async () => {
    const result = await checkDomains({ name: "Alpha Ltd.", tlds: ["ch"] }, { checker, clock });
    expect(result.input.nameNorm).toBe("alpha");
    const dotted = await checkDomains({ name: "st.gallen", tlds: ["ch"] }, { checker, clock });
    expect(dotted.input.nameNorm).toBe("stgallen");
  });

  it("puts the normalised value in the issue", async () => {
    const error = (await checkDomains({ name: "ab--cd AG", tlds: ["ch"] }, { checker, clock }).catch(
      (e) => e,
    )) as ValidationError;
    expect(error.issues[0]).toMatchObject({ path: "name", value: "ab--cd" });
  });
});

describe("checkDomains without a checker", () => {
  it.each([undefined, {}, { checker: {} }])("names the port it needs (%j)", async (ports) => {
    // Before: "Cannot read properties of undefined (reading 'clock')", or "DNS/RDAP upstreams failed".
    const error = await checkDomains({ name: "alpha", tlds: ["ch"] }, ports as never).catch((e) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toBe("checkDomains needs ports.checker, an object with lookup()");
  });
});
