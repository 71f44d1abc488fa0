/**
 * Table tests for the alternatives' strategies, like the rule tester: `proposes` lists names
 * for which the strategy must propose candidates (each expected name or pattern among them),
 * `proposesNothing` names for which it must stay silent.
 */
import { describe, expect, it } from "vitest";
import { resolveAlternativesRequest } from "../../src/alternatives/alternatives-request.js";
import { strategyContextOf } from "../../src/alternatives/context.js";
import type { Strategy, StrategyContext } from "../../src/alternatives/strategies/index.js";
import type { AlternativesRequest, Candidate } from "../../src/alternatives/types.js";
import { InMemoryCompanyRegister } from "../../src/conflicts/company-register.js";
import { screenResolved } from "../../src/screening/screen.js";
import type { ScreeningPorts } from "../../src/screening/types.js";

/** One row: a request (German stock corporation unless said otherwise), maybe over a register. */
export type StrategyCase = Partial<AlternativesRequest> & {
  companyName: string;
  note?: string;
  /** Names registered before the request (the name as asked then conflicts with them). */
  registered?: string[];
};

/** A row that must propose: every entry of `names` equals or matches one candidate. */
export type ProposingCase = StrategyCase & { names: (string | RegExp)[] };

/**
 * The strategies' context of a request, exactly as suggestAlternatives builds it (the name's
 * screening over `ports`: by default no registers, so nothing conflicts).
 */
export async function contextFor(
  c: StrategyCase & { names?: unknown },
  ports: ScreeningPorts = {},
): Promise<StrategyContext> {
  // The row's own fields are not the request's (the core refuses unknown properties).
  const { note: _note, registered, names: _names, ...request } = c;
  if (registered) ports = { ...ports, companies: registerOf(registered) };
  const req = resolveAlternativesRequest({ legalForm: "stock_corporation", language: "de", ...request });
  return strategyContextOf(req, await screenResolved(req.screening, ports));
}

/** Candidates of `strategy` for one row. */
export async function candidatesOf(
  strategy: Strategy,
  c: StrategyCase,
  ports: ScreeningPorts = {},
): Promise<Candidate[]> {
  return strategy.generate(await contextFor(c, ports));
}

/** A company register holding `names`. */
export function registerOf(names: readonly string[]): InMemoryCompanyRegister {
  return InMemoryCompanyRegister.fromCompanies(
    names.map((name, i) => ({
      id: `CHE-${i}`,
      uid: null,
      legalForm: "AG",
      soleProprietorship: false,
      legalSeat: "Zürich",
      canton: "ZH",
      status: "active",
      names: [{ name, language: "de", kind: "main" }],
    })),
  );
}

/** Run the table of one strategy. */
export function strategyTester(
  strategy: Strategy,
  table: { proposes: ProposingCase[]; proposesNothing: StrategyCase[] },
): void {
  describe(`strategy ${strategy.code}`, () => {
    for (const row of table.proposes) {
      it(`proposes for "${row.companyName}"${row.note ? ` (${row.note})` : ""}`, async () => {
        const candidates = await candidatesOf(strategy, row);
        const names = candidates.map((c) => c.companyName);
        for (const expected of row.names) {
          const found = names.some((n) => (typeof expected === "string" ? n === expected : expected.test(n)));
          expect(found, `${String(expected)} among ${JSON.stringify(names)}`).toBe(true);
        }
        for (const c of candidates) {
          expect(c.strategy).toBe(strategy.code);
          expect(c.reason.length).toBeGreaterThan(10);
        }
      });
    }
    for (const row of table.proposesNothing) {
      it(`proposes nothing for "${row.companyName}"${row.note ? ` (${row.note})` : ""}`, async () => {
        expect(await candidatesOf(strategy, row)).toEqual([]);
      });
    }
  });
}
