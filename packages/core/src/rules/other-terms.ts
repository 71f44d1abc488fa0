/**
 * Administered categories may point at any flag code. Matches of categories whose flag has no
 * dedicated term rule (e.g. an administrator's category raising WARN_ORIGIN_INDICATION) are
 * reported here, so new categories change results without code changes.
 */
import type { FlagCode } from "../types.js";
import { FLAG_CODES } from "../types.js";
import { defineRule } from "./rule.js";
import { findingsOf } from "./term-rule.js";

/** Flags that have their own term rule (regulated.ts, official.ts, igo.ts). */
export const DEDICATED_TERM_FLAGS: ReadonlySet<FlagCode> = new Set([
  "WARN_FINREG_LICENSE_REQUIRED",
  "WARN_GAMBLING_TERMS_GSG",
  "WARN_HEALTH_APOTHEKE_HMG",
  "WARN_HFKG_ACCREDITATION_REQUIRED",
  "WARN_OFFICIAL_DESIGNATION",
  "ERR_PROTECTED_INTL_ORG_STRICT",
  "WARN_PROTECTED_INTL_ORG_AMBIGUOUS",
]);

/** Restricted-term matches of categories with any other flag code. */
export const otherTermsRule = defineRule({
  id: "restricted_terms.other",
  codes: FLAG_CODES,
  description: "Administered restricted-term categories that raise a flag without a dedicated rule.",
  check: (ctx) => {
    const byCode = new Map<FlagCode, typeof ctx.termMatches>();
    for (const m of ctx.termMatches) {
      const code = m.entry.category.flagCode;
      if (DEDICATED_TERM_FLAGS.has(code)) continue;
      byCode.set(code, [...(byCode.get(code) ?? []), m]);
    }
    return [...byCode.entries()].flatMap(([code, matches]) =>
      findingsOf(
        code,
        `The name uses restricted wording (${matches[0]?.entry.category.name ?? code})`,
        matches,
      ),
    );
  },
});
