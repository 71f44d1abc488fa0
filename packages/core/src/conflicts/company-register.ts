/**
 * The company register port of the conflict search, its record types, and the in-memory
 * default implementation over a `LayeredIndex`.
 *
 * Each company name (main name, registered language version, former name) is one index entry;
 * the entry's record number points at the company and its one-byte tag carries the facts the
 * risk needs before any company is loaded: name kind, company status, sole proprietorship and
 * the name's language.
 */
import type { MaybePromise } from "../maybe-promise.js";
import type { RecordDirectory } from "../registers/record-directory.js";
import { readRecords } from "../registers/record-directory.js";
import type { TextFeatures } from "../search/features.js";
import type { IndexInput } from "../search/index-data.js";
import { LayeredIndex } from "../search/layered.js";
import type { IndexHit, MatchFloor } from "../search/name-index.js";
import { NameIndex } from "../search/name-index.js";
import { wordWeight } from "../similarity/weights.js";
import type { VariantLanguage } from "../types.js";

/** Register status of a company. "in_liquidation" still blocks; "deleted" is evidence only. */
export type CompanyStatus = "active" | "in_liquidation" | "deleted";
export const COMPANY_STATUSES: readonly CompanyStatus[] = ["active", "in_liquidation", "deleted"];

/** Kind of a company name: the main name, a registered language version, or a former name. */
export type CompanyNameKind = "main" | "variant" | "former";
export const COMPANY_NAME_KINDS: readonly CompanyNameKind[] = ["main", "variant", "former"];

/** One registered name of a company. */
export interface CompanyName {
  name: string;
  language: VariantLanguage | null;
  kind: CompanyNameKind;
}

/** The facts of a company the search reports (everything but its names). */
export interface CompanyFacts {
  /** `sourceCompanyId`: the UID (CHE-…) when known, else the register's own id. */
  id: string;
  uid: string | null;
  /** Legal form as registered ("AG", "GmbH", "Einzelunternehmen", ...). */
  legalForm: string | null;
  /** Sole proprietorships are protected only at their seat (not an automatic identity). */
  soleProprietorship: boolean;
  legalSeat: string | null;
  canton: string | null;
  status: CompanyStatus;
}

/** A company with its names. */
export interface RegisteredCompany extends CompanyFacts {
  names: CompanyName[];
}

/** An index hit with its tag decoded. */
export interface RegisterHit extends IndexHit {
  kind: CompanyNameKind;
  status: CompanyStatus;
  soleProprietorship: boolean;
  language: VariantLanguage | null;
}

/** The text and company of a hit, loaded for the few hits that are reported. */
export interface DescribedHit {
  company: CompanyFacts;
  name: string;
  nameNorm: string;
  /** Distinct core words of the name. */
  words: string[];
}

/**
 * Port: a searchable company register. `match` must return every registered name in class
 * E, P, V or S for the query (complete, any order); `describe` loads the reported ones. With a
 * `floor`, only evidence at or above it is needed (V from its Dice up, related words of its
 * partial classes): a register may honour it to answer faster, or ignore it. A name it returns
 * under a floor should carry the evidence a full search gives it (V too, where its Dice reaches
 * 0.7): the search ranks and explains those names (conflicts/match-floors.ts).
 */
export interface CompanyRegister {
  match(query: TextFeatures, floor?: MatchFloor): MaybePromise<RegisterHit[]>;
  describe(hits: readonly RegisterHit[]): MaybePromise<DescribedHit[]>;
}

/** Where the in-memory register finds company facts by record number. */
export interface CompanyDirectory extends RecordDirectory<CompanyFacts> {}

const LANG_CODES: readonly (VariantLanguage | null)[] = [null, "de", "fr", "it", "rm", "en"];

/** Pack the facts of one name into an index tag. */
export function encodeTag(
  kind: CompanyNameKind,
  status: CompanyStatus,
  sole: boolean,
  language: VariantLanguage | null,
): number {
  const lang = Math.max(0, LANG_CODES.indexOf(language));
  return (
    COMPANY_NAME_KINDS.indexOf(kind) | (COMPANY_STATUSES.indexOf(status) << 2) | (sole ? 16 : 0) | (lang << 5)
  );
}

/** Decode an index tag into the hit's facts (a copy; the input is left as it is). */
export function decodeHit(hit: IndexHit): RegisterHit {
  return decodeInPlace({ ...hit });
}

/** Decode the tag into the hit itself: the register's own fresh hits need no copy. */
function decodeInPlace(hit: IndexHit): RegisterHit {
  const t = hit.tag;
  const h = hit as RegisterHit;
  h.kind = COMPANY_NAME_KINDS[t & 3] ?? "main";
  h.status = COMPANY_STATUSES[(t >> 2) & 3] ?? "active";
  h.soleProprietorship = (t & 16) !== 0;
  h.language = LANG_CODES[(t >> 5) & 7] ?? null;
  return h;
}

/** Index inputs for companies: one entry per name; record = `recordOf(i)` (default: position). */
export function companyIndexInputs(
  companies: readonly RegisteredCompany[],
  recordOf: (i: number) => number = (i) => i,
): IndexInput[] {
  const out: IndexInput[] = [];
  companies.forEach((c, i) => {
    for (const n of c.names) {
      out.push({
        record: recordOf(i),
        tag: encodeTag(n.kind, c.status, c.soleProprietorship, n.language),
        text: n.name,
      });
    }
  });
  return out;
}

/** The default register: a layered in-memory index plus a company directory. */
export class InMemoryCompanyRegister implements CompanyRegister {
  readonly index: LayeredIndex;
  private readonly directory: CompanyDirectory;

  constructor(index: LayeredIndex, directory: CompanyDirectory) {
    this.index = index;
    this.directory = directory;
  }

  /** A register over a list of companies (record numbers are list positions). */
  static fromCompanies(companies: readonly RegisteredCompany[]): InMemoryCompanyRegister {
    const index = new LayeredIndex(NameIndex.build(companyIndexInputs(companies)));
    return new InMemoryCompanyRegister(index, { get: (record) => companies[record] });
  }

  match(query: TextFeatures, floor?: MatchFloor): RegisterHit[] {
    const total = this.index.weightTotal;
    const tokenWeights = query.tokens.map((t) => wordWeight(this.index.documentFrequency(t), total));
    // Every search returns new hit objects, so they may be completed in place.
    const hits = this.index.search({ features: query, tokenWeights, ...floor });
    for (const h of hits) decodeInPlace(h);
    return hits as RegisterHit[];
  }

  async describe(hits: readonly RegisterHit[]): Promise<DescribedHit[]> {
    const facts = await readRecords(
      this.directory,
      hits.map((h) => h.record),
      "company",
    );
    return hits.map((h, i) => ({
      company: facts[i] as CompanyFacts,
      name: this.index.text(h.entry),
      nameNorm: this.index.norm(h.entry),
      words: this.index.tokensOf(h.entry),
    }));
  }
}
