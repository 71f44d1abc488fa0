/**
 * How the conflict search ranks and explains one registered name against the query: its risk,
 * its match classes and the evidence in words. The search and `compareNames` both call these,
 * so a pair is explained the same way wherever it is compared.
 */
import { distance as levenshtein } from "fastest-levenshtein";
import { normalizeName } from "../normalize/index.js";
import { METAPHONE_PREFIX } from "../phonetic/index.js";
import type { PhoneticKeyBits, TextFeatures } from "../search/features.js";
import { matchedKeys, phoneticKeyBits } from "../search/features.js";
import { coreWords, joinedInName, joinedRunOf } from "../search/joined-words.js";
import { digitReadingNote, hasDigitWord } from "../search/spelled-digits.js";
import { translationEvidence } from "../similarity/concept-key.js";
import { joinedWordsOf } from "../similarity/joined-overlap.js";
import { meaningsApartNote } from "../similarity/meanings-apart.js";
import { isOrdinaryWord, ORDINARY_CONTAINMENT_WEIGHT } from "../similarity/ordinary-words.js";
import { partialEvidence } from "../similarity/partial-evidence.js";
import type { RiskInput } from "../similarity/risk.js";
import { blankRiskInput, CLASS_BITS, classList, riskOf } from "../similarity/risk.js";
import type { RiskLevel } from "../types.js";
import type { DescribedHit, RegisterHit } from "./company-register.js";
import type { IdentityMatch, SimilarMatch } from "./match-types.js";

/** A hit with its risk. */
export interface RankedHit {
  hit: RegisterHit;
  risk: RiskLevel;
  /** Set when the hit was found by the query read without its seat (seatless.ts). */
  seatless?: SeatlessReading;
}

/** The query without the place words that follow its first word, and those words (seatless.ts). */
export interface SeatlessReading {
  features: TextFeatures;
  placeWords: string[];
}

/** The query's {@link PhoneticKeyBits}, once per search. */
export function phoneticBitsOf(features: TextFeatures): PhoneticKeyBits {
  return phoneticKeyBits(features.phoneticKeys);
}

/** The risk of one hit (similarity/risk.ts), with former names and deleted companies as Low evidence. */
export function rankHit(hit: RegisterHit, keyBits: PhoneticKeyBits, queryWords: number): RankedHit {
  const r = input;
  r.classes = hit.classes;
  r.visualScore = hit.visualScore;
  r.weightedVisual = hit.weightedVisual;
  r.metaphoneMatch = (hit.phoneticMask & keyBits.metaphone) !== 0;
  r.fullKeyMatch = (hit.phoneticMask & keyBits.fullKey) !== 0;
  r.spelledApart = hit.spelledApart === true;
  r.meaningsApart = hit.meaningsApart === true;
  r.subsetWeight = hit.subsetWeight;
  r.conceptLiterals = hit.conceptLiterals;
  r.lowWeight = hit.kind === "former" || hit.status === "deleted";
  r.overlapWeight = hit.overlapWeight;
  r.soundWeight = hit.soundWeight;
  r.editWeight = hit.editWeight;
  r.elementWeight = hit.elementWeight;
  r.sharedWords = hit.sharedWords;
  r.nameWords = hit.nameWords;
  r.placePairWeight = hit.placePairWeight;
  r.queryWords = queryWords;
  r.nameTopWeight = hit.nameTopWeight;
  r.queryTopWeight = hit.queryTopWeight;
  r.sharedElementWeight = hit.sharedElementWeight ?? 0;
  return { hit, risk: riskOf(r) };
}

// One input reused (`riskOf` keeps nothing of it): the search ranks about a thousand hits per query.
const input: RiskInput = blankRiskInput();

/** Which side's digits, read as number words, gave a phonetic key ("TRUE1" / "Truone"), or "". */
function digitNote(key: string, f: TextFeatures, d: DescribedHit): string {
  // The name's words in order matter only when one is a digit: most names are not normalised again.
  const nameWords = () => (hasDigitWord(d.words) ? coreWords(normalizeName(d.name).coreTokens) : d.words);
  const note = digitReadingNote(key, coreWords(f.normalized.coreTokens), nameWords, "registered name");
  return note === null ? "" : ` (${note})`;
}

/** One `similarMatches[]` item: the ranked hit, its loaded text and company, and why it matched. */
export function similarOf(r: RankedHit, d: DescribedHit, f: TextFeatures): SimilarMatch {
  const h = r.hit;
  return {
    sourceCompanyId: d.company.id,
    nameDisplay: d.name,
    legalSeat: d.company.legalSeat,
    nameNorm: d.nameNorm,
    visualScore: round(h.visualScore),
    phoneticMatch: (h.classes & CLASS_BITS.P) !== 0,
    risk: r.risk,
    explanation: {
      classes: classList(h.classes),
      evidence: r.seatless ? seatlessEvidence(h, d, r.seatless) : evidenceOf(h, d, f),
      nameKind: h.kind,
      nameLanguage: h.language,
      companyStatus: h.status,
    },
  };
}

