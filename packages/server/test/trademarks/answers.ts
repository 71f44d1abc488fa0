/** Comparing trademark search answers across services whose record numbering differs. */
import type { TrademarkSearchRequest, TrademarkSearchResult } from "@namescreen/core";
import { expect } from "vitest";
import type { TrademarkSearchService } from "../../src/storage/trademarks/index.js";

/**
 * What a response found, independent of record numbering and of word weights (a delta keeps
 * the base's weights until the next rebuild, so scores built on them may legitimately differ).
 */
export function found(r: TrademarkSearchResult): string[] {
  return r.similarMatches
    .map((m) => `${m.sourceRecordId}|${m.markText}|${m.visualScore}|${m.niceClasses}|${m.classOverlap}`)
    .sort();
}

/** Each service finds what `rebuilt` (an index built from scratch) finds, query by query. */
export async function expectSameFinds(
  rebuilt: TrademarkSearchService,
  services: readonly TrademarkSearchService[],
  requests: readonly TrademarkSearchRequest[],
): Promise<void> {
  for (const request of requests) {
    const want = found(await rebuilt.search(request));
    for (const service of services) expect(found(await service.search(request)), request.query).toEqual(want);
  }
}

/** Source record ids of the marks a query finds (each once per mark). */
export async function foundIds(
  service: TrademarkSearchService,
  request: TrademarkSearchRequest,
): Promise<string[]> {
  return (await service.search(request)).similarMatches.map((m) => m.sourceRecordId);
}
