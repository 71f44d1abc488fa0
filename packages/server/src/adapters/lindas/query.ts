/**
 * The SPARQL text the sync sends to LINDAS, and the IRIs it relies on
 * (see docs/register-sync.md, "What the sync assumes about the source").
 */

/** The public endpoint (SPARQL 1.1 protocol). */
export const DEFAULT_LINDAS_ENDPOINT = "https://lindas.admin.ch/query";

/** The named graph that holds the Zefix register. */
export const ZEFIX_GRAPH = "https://lindas.admin.ch/foj/zefix";

/** The dataset node whose `schema:dateModified` tells when the register was last reloaded. */
export const ZEFIX_DATASET = "https://register.ld.admin.ch/.well-known/dataset/foj-zefix";

/** Every company IRI is this prefix plus its EHRA id. */
export const ZEFIX_COMPANY_PREFIX = "https://register.ld.admin.ch/zefix/company/";

const PREFIXES = `PREFIX schema: <http://schema.org/>
PREFIX admin: <https://schema.ld.admin.ch/>
`;

/** The dataset's `dateModified` (one row, variable `modified`). */
export function datasetModifiedQuery(): string {
  return `${PREFIXES}SELECT ?modified WHERE {
  GRAPH <${ZEFIX_GRAPH}> { <${ZEFIX_DATASET}> schema:dateModified ?modified }
} LIMIT 1`;
}

/**
 * One page of companies: the inner select pages by company in IRI order (so a company never
 * spans two pages), the outer patterns fetch its details. Several rows per company come back
 * when it has several language-tagged names; the outer ORDER BY keeps them adjacent. Legal form
 * and seat are read from the IRIs' tails (a table in the project, the BFS number), so the query
 * needs no join outside the graph (slow on the endpoint). The purpose text is not read.
 */
export function companyPageQuery(limit: number, offset: number): string {
  return `${PREFIXES}SELECT ?company ?legalName ?name ?uid ?legalForm ?municipality WHERE {
  GRAPH <${ZEFIX_GRAPH}> {
    { SELECT ?company WHERE { ?company a admin:ZefixOrganisation } ORDER BY ?company LIMIT ${Math.trunc(limit)} OFFSET ${Math.trunc(offset)} }
    OPTIONAL { ?company schema:legalName ?legalName }
    OPTIONAL { ?company schema:name ?name FILTER(lang(?name) != "") }
    OPTIONAL { ?company schema:identifier ?uidNode . ?uidNode schema:name "CompanyUID" ; schema:value ?uid }
    OPTIONAL { ?company schema:additionalType ?legalForm }
    OPTIONAL { ?company admin:municipality ?municipality }
  }
} ORDER BY ?company`;
}
