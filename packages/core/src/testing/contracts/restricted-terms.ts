/**
 * The RestrictedTermsSource contract (terms/port.ts): `snapshot()` gives a consistent view of
 * the active categories and terms, and its `version` changes whenever they change (while it does
 * not change, the content does not either, so the core may compile a matcher once per version).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { FLAG_CATALOG } from "../../assessment/flag-catalog.js";
import type { MaybePromise } from "../../maybe-promise.js";
import type { RestrictedTermSet, RestrictedTermsSource } from "../../terms/port.js";
import { MATCH_MODES } from "../../terms/port.js";
import { SEVERITIES } from "../../types.js";

/** A source under test, and, for sources that can change, how to add one active term. */
export interface RestrictedTermsFixture {
  source: RestrictedTermsSource;
  /** Add an active term (its text is `term`) to an active category; absent for fixed sources. */
  addTerm?: ((term: string) => MaybePromise<void>) | undefined;
}

/** Sources whose terms change (administered ones) also run the version-change test. */
export interface RestrictedTermsContractOptions {
  changeable: boolean;
}

/** Register `describe`/`it` blocks checking the sources `makeSource` gives against the contract. */
export function describeRestrictedTermsSourceContract(
  name: string,
  makeSource: () => MaybePromise<RestrictedTermsFixture>,
  options: RestrictedTermsContractOptions,
): void {
  describe(`RestrictedTermsSource contract: ${name}`, () => {
    let fixture: RestrictedTermsFixture;
    beforeEach(async () => {
      fixture = await makeSource();
    });

    it("gives a versioned set of active categories with known flags, severities and match modes", async () => {
      const set = await fixture.source.snapshot();
      expect(typeof set.version).toBe("string");
      expect(set.version.length).toBeGreaterThan(0);
      expect(set.categories.length).toBeGreaterThan(0);
      expect(new Set(set.categories.map((c) => c.code)).size).toBe(set.categories.length);
      for (const c of set.categories) {
        expect(c.isActive, c.code).toBe(true);
        expect(c.name.length, c.code).toBeGreaterThan(0);
        expect(Object.keys(FLAG_CATALOG), c.code).toContain(c.flagCode);
        expect(SEVERITIES, c.code).toContain(c.defaultSeverity);
        expect(MATCH_MODES, c.code).toContain(c.matchMode);
        expect(c.ruleRef === null || typeof c.ruleRef === "string", c.code).toBe(true);
      }
    });

    it("gives terms that belong to the set's categories, with unique ids and valid overrides", async () => {
      const set = await fixture.source.snapshot();
      const codes = new Set(set.categories.map((c) => c.code));
      expect(set.terms.length).toBeGreaterThan(0);
      expect(new Set(set.terms.map((t) => t.id)).size).toBe(set.terms.length);
      for (const t of set.terms) {
        expect(codes.has(t.categoryCode), `${t.term}: ${t.categoryCode}`).toBe(true);
        expect(t.term.trim().length, String(t.id)).toBeGreaterThan(0);
        if (t.matchModeOverride !== null) expect(MATCH_MODES, t.term).toContain(t.matchModeOverride);
        if (t.severityOverride !== null) expect(SEVERITIES, t.term).toContain(t.severityOverride);
        expect(t.languageCode === null || typeof t.languageCode === "string", t.term).toBe(true);
        for (const e of t.exceptions ?? []) expect(typeof e, t.term).toBe("string");
      }
    });

    it("keeps its version and content while nothing changes", async () => {
      const first = await fixture.source.snapshot();
      const second = await fixture.source.snapshot();
      expect(second.version).toBe(first.version);
      expect(contentOf(second)).toEqual(contentOf(first));
    });

    if (!options.changeable) return;
    it("changes its version, and shows the new term, when the terms change", async () => {
      const addTerm = fixture.addTerm;
      if (!addTerm) throw new Error("a changeable source's fixture must provide addTerm");
      const before = await fixture.source.snapshot();
      await addTerm("Kontraktbank");
      const after = await fixture.source.snapshot();
      expect(after.version).not.toBe(before.version);
      expect(after.terms.map((t) => t.term)).toContain("Kontraktbank");
      expect(before.terms.map((t) => t.term)).not.toContain("Kontraktbank");
    });
  });
}

function contentOf(set: RestrictedTermSet) {
  return { categories: set.categories, terms: set.terms };
}
