/** Admin: API consumers and their partner keys. */
import type { RouteModule } from "../endpoint.js";
import { defineEndpoint } from "../endpoint.js";
import { httpErrors } from "../errors.js";
import { NoQuerySchema } from "../schemas/common.js";
import {
  ApiKeyListSchema,
  ApiKeySchema,
  ConsumerCreateSchema,
  ConsumerListQuerySchema,
  ConsumerListSchema,
  ConsumerParamsSchema,
  ConsumerPatchSchema,
  ConsumerSchema,
  IssuedKeySchema,
  KeyCreateSchema,
  KeyParamsSchema,
} from "../schemas/consumers.js";

const TAG = "Admin: consumers";

export const consumerRoutes: RouteModule = {
  tag: { name: TAG, description: "API consumers and their partner keys (admin key)" },
  schemas: {
    Consumer: ConsumerSchema,
    ConsumerCreate: ConsumerCreateSchema,
    ConsumerPatch: ConsumerPatchSchema,
    KeyCreate: KeyCreateSchema,
    ApiKey: ApiKeySchema,
    IssuedKey: IssuedKeySchema,
  },
  endpoints: [
    defineEndpoint({
      method: "get",
      path: "/v1/admin/consumers",
      auth: "admin",
      operationId: "listConsumers",
      summary: "List API consumers",
      tags: [TAG],
      query: ConsumerListQuerySchema,
      response: ConsumerListSchema,
      errors: [401, 403, 422, 429, 500],
      handler: async ({ query, deps }) => deps.consumers.list({ isActive: query.isActive }),
    }),
    defineEndpoint({
      method: "post",
      path: "/v1/admin/consumers",
      auth: "admin",
      operationId: "createConsumer",
      summary: "Create an API consumer",
      description: "The code is derived from the name (lowercase slug, suffixed -2, -3... when taken).",
      tags: [TAG],
      body: ConsumerCreateSchema,
      response: ConsumerSchema,
      errors: [400, 401, 403, 422, 429, 500, 503],
      handler: async ({ body, deps }) => deps.consumers.create(body),
    }),
    defineEndpoint({
      method: "patch",
      path: "/v1/admin/consumers/{id}",
      auth: "admin",
      operationId: "updateConsumer",
      summary: "Update or deactivate an API consumer",
      description: "isActive=false deactivates the consumer: its keys then get 403 until it is reactivated.",
      tags: [TAG],
      params: ConsumerParamsSchema,
      body: ConsumerPatchSchema,
      response: ConsumerSchema,
      errors: [400, 401, 403, 404, 422, 429, 500, 503],
      handler: async ({ params, body, deps }) => {
        const updated = await deps.consumers.update(params.id, body);
        if (!updated) throw httpErrors.notFound("Consumer", { id: params.id });
        return updated;
      },
    }),
    defineEndpoint({
      method: "get",
      path: "/v1/admin/consumers/{id}/keys",
      auth: "admin",
      operationId: "listConsumerKeys",
      summary: "List a consumer's keys (metadata only)",
      tags: [TAG],
      params: ConsumerParamsSchema,
      query: NoQuerySchema,
      response: ApiKeyListSchema,
      errors: [401, 403, 404, 422, 429, 500],
      handler: async ({ params, deps }) => {
        if (!(await deps.consumers.get(params.id))) throw httpErrors.notFound("Consumer", { id: params.id });
        return deps.consumers.listKeys(params.id);
      },
    }),
    defineEndpoint({
      method: "post",
      path: "/v1/admin/consumers/{id}/keys",
      auth: "admin",
      operationId: "issueConsumerKey",
      summary: "Issue a partner key",
      description:
        "Returns the plaintext key once; only its hash is stored. The key is for this server's environment.",
      tags: [TAG],
      params: ConsumerParamsSchema,
      body: KeyCreateSchema,
      response: IssuedKeySchema,
      errors: [400, 401, 403, 404, 422, 429, 500, 503],
      handler: async ({ params, body, deps }) => {
        if (!(await deps.consumers.get(params.id))) throw httpErrors.notFound("Consumer", { id: params.id });
        return deps.consumers.issueKey(params.id, body.scopes, deps.config.env);
      },
    }),
    defineEndpoint({
      method: "delete",
      path: "/v1/admin/consumers/{id}/keys/{keyId}",
      auth: "admin",
      operationId: "revokeConsumerKey",
      summary: "Revoke a partner key",
      description: "Idempotent: revoking a revoked key returns it unchanged. Revoked keys get 401.",
      tags: [TAG],
      params: KeyParamsSchema,
      response: ApiKeySchema,
      errors: [401, 403, 404, 422, 429, 500, 503],
      handler: async ({ params, deps }) => {
        const revoked = await deps.consumers.revokeKey(params.keyId, params.id);
        if (!revoked) throw httpErrors.notFound("API key", { id: params.id, keyId: params.keyId });
        return revoked;
      },
    }),
  ],
};
