/** @namescreen/client public surface: a typed HTTP client for the NameScreen API. */
export {
  createNameScreenClient,
  type NameScreenClient,
  type NameScreenClientOptions,
} from "./client.js";
export { type ErrorBody, NameScreenApiError, NameScreenTimeoutError } from "./errors.js";

import type { components } from "./generated/api.generated.js";

export type { components, operations, paths } from "./generated/api.generated.js";
export { OPERATIONS } from "./generated/operations.generated.js";
export type {
  ApiResult,
  CallInput,
  CallOptions,
  OperationId,
  PathParams,
  QueryParams,
  RequestBody,
  RequestContentType,
  ResponseBody,
} from "./operation-types.js";
export {
  DEFAULT_RETRY,
  parseRetryAfter,
  RETRIED_ON_OVERLOAD,
  type RetryOptions,
  retryDelayMs,
} from "./retry-policy.js";

/** A named schema of the API, e.g. `Schema<"AssessmentResult">`. */
export type Schema<Name extends keyof components["schemas"]> = components["schemas"][Name];
