/**
 * The TLDs a partner may ask about. Kept small on purpose: each one is a registry we query,
 * and each must be documented in docs/domains.md (TLD allowlist).
 */

/** Supported TLDs, lower case, without the leading dot. Order is the documented order. */
export const DOMAIN_TLDS: readonly string[] = [
  // Switzerland and Liechtenstein (SWITCH RDAP) and the Swiss gTLD.
  "ch",
  "li",
  "swiss",
  // Generic.
  "com",
  "net",
  "org",
  "info",
  "io",
  "biz",
  "app",
  "dev",
  "shop",
  // Neighbours and the EU.
  "eu",
  "de",
  "fr",
  "it",
  "at",
];

const _ALLOWED: ReadonlySet<string> = new Set(DOMAIN_TLDS);

/**
 * The canonical form of a requested TLD: trimmed, lower case, one leading dot dropped
 * (".CH" → "ch"). Returns `null` when the result is not on the allowlist.
 */
export function canonicalTld(input: string): string | null {
  let tld = input.trim().toLowerCase();
  if (tld.startsWith(".")) tld = tld.slice(1);
  return _ALLOWED.has(tld) ? tld : null;
}
