/**
 * Admin: restricted-term categories, terms and their audit log. Every write takes effect at
 * the next assessment of every server process sharing the database (see
 * storage/restricted-terms/source.ts), and leaves an audit record.
 */

import type { TermProblem, TermRecord, TermResult } from "../../storage/restricted-terms/index.js";
import type { AuthInfo, RouteModule } from "../endpoint.js";
import { defineEndpoint } from "../endpoint.js";
import { HttpError, httpErrors } from "../errors.js";
import {
  CategoryListQuerySchema,
  CategoryListSchema,
  CategorySchema,
  TermAuditPageSchema,
  TermAuditQuerySchema,
  TermAuditSchema,
  TermCreateSchema,
  TermDeletedSchema,
  TermListQuerySchema,
  TermPageSchema,
  TermParamsSchema,
  TermPatchSchema,
  TermSchema,
} from "../schemas/restricted-terms.js";

const TAG = "Admin: restricted terms";
const BASE = "/v1/admin/restricted-terms";

export const restrictedTermRoutes: RouteModule = {
  tag: {
    name: TAG,
    description:
      "Restricted-term categories (each raises one flag) and their terms (admin key). Changes apply to the " +
      "next assessment without a restart; every change is audited.",
  },
  schemas: {
    RestrictedTermCategory: CategorySchema,
    RestrictedTerm: TermSchema,
    RestrictedTermPage: TermPageSchema,
    RestrictedTermCreate: TermCreateSchema,
    RestrictedTermPatch: TermPatchSchema,
    RestrictedTermDeleted: TermDeletedSchema,
    RestrictedTermAudit: TermAuditSchema,
    RestrictedTermAuditPage: TermAuditPageSchema,
  },
  endpoints: [
    defineEndpoint({
      method: "get",
      path: `${BASE}/categories`,
      auth: "admin",
      operationId: "listRestrictedTermCategories",
      summary: "List restricted-term categories (active and inactive)",
      tags: [TAG],
      query: CategoryListQuerySchema,
      response: CategoryListSchema,
      errors: [401, 403, 422, 429, 500],
      handler: async ({ deps }) => deps.services.restrictedTermsAdmin.listCategories(),
    }),
    defineEndpoint({
      method: "get",
      path: `${BASE}/audit`,
      auth: "admin",
      operationId: "listRestrictedTermAudit",
      summary: "Audit log of restricted-term changes, newest first",
      description:
        "One record per change (seed, create, update, delete) with the admin key id, the time and the term " +
        "before and after. Filter by termId.",
      tags: [TAG],
      query: TermAuditQuerySchema,
      response: TermAuditPageSchema,
      errors: [401, 403, 422, 429, 500],
      handler: async ({ query, deps }) => deps.services.restrictedTermsAdmin.listAudit(query),
    }),
    defineEndpoint({
      method: "get",
      path: BASE,
      auth: "admin",
      operationId: "listRestrictedTerms",
      summary: "List restricted terms",
      description:
        "Filters: categoryCode, isActive, search (substring of the term, also after normalisation). " +
        "limit 1 to 1000 (default 100), offset (default 0). Ordered by id.",
      tags: [TAG],
      query: TermListQuerySchema,
      response: TermPageSchema,
      errors: [401, 403, 422, 429, 500],
      handler: async ({ query, deps }) => deps.services.restrictedTermsAdmin.listTerms(query),
    }),
    defineEndpoint({
      method: "post",
      path: BASE,
      auth: "admin",
      operationId: "createRestrictedTerm",
      summary: "Add a restricted term",
      description:
        "The term is a literal, matched after the same normalisation as names. 404: unknown category. " +
        "409: the category already has this term after normalisation (details.existingTermId; reactivate an " +
        "inactive one with PATCH isActive=true).",
      tags: [TAG],
      body: TermCreateSchema,
      response: TermSchema,
      errors: [400, 401, 403, 404, 409, 422, 429, 500, 503],
      handler: async ({ body, auth, deps }) =>
        unwrap(await deps.services.restrictedTermsAdmin.createTerm(body, { actor: actorOf(auth) })),
    }),
    defineEndpoint({
      method: "patch",
      path: `${BASE}/{term_id}`,
      auth: "admin",
      operationId: "updateRestrictedTerm",
      summary: "Change a restricted term (partial update)",
      description:
        "Absent fields are unchanged; null clears description, languageCode and the overrides (null for " +
        "categoryCode, term or isActive leaves them unchanged). 404: unknown term or category. 409: the " +
        "target category already has this term after normalisation.",
      tags: [TAG],
      params: TermParamsSchema,
      body: TermPatchSchema,
      response: TermSchema,
      errors: [400, 401, 403, 404, 409, 422, 429, 500, 503],
      handler: async ({ params, body, auth, deps }) =>
        unwrap(
          await deps.services.restrictedTermsAdmin.updateTerm(params.term_id, body, { actor: actorOf(auth) }),
        ),
    }),
    defineEndpoint({
      method: "delete",
      path: `${BASE}/{term_id}`,
      auth: "admin",
      operationId: "deleteRestrictedTerm",
      summary: "Deactivate a restricted term (soft delete)",
      description:
        'Sets isActive to false; the record and its audit history stay. Body: {"id", "deleted": true, ' +
        '"isActive": false, "term": the term as stored}. Deleting an inactive term answers the same, unchanged.',
      tags: [TAG],
      params: TermParamsSchema,
      response: TermDeletedSchema,
      errors: [401, 403, 404, 422, 429, 500, 503],
      handler: async ({ params, auth, deps }) => {
        const term = unwrap(
          await deps.services.restrictedTermsAdmin.deleteTerm(params.term_id, { actor: actorOf(auth) }),
        );
        return { id: term.id, deleted: true as const, isActive: false as const, term };
      },
    }),
  ],
};

// --- Internal helpers ---

/** The audit actor: the admin key's id (never the key). */
function actorOf(auth: AuthInfo | null): string | null {
  return auth?.keyId ?? null;
}

function unwrap(result: TermResult): TermRecord {
  if (result.ok) return result.term;
  throw toHttpError(result.problem);
}

function toHttpError(problem: TermProblem): HttpError {
  switch (problem.kind) {
    case "term_not_found":
      return httpErrors.notFound("Restricted term", { termId: problem.termId });
    case "category_not_found":
      return httpErrors.notFound("Restricted-term category", { categoryCode: problem.categoryCode });
    case "duplicate_term":
      return new HttpError(
        "CONFLICT",
        `Category ${problem.categoryCode} already has this term after normalisation ("${problem.termKey}")`,
        {
          categoryCode: problem.categoryCode,
          normalizedTerm: problem.termKey,
          existingTermId: problem.existingId,
          existingIsActive: problem.existingIsActive,
        },
      );
  }
}
