/**
 * `searchTrademarks`: registered marks similar to a proposed sign, ranked by risk.
 *
 * 1. Normalise the query with the conflict search's features (same-as keys, phonetic keys,
 *    trigrams, words) and add its pseudo-mark readings ("4U" → "for you").
 * 2. Ask the register for every entry in class E, P, V or S for each reading (complete). A gate
 *    built from the mark's Nice-class mask, standing and sign type drops, during verification,
 *    marks that could not reach `minRisk` even with identical text.
 * 3. Combine each mark's hits (evidence.ts), score them (risk.ts), keep those at or above
 *    `minRisk`, and select the best `limit` by score, visual score and record.
 * 4. Load the reported marks and explain each one (match-basis.ts).
 */
import { portList, requirePort, ValidationError } from "../errors.js";
import { normalizeName } from "../normalize/index.js";
import type { NormalizedName } from "../normalize/types.js";
import { METAPHONE_PREFIX } from "../phonetic/index.js";
import { checkedTrademarkRecord } from "../registers/described.js";
import { checkedTrademarkHits } from "../registers/matched.js";
import type { TextFeatures } from "../search/features.js";
import { coreTokenSet, lettersAndDigits, matchedKeys, textFeatures } from "../search/features.js";
import { coreWords, joinedInName, joinedRunOf } from "../search/joined-words.js";
import type { MatchFloor } from "../search/name-index.js";
import { digitReadingNote } from "../search/spelled-digits.js";
import { TopK } from "../search/top-k.js";
import { translationEvidence } from "../similarity/concept-key.js";
import { joinedWordsOf } from "../similarity/joined-overlap.js";
import { meaningsApartNote } from "../similarity/meanings-apart.js";
import { partialEvidence } from "../similarity/partial-evidence.js";
import { CLASS_BITS, PARTIAL_CLASSES } from "../similarity/risk.js";
import type { RiskLevel } from "../types.js";
import type { ClassRelations, QueryClassProfile } from "./class-relations.js";
import { CLASS_RELATIONS, compareClasses, queryClassProfile } from "./class-relations.js";
import type { ClassMasks, MarkEvidence, PairHit } from "./evidence.js";
import { aggregateHits, classMasksOf, classRelationOf, isShortSign } from "./evidence.js";
import type { ClassBasis, TextBasis } from "./match-basis.js";
import { matchBasis } from "./match-basis.js";
import { lowPartialScore, RANKED_FLOOR, subsetLeftOutScore } from "./match-floors.js";
import { foldClasses } from "./nice-classes.js";
import type { TrademarkGate, TrademarkSearchPorts } from "./port.js";
import type { Reading } from "./pseudo-marks.js";
import { readingsOf } from "./pseudo-marks.js";
import { decodeTrademarkTag } from "./register.js";
import type { TrademarkRiskWeights } from "./risk.js";
import { classFactor, minScoreFor, riskLevelOf, riskScore } from "./risk.js";
import type { TrademarkSearchOptions } from "./search-options.js";
import { trademarkTuning } from "./search-options.js";
import type { ResolvedTrademarkSearch } from "./trademark-request.js";
import { resolveTrademarkSearch } from "./trademark-request.js";
import type {
  TrademarkMatch,
  TrademarkRecord,
  TrademarkSearchInput,
  TrademarkSearchRequest,
  TrademarkSearchResult,
} from "./types.js";

export type { TrademarkSearchOptions } from "./search-options.js";

/** The prepared query: readings with their features, and the class profile. */
export interface PreparedTrademarkQuery {
  features: TextFeatures;
  readings: Reading[];
  readingFeatures: TextFeatures[];
  profile: QueryClassProfile | null;
  masks: ClassMasks;
}

/** Normalise a query and prepare its readings and classes (shared with the oracle). */
export function prepareTrademarkQuery(
  query: string,
  classes: readonly number[],
  relations: ClassRelations = CLASS_RELATIONS,
): PreparedTrademarkQuery {
  const features = textFeatures(query);
  const readings = readingsOf(features.normalized.nameNorm, query);
  const readingFeatures = readings.map((r) => (r.kind === "text" ? features : textFeatures(r.text)));
  const profile = classes.length > 0 ? queryClassProfile(foldClasses(classes), relations) : null;
  return { features, readings, readingFeatures, profile, masks: classMasksOf(profile) };
}

