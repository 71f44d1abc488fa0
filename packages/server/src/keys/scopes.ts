/** Partner-key scopes: each partner endpoint requires exactly one. */
export const SCOPES = [
  "assessment",
  "screening",
  "conflicts",
  "trademarks",
  "domains",
  "eligibility",
] as const;

/** One partner-key scope. */
export type Scope = (typeof SCOPES)[number];

/** Type guard for a scope name. */
export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}
