/**
 * The pass rule of the alternatives, written out independently of the engine's verdict.ts: a
 * name screened on its own (the public `screen`) has no ERROR flag, no identity match, no High
 * company or trademark match, and every check ran.
 */
import type { AlternativesRequest, Suggestion } from "../../src/alternatives/types.js";
import { screen } from "../../src/screening/screen.js";
import type { ScreeningPorts } from "../../src/screening/types.js";

/** Problems of a suggestion screened on its own; empty when it passes. */
export async function failuresOnItsOwn(
  suggestion: Suggestion,
  request: AlternativesRequest,
  ports: ScreeningPorts,
): Promise<string[]> {
  // The alternatives' own fields are not a screening's (screen refuses unknown properties).
  const { count: _count, keep: _keep, surnames: _surnames, ...screening } = request;
  const { result } = await screen(
    {
      ...screening,
      companyName: suggestion.companyName,
      language: suggestion.language,
      languageVariants: null,
      checks: { ...request.checks, domains: { enabled: false } },
    },
    ports,
  );
  const { ehraCompliance, conflicts, trademarks } = result.checks;
  const failures: string[] = [];
  for (const f of ehraCompliance?.flags ?? []) if (f.severity === "ERROR") failures.push(f.code);
  if (conflicts?.identityMatch) failures.push(`identical to ${conflicts.identityMatch.nameDisplay}`);
  for (const m of conflicts?.similarMatches ?? [])
    if (m.risk === "High") failures.push(`High: ${m.nameDisplay}`);
  for (const m of trademarks?.similarMatches ?? [])
    if (m.risk === "High") failures.push(`High mark: ${m.markText}`);
  if (!ehraCompliance || !conflicts || !trademarks) failures.push("a check did not run");
  for (const i of result.executionIssues) failures.push(`${i.check}: ${i.code}`);
  return failures.map((f) => `${suggestion.companyName}: ${f}`);
}