/** A mark with its score and level, before it is loaded. */
export interface RankedMark<H extends PairHit = PairHit> {
  evidence: MarkEvidence<H>;
  score: number;
}

/** Score, keep marks at or above `minScore`, and select the best `limit`: score, visual evidence, record. */
export function rankMarks<H extends PairHit>(
  marks: Iterable<MarkEvidence<H>>,
  masks: ClassMasks,
  minScore: number,
  w: TrademarkRiskWeights,
  limit: number,
): RankedMark<H>[] {
  const top = new TopK<RankedMark<H>>(limit, compareRanked, (r) => r.evidence.record);
  for (const m of marks) {
    const classes = classRelationOf(m.classLo, m.classHi, masks);
    const score = riskScore({ text: m.text, classes, standing: m.standing, sign: m.sign }, w);
    if (score >= minScore) top.offer({ evidence: m, score });
  }
  return top.result();
}

function compareRanked(a: RankedMark, b: RankedMark): number {
  return (
    b.score - a.score ||
    b.evidence.text.visualEvidence - a.evidence.text.visualEvidence ||
    a.evidence.record - b.evidence.record
  );
}

/** Search the register for marks similar to `request.query`. Throws `ValidationError`. */
export async function searchTrademarks(
  request: TrademarkSearchRequest,
  ports: TrademarkSearchPorts,
  options: TrademarkSearchOptions = {},
): Promise<TrademarkSearchResult> {
  return searchTrademarksResolved(resolveTrademarkSearch(request), ports, options);
}

/**
 * `searchTrademarks` for adapters that validated at their edge: takes a resolved request and
 * does not validate it again. Still throws `ValidationError` when the query has no letters or
 * digits left after normalisation (a property of the normaliser, not of the request's shape).
 */
export async function searchTrademarksResolved(
  req: ResolvedTrademarkSearch,
  ports: TrademarkSearchPorts,
  options: TrademarkSearchOptions = {},
): Promise<TrademarkSearchResult> {
  requirePort(ports, "trademarks", ["match", "describe"], "searchTrademarks");
  const { w, relations } = trademarkTuning(options, "searchTrademarks");
  const { q, top } = await rankedMarks(req, req.minRisk, req.limit, ports, w, relations);
  const wanted = top.map((t) => t.evidence.record);
  const method = "trademarks.describe";
  const answer = portList(await ports.trademarks.describe(wanted), method, wanted.length);
  const records = Array.from(answer, (item, index) => checkedTrademarkRecord(item, { method, index }));

  return {
    input: searchInputOf(req.query, q),
    goodsServicesBasis: req.classesGiven ? "nice_classes" : "unspecified",
    similarMatches: top.map((t, i) => explainMark(t, records[i] as TrademarkRecord, q, relations, w)),
  };
}

/**
 * The best `limit` marks at or above `minRisk` for the request's query and classes, with the
 * prepared query: the search without its explanations. The verdict-only search
 * (blocking-mark.ts) passes a `floor`; its marks are then right about reaching `minRisk` only.
 */
export async function rankedMarks(
  req: ResolvedTrademarkSearch,
  minRisk: RiskLevel,
  limit: number,
  ports: TrademarkSearchPorts,
  w: TrademarkRiskWeights,
  relations: ClassRelations,
  floor?: MatchFloor,
): Promise<{ q: PreparedTrademarkQuery; top: RankedMark[] }> {
  const q = prepareTrademarkQuery(req.query, req.niceClasses, relations);
  checkQueryCore(q);
  const minScore = minScoreFor(minRisk, w);
  const gate = gateFor(q.masks, minScore, w);
  const ranked = async (f: MatchFloor | undefined, left?: LeftOut) => {
    const { partial: leftOut, subset: subsetLeftOut } = left ?? {};
    const query = { readings: q.readingFeatures, gate, floor: f, leftOut, subsetLeftOut };
    const hits = checkedTrademarkHits(await ports.trademarks.match(query), q.readingFeatures.length);
    return rankMarks(markEvidence(hits, q), q.masks, minScore, w, limit);
  };
  if (floor !== undefined) return { q, top: await ranked(floor) };
  // A list first without the names only Low evidence finds (`RANKED_FLOOR`); asked again in full
  // only when a mark left out could enter it.
  const left: LeftOut = { partial: [], subset: [] };
  const top = await ranked(RANKED_FLOOR, left);
  if (leftOutMayEnter(top, left, minScore, limit, w)) return { q, top: await ranked(undefined) };
  // A listed mark another reading found keeps its score and place, but its explanation and Dice
  // may lack the name left out: its evidence is asked again, for the listed marks only.
  const lacking = lackingEvidence(top, left);
  if (lacking.size === 0) return { q, top };
  const hits = checkedTrademarkHits(
    await ports.trademarks.match({ readings: q.readingFeatures, gate, onlyRecords: lacking }),
    q.readingFeatures.length,
  );
  const completed = markEvidence(
    hits.filter((h) => lacking.has(h.record)),
    q,
  );
  const kept = top.filter((t) => !lacking.has(t.evidence.record)).map((t) => t.evidence);
  return { q, top: rankMarks([...kept, ...completed], q.masks, minScore, w, limit) };
}

