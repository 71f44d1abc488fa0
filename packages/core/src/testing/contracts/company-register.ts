/**
 * The CompanyRegister contract (conflicts/company-register.ts): `match` returns every
 * registered name in class E, P, V or S for the query, complete and in any order, with the
 * class evidence the definitions give; `describe` loads each hit's name and company facts, in
 * the order asked. Checked against the brute-force oracle on a generated register, so an index
 * that drops, adds or mislabels a single name fails.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type {
  CompanyFacts,
  CompanyRegister,
  DescribedHit,
  RegisteredCompany,
  RegisterHit,
} from "../../conflicts/company-register.js";
import type { MaybePromise } from "../../maybe-promise.js";
import { textFeatures } from "../../search/features.js";
import { generateCompanies } from "../../synthetic/generator.js";
import { generateQueries } from "../../synthetic/queries.js";
import { BruteForceCompanyRegister } from "../oracle.js";

/** Builds the implementation under test holding exactly `companies`. */
export type MakeCompanyRegister = (companies: readonly RegisteredCompany[]) => MaybePromise<CompanyRegister>;

const COMPANIES = 1500;
const SEED = 14_014;
const QUERIES = 90;

/** Register `describe`/`it` blocks checking `makeRegister`'s registers against the contract. */
export function describeCompanyRegisterContract(name: string, makeRegister: MakeCompanyRegister): void {
  describe(`CompanyRegister contract: ${name}`, () => {
    const companies = generateCompanies({ count: COMPANIES, seed: SEED });
    const oracle = new BruteForceCompanyRegister(companies);
    const queries = [
      ...generateQueries(companies, QUERIES, SEED).map((q) => q.name),
      "Qxzvy Plorth Wibbel", // nothing alike: the answer is empty
    ];
    let register: CompanyRegister;
    beforeAll(async () => {
      register = await makeRegister(companies);
    });

    it("matches exactly the names the class definitions select, with their evidence", async () => {
      let nonEmpty = 0;
      for (const query of queries) {
        const features = textFeatures(query);
        const hits = await register.match(features);
        const got = evidenceKeys(hits, await register.describe(hits));
        const expected = oracle.match(features);
        const want = evidenceKeys(expected, oracle.describe(expected));
        expect(got, query).toEqual(want);
        if (want.length > 0) nonEmpty++;
      }
      // Variations of registered names must find something, or the comparison proves little.
      expect(nonEmpty).toBeGreaterThan(QUERIES * 0.8);
    });

    it("finds every registered name as an exact (class E) match of itself", async () => {
      for (const company of companies.slice(0, 40)) {
        for (const n of company.names) {
          const hits = await register.match(textFeatures(n.name));
          const described = await register.describe(hits);
          const self = described.findIndex((d) => d.company.id === company.id && d.name === n.name);
          expect(self, n.name).toBeGreaterThanOrEqual(0);
          expect((hits[self] as RegisterHit).classes & 1, n.name).toBe(1);
          expect(hits[self]).toMatchObject({ kind: n.kind, status: company.status, language: n.language });
        }
      }
    });

    it("describes hits with their company's facts, in the order asked", async () => {
      const byId = new Map(companies.map((c) => [c.id, c]));
      // The query with the most hits (by the oracle), so order and facts are checked on many.
      const busiest = queries.reduce((best, q) =>
        oracle.match(textFeatures(q)).length > oracle.match(textFeatures(best)).length ? q : best,
      );
      const hits = await register.match(textFeatures(busiest));
      expect(hits.length).toBeGreaterThan(5);
      const reversed = [...hits].reverse();
      const forward = await register.describe(hits);
      const backward = await register.describe(reversed);
      expect(backward).toEqual([...forward].reverse());
      forward.forEach((d, i) => {
        const company = byId.get(d.company.id) as RegisteredCompany;
        expect(company, d.company.id).toBeDefined();
        // Extra fields are allowed (the in-memory register hands out the whole company).
        expect(d.company).toMatchObject(factsOf(company));
        expect(company.names.map((n) => n.name)).toContain(d.name);
        const features = textFeatures(d.name);
        expect(d.nameNorm).toBe(features.normalized.nameNorm);
        expect([...d.words].sort()).toEqual([...new Set(features.tokens)].sort());
        expect((hits[i] as RegisterHit).soleProprietorship).toBe(company.soleProprietorship);
      });
    });

    it("describes nothing for no hits", async () => {
      expect(await register.describe([])).toEqual([]);
    });
  });
}

/** The facts of a company, as `describe` reports them (everything but its names). */
function factsOf(c: RegisteredCompany): CompanyFacts {
  const { names: _names, ...facts } = c;
  return facts;
}

/** Hits as implementation-independent keys (entry and record numbers are the register's own), sorted. */
function evidenceKeys(hits: readonly RegisterHit[], described: readonly DescribedHit[]): string[] {
  return hits
    .map((h, i) => {
      const d = described[i] as DescribedHit;
      return JSON.stringify([
        d.company.id,
        d.name,
        h.kind,
        h.status,
        h.soleProprietorship,
        h.language,
        h.classes,
        h.visualScore,
        h.sameAsMask,
        h.phoneticMask,
        h.subset,
        h.subsetWeight,
      ]);
    })
    .sort();
}
