/**
 * The DomainChecker contract (domains/port.ts): `lookup` gathers DNS and RDAP evidence for one
 * A-label name and never throws for upstream failures (it reports them as evidence); the core's
 * classification of that evidence is then what the world says: a held name is registered, a
 * free one likely available, a failing registry unknown. `supports`, when present, answers
 * a boolean.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { classifyDomain } from "../../domains/classify.js";
import type { DomainChecker, DomainEvidence, DomainLookup } from "../../domains/port.js";
import { DNS_OUTCOMES, RDAP_OUTCOMES } from "../../domains/port.js";
import type { DomainStatus } from "../../domains/types.js";
import type { MaybePromise } from "../../maybe-promise.js";

/** What the outside world holds for a name: delegated, free (NXDOMAIN, RDAP 404), or failing upstream. */
export type DomainScenario = "registered" | "available" | "failing";

/** The world a checker under test must be set up to see: fqdn (A-label) → scenario. */
export type DomainWorld = Readonly<Record<string, DomainScenario>>;

/** Builds the checker under test over `world`. */
export type MakeDomainChecker = (world: DomainWorld) => MaybePromise<DomainChecker>;

const WORLD: DomainWorld = {
  "contract-held.ch": "registered",
  "contract-free.ch": "available",
  "contract-broken.ch": "failing",
  "xn--contract-zrich-wob.ch": "registered",
};

const EXPECTED: Record<DomainScenario, DomainStatus> = {
  registered: "registered",
  available: "likely_available",
  failing: "unknown",
};

/** Register `describe`/`it` blocks checking `makeChecker`'s checkers against the contract. */
export function describeDomainCheckerContract(name: string, makeChecker: MakeDomainChecker): void {
  describe(`DomainChecker contract: ${name}`, () => {
    let checker: DomainChecker;
    beforeAll(async () => {
      checker = await makeChecker(WORLD);
    });

    it.each(Object.entries(WORLD))(
      "%s (%s): evidence the core classifies as the world says",
      async (fqdn, scenario) => {
        const started = Date.now();
        const evidence = await checker.lookup(lookupOf(fqdn));
        expectWellFormed(evidence, started);
        expect(classifyDomain(evidence).status).toBe(EXPECTED[scenario]);
      },
    );

    it("answers each name for itself when asked concurrently", async () => {
      const names = Object.keys(WORLD);
      const answers = await Promise.all(names.map((fqdn) => checker.lookup(lookupOf(fqdn))));
      expect(answers.map((e) => classifyDomain(e).status)).toEqual(
        names.map((fqdn) => EXPECTED[WORLD[fqdn] as DomainScenario]),
      );
    });

    it("answers supports() with a boolean, true for the TLD it was set up for", () => {
      if (!checker.supports) return expect(checker.supports).toBeUndefined();
      expect(checker.supports("ch")).toBe(true);
      expect(typeof checker.supports("zz")).toBe("boolean");
    });
  });
}

function lookupOf(fqdn: string): DomainLookup {
  const dot = fqdn.lastIndexOf(".");
  return { fqdn, label: fqdn.slice(0, dot), tld: fqdn.slice(dot + 1) };
}

function expectWellFormed(evidence: DomainEvidence, started: number): void {
  expect(DNS_OUTCOMES).toContain(evidence.dns.outcome);
  expect(RDAP_OUTCOMES).toContain(evidence.rdap.outcome);
  if (evidence.dns.outcome === "delegated") expect(evidence.dns.nameservers.length).toBeGreaterThan(0);
  if (evidence.observedAt !== undefined) {
    expect(evidence.observedAt).toBeGreaterThanOrEqual(started - 1000);
    expect(evidence.observedAt).toBeLessThanOrEqual(Date.now() + 1000);
  }
}