/** The records of the names a floored search left out: for Low partial evidence, and for S's Low. */
interface LeftOut {
  partial: number[];
  subset: number[];
}

/**
 * True when a mark `RANKED_FLOOR` left out could enter the list. One left out for Low partial
 * evidence scores at most `lowPartialScore`, one left out for S at most `subsetLeftOutScore`, so
 * neither can enter a list that asks for more, or whose last mark scores more.
 */
function leftOutMayEnter(
  top: readonly RankedMark[],
  left: LeftOut,
  minScore: number,
  limit: number,
  w: TrademarkRiskWeights,
): boolean {
  if (left.partial.length === 0 && left.subset.length === 0) return false;
  const bound = left.subset.length > 0 ? subsetLeftOutScore(w) : lowPartialScore(w);
  return !(minScore > bound || (top.length === limit && (top[limit - 1] as RankedMark).score > bound));
}

/**
 * The listed marks with a name left out (through another reading of the query or of the mark).
 * Their text factor is above the left-out evidence's, so it keeps their score and rank.
 */
function lackingEvidence(top: readonly RankedMark[], left: LeftOut): Set<number> {
  const listed = new Set(top.map((t) => t.evidence.record));
  const lacking = new Set<number>();
  for (const records of [left.partial, left.subset])
    for (const r of records) if (listed.has(r)) lacking.add(r);
  return lacking;
}

/** The query's core, or a `ValidationError` at `path` when no letter or digit is left of it. */
export function checkQueryCore(q: PreparedTrademarkQuery, path = "query"): string {
  const core = q.features.normalized.nameCore;
  if (lettersAndDigits(core) === 0) {
    throw new ValidationError([
      { path, message: "has no letters or digits left after normalisation", value: core },
    ]);
  }
  return core;
}

/** The response's `input`: the query and its normalised forms. */
export function searchInputOf(query: string, q: PreparedTrademarkQuery): TrademarkSearchInput {
  return {
    query,
    queryNorm: q.features.normalized.nameNorm,
    queryCore: q.features.normalized.nameCore,
    phoneticPrimary: q.features.phonetic.primary,
    phoneticAlt: q.features.phonetic.alt,
    niceClasses: q.profile?.classes ?? [],
  };
}

/** The register's hits combined per mark (evidence.ts), for the query's readings. */
export function markEvidence<H extends PairHit>(
  hits: readonly H[],
  q: PreparedTrademarkQuery,
): Iterable<MarkEvidence<H>> {
  return aggregateHits(
    hits,
    q.readingFeatures.map((f) => f.phoneticKeys),
    q.readingFeatures.map((f) => f.tokens.length),
    q.readingFeatures.map((f) => isShortSign(f.normalized.nameCore)),
  ).values();
}

/**
 * One `similarMatches[]` item: a ranked mark, its loaded record, and why it matched. The search
 * and `compareMarks` both explain marks here.
 */
