/**
 * The trademark search's tuning (`TrademarkSearchOptions`) checked at the entry: weights with a
 * missing or non-numeric figure gave NaN scores or "Cannot read properties of undefined" deep in
 * the ranking, and are now named as a TypeError.
 */
import { argumentObject, describe, optionalMember } from "../arguments.js";
import type { ClassRelations } from "./class-relations.js";
import { CLASS_RELATIONS } from "./class-relations.js";
import type { TrademarkRiskWeights } from "./risk.js";
import { TRADEMARK_RISK_DEFAULTS } from "./risk.js";

/** Tuning of the search (tests and experiments); the defaults are the shipped model. */
export interface TrademarkSearchOptions {
  weights?: TrademarkRiskWeights | undefined;
  relations?: ClassRelations | undefined;
}

/** The weights and class relations a search runs with. */
export interface TrademarkTuning {
  w: TrademarkRiskWeights;
  relations: ClassRelations;
}

/** Weights already checked: a partner passes the same object to every search. */
const checkedWeights = new WeakSet<object>();

/** `options` of `fn` checked, with the defaults for what it leaves out. */
export function trademarkTuning(
  options: TrademarkSearchOptions | null | undefined,
  fn: string,
): TrademarkTuning {
  const given = argumentObject(options, "options", fn);
  optionalMember(given, "relations", ["strength", "relatedTo"], `${fn}'s options`);
  const w = given.weights ?? TRADEMARK_RISK_DEFAULTS;
  if (!checkedWeights.has(w)) {
    checkFigures(w, TRADEMARK_RISK_DEFAULTS, `${fn}'s options.weights`);
    checkedWeights.add(w);
  }
  return { w, relations: given.relations ?? CLASS_RELATIONS };
}

/** Every figure of `shape` present in `value` as a finite number ≥ 0. */
function checkFigures(value: unknown, shape: object, path: string): void {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new TypeError(`${path} must be an object like TRADEMARK_RISK_DEFAULTS, not ${describe(value)}`);
  for (const [key, expected] of Object.entries(shape)) {
    const figure = (value as Record<string, unknown>)[key];
    const at = `${path}.${key}`;
    if (typeof expected === "object") checkFigures(figure, expected, at);
    else if (typeof figure !== "number" || !Number.isFinite(figure) || figure < 0)
      throw new TypeError(`${at} must be a number of at least 0, not ${describe(figure)}`);
  }
}
