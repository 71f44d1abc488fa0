/**
 * The Zefix register on LINDAS as a source of companies: its `dateModified`, and its companies
 * page by page (one request at a time, a polite pause between requests, retried as
 * http.ts says). A page is read as a stream and held only as its companies (at most `pageSize`).
 */

import type { LindasCompany } from "./company.js";
import { foldCompanies } from "./company.js";
import type { RequestPolicy, RetryNotice } from "./http.js";
import { DEFAULT_REQUEST_POLICY, sparqlRequest } from "./http.js";
import { companyPageQuery, DEFAULT_LINDAS_ENDPOINT, datasetModifiedQuery } from "./query.js";
import type { SparqlBinding } from "./sparql-json.js";
import { LindasAnswerError, sparqlBindings } from "./sparql-json.js";

/** Who to name wherever the data is shown (the licence asks for the source). */
export const LINDAS_ATTRIBUTION = "Zefix, Federal Office of Justice / EHRA, via LINDAS";

/** Options of {@link createLindasSource}; everything but the endpoint has a default. */
export interface LindasSourceOptions {
  endpoint?: string | undefined;
  /** Companies per request (default 2,000). */
  pageSize?: number | undefined;
  /** Pause between two requests (default 0), to be gentle with a shared endpoint. */
  delayMs?: number | undefined;
  policy?: Partial<RequestPolicy> | undefined;
  onRetry?: ((notice: RetryNotice) => void) | undefined;
  fetch?: typeof fetch | undefined;
  sleep?: ((ms: number) => Promise<void>) | undefined;
  random?: (() => number) | undefined;
}

/** One page of companies. */
export interface LindasPage {
  /** 0 for the first page. */
  index: number;
  companies: LindasCompany[];
}

/** The register as the sync reads it. */
export interface LindasSource {
  readonly endpoint: string;
  /** The dataset's `schema:dateModified` as served ("2026-09-14"), or null when it has none. */
  datasetModified(): Promise<string | null>;
  /**
   * Every company, page by page, in IRI order; ends after the first short (or empty) page, once
   * the page after it is empty too.
   */
  pages(): AsyncGenerator<LindasPage>;
}

export const DEFAULT_PAGE_SIZE = 2_000;

/** A source over `options.endpoint` (default the public LINDAS endpoint). */
export function createLindasSource(options: LindasSourceOptions = {}): LindasSource {
  const endpoint = options.endpoint ?? DEFAULT_LINDAS_ENDPOINT;
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  const policy = { ...DEFAULT_REQUEST_POLICY, ...options.policy };
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const seams = {
    fetch: options.fetch ?? fetch,
    sleep,
    random: options.random ?? Math.random,
    onRetry: options.onRetry,
  };
  let requests = 0;
  const request = async <T>(query: string, read: (rows: AsyncIterable<SparqlBinding>) => Promise<T>) => {
    if (requests++ > 0 && (options.delayMs ?? 0) > 0) await sleep(options.delayMs ?? 0);
    return sparqlRequest(endpoint, query, (body) => read(sparqlBindings(body)), policy, seams);
  };
  return {
    endpoint,
    datasetModified: () =>
      request(datasetModifiedQuery(), async (rows) => {
        let modified: string | null = null;
        for await (const row of rows) {
          const term = row.modified;
          if (term && typeof term.value !== "string")
            throw new LindasAnswerError("?modified is not a literal");
          modified ??= term?.value ?? null;
        }
        return modified;
      }),
    async *pages() {
      const page = (index: number) =>
        request(companyPageQuery(pageSize, index * pageSize), async (rows) => {
          const solutions: SparqlBinding[] = [];
          for await (const row of rows) solutions.push(row);
          return foldCompanies(solutions);
        });
      let last: string | null = null;
      for (let index = 0; ; index++) {
        const companies = await page(index);
        if (companies.length > pageSize)
          throw new LindasAnswerError(
            `page ${index + 1} holds ${companies.length} companies, more than the ${pageSize} asked for`,
          );
        last = checkIriOrder(companies, last, index);
        if (companies.length > 0) yield { index, companies };
        if (companies.length === pageSize) continue;
        // A short page ends the register, unless the endpoint cut it (a row cap): then the next
        // page still holds companies, and the ones after the cut would have been removed. An
        // empty page is a short page too: an endpoint that answers one offset with nothing
        // would otherwise end the register there.
        if ((await page(index + 1)).length > 0)
          throw new LindasAnswerError(
            `page ${index + 1} holds ${companies.length} of ${pageSize} companies, yet page ${index + 2} holds more: the endpoint cut a page short`,
          );
        return;
      }
    },
  };
}

/**
 * The pages come in IRI order (the query's ORDER BY), so each company's IRI is above the one
 * before it, across pages too. A repeated page (an endpoint serving offset 0 again) removed the
 * companies it stood in for and doubled names; one served endlessly never ended. Returns the
 * page's last IRI (or `last` for an empty page).
 */
function checkIriOrder(
  companies: readonly LindasCompany[],
  last: string | null,
  index: number,
): string | null {
  let previous = last;
  for (const company of companies) {
    if (previous !== null && !(company.iri > previous))
      throw new LindasAnswerError(
        `page ${index + 1} is not in IRI order (${company.iri} after ${previous}): a repeated or shifted page`,
      );
    previous = company.iri;
  }
  return previous;
}
