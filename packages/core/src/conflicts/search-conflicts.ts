/**
 * `searchConflicts`: identical and similar registered company names for a proposed name.
 *
 * The register returns every name in class E, P, V or S (complete); this module applies the
 * register facts (language versions count like the main name, "in liquidation" still blocks,
 * deleted companies and former names are Low evidence only, sole proprietorships are protected
 * at their seat only), picks the identity match, ranks one best name per company by risk, then
 * visual score, then record (a bounded selection: see search/top-k.ts), and explains each match.
 * It asks first for what can be Medium or High (`MEDIUM_FLOOR`), and again without a floor only
 * when those do not fill the list (match-floors.ts): the same answer, most of the V scan and of a
 * common word's Low names saved.
 */
import { portList, requirePort, ValidationError } from "../errors.js";
import { isOnlyLegalForm } from "../normalize/index.js";
import { checkedDescribedHit } from "../registers/described.js";
import { checkedCompanyHits } from "../registers/matched.js";
import type { TextFeatures } from "../search/features.js";
import { lettersAndDigits, textFeatures } from "../search/features.js";
import type { MatchFloor } from "../search/name-index.js";
import { TopK } from "../search/top-k.js";
import { CLASS_BITS, RISK_RANK } from "../similarity/risk.js";
import { trigramDice, trigramsOf } from "../similarity/trigrams.js";
import type { CompanyRegister, DescribedHit, RegisterHit } from "./company-register.js";
import type { ConflictSearchRequest, ResolvedConflictSearch } from "./conflict-search-request.js";
import { resolveConflictSearch } from "./conflict-search-request.js";
import type { RankedHit } from "./explain-match.js";
import { identityOf, phoneticBitsOf, rankHit, similarOf } from "./explain-match.js";
import { MEDIUM_FLOOR, SEATLESS_FLOOR } from "./match-floors.js";
import type { IdentityMatch, MatchExplanation, SimilarMatch } from "./match-types.js";
import { seatlessHighHits, seatlessReading, withVisualScore } from "./seatless.js";

/** Ports of the conflict search. */
export interface ConflictSearchPorts {
  companies: CompanyRegister;
}

/**
 * Response of `POST /v1/conflicts/search`. Read the decision from `identityMatch` and
 * `registrable` (an identity blocks); class `E` in a similar match is evidence only (see
 * {@link IdentityMatch} and {@link MatchExplanation}).
 */
export interface ConflictSearchResult {
  input: { name: string; nameNorm: string; nameCore: string; phoneticPrimary: string; phoneticAlt: string };
  registrable: boolean;
  identityMatch: IdentityMatch | null;
  similarMatches: SimilarMatch[];
}

/** Smallest number of letters or digits a name core needs to be searched. */
export const MIN_CORE_CHARS = 2;

/** Search the register for names identical or similar to `request.name`. Throws `ValidationError`. */
export async function searchConflicts(
  request: ConflictSearchRequest,
  ports: ConflictSearchPorts,
): Promise<ConflictSearchResult> {
  return searchConflictsResolved(resolveConflictSearch(request), ports);
}

/**
 * `searchConflicts` for adapters that validated the request at their edge (the server's
 * schema applies `conflictSearchIssues` and the defaults): no second validation. Still throws
 * `ValidationError` for a name with too little left after normalisation, which only the
 * normaliser can tell.
 */
export async function searchConflictsResolved(
  request: ResolvedConflictSearch,
  ports: ConflictSearchPorts,
): Promise<ConflictSearchResult> {
  requirePort(ports, "companies", ["match", "describe"], "searchConflicts");
  const { name, limit, minRisk } = request;
  const features = textFeatures(name);
  checkSearchable(features);
  const hits = await matchCompanies(ports.companies, features, MEDIUM_FLOOR);
  const seatless = seatlessReading(features);
  const seatlessHits = seatless
    ? await matchCompanies(ports.companies, seatless.features, SEATLESS_FLOOR)
    : [];

  const identity = await pickIdentity(hits, features, ports.companies);
  const keyBits = phoneticBitsOf(features);
  const minRank = RISK_RANK[minRisk];
  const selection = new TopK<RankedHit>(limit, rankOrder, (r) => r.hit.record);
  // Companies with a Medium or High name: when they fill the list, no Low name can enter it.
  const mediumOrHigh = new Set<number>();
  const offer = (ranked: RankedHit): void => {
    if (identity && ranked.hit.record === identity.hit.record) return;
    if (RISK_RANK[ranked.risk] < minRank) return;
    if (ranked.risk !== "Low") mediumOrHigh.add(ranked.hit.record);
    selection.offer(ranked);
  };
  for (const hit of hits) offer(rankHit(hit, keyBits, features.tokens.length));
  // After the query's own hits: a tie (same risk and score) keeps the query's own evidence.
  const highs = seatless ? seatlessHighHits(seatlessHits, seatless) : [];
  if (highs.length > 0) {
    // Their Dice was taken without the seat: the list reports and ranks the query's own. The
    // query's own search measured it for the names it found (most of them: they share its words);
    // only the others are described, their trigrams made from their distinct core words.
    const measured = new Map(hits.map((h) => [h.entry, h]));
    const scores = highs.map((r) => {
      const own = measured.get(r.hit.entry);
      return own?.record === r.hit.record ? own.visualScore : undefined;
    });
    const unmeasured = highs.filter((_, i) => scores[i] === undefined);
    const names =
      unmeasured.length > 0
        ? await describeHits(
            ports.companies,
            unmeasured.map((r) => r.hit),
          )
        : [];
    let next = 0;
    for (const [i, ranked] of highs.entries()) {
      const score =
        scores[i] ?? trigramDice(features.trigrams, trigramsOf((names[next++] as DescribedHit).words));
      offer(withVisualScore(ranked, score));
    }
  }
  if (minRank < RISK_RANK.Medium && mediumOrHigh.size < limit) {
    // Low names may enter the list: those the Medium floor left out, from a full search.
    const found = new Set(hits.map((h) => h.entry));
    for (const hit of await matchCompanies(ports.companies, features)) {
      if (!found.has(hit.entry)) offer(rankHit(hit, keyBits, features.tokens.length));
    }
  }
  const top = selection.result();
  const described = await describeHits(
    ports.companies,
    top.map((r) => r.hit),
  );
  const n = features.normalized;
  return {
    input: {
      name,
      nameNorm: n.nameNorm,
      nameCore: n.nameCore,
      phoneticPrimary: features.phonetic.primary,
      phoneticAlt: features.phonetic.alt,
    },
    registrable: identity === null,
    identityMatch: identity ? identityOf(identity.hit, identity.described, features) : null,
    similarMatches: top.map((r, i) => similarOf(r, described[i] as DescribedHit, features)),
  };
}

