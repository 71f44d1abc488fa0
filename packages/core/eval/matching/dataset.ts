/**
 * The labelled pairs of the matching evaluation (pairs.json): types, loading and validation.
 * The file is data written by hand from the cited sources (SOURCES.md); labels are what the
 * source decided, never what the engine reports.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Split } from "./split.js";
import { splitOf } from "./split.js";

/** What the source decided. */
export type Label = "confusable" | "not_confusable";
export const LABELS: readonly Label[] = ["confusable", "not_confusable"];

/** The mechanism that makes the two names alike (issue 15's classes). */
export type PairClass =
  | "visual"
  | "phonetic"
  | "tokens"
  | "subset"
  | "compound"
  | "translation"
  | "identity"
  | "other";
export const PAIR_CLASSES: readonly PairClass[] = [
  "visual",
  "phonetic",
  "tokens",
  "subset",
  "compound",
  "translation",
  "identity",
  "other",
];

/** Register the pair is searched in. */
export type PairKind = "company" | "trademark";

/** Where the decision is published. */
export interface PairSource {
  /** Court or office that decided. */
  authority: string;
  /** Case number, decision reference or the list the pair is taken from. */
  reference: string;
  /** ISO date (or year-month, or year) of the decision when the source gives it. */
  date?: string;
  url: string;
  /** The publication the decision was read in, when it is not the court's own site. */
  via?: string;
}

/** One labelled pair: `a` is the later name (the query), `b` the earlier one (in the register). */
export interface EvalPair {
  id: string;
  a: string;
  b: string;
  kind: PairKind;
  label: Label;
  class: PairClass;
  /** Nice classes of the marks when the source gives them (trademark pairs only). */
  niceClasses?: { a: number[]; b: number[] };
  source: PairSource;
  note: string;
  split: Split;
  /**
   * Day the pair joined the set (YYYY-MM-DD), for pairs added after the first collection: their
   * first run (`--added`) measures an engine that was never tuned on them.
   */
  added?: string;
  /**
   * The collection the pair came in, for pairs added after the first (2, 3, ...): two batches
   * collected on one day stay apart (`--batch`).
   */
  batch?: number;
}

/** The file. */
export interface EvalDataset {
  version: number;
  description: string;
  pairs: EvalPair[];
}

/** Path of the shipped dataset. */
export const PAIRS_PATH = fileURLToPath(new URL("./pairs.json", import.meta.url));

/** Read and parse a dataset file (no validation: see `datasetIssues`). */
export function loadDataset(path: string = PAIRS_PATH): EvalDataset {
  return JSON.parse(readFileSync(path, "utf8")) as EvalDataset;
}

/** Key that identifies a pair regardless of case, spacing and order of its two names. */
export function pairKey(p: Pick<EvalPair, "a" | "b">): string {
  const fold = (s: string) => s.normalize("NFC").toLowerCase().replace(/\s+/g, " ").trim();
  return [fold(p.a), fold(p.b)].sort().join("\u0000");
}

const isNonEmpty = (v: unknown): v is string => typeof v === "string" && v.trim() !== "";

/** Every problem of the dataset, as readable sentences (empty when the file is valid). */
export function datasetIssues(data: EvalDataset): string[] {
  const issues: string[] = [];
  if (!Array.isArray(data.pairs)) return ["pairs is not an array"];
  const ids = new Set<string>();
  const keys = new Map<string, string>();
  for (const p of data.pairs) {
    const at = `pair ${isNonEmpty(p.id) ? p.id : JSON.stringify(p).slice(0, 60)}`;
    if (!isNonEmpty(p.id) || !/^[a-z0-9-]+$/.test(p.id)) issues.push(`${at}: id must be lower-case kebab`);
    if (ids.has(p.id)) issues.push(`${at}: duplicate id`);
    ids.add(p.id);
    if (!isNonEmpty(p.a) || !isNonEmpty(p.b)) issues.push(`${at}: both names a and b are required`);
    else {
      const key = pairKey(p);
      const other = keys.get(key);
      if (other) issues.push(`${at}: same pair of names as ${other}`);
      keys.set(key, p.id);
    }
    if (p.kind !== "company" && p.kind !== "trademark")
      issues.push(`${at}: kind must be company or trademark`);
    if (!LABELS.includes(p.label)) issues.push(`${at}: label must be one of ${LABELS.join(", ")}`);
    if (!PAIR_CLASSES.includes(p.class))
      issues.push(`${at}: class must be one of ${PAIR_CLASSES.join(", ")}`);
    issues.push(...sourceIssues(at, p.source));
    if (!isNonEmpty(p.note)) issues.push(`${at}: note is required`);
    if (p.niceClasses !== undefined) issues.push(...niceIssues(at, p));
    if (p.added !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(p.added)) {
      issues.push(`${at}: added must be YYYY-MM-DD`);
    }
    if (p.batch !== undefined && !(Number.isInteger(p.batch) && p.batch >= 2 && p.added !== undefined)) {
      issues.push(`${at}: batch must be an integer from 2, on a pair with its added day`);
    }
    if (p.split !== splitOf(p.id, p.label)) {
      issues.push(`${at}: split is ${p.split}, expected ${splitOf(p.id, p.label)} (run assign-split.ts)`);
    }
  }
  return issues;
}

function sourceIssues(at: string, s: PairSource | undefined): string[] {
  if (s === undefined || s === null || typeof s !== "object") return [`${at}: source is required`];
  const out: string[] = [];
  if (!isNonEmpty(s.authority)) out.push(`${at}: source.authority is required`);
  if (!isNonEmpty(s.reference)) out.push(`${at}: source.reference is required`);
  if (!isNonEmpty(s.url) || !/^https?:\/\/\S+$/.test(s.url))
    out.push(`${at}: source.url must be an http(s) URL`);
  if (s.date !== undefined && !/^\d{4}(-\d{2}(-\d{2})?)?$/.test(s.date)) {
    out.push(`${at}: source.date must be YYYY, YYYY-MM or YYYY-MM-DD`);
  }
  return out;
}

function niceIssues(at: string, p: EvalPair): string[] {
  const out: string[] = [];
  if (p.kind !== "trademark") out.push(`${at}: niceClasses only apply to trademark pairs`);
  const valid = (list: unknown) =>
    Array.isArray(list) && list.every((c) => Number.isInteger(c) && c >= 1 && c <= 45);
  if (!valid(p.niceClasses?.a) || !valid(p.niceClasses?.b)) {
    out.push(`${at}: niceClasses.a and .b must be lists of classes 1 to 45`);
  }
  return out;
}