export function explainMark(
  ranked: RankedMark,
  record: TrademarkRecord,
  q: PreparedTrademarkQuery,
  relations: ClassRelations,
  w: TrademarkRiskWeights,
): TrademarkMatch {
  const m = ranked.evidence;
  const markText = record.markText ?? "";
  const markNormalized = normalizeName(markText);
  const markNorm = markNormalized.nameNorm;
  const niceClasses = foldClasses(record.niceClasses);
  const cmp = q.profile ? compareClasses(niceClasses, q.profile, relations) : null;
  const classes: ClassBasis = {
    specified: q.profile !== null,
    classOverlap: cmp?.classOverlap ?? [],
    relatedVia: cmp?.relatedVia ?? [],
    retailVia: cmp?.retailVia ?? [],
  };
  return {
    sourceRecordId: record.sourceRecordId,
    registrationNumber: record.registrationNumber,
    applicationNumberText: record.applicationNumberText,
    markText: record.markText,
    markTextNorm: markNorm,
    status: record.status,
    niceClasses,
    classOverlap: cmp?.classOverlap ?? [],
    relatedClassOverlap: cmp?.relatedClassOverlap ?? [],
    visualScore: Math.round(m.text.visualScore * 10_000) / 10_000,
    phoneticMatch: m.text.metaphoneMatch || m.text.cologneMatch || m.text.shortSignSound === true,
    matchBasis: matchBasis(
      textBasisOf(m, q, markText, markNormalized),
      classes,
      m.standing,
      record.status,
      m.sign,
    ),
    risk: riskLevelOf(ranked.score, w),
    applicationDate: record.applicationDate,
    registrationDate: record.registrationDate,
    expiryDate: record.expiryDate,
    markCategory: record.markCategory,
    markFeatureCategory: record.markFeatureCategory,
  };
}

// --- Internal helpers ---

/**
 * The class-mask gate: a mark whose classes, standing and sign type cap its score below
 * `minScore` is dropped during verification. Lossless: the score is the text factor (≤ 1)
 * times this cap, rounded the same way.
 */
export function gateFor(
  masks: ClassMasks,
  minScore: number,
  w: TrademarkRiskWeights,
): TrademarkGate | undefined {
  if (minScore <= 0) return undefined;
  // The standing and sign factors of every tag, computed once per search.
  const byTag = new Float64Array(256);
  for (let tag = 0; tag < 256; tag++) {
    const { standing, sign } = decodeTrademarkTag(tag);
    byTag[tag] = w.standing[standing] * w.sign[sign];
  }
  return (lo, hi, tag) => {
    const cap = classFactor(classRelationOf(lo, hi, masks), w) * (byTag[tag] as number);
    return Math.round(cap * 10_000) / 10_000 >= minScore;
  };
}

