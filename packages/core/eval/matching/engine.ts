/**
 * Runs one evaluation pair through the engine's public surface: name `b` goes into a register
 * next to a fixed background of generated names (so word weights are realistic), name `a` is
 * searched, and the result says whether and how `b` was found.
 */
import type { RegisteredCompany, RiskLevel, TrademarkRecord } from "@namescreen/core";
import {
  InMemoryCompanyRegister,
  InMemoryTrademarkRegister,
  searchConflicts,
  searchTrademarks,
} from "@namescreen/core";
import { generateCompanies, generateTrademarks } from "@namescreen/core/synthetic";
import type { EvalPair } from "./dataset.js";

/** How `b` came out of the search for `a`. */
export type Finding = "identity" | RiskLevel | "none" | "error";

/** The engine's answer for one pair. */
export interface PairOutcome {
  finding: Finding;
  /** Match classes the engine reported for `b` (E, P, V, S), empty when not found. */
  classes: string[];
  /** The engine's explanation of the match (evidence or match basis). */
  evidence: string[];
  /** The error message when the engine refused the query. */
  error?: string;
}

/** A background register: how many generated companies and marks, from which seed. */
export interface Background {
  companies: number;
  marks: number;
  seed: number;
}

/** Size and seed of the background register: fixed, so every run measures the same thing. */
export const BACKGROUND: Readonly<Background> = { companies: 400, marks: 400, seed: 15_015 };
/** Nice class used for both marks when the source gives no classes. */
export const DEFAULT_NICE_CLASS = 35;

const PAIR_ID = "EVAL:B";

// The last background generated, kept for the next pair.
let companies: { of: Background; names: RegisteredCompany[] } | null = null;
let marks: { of: Background; records: TrademarkRecord[] } | null = null;

function backgroundCompanies(bg: Background): RegisteredCompany[] {
  if (companies?.of !== bg)
    companies = { of: bg, names: generateCompanies({ count: bg.companies, seed: bg.seed }) };
  return companies.names;
}

function backgroundMarks(bg: Background): TrademarkRecord[] {
  if (marks?.of !== bg) {
    marks = { of: bg, records: [...generateTrademarks({ count: bg.marks, seed: bg.seed, idPrefix: "BG" })] };
  }
  return marks.records;
}

/**
 * Search `a` in a register holding `b` and the background; report how `b` was found. A larger
 * background than `BACKGROUND` weighs words more as a full register does (`--background`).
 */
export async function evaluatePair(
  pair: EvalPair,
  background: Background = BACKGROUND,
): Promise<PairOutcome> {
  try {
    return pair.kind === "company"
      ? await companyOutcome(pair, background)
      : await trademarkOutcome(pair, background);
  } catch (e) {
    return { finding: "error", classes: [], evidence: [], error: e instanceof Error ? e.message : String(e) };
  }
}

async function companyOutcome(pair: EvalPair, background: Background): Promise<PairOutcome> {
  const company: RegisteredCompany = {
    id: PAIR_ID,
    uid: null,
    legalForm: null,
    soleProprietorship: false,
    legalSeat: null,
    canton: null,
    status: "active",
    names: [{ name: pair.b, language: null, kind: "main" }],
  };
  const register = InMemoryCompanyRegister.fromCompanies([...backgroundCompanies(background), company]);
  const result = await searchConflicts({ name: pair.a, limit: 100, minRisk: "Low" }, { companies: register });
  if (result.identityMatch?.sourceCompanyId === PAIR_ID) {
    return {
      finding: "identity",
      classes: ["E"],
      evidence: [`identical after normalisation (same-as key "${result.identityMatch.sameAsKey}")`],
    };
  }
  const match = result.similarMatches.find((m) => m.sourceCompanyId === PAIR_ID);
  if (!match) return { finding: "none", classes: [], evidence: [] };
  return {
    finding: match.risk,
    classes: [...match.explanation.classes],
    evidence: match.explanation.evidence,
  };
}

async function trademarkOutcome(pair: EvalPair, background: Background): Promise<PairOutcome> {
  const classesA = pair.niceClasses?.a.length ? pair.niceClasses.a : (pair.niceClasses?.b ?? []);
  const classesB = pair.niceClasses?.b.length ? pair.niceClasses.b : classesA;
  const record: TrademarkRecord = {
    sourceRecordId: PAIR_ID,
    registrationNumber: null,
    applicationNumberText: null,
    markText: pair.b,
    status: "Registered",
    niceClasses: classesB.length > 0 ? classesB : [DEFAULT_NICE_CLASS],
    applicationDate: null,
    registrationDate: null,
    expiryDate: null,
    markCategory: "Individual",
    markFeatureCategory: "Word",
  };
  const register = InMemoryTrademarkRegister.fromRecords([...backgroundMarks(background), record]);
  const result = await searchTrademarks(
    {
      query: pair.a,
      limit: 100,
      minRisk: "Low",
      niceClasses: classesA.length > 0 ? classesA : [DEFAULT_NICE_CLASS],
    },
    { trademarks: register },
  );
  const match = result.similarMatches.find((m) => m.sourceRecordId === PAIR_ID);
  if (!match) return { finding: "none", classes: [], evidence: [] };
  const identical = match.matchBasis.some((b) => b.startsWith("identical"));
  const classes = [
    identical ? "E" : "",
    match.phoneticMatch ? "P" : "",
    match.matchBasis.some((b) => b.startsWith("trigram similarity")) ? "V" : "",
    match.matchBasis.some((b) => b.includes("contains")) ? "S" : "",
  ].filter((c) => c !== "");
  return {
    finding: identical && match.risk === "High" ? "identity" : match.risk,
    classes,
    evidence: match.matchBasis,
  };
}
