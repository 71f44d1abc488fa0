/**
 * `POST /v1/conflicts/search`: registered Swiss company names identical or similar to a
 * proposed name (schemas in schemas/conflicts.ts).
 */
import { searchConflictsResolved } from "@namescreen/core";
import type { RouteModule } from "../endpoint.js";
import { defineEndpoint } from "../endpoint.js";
import {
  ConflictMatchSchema,
  ConflictSearchRequestSchema,
  ConflictSearchResultSchema,
  IdentityMatchSchema,
} from "../schemas/conflicts.js";

export const conflictRoutes: RouteModule = {
  tag: {
    name: "Conflicts",
    description: "Which registered Swiss company names are identical or similar to a proposed name?",
  },
  schemas: {
    ConflictSearchRequest: ConflictSearchRequestSchema,
    ConflictSearchResult: ConflictSearchResultSchema,
    ConflictMatch: ConflictMatchSchema,
    IdentityMatch: IdentityMatchSchema,
  },
  endpoints: [
    defineEndpoint({
      method: "post",
      path: "/v1/conflicts/search",
      auth: { scope: "conflicts" },
      operationId: "searchConflicts",
      summary: "Search identical and similar company names",
      description:
        "Identity by the same-as key (case, diacritics and dual umlaut folding, number words, word order, " +
        "separated initials in any order, spellings of generic terms such as Photo / Foto, legal forms and " +
        "official additions), phonetic keys, trigram similarity and word subsets, complete " +
        "over the register. A name too short after normalisation is a 422 naming the field and the normalised " +
        "value. Screening support, not a registry decision.",
      tags: ["Conflicts"],
      body: ConflictSearchRequestSchema,
      response: ConflictSearchResultSchema,
      errors: [400, 401, 403, 422, 429, 500],
      handler: ({ body, deps }) =>
        searchConflictsResolved(body, { companies: deps.services.conflicts.register() }),
    }),
  ],
};
