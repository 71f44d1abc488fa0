/**
 * `searchConflicts`: identical and similar registered company names for a proposed name.
 *
 * The register returns every name in class E, P, V or S (complete); this module applies the
 * register facts (language versions count like the main name, "in liquidation" still blocks,
 * deleted companies and former names are Low evidence only, sole proprietorships are protected
 * at their seat only), picks the identity match, ranks one best name per company by risk, then
 * visual score, then record (a bounded selection: see search/top-k.ts), and explains each match.
 */
import { ValidationError } from "../errors.js";
import { normalizeName } from "../normalize/index.js";
import { METAPHONE_PREFIX } from "../phonetic/index.js";
import type { TextFeatures } from "../search/features.js";
import { textFeatures } from "../search/features.js";
import { TopK } from "../search/top-k.js";
import { translationEvidence } from "../similarity/concept-key.js";
import { partialEvidence } from "../similarity/partial-evidence.js";
import type { MatchClass } from "../similarity/risk.js";
import { CLASS_BITS, classList, RISK_RANK, riskOf } from "../similarity/risk.js";
import type { RiskLevel, VariantLanguage } from "../types.js";
import type {
  CompanyNameKind,
  CompanyRegister,
  CompanyStatus,
  DescribedHit,
  RegisterHit,
} from "./company-register.js";
import type { ConflictSearchRequest, ResolvedConflictSearch } from "./conflict-search-request.js";
import { resolveConflictSearch } from "./conflict-search-request.js";

/** Ports of the conflict search. */
export interface ConflictSearchPorts {
  companies: CompanyRegister;
}

/** Why a name matched. */
export interface MatchExplanation {
  classes: MatchClass[];
  evidence: string[];
  nameKind: CompanyNameKind;
  nameLanguage: VariantLanguage | null;
  companyStatus: CompanyStatus;
}

/** One similar registered name (one per company). */
export interface SimilarMatch {
  sourceCompanyId: string;
  nameDisplay: string;
  legalSeat: string | null;
  nameNorm: string;
  visualScore: number;
  phoneticMatch: boolean;
  risk: RiskLevel;
  explanation: MatchExplanation;
}

/** The legally identical registered name (automatic rejection). */
export interface IdentityMatch {
  sourceCompanyId: string;
  uid: string | null;
  /** The registered name that is identical to the query (main name or language version). */
  nameDisplay: string;
  nameNorm: string;
  nameKind: "main" | "variant";
  /** Language of the matched version (null when the register gives none). */
  matchedLanguage: VariantLanguage | null;
  legalForm: string | null;
  legalSeat: string | null;
  canton: string | null;
  status: "active" | "in_liquidation";
  /** The same-as key both names share. */
  sameAsKey: string;
}

/** Response of `POST /v1/conflicts/search`. */
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
  const { name, limit, minRisk } = request;
  const features = textFeatures(name);
  checkSearchable(features);
  const hits = await ports.companies.match(features);

  const identity = await pickIdentity(hits, features, ports.companies);
  const metaphoneBits = features.phoneticKeys.reduce(
    (bits, k, j) => (j < 32 && k.startsWith(METAPHONE_PREFIX) ? bits | (1 << j) : bits),
    0,
  );
  const minRank = RISK_RANK[minRisk];
  const selection = new TopK<Ranked>(limit, compare, (r) => r.hit.record);
  for (const hit of hits) {
    if (identity && hit.record === identity.hit.record) continue;
    const ranked = rank(hit, metaphoneBits, features.tokens.length);
    if (RISK_RANK[ranked.risk] >= minRank) selection.offer(ranked);
  }
  const top = selection.result();
  const described = await ports.companies.describe(top.map((r) => r.hit));
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

interface Ranked {
  hit: RegisterHit;
  risk: RiskLevel;
}

