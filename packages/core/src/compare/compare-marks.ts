/**
 * `compareMarks`: why a proposed sign conflicts with one mark, or does not. The mark is put in
 * a register of its own and the sign searched against it through the trademark search's own
 * steps (readings, evidence, score, `explainMark`): the answer is what `searchTrademarks`
 * reports for that pair.
 */
import { argumentObject } from "../arguments.js";
import type { ValidationIssue } from "../errors.js";
import { ValidationError } from "../errors.js";
import type { TrademarkInput } from "../registers/trademark-input.js";
import { MAX_MARK_TEXT_LENGTH, trademarkFromInput } from "../registers/trademark-input.js";
import type { MatchClass } from "../similarity/risk.js";
import { classList } from "../similarity/risk.js";
import { InMemoryTrademarkRegister } from "../trademarks/register.js";
import type { TrademarkSearchOptions } from "../trademarks/search-options.js";
import { trademarkTuning } from "../trademarks/search-options.js";
import {
  checkQueryCore,
  explainMark,
  markEvidence,
  prepareTrademarkQuery,
  rankMarks,
  searchInputOf,
} from "../trademarks/search-trademarks.js";
import { applyTrademarkSearchDefaults, trademarkSearchIssues } from "../trademarks/trademark-request.js";
import type {
  GoodsServicesBasis,
  TrademarkMatch,
  TrademarkRecord,
  TrademarkSearchInput,
} from "../trademarks/types.js";
import type { RiskLevel } from "../types.js";
import { textIssues } from "../validation.js";

/** Options of {@link compareMarks}: the sign's classes, and the search's tuning. */
export interface CompareMarksOptions extends TrademarkSearchOptions {
  /** Nice classes of the proposed sign's goods and services; absent: classes are not compared. */
  niceClasses?: number[] | null | undefined;
}

/** How sign `a` stands to mark `b`: what the trademark search would report for `b`. */
export interface MarkComparison {
  /** The search's `input`: the sign and its normalised forms. */
  input: TrademarkSearchInput;
  goodsServicesBasis: GoodsServicesBasis;
  /** Match classes of the texts over every reading pair, in order E, P, V, S, O, W, D, C. */
  classes: MatchClass[];
  /** The risk score 0 to 1 (text × classes × standing × sign); null when no class holds. */
  score: number | null;
  risk: RiskLevel | null;
  /** `b` as the search's `similarMatches[]` item (`matchBasis` says why); null when no class holds. */
  match: TrademarkMatch | null;
}

/**
 * Compare a proposed sign with one mark by the trademark search's classes, score and risk.
 * A bare string `b` is a word mark in the sign's own classes. Throws a `ValidationError`.
 *
 * @example
 * const { risk, match } = compareMarks("Alpyna", { markText: "ALPINA", niceClasses: [9] }, { niceClasses: [9] });
 */
export function compareMarks(
  a: string,
  b: string | TrademarkInput,
  options: CompareMarksOptions = {},
): MarkComparison {
  return compareMarksWith(a, b, argumentObject(options, "options", "compareMarks"));
}

/** `compareMarks` over checked options. */
function compareMarksWith(
  a: string,
  b: string | TrademarkInput,
  options: CompareMarksOptions,
): MarkComparison {
  const { w, relations } = trademarkTuning(options, "compareMarks");
  const request = { query: a, niceClasses: options.niceClasses ?? null };
  const issues = trademarkSearchIssues(request).map((i) => (i.path === "query" ? { ...i, path: "a" } : i));
  // The defaults fold the classes, so they apply to a valid request only (9 is no list to fold).
  const req = issues.length === 0 ? applyTrademarkSearchDefaults(request) : null;
  const record = recordOf(b, req?.niceClasses ?? [], issues);
  if (req === null || record === null || issues.length > 0) throw new ValidationError(issues);
  const q = prepareTrademarkQuery(a, req.niceClasses, relations);
  checkQueryCore(q, "a");

  const register = InMemoryTrademarkRegister.fromRecords([record]);
  const hits = register.match({ readings: q.readingFeatures });
  const [top] = rankMarks(markEvidence(hits, q), q.masks, 0, w, 1);
  const input = searchInputOf(a, q);
  const goodsServicesBasis: GoodsServicesBasis = req.classesGiven ? "nice_classes" : "unspecified";
  if (!top) return { input, goodsServicesBasis, classes: [], score: null, risk: null, match: null };
  const match = explainMark(top, record, q, relations, w);
  const classes = classList(top.evidence.hits.reduce((mask, h) => mask | h.classes, 0));
  return { input, goodsServicesBasis, classes, score: top.score, risk: match.risk, match };
}

// --- Internal helpers ---

function recordOf(
  b: string | TrademarkInput,
  signClasses: number[],
  issues: ValidationIssue[],
): TrademarkRecord | null {
  if (typeof b !== "string") return trademarkFromInput(b, 0, issues, "b");
  const problems = textIssues("b", b, { min: 1, max: MAX_MARK_TEXT_LENGTH }, { required: true });
  issues.push(...problems);
  if (problems.length > 0) return null;
  // A word mark in the sign's classes (none when the sign names none: classes are then not compared).
  return {
    sourceRecordId: "b",
    registrationNumber: null,
    applicationNumberText: null,
    markText: b.trim(),
    status: null,
    niceClasses: signClasses,
    applicationDate: null,
    registrationDate: null,
    expiryDate: null,
    markCategory: null,
    markFeatureCategory: "Word",
  };
}
