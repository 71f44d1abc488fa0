/**
 * `compareNames`: why two company names conflict, or do not. The second name is indexed like a
 * registered name and the first searched against it, through the conflict search's own index
 * and explanation (conflicts/explain-match.ts): the answer is what `searchConflicts` reports
 * for that pair.
 */
import { argumentObject, describe } from "../arguments.js";
import type { RegisteredCompany } from "../conflicts/company-register.js";
import { companyIndexInputs, InMemoryCompanyRegister } from "../conflicts/company-register.js";
import { identityOf, phoneticBitsOf, rankHit, similarOf } from "../conflicts/explain-match.js";
import { checkSearchable, rankOrder } from "../conflicts/search-conflicts.js";
import { seatlessHighHits, seatlessReading, withQueryVisual } from "../conflicts/seatless.js";
import { ValidationError } from "../errors.js";
import { LIMITS } from "../limits.js";
import type { TextFeatures } from "../search/features.js";
import { textFeatures } from "../search/features.js";
import { LayeredIndex } from "../search/layered.js";
import { NameIndex } from "../search/name-index.js";
import type { MatchClass } from "../similarity/risk.js";
import { CLASS_BITS } from "../similarity/risk.js";
import { trigramDice } from "../similarity/trigrams.js";
import type { RiskLevel } from "../types.js";
import { textIssues } from "../validation.js";

/** Options of {@link compareNames}. */
export interface CompareNamesOptions {
  /**
   * Weigh words by this register's frequencies, as a search in it would ("Consulting" is
   * common, "Lumora" rare). Default: the pair alone, where every word is fully distinctive.
   */
  register?: InMemoryCompanyRegister | undefined;
}

/** One side of a comparison with its normalised forms. */
export interface ComparedName {
  name: string;
  nameNorm: string;
  nameCore: string;
}

/**
 * How name `a` (the proposal) stands to name `b` (a registered name). When `identical`, the
 * search would report `b` as the `identityMatch` (an automatic rejection); otherwise, when
 * `risk` is not null, as one of the `similarMatches` with these classes, risk and evidence.
 */
export interface NameComparison {
  a: ComparedName;
  b: ComparedName;
  /** Legally identical: a shared same-as key (match class E). */
  identical: boolean;
  /** The same-as key both share when `identical`, else null. */
  sameAsKey: string | null;
  /** Match classes that hold, in order E, P, V, S, O, W, D, C; empty when none does. */
  classes: MatchClass[];
  /** The search's risk level; null when no class holds (the search would not report `b`). */
  risk: RiskLevel | null;
  /** Trigram similarity of the name cores, 0 to 1 (3 decimals). */
  visualScore: number;
  /** A phonetic key of `a` equals one of `b`'s (class P). */
  phoneticMatch: boolean;
  /** Why, in words, as the search's `explanation.evidence`. */
  evidence: string[];
}

/**
 * Compare two company names by the conflict search's classes and risk. Throws a
 * `ValidationError` for an empty or invalid name, or an `a` too short to search.
 *
 * @example
 * const { risk, classes, evidence } = compareNames("Lumora Farben AG", "LUMORA Bautechnik GmbH");
 */
export function compareNames(a: string, b: string, options: CompareNamesOptions = {}): NameComparison {
  return compareNamesWith(a, b, argumentObject(options, "options", "compareNames"));
}

/** `compareNames` over checked options. */
function compareNamesWith(a: string, b: string, options: CompareNamesOptions): NameComparison {
  if (options.register !== undefined && !(options.register instanceof InMemoryCompanyRegister))
    throw new TypeError(
      `compareNames's options.register must be an InMemoryCompanyRegister, not ${describe(options.register)}`,
    );
  const issues = [
    ...textIssues("a", a, LIMITS.searchName, { required: true }),
    ...textIssues("b", b, LIMITS.searchName, { required: true }),
  ];
  if (issues.length > 0) throw new ValidationError(issues);
  const features = textFeatures(a);
  checkSearchable(features, "a");
  const other = textFeatures(b);
  const company = registeredAs(b);
  const { register, entry } = pairRegister(company, options.register);
  const own = register.match(features).find((h) => h.entry === entry);
  const sides = { a: comparedName(a, features), b: comparedName(b, other) };
  // As the search: `a` read without its seat counts where it makes `b` High (seatless.ts), and
  // replaces the own reading's evidence where the search's order puts it first.
  const ownRanked = own ? rankHit(own, phoneticBitsOf(features), features.tokens.length) : null;
  const seatless = seatlessReading(features);
  const seatlessHigh = seatless
    ? seatlessHighHits(
        register.match(seatless.features).filter((h) => h.entry === entry),
        seatless,
      )[0]
    : undefined;
  const seatlessRanked = seatlessHigh && withQueryVisual(seatlessHigh, other.trigrams, features);
  const ranked =
    seatlessRanked && (!ownRanked || rankOrder(seatlessRanked, ownRanked) < 0) ? seatlessRanked : ownRanked;
  if (!ranked) {
    const visualScore = Math.round(trigramDice(features.trigrams, other.trigrams) * 1000) / 1000;
    return {
      ...sides,
      identical: false,
      sameAsKey: null,
      classes: [],
      risk: null,
      visualScore,
      phoneticMatch: false,
      evidence: [],
    };
  }
  const index = register.index;
  const described = {
    company,
    name: index.text(entry),
    nameNorm: index.norm(entry),
    words: index.tokensOf(entry),
  };
  const hit = ranked.hit;
  const similar = similarOf(ranked, described, features);
  const identical = !ranked.seatless && (hit.classes & CLASS_BITS.E) !== 0;
  return {
    ...sides,
    identical,
    sameAsKey: identical ? identityOf(hit, described, features).sameAsKey : null,
    classes: similar.explanation.classes,
    risk: similar.risk,
    visualScore: similar.visualScore,
    phoneticMatch: similar.phoneticMatch,
    evidence: similar.explanation.evidence,
  };
}

// --- Internal helpers ---

/** `b` as the search sees a registered name: the main name of an active company. */
function registeredAs(name: string): RegisteredCompany {
  return {
    id: "b",
    uid: null,
    legalForm: null,
    soleProprietorship: false,
    legalSeat: null,
    canton: null,
    status: "active",
    names: [{ name, language: null, kind: "main" }],
  };
}

/**
 * A register holding `company`, and the index entry of its name. With a register, the name goes
 * into a fresh delta over that register's base, whose word statistics then weigh it (the
 * register itself is not changed).
 */
function pairRegister(
  company: RegisteredCompany,
  statistics: InMemoryCompanyRegister | undefined,
): { register: InMemoryCompanyRegister; entry: number } {
  const directory = { get: () => company };
  const inputs = companyIndexInputs([company]);
  if (!statistics)
    return {
      register: new InMemoryCompanyRegister(new LayeredIndex(NameIndex.build(inputs)), directory),
      entry: 0,
    };
  const base = statistics.index.base;
  const index = new LayeredIndex(base, { added: inputs, removedRecords: [] });
  return { register: new InMemoryCompanyRegister(index, directory), entry: base.size };
}

function comparedName(name: string, f: TextFeatures): ComparedName {
  return { name, nameNorm: f.normalized.nameNorm, nameCore: f.normalized.nameCore };
}
