/**
 * How a registered name is found when a query is searched: the name is registered beside a
 * background, the query searched by the index and by the brute-force oracle, and the two answers
 * must agree (the helper asserts it). Test-only (imported by *.test.ts files, never by the library).
 */
import { expect } from "vitest";
import type { RegisteredCompany } from "../../src/conflicts/company-register.js";
import { InMemoryCompanyRegister } from "../../src/conflicts/company-register.js";
import { searchConflicts } from "../../src/conflicts/search-conflicts.js";
import type { MatchClass } from "../../src/similarity/risk.js";
import { BruteForceCompanyRegister } from "../../src/testing/oracle.js";
import type { RiskLevel } from "../../src/types.js";

/** Id of the registered name's company. */
export const REGISTERED_ID = "CHE-999.999.999";

/** The main name of an active company, as the tables register it. */
export function registered(name: string): RegisteredCompany {
  return {
    id: REGISTERED_ID,
    uid: REGISTERED_ID,
    legalForm: "AG",
    soleProprietorship: false,
    legalSeat: "Bern",
    canton: "BE",
    status: "active",
    names: [{ name, language: "de", kind: "main" }],
  };
}

/** How the registered name was found: as the identity match, or its similar match ("none": not found). */
export interface Found {
  identity: boolean;
  risk: RiskLevel | "none";
  classes: MatchClass[];
  evidence: string[];
  visualScore: number | undefined;
}

/** How `name`, registered beside `background`, is found when `query` is searched (every risk). */
export async function foundInBoth(
  background: readonly RegisteredCompany[],
  query: string,
  name: string,
): Promise<Found> {
  const companies = [...background, registered(name)];
  const answers = await Promise.all(
    [InMemoryCompanyRegister.fromCompanies(companies), new BruteForceCompanyRegister(companies)].map(
      async (register): Promise<Found> => {
        const r = await searchConflicts({ name: query, limit: 100, minRisk: "Low" }, { companies: register });
        const m = r.similarMatches.find((x) => x.sourceCompanyId === REGISTERED_ID);
        return {
          identity: r.identityMatch?.sourceCompanyId === REGISTERED_ID,
          risk: m?.risk ?? "none",
          classes: m?.explanation.classes ?? [],
          evidence: m?.explanation.evidence ?? [],
          visualScore: m?.visualScore,
        };
      },
    ),
  );
  expect(answers[0]).toEqual(answers[1]);
  return answers[0] as Found;
}
