/**
 * Whether a High trademark conflict stands in the way of a name: the verdict of
 * `searchTrademarks` (a High item among the similar marks) without ranking or explaining, over
 * the evidence that can reach High only (`highFloor`). The alternatives' pre-screen drops refused
 * candidates with it at a fraction of a full search.
 */
import { highFloor } from "./match-floors.js";
import type { TrademarkSearchPorts } from "./port.js";
import type { TrademarkSearchOptions } from "./search-options.js";
import { trademarkTuning } from "./search-options.js";
import { rankedMarks } from "./search-trademarks.js";
import type { ResolvedTrademarkSearch } from "./trademark-request.js";

/** Whether the search would report a High mark for `req` (its `minRisk` and `limit` aside). Throws like it. */
export async function blockingMark(
  req: ResolvedTrademarkSearch,
  ports: TrademarkSearchPorts,
  options: TrademarkSearchOptions = {},
): Promise<boolean> {
  const { w, relations } = trademarkTuning(options, "blockingMark");
  const { top } = await rankedMarks(req, "High", 1, ports, w, relations, highFloor(w));
  return top.length > 0;
}
