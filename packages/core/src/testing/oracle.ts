/**
 * The brute-force oracle: a `CompanyRegister` that tests every registered name against every
 * class by its definition, with no index, no filters and no postings. The completeness tests
 * and the benchmark compare the index with it.
 */
import type {
  CompanyRegister,
  DescribedHit,
  RegisteredCompany,
  RegisterHit,
} from "../conflicts/company-register.js";
import { decodeHit, encodeTag } from "../conflicts/company-register.js";
import type { TextFeatures } from "../search/features.js";
import { textFeatures } from "../search/features.js";
import { literalCount } from "../similarity/concept-key.js";
import { sharedElementWeight } from "../similarity/descriptive-words.js";
import { joinedOverlaps } from "../similarity/joined-overlap.js";
import { oneWordsMeaningsApart } from "../similarity/meanings-apart.js";
import { containedWeight } from "../similarity/ordinary-words.js";
import type { WordRelation } from "../similarity/partial.js";
import { relateWords } from "../similarity/partial.js";
import { placePairWeight } from "../similarity/place-words.js";
import { CLASS_BITS } from "../similarity/risk.js";
import { dice, VISUAL_THRESHOLD } from "../similarity/trigrams.js";
import { weightedVisualOf } from "../similarity/weighted-visual.js";
import { wordWeight } from "../similarity/weights.js";
import { joinedSubset } from "./joined-subset.js";
import { spelledApartOf } from "./spelled-apart.js";
import { bestWeights, CountedWordStats, partialBits, topWeight } from "./word-stats.js";

interface OracleEntry {
  record: number;
  tag: number;
  text: string;
  nameNorm: string;
  // Only the features the class tests need (kept lean: the benchmark holds 1.2M of these).
  sameAsKeys: string[];
  phoneticKeys: string[];
  trigramCount: number;
  trigramSet: Set<string>;
  tokens: string[];
  tokenSet: Set<string>;
  conceptKey: string | null;
}

/** Exact, slow register: every name is compared with the query. */
export class BruteForceCompanyRegister implements CompanyRegister {
  private readonly entries: OracleEntry[] = [];
  private readonly stats = new CountedWordStats();
  private readonly companies: readonly RegisteredCompany[];

  /** Entries are numbered like `companyIndexInputs` (companies in order, names in order). */
  constructor(companies: readonly RegisteredCompany[]) {
    this.companies = companies;
    companies.forEach((c, record) => {
      for (const n of c.names) {
        const features = textFeatures(n.name);
        this.entries.push({
          record,
          tag: encodeTag(n.kind, c.status, c.soleProprietorship, n.language),
          text: n.name,
          nameNorm: features.normalized.nameNorm,
          sameAsKeys: features.sameAsKeys,
          phoneticKeys: features.phoneticKeys,
          trigramCount: features.trigrams.length,
          trigramSet: new Set(features.trigrams),
          tokens: features.tokens,
          conceptKey: features.conceptKeys[0] ?? null,
          tokenSet: new Set(features.tokens),
        });
        this.stats.add(record, features.tokens);
      }
    });
  }

  match(q: TextFeatures): RegisterHit[] {
    const weights = new Map(q.tokens.map((t) => [t, wordWeight(this.stats.wordDf(t), this.stats.total)]));
    const hits: RegisterHit[] = [];
    const pairCache = new Map<string, WordRelation[]>();
    this.entries.forEach((e, entry) => {
      const sameAsMask = maskOf(q.sameAsKeys, e.sameAsKeys);
      const phoneticMask = maskOf(q.phoneticKeys, e.phoneticKeys);
      let overlap = 0;
      for (const t of q.trigrams) if (e.trigramSet.has(t)) overlap++;
      const visualScore = dice(overlap, q.trigrams.length, e.trigramCount);
      const shared = q.tokens.filter((t) => e.tokenSet.has(t));
      let subset = 0;
      if (q.tokens.length > 0 && e.tokens.length > 0) {
        if (shared.length === q.tokens.length) subset |= 1;
        if (shared.length === e.tokens.length) subset |= 2;
      }
      // S with the words joined, where plain S does not hold (joined-words.ts).
      const joined = subset === 0 ? joinedSubset(q, e, this.stats) : null;
      if (joined) subset = joined.subset;
      const relations = [
        ...relateWords(q.tokens, e.tokens, this.stats, pairCache),
        ...joinedOverlaps(q.normalized.coreTokens, e.tokens, this.stats),
      ];
      const [overlapWeight, soundWeight, editWeight, elementWeight] = bestWeights(relations);
      const partial = overlapWeight || soundWeight || editWeight || elementWeight;
      const qKey = q.conceptKeys[0] ?? null;
      const translation = qKey !== null && qKey === e.conceptKey && subset !== 3;
      const classes =
        (sameAsMask ? CLASS_BITS.E : 0) |
        (phoneticMask ? CLASS_BITS.P : 0) |
        (visualScore >= VISUAL_THRESHOLD ? CLASS_BITS.V : 0) |
        (subset ? CLASS_BITS.S : 0) |
        partialBits(relations) |
        (translation ? CLASS_BITS.T : 0);
      if (classes === 0) return;
      const subsetWeight = joined
        ? joined.weight
        : subset
          ? containedWeight(shared, (t) => weights.get(t) ?? 1)
          : 0;
      hits.push(
        decodeHit({
          entry,
          record: e.record,
          tag: e.tag,
          classes,
          visualScore,
          weightedVisual: weightedVisualOf(q.tokens, e.tokens, visualScore, this.stats),
          sameAsMask,
          phoneticMask,
          subset,
          subsetWeight,
          conceptLiterals: translation ? literalCount(qKey as string) : 0,
          overlapWeight,
          soundWeight,
          editWeight,
          elementWeight,
          sharedWords: partial ? shared.length : 0,
          nameWords: partial ? e.tokens.length : 0,
          placePairWeight:
            classes & (CLASS_BITS.D | CLASS_BITS.W) ? placePairWeight(q.tokens, e.tokens, this.stats) : 0,
          nameTopWeight: partial ? topWeight(e.tokens, this.stats) : 0,
          queryTopWeight: partial ? topWeight(q.tokens, this.stats) : 0,
          sharedElementWeight:
            classes & CLASS_BITS.O ? sharedElementWeight(q.tokens, e.tokens, (t) => weights.get(t) ?? 1) : 0,
          spelledApart: spelledApartOf(phoneticMask, q, e.tokens),
          meaningsApart: oneWordsMeaningsApart(q.tokens, e.tokens),
        }),
      );
    });
    return hits;
  }

  describe(hits: readonly RegisterHit[]): DescribedHit[] {
    return hits.map((h) => {
      const e = this.entries[h.entry] as OracleEntry;
      const c = this.companies[h.record] as RegisteredCompany;
      return { company: c, name: e.text, nameNorm: e.nameNorm, words: e.tokens };
    });
  }
}

function maskOf(query: readonly string[], own: readonly string[]): number {
  let mask = 0;
  for (let j = 0; j < query.length && j < 32; j++) if (own.includes(query[j] as string)) mask |= 1 << j;
  return mask;
}
