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
import { assessResolved } from "../../src/assessment/assess.js";

/** One row: a request (German stock corporation unless said otherwise). */
export type StrategyCase = Partial<AlternativesRequest> & { companyName: string; note?: string };

/** A row that must propose: every entry of `names` equals or matches one candidate. */
export type ProposingCase = StrategyCase & { names: (string | RegExp)[] };

/** The strategies' context of a request, exactly as suggestAlternatives builds it. */
export async function contextFor(c: StrategyCase): Promise<StrategyContext> {
  const { note: _note, ...request } = c;
  const req = resolveAlternativesRequest({ legalForm: "stock_corporation", language: "de", ...request });
  const { explanation } = await assessResolved(req.screening.assessment);
  return strategyContextOf(req, explanation);
}

/** Candidates of `strategy` for one row. */
export async function candidatesOf(strategy: Strategy, c: StrategyCase): Promise<Candidate[]> {
  return strategy.generate(await contextFor(c));
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
