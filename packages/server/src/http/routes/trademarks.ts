/** `POST /v1/trademarks/search`: registered marks similar to a proposed sign, with Nice classes. */
import { searchTrademarksResolved } from "@namescreen/core";
import type { RouteModule } from "../endpoint.js";
import { defineEndpoint } from "../endpoint.js";
import {
  TrademarkMatchSchema,
  TrademarkSearchRequestSchema,
  TrademarkSearchResultSchema,
} from "../schemas/trademarks.js";

export const trademarkRoutes: RouteModule = {
  tag: {
    name: "Trademarks",
    description:
      "Which registered trademarks are similar to a proposed sign, in the same or related goods and services?",
  },
  schemas: {
    TrademarkSearchRequest: TrademarkSearchRequestSchema,
    TrademarkSearchResult: TrademarkSearchResultSchema,
    TrademarkMatch: TrademarkMatchSchema,
  },
  endpoints: [
    defineEndpoint({
      method: "post",
      path: "/v1/trademarks/search",
      auth: { scope: "trademarks" },
      operationId: "searchTrademarks",
      summary: "Search similar trademarks",
      description:
        "Combines normalised text similarity (trigram), phonetic keys, word containment and pseudo-mark " +
        'readings ("4U" as "for you") with Nice-class overlap and related classes (EUIPO goods/services ' +
        "similarity). Figurative marks without text are not matched. Screening support, not a legal clearance.",
      tags: ["Trademarks"],
      body: TrademarkSearchRequestSchema,
      response: TrademarkSearchResultSchema,
      errors: [400, 401, 403, 422, 429, 500],
      handler: ({ body, deps }) =>
        searchTrademarksResolved(body, { trademarks: deps.services.trademarks.register() }),
    }),
  ],
};