/** A name whose core has fewer than MIN_CORE_CHARS letters or digits (or is only a legal form) is refused. */
function checkSearchable(features: TextFeatures): void {
  const n = features.normalized;
  // A name that is only a legal form keeps it as its core ("GmbH" → "gmbh"): nothing to search.
  const onlyLegalForm = n.legalForms.length > 0 && n.nameCore === n.legalForms.map(foldedForm).join(" ");
  const core = onlyLegalForm ? "" : n.nameCore;
  if (core.replaceAll(" ", "").length < MIN_CORE_CHARS) {
    throw new ValidationError([
      {
        path: "name",
        message: `is too short after normalisation: the name core needs at least ${MIN_CORE_CHARS} letters or digits`,
        value: core,
      },
    ]);
  }
}

// Legal-form texts are few and repeat: fold each once.
const foldedForms = new Map<string, string>();
function foldedForm(form: { text: string }): string {
  let folded = foldedForms.get(form.text);
  if (folded === undefined) {
    folded = normalizeName(form.text).nameNorm;
    if (foldedForms.size < 1000) foldedForms.set(form.text, folded);
  }
  return folded;
}

/** An identity blocks when it is a current name (main or language version) of a live company. */
function blocks(h: RegisterHit): boolean {
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
  const described = await register.describe(blocking);
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

function rank(hit: RegisterHit, metaphoneBits: number, queryWords: number): Ranked {
  const risk = riskOf({
    classes: hit.classes,
    visualScore: hit.visualScore,
    metaphoneMatch: (hit.phoneticMask & metaphoneBits) !== 0,
    fullKeyMatch: (hit.phoneticMask & ~metaphoneBits) !== 0,
    subsetWeight: hit.subsetWeight,
    conceptLiterals: hit.conceptLiterals,
    lowWeight: hit.kind === "former" || hit.status === "deleted",
    overlapWeight: hit.overlapWeight,
    soundWeight: hit.soundWeight,
    editWeight: hit.editWeight,
    elementWeight: hit.elementWeight,
    sharedWords: hit.sharedWords,
    nameWords: hit.nameWords,
    queryWords,
    nameTopWeight: hit.nameTopWeight,
    queryTopWeight: hit.queryTopWeight,
  });
  return { hit, risk };
}

// Risk, then visual score, then record and entry: a total order, so results are deterministic.
function compare(a: Ranked, b: Ranked): number {
  return (
    RISK_RANK[b.risk] - RISK_RANK[a.risk] ||
    b.hit.visualScore - a.hit.visualScore ||
    a.hit.record - b.hit.record ||
    a.hit.entry - b.hit.entry
  );
}

function matchedKeys(mask: number, keys: readonly string[]): string[] {
  return keys.filter((_, j) => j < 32 && (mask & (1 << j)) !== 0);
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}

function similarOf(r: Ranked, d: DescribedHit, f: TextFeatures): SimilarMatch {
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
      evidence: evidenceOf(h, d, f),
      nameKind: h.kind,
      nameLanguage: h.language,
      companyStatus: h.status,
    },
  };
}

function identityOf(h: RegisterHit, d: DescribedHit, f: TextFeatures): IdentityMatch {
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

function evidenceOf(h: RegisterHit, d: DescribedHit, f: TextFeatures): string[] {
  const out: string[] = [];
  for (const k of matchedKeys(h.sameAsMask, f.sameAsKeys))
    out.push(`identical after normalisation (same-as key "${k}")`);
  for (const k of matchedKeys(h.phoneticMask, f.phoneticKeys)) {
    const metaphone = k.startsWith(METAPHONE_PREFIX);
    out.push(`same ${metaphone ? "double-metaphone" : "Cologne phonetic"} key ${k.slice(2)}`);
  }
  if (h.classes & CLASS_BITS.V) out.push(`trigram similarity ${round(h.visualScore)}`);
  if (h.classes & CLASS_BITS.S) {
    const shared = f.tokens.filter((t) => d.words.includes(t)).join(" ");
    const how =
      h.subset === 3
        ? "same words"
        : h.subset === 1
          ? "all query words contained in the name"
          : "all words of the name contained in the query";
    out.push(`${how}: ${shared} (word weight ${round(h.subsetWeight)})`);
  }
  out.push(...partialEvidence(h, f.tokens, d.words));
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
