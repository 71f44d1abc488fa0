/** The conflict search's answer for one registered name: an identity or a similar match, and why. */
import type { MatchClass } from "../similarity/risk.js";
import type { RiskLevel, VariantLanguage } from "../types.js";
import type { CompanyNameKind, CompanyStatus } from "./company-register.js";

/** Why a name matched. */
export interface MatchExplanation {
  /**
   * Match classes in order E, P, V, S, O, W, D, C. `E` here means the texts share a same-as key
   * (identical after normalisation) but the name does not block: a former name, a deleted
   * company, a sole proprietorship (protected at its seat only), or a further identical company
   * beside the one reported as `identityMatch`. Strong evidence, not the decision.
   */
  classes: MatchClass[];
  evidence: string[];
  nameKind: CompanyNameKind;
  nameLanguage: VariantLanguage | null;
  companyStatus: CompanyStatus;
}

/** One similar registered name (one per company). */
export interface SimilarMatch {
  sourceCompanyId: string;
  nameDisplay: string;
  legalSeat: string | null;
  nameNorm: string;
  visualScore: number;
  phoneticMatch: boolean;
  risk: RiskLevel;
  explanation: MatchExplanation;
}

/**
 * The legally identical registered name (automatic rejection): a current name (main name or
 * registered language version) of an active or in-liquidation company that is not a sole
 * proprietorship, identical to the query after normalisation (a shared same-as key). At most one
 * per search; when set, `registrable` is false. Identical names that do not block appear in
 * `similarMatches` with class `E` in `explanation.classes` instead.
 */
export interface IdentityMatch {
  sourceCompanyId: string;
  uid: string | null;
  /** The registered name that is identical to the query (main name or language version). */
  nameDisplay: string;
  nameNorm: string;
  nameKind: "main" | "variant";
  /** Language of the matched version (null when the register gives none). */
  matchedLanguage: VariantLanguage | null;
  legalForm: string | null;
  legalSeat: string | null;
  canton: string | null;
  status: "active" | "in_liquidation";
  /** The same-as key both names share. */
  sameAsKey: string;
}
