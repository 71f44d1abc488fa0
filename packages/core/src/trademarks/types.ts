/**
 * Request and result types of `POST /v1/trademarks/search` (interface-spec 1.1.0, "Trademark
 * match"), the register record the port supplies, and the class-relation row type.
 * Field names are the contract; do not rename them.
 */
import type { RiskLevel } from "../types.js";

/** Body of `POST /v1/trademarks/search`. */
export interface TrademarkSearchRequest {
  /** The proposed sign, 1 to 256 characters. */
  query: string;
  /** 1 to 100, default 25. */
  limit?: number | undefined;
  /** Inclusive lower bound of `risk`, default `Low`. */
  minRisk?: RiskLevel | undefined;
  /** Nice classes 1 to 45 of the intended goods and services; duplicates are folded. */
  niceClasses?: number[] | null | undefined;
}

/** `nice_classes` when the request gave classes, else `unspecified`. */
export type GoodsServicesBasis = "nice_classes" | "unspecified";

/** `input` of the response: the echo and the normalised forms of the query. */
export interface TrademarkSearchInput {
  query: string;
  queryNorm: string;
  queryCore: string;
  phoneticPrimary: string;
  phoneticAlt: string;
  /** The classes searched for, ascending, duplicates folded; empty when none were given. */
  niceClasses: number[];
}

/** One `similarMatches[]` item. */
export interface TrademarkMatch {
  sourceRecordId: string;
  registrationNumber: string | null;
  applicationNumberText: string | null;
  markText: string | null;
  markTextNorm: string;
  /** The register's status text, verbatim. */
  status: string | null;
  niceClasses: number[];
  /** Classes of the mark that the query also names. */
  classOverlap: number[];
  /** Classes of the mark related (goods/services similarity) to a query class, not in `classOverlap`. */
  relatedClassOverlap: number[];
  /** Trigram similarity of the normalised texts, 0 to 1 (best reading). */
  visualScore: number;
  /** A phonetic key of the query equals one of the mark's. */
  phoneticMatch: boolean;
  /** Why it matched, in words ("same phonetic key KMPS", "shares class 9", ...). */
  matchBasis: string[];
  risk: RiskLevel;
  applicationDate: string | null;
  registrationDate: string | null;
  expiryDate: string | null;
  /** Legal type of the mark, verbatim from the register ("Individual mark", ...). */
  markCategory: string | null;
  /** Type of sign, verbatim from the register ("Word", "Figurative", ...). */
  markFeatureCategory: string | null;
}

/** Response of `POST /v1/trademarks/search`. */
export interface TrademarkSearchResult {
  input: TrademarkSearchInput;
  goodsServicesBasis: GoodsServicesBasis;
  /** At most `limit` items at or above `minRisk`, ordered by risk. */
  similarMatches: TrademarkMatch[];
}

/**
 * One mark of the register as the port supplies it. Everything except `sourceRecordId` and
 * `niceClasses` may be null; a mark without text (a purely figurative sign) is never matched by text.
 */
export interface TrademarkRecord {
  /** Stable id of the record in its source (e.g. "EM:018222197"). */
  sourceRecordId: string;
  registrationNumber: string | null;
  applicationNumberText: string | null;
  markText: string | null;
  status: string | null;
  /** Nice classes 1 to 45, ascending, no duplicates. */
  niceClasses: number[];
  applicationDate: string | null;
  registrationDate: string | null;
  expiryDate: string | null;
  markCategory: string | null;
  markFeatureCategory: string | null;
}

/** Relation strength of two Nice classes: 1 low, 2 similar, 3 high (the EUIPO degrees). */
export type RelationStrength = 1 | 2 | 3;

/** One row of the derived class-relation table (see scripts/derive-class-relations.ts). */
export interface ClassRelationRow {
  /** The smaller class number. */
  a: number;
  /** The larger class number. */
  b: number;
  strength: RelationStrength;
  /** Number of EUIPO cross-class judgements for the pair. */
  euipoJudgements: number;
  /** Mean EUIPO degree (two decimals), 0 when there is none. */
  euipoMeanDegree: number;
  /** Curated degree (confidence high 3, medium 2, low 1), 0 when the pair is not curated. */
  curatedDegree: number;
}