// --- Internal helpers ---

/**
 * Refuse a name whose core has fewer than MIN_CORE_CHARS letters or digits (or is only a legal
 * form): a `ValidationError` at `path`.
 */
export function checkSearchable(features: TextFeatures, path = "name"): void {
  const n = features.normalized;
  // A name that is only a legal form keeps it as its core ("GmbH" → "gmbh"): nothing to search.
  const core = isOnlyLegalForm(n) ? "" : n.nameCore;
  if (lettersAndDigits(core) < MIN_CORE_CHARS) {
    throw new ValidationError([
      {
        path,
        message: `is too short after normalisation: the name core needs at least ${MIN_CORE_CHARS} letters or digits`,
        value: core,
      },
    ]);
  }
}

/** The register's hits for a query, checked to be a list (a PortError otherwise). */
export async function matchCompanies(
  register: CompanyRegister,
  query: TextFeatures,
  floor?: MatchFloor,
): Promise<RegisterHit[]> {
  return checkedCompanyHits(await register.match(query, floor));
}

/** The register's description of each hit, checked to be one well-formed item per hit (a PortError otherwise). */
async function describeHits(
  register: CompanyRegister,
  hits: readonly RegisterHit[],
): Promise<DescribedHit[]> {
  const method = "companies.describe";
  const answer = portList(await register.describe(hits), method, hits.length);
  return Array.from(answer, (item, index) => checkedDescribedHit(item, { method, index }));
}

/** An identity blocks when it is a current name (main or language version) of a live company. */
export function blocks(h: RegisterHit): boolean {
  return (
    (h.classes & CLASS_BITS.E) !== 0 && h.kind !== "former" && h.status !== "deleted" && !h.soleProprietorship
  );
}

/** Blocking names compared by their text when several are legally identical to the query. */
const MAX_IDENTITY_CANDIDATES = 16;

/**
 * The identity match: a blocking name, preferring one written like the query ("Müller AG" over
 * a registered "Mueller AG" for the query "Müller GmbH"), then by `identityOrder`. Returned
 * with its description, so the response does not load it again.
 */
async function pickIdentity(
  hits: readonly RegisterHit[],
  features: TextFeatures,
  register: CompanyRegister,
): Promise<{ hit: RegisterHit; described: DescribedHit } | null> {
  const blocking = hits
    .filter(blocks)
    .sort((a, b) => identityOrder(a) - identityOrder(b) || a.entry - b.entry)
    .slice(0, MAX_IDENTITY_CANDIDATES);
  if (blocking.length === 0) return null;
  const described = await describeHits(register, blocking);
  const { nameNorm, nameCore } = features.normalized;
  // 0: same normalised name; 1: the same core in order, another legal form; 2: identical only
  // by folding or word order. The registered core is read off its nameNorm: no normaliser call.
  const closeness = (d: DescribedHit) =>
    d.nameNorm === nameNorm ? 0 : ` ${d.nameNorm} `.includes(` ${nameCore} `) ? 1 : 2;
  let best = 0;
  let bestCloseness = 3;
  described.forEach((d, i) => {
    const c = closeness(d);
    if (c < bestCloseness) {
      best = i;
      bestCloseness = c;
    }
  });
  return { hit: blocking[best] as RegisterHit, described: described[best] as DescribedHit };
}

// Active before in liquidation, main name before language version, then record number.
function identityOrder(h: RegisterHit): number {
  return (h.status === "active" ? 0 : 2) + (h.kind === "main" ? 0 : 1) + h.record * 4;
}

/**
 * The order of similar names: risk, then visual score, then record and entry (a total order, so
 * results are deterministic). Negative when `a` comes first.
 */
export function rankOrder(a: RankedHit, b: RankedHit): number {
  return (
    RISK_RANK[b.risk] - RISK_RANK[a.risk] ||
    b.hit.visualScore - a.hit.visualScore ||
    a.hit.record - b.hit.record ||
    a.hit.entry - b.hit.entry
  );
}
