/**
 * From the rows of a page to companies in the import format: rows of one company (one per
 * language-tagged name) are folded into one company, which becomes one import row per name.
 * Mapping: company id = the UID (`CHE-123.456.789`) or `EHRA-<id>` without one; legal form from
 * the eCH-0097 code; seat and canton from the BFS number; `schema:legalName` the main name,
 * each language-tagged `schema:name` a language version (`variant`) of the same company; a
 * liquidation suffix in any name makes the status `in_liquidation`. Names are kept exactly.
 */
import { municipalityByBfs } from "@namescreen/core";
import { legalFormOf } from "./legal-forms.js";
import { ZEFIX_COMPANY_PREFIX } from "./query.js";
import type { SparqlBinding, SparqlTerm } from "./sparql-json.js";
import { LindasAnswerError } from "./sparql-json.js";

/** One company as the source describes it. */
export interface LindasCompany {
  iri: string;
  legalName: string | null;
  /** Language-tagged names, in answer order, without repeats. */
  names: { text: string; language: string }[];
  /** The UID value as served (`CHE101654423`), or null. */
  uid: string | null;
  legalFormIri: string | null;
  municipalityIri: string | null;
}

/** Group consecutive rows by company (the page query returns a company's rows together). */
export function foldCompanies(rows: readonly SparqlBinding[]): LindasCompany[] {
  const out: LindasCompany[] = [];
  let current: LindasCompany | null = null;
  for (const row of rows) {
    const iri = term(row, "company", "uri");
    if (iri === null) throw new LindasAnswerError("a solution without ?company");
    if (current === null || current.iri !== iri) {
      current = { iri, legalName: null, names: [], uid: null, legalFormIri: null, municipalityIri: null };
      out.push(current);
    }
    current.legalName ??= term(row, "legalName", "literal");
    current.uid ??= term(row, "uid", "literal");
    current.legalFormIri ??= term(row, "legalForm", "uri");
    current.municipalityIri ??= term(row, "municipality", "uri");
    const name = nameOf(row);
    if (name && !current.names.some((n) => n.text === name.text && n.language === name.language))
      current.names.push(name);
  }
  return out;
}

/** A company as rows of the import format (`checkCompanyRow` input), or why it cannot be stored. */
export function importRowsOf(
  company: LindasCompany,
): { rows: Record<string, string | null>[] } | { reason: string } {
  if (company.legalName === null || company.legalName.trim() === "")
    return { reason: "company has no schema:legalName" };
  const ehraId = company.iri.startsWith(ZEFIX_COMPANY_PREFIX)
    ? company.iri.slice(ZEFIX_COMPANY_PREFIX.length)
    : null;
  if (!ehraId || !/^\d+$/.test(ehraId)) return { reason: "company IRI does not end in an EHRA id" };
  const uid = company.uid === null ? null : formatUid(company.uid);
  if (company.uid !== null && uid === null) return { reason: "uid is not a Swiss UID (CHE-123.456.789)" };
  const seat = seatOf(company.municipalityIri);
  const all = [company.legalName, ...company.names.map((n) => n.text)];
  const facts = {
    company_id: uid ?? `EHRA-${ehraId}`,
    uid,
    legal_form: legalFormOf(company.legalFormIri),
    seat: seat?.name ?? null,
    canton: seat?.canton ?? null,
    status: all.some(isInLiquidation) ? "in_liquidation" : "active",
  };
  const rows: Record<string, string | null>[] = [
    { ...facts, name: company.legalName, name_language: null, name_kind: "main" },
  ];
  // A stable order (the answer's is the engine's), so an unchanged company compares equal.
  const names = [...company.names].sort(
    (a, b) =>
      languageRank(a.language) - languageRank(b.language) ||
      compare(a.language, b.language) ||
      compare(a.text, b.text),
  );
  for (const n of names) {
    if (n.text === company.legalName) continue; // the registered name again, under a tag
    rows.push({ ...facts, name: n.text, name_language: languageOf(n.language), name_kind: "variant" });
  }
  return { rows };
}

/** "in Liquidation", "en liquidation", "in liquidazione" as a word group anywhere in a name. */
export function isInLiquidation(name: string): boolean {
  return LIQUIDATION.test(name);
}

// --- Internal helpers ---

const LIQUIDATION = /(?:^|[\s,(])(?:in liquidation|en liquidation|in liquidazione)(?=$|[\s,).])/iu;
const LANGUAGE_ORDER = ["de", "fr", "it", "rm", "en"];
const LANGUAGES = new Set(LANGUAGE_ORDER);

function term(row: SparqlBinding, name: string, type: "uri" | "literal"): string | null {
  const t: SparqlTerm | undefined = row[name];
  if (t === undefined) return null;
  // A null or a number here failed with a TypeError, which the request then retried as an outage.
  if (typeof t !== "object" || t === null) throw new LindasAnswerError(`?${name} is not an RDF term`);
  const literal = t.type === "literal" || t.type === "typed-literal";
  if (typeof t.value !== "string" || (type === "uri" ? t.type !== "uri" : !literal))
    throw new LindasAnswerError(`?${name} is not a ${type}`);
  return t.value;
}

/** A solution's `?name` with its language tag; null without a tag. A term of another kind is refused. */
function nameOf(row: SparqlBinding): { text: string; language: string } | null {
  const text = term(row, "name", "literal");
  const language = row.name?.["xml:lang"];
  if (text === null || language === undefined || language === "") return null;
  if (typeof language !== "string")
    throw new LindasAnswerError("?name has a language tag that is not a string");
  return { text, language };
}

/** `CHE101654423` → `CHE-101.654.423`; null when it is not a UID. */
function formatUid(value: string): string | null {
  const m = /^CHE-?(\d{3})\.?(\d{3})\.?(\d{3})$/i.exec(value.trim());
  return m ? `CHE-${m[1]}.${m[2]}.${m[3]}` : null;
}

function seatOf(iri: string | null): { name: string; canton: string } | null {
  if (iri === null) return null;
  const bfs = Number(iri.slice(iri.lastIndexOf("/") + 1));
  return Number.isSafeInteger(bfs) ? municipalityByBfs(bfs) : null;
}

/** de, fr, it, rm, en first (in that order), other tags after them. */
function languageRank(tag: string): number {
  const rank = LANGUAGE_ORDER.indexOf(tag.toLowerCase().split("-")[0] ?? "");
  return rank < 0 ? LANGUAGE_ORDER.length : rank;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** "fr", "fr-CH" → "fr"; a language the register has no column for → null (the name is kept). */
function languageOf(tag: string): string | null {
  const primary = tag.toLowerCase().split("-")[0] ?? "";
  return LANGUAGES.has(primary) ? primary : null;
}
