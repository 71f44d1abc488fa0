/**
 * The semantic side of the regulatory checks:
 * - WARN_IMPLIED_INVESTMENT_OR_BANKING_ACTIVITY: finance wording (investment, wealth, capital,
 *   credit, insurance, ...) or crypto wording together with finance or trade wording, in a name
 *   without a reserved term (reserved terms are the deterministic WARN_FINREG_LICENSE_REQUIRED).
 * - WARN_HEALTH_CLAIM_HMG: a healing word, "anti"/"gegen" with a disease, or health wording with
 *   a guarantee ("Gesundheit garantiert"). Health services alone are no claim.
 */

import type { Signal } from "./lexicon/types.js";
import type { SemanticFinding } from "./port.js";
import type { Reading } from "./read.js";

/** Regulatory findings of a name reading. */
export function claimFindings(reading: Reading): SemanticFinding[] {
  const words = (signal: Signal) =>
    reading.elements.flatMap((e) =>
      e.type === "concept" && e.concept.signals?.includes(signal) ? [e.text] : [],
    );
  const findings: SemanticFinding[] = [];

  const finance = words("finance");
  const crypto = words("crypto");
  const trade = reading.elements.flatMap((e) =>
    e.type === "concept" && e.concept.noga?.section === "G" ? [e.text] : [],
  );
  const cryptoInContext = crypto.length > 0 && (finance.length > 0 || trade.length > 0);
  if ((finance.length > 0 || cryptoInContext) && words("reservedFinance").length === 0) {
    const evidence = [...finance, ...(cryptoInContext ? [...crypto, ...trade] : [])];
    findings.push({
      code: "WARN_IMPLIED_INVESTMENT_OR_BANKING_ACTIVITY",
      message: `The name implies a regulated financial activity (${[...new Set(evidence)].join(", ")}); check that the activity needs no financial-market licence.`,
      evidence: [...new Set(evidence)].map((w) => `finance:${w}`),
    });
  }

  const healing = words("healing");
  const disease = words("disease");
  const anti = words("anti");
  const health = words("health");
  const guarantee = words("guarantee");
  const claims = [
    ...healing,
    ...(disease.length > 0 && anti.length > 0 ? [...anti, ...disease] : []),
    ...(health.length > 0 && guarantee.length > 0 ? [...health, ...guarantee] : []),
  ];
  if (claims.length > 0) {
    findings.push({
      code: "WARN_HEALTH_CLAIM_HMG",
      message: `The name implies a health or healing claim (${[...new Set(claims)].join(", ")}).`,
      evidence: [...new Set(claims)].map((w) => `health:${w}`),
    });
  }
  return findings;
}