/** The words of the evidence, from the reading pair that produced each piece. */
function textBasisOf(
  m: MarkEvidence,
  q: PreparedTrademarkQuery,
  markText: string,
  markNormalized: NormalizedName,
): TextBasis {
  const markNorm = markNormalized.nameNorm;
  // The mark's pseudo-mark readings, read only when a hit came through one.
  let markReadings: Reading[] | undefined;
  const markReadingText = (h: PairHit) => {
    if (h.reading === "text") return markNorm;
    markReadings ??= readingsOf(markNorm, markText);
    return markReadings.find((r) => r.kind === h.reading)?.text ?? markNorm;
  };
  // The sentences need a reading's words, not its search features: each reading normalised once.
  // The mark's own text is normalised already (the index read the same words from it).
  const normalized = new Map<string, NormalizedName>([[markNorm, markNormalized]]);
  const markReadingNorm = (h: PairHit): NormalizedName => {
    const text = markReadingText(h);
    let n = normalized.get(text);
    if (!n) {
      n = normalizeName(text);
      normalized.set(text, n);
    }
    return n;
  };
  // The reading a piece of evidence came through, or null for the texts themselves.
  const via = (h: PairHit): string | null =>
    h.queryReading === 0 && h.reading === "text"
      ? null
      : h.queryReading !== 0
        ? (q.readings[h.queryReading]?.text ?? null)
        : markReadingText(h);
  const direct = (h: PairHit) => h.queryReading === 0 && h.reading === "text";
  const prefer = (a: PairHit | undefined, b: PairHit) => (!a || (direct(b) && !direct(a)) ? b : a);

  let eHit: PairHit | undefined;
  let pHit: PairHit | undefined;
  let vHit: PairHit | undefined;
  let sHit: PairHit | undefined;
  let partialHit: PairHit | undefined;
  let tHit: PairHit | undefined;
  // A fixed order (query reading, then entry), so the words do not depend on hit order.
  const hits = [...m.hits].sort((a, b) => a.queryReading - b.queryReading || a.entry - b.entry);
  for (const h of hits) {
    if (h.classes & CLASS_BITS.E) eHit = prefer(eHit, h);
    if (h.classes & CLASS_BITS.P) pHit = prefer(pHit, h);
    if (!vHit || h.visualScore > vHit.visualScore) vHit = h;
    if (h.classes & CLASS_BITS.S && (!sHit || h.subsetWeight > sHit.subsetWeight)) sHit = h;
    if (h.classes & PARTIAL_CLASSES) partialHit = prefer(partialHit, h);
    if (h.classes & CLASS_BITS.T) tHit = prefer(tHit, h);
  }
  const partial = partialHit
    ? partialEvidence(
        partialHit,
        q.readingFeatures[partialHit.queryReading]?.tokens ?? [],
        coreTokenSet(markReadingNorm(partialHit)),
        joinedWordsOf(q.readingFeatures[partialHit.queryReading]?.normalized.coreTokens ?? []),
      )
    : [];
  const apart = hits.find((h) => h.meaningsApart === true);
  if (apart) {
    const queryWord = q.readingFeatures[apart.queryReading]?.tokens[0] ?? "";
    partial.push(meaningsApartNote(queryWord, coreTokenSet(markReadingNorm(apart))[0] ?? ""));
  }
  if (tHit) {
    const queryWords = q.readingFeatures[tHit.queryReading]?.normalized.coreTokens ?? [];
    const sentence = translationEvidence(queryWords, markReadingNorm(tHit).coreTokens);
    if (sentence) partial.push(sentence);
  }
  const pKeys = pHit
    ? matchedKeys(pHit.phoneticMask, q.readingFeatures[pHit.queryReading]?.phoneticKeys ?? [])
    : [];
  const pKey = pKeys.find((k) => k.startsWith(METAPHONE_PREFIX)) ?? pKeys[0] ?? null;
  let sharedWords: string[] | null = null;
  let joinedWords: TextBasis["joinedWords"] = null;
  if (sHit) {
    const markReading = markReadingNorm(sHit);
    const markWords = new Set(coreTokenSet(markReading));
    const queryNormalized = q.readingFeatures[sHit.queryReading]?.normalized;
    sharedWords = (q.readingFeatures[sHit.queryReading]?.tokens ?? []).filter((t) => markWords.has(t));
    // The mark's words are not all the query's: S holds with the words joined (joined-words.ts).
    const queryWords = coreWords(queryNormalized?.coreTokens ?? []);
    const run =
      sHit.subset === 2 && sharedWords.length < markWords.size && queryNormalized
        ? joinedRunOf(queryWords, markReading.sameAsKeys, markWords.size)
        : null;
    const queryFeatures = q.readingFeatures[sHit.queryReading];
    const inName =
      queryFeatures && sHit.subset === 1 && sharedWords.length < queryFeatures.tokens.length
        ? joinedInName(queryWords, [...markWords])
        : null;
    if (run) {
      joinedWords = {
        mark: coreWords(markReading.coreTokens).join(" "),
        query: run.join(" "),
      };
      sharedWords = null;
    } else if (inName !== null) {
      joinedWords = { mark: inName, query: queryWords.join(" ") };
      sharedWords = null;
    }
  }
  const anyVia = [pHit, vHit, sHit].map((h) => (h ? via(h) : null)).find((v) => v !== null) ?? null;
  return {
    identical: m.text.identical,
    identicalReading: !m.text.identical && eHit ? via(eHit) : null,
    phoneticKey: pKey === null ? null : pKey.slice(pKey.indexOf(":") + 1),
    phoneticKind: pKey === null ? null : pKey.startsWith(METAPHONE_PREFIX) ? "metaphone" : "cologne",
    phoneticDigits:
      pKey === null || !pHit
        ? null
        : digitReadingNote(
            pKey,
            coreWords(q.readingFeatures[pHit.queryReading]?.normalized.coreTokens ?? []),
            () => coreWords(markReadingNorm(pHit).coreTokens),
            "mark",
          ),
    visualScore: m.text.visualScore,
    visual: m.hits.some((h) => (h.classes & CLASS_BITS.V) !== 0),
    sharedWords: eHit ? null : sharedWords,
    containedSide: sHit ? ((sHit.subset & 1) !== 0 ? "query" : "mark") : null,
    joinedWords: eHit ? null : joinedWords,
    // An identity already names its reading; containment adds nothing to an identity.
    viaReading: m.text.identical || eHit ? null : anyVia,
    partial: eHit ? [] : partial,
  };
}