/** The `identityMatch` of a blocking hit. */
export function identityOf(h: RegisterHit, d: DescribedHit, f: TextFeatures): IdentityMatch {
  return {
    sourceCompanyId: d.company.id,
    uid: d.company.uid,
    nameDisplay: d.name,
    nameNorm: d.nameNorm,
    nameKind: h.kind === "variant" ? "variant" : "main",
    matchedLanguage: h.language,
    legalForm: d.company.legalForm,
    legalSeat: d.company.legalSeat,
    canton: d.company.canton,
    status: h.status === "in_liquidation" ? "in_liquidation" : "active",
    sameAsKey: matchedKeys(h.sameAsMask, f.sameAsKeys)[0] ?? "",
  };
}

// --- Internal helpers ---

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}

function seatlessEvidence(h: RegisterHit, d: DescribedHit, s: SeatlessReading): string[] {
  const words = s.placeWords.map((w) => `"${w}"`).join(", ");
  return [`compared without the query's place words ${words}`, ...evidenceOf(h, d, s.features)];
}

/** Class S's sentence: the words one name holds of the other's, or the name found with its words joined otherwise. */
function subsetSentence(h: RegisterHit, d: DescribedHit, f: TextFeatures): string {
  const shared = f.tokens.filter((t) => d.words.includes(t));
  const weight = `(word weight ${round(h.subsetWeight)}${ordinaryNote(shared, h.subsetWeight)})`;
  // The name's words are not all the query's: S holds with the words joined (joined-words.ts).
  if (h.subset === 2 && shared.length < d.words.length) {
    const name = normalizeName(d.name);
    const run = joinedRunOf(coreWords(f.normalized.coreTokens), name.sameAsKeys, d.words.length);
    const words = coreWords(name.coreTokens).join(" ");
    if (run)
      return `all of the name contained in the query, its words joined otherwise: "${words}" in "${run.join(" ")}" ${weight}`;
  }
  const inName =
    h.subset === 1 && shared.length < f.tokens.length
      ? joinedInName(coreWords(f.normalized.coreTokens), d.words)
      : null;
  if (inName !== null) {
    const words = coreWords(f.normalized.coreTokens).join(" ");
    return `all of the query contained in the name, its words joined otherwise: "${words}" in "${inName}" ${weight}`;
  }
  const how =
    h.subset === 3
      ? "same words"
      : h.subset === 1
        ? "all query words contained in the name"
        : "all words of the name contained in the query";
  return `${how}: ${shared.join(" ")} ${weight}`;
}

/** ", a word of ordinary language" when a single ordinary word weighs its containment cap (ordinary-words.ts). */
function ordinaryNote(shared: readonly string[], subsetWeight: number): string {
  const [only] = shared;
  return shared.length === 1 &&
    only !== undefined &&
    subsetWeight === ORDINARY_CONTAINMENT_WEIGHT &&
    isOrdinaryWord(only)
    ? ", a word of ordinary language"
    : "";
}

function evidenceOf(h: RegisterHit, d: DescribedHit, f: TextFeatures): string[] {
  const out: string[] = [];
  for (const k of matchedKeys(h.sameAsMask, f.sameAsKeys))
    out.push(`identical after normalisation (same-as key "${k}")`);
  for (const k of matchedKeys(h.phoneticMask, f.phoneticKeys)) {
    const metaphone = k.startsWith(METAPHONE_PREFIX);
    out.push(
      `same ${metaphone ? "double-metaphone" : "Cologne phonetic"} key ${k.slice(2)}${digitNote(k, f, d)}`,
    );
  }
  if (h.spelledApart === true) {
    const [q = "", n = ""] = [f.tokens[0], d.words[0]];
    out.push(
      `spelled apart: "${q}" / "${n}" (${levenshtein(q, n)} edits), so the shared keys count as Medium`,
    );
  }
  if (h.classes & CLASS_BITS.V) out.push(`trigram similarity ${round(h.visualScore)}`);
  if (h.meaningsApart === true) out.push(meaningsApartNote(f.tokens[0] ?? "", d.words[0] ?? ""));
  if (h.classes & CLASS_BITS.S) out.push(subsetSentence(h, d, f));
  out.push(...partialEvidence(h, f.tokens, d.words, joinedWordsOf(f.normalized.coreTokens)));
  if (h.classes & CLASS_BITS.T)
    out.push(translationEvidence(f.normalized.coreTokens, normalizeName(d.name).coreTokens));
  if (h.soleProprietorship && h.classes & CLASS_BITS.E)
    out.push("sole proprietorship: protected at its seat only");
  if (h.status === "deleted") out.push("company deleted: low-weight evidence");
  if (h.status === "in_liquidation") out.push("company in liquidation: its name still blocks");
  if (h.kind === "former") out.push("former name: low-weight evidence");
  if (h.kind === "variant") out.push(`registered language version${h.language ? ` (${h.language})` : ""}`);
  return out;
}
