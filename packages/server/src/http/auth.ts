/**
 * Authentication and authorisation. Partner keys come in `X-API-Key`, admin keys in
 * `X-Admin-API-Key`. Missing or invalid key → 401 UNAUTHORIZED; a valid key that may not call
 * the endpoint (wrong scope, partner key on an admin route, inactive consumer) → 403 FORBIDDEN.
 * Keys are compared as sha256 hashes with timingSafeEqual and are never logged. Failed key
 * checks are throttled per client address (auth-throttle.ts): 429 with Retry-After.
 */
import { timingSafeEqual } from "node:crypto";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { AppDeps } from "../deps.js";
import { hashSecret, parseKey, secretMatches } from "../keys/format.js";
import type { AuthThrottle } from "./auth-throttle.js";
import { AUTH_THROTTLE_DEFAULTS, createAuthThrottle } from "./auth-throttle.js";
import type { AuthInfo, AuthRequirement } from "./endpoint.js";
import { HttpError } from "./errors.js";

declare global {
  namespace Express {
    interface Request {
      /** The authenticated caller (set by the auth middleware). */
      auth?: AuthInfo;
    }
  }
}

/** Header names. */
export const API_KEY_HEADER = "x-api-key";
export const ADMIN_KEY_HEADER = "x-admin-api-key";

/** The id under which NAMESCREEN_ADMIN_KEY appears in logs and rate limits. */
export const ENV_ADMIN_KEY_ID = "env-admin-key";

type Check = { ok: true; auth: AuthInfo } | { ok: false; error: HttpError };

/** Build the middleware for one endpoint's auth requirement (`"none"` needs no middleware). */
export function authenticate(deps: AppDeps, requirement: Exclude<AuthRequirement, "none">): RequestHandler {
  const envAdminHash = deps.config.adminKey === null ? null : hashSecret(deps.config.adminKey);
  const throttle = throttleFor(deps);
  // Async because a key not in the cache is read from the store (PostgreSQL answers with a promise).
  return async (req: Request, _res: Response, next: NextFunction) => {
    const address = clientAddress(req);
    const retryAfter = throttle.retryAfterSeconds(address);
    if (retryAfter !== null) return next(throttledError(throttle, retryAfter));
    const result =
      requirement === "admin"
        ? await checkAdmin(deps, req, envAdminHash)
        : await checkPartner(deps, req, requirement.scope);
    if (!result.ok) {
      if (result.error.status === 401 && presentsKey(req)) throttle.recordFailure(address);
      return next(result.error);
    }
    req.auth = result.auth;
    next();
  };
}

// --- Internal helpers ---

/**
 * One throttle per app: every endpoint's middleware is built from the same deps, and a new
 * app (a test, a restart) starts with an empty table.
 */
const throttles = new WeakMap<AppDeps, AuthThrottle>();

function throttleFor(deps: AppDeps): AuthThrottle {
  let throttle = throttles.get(deps);
  if (!throttle) {
    throttle = createAuthThrottle(deps.config.authThrottle ?? AUTH_THROTTLE_DEFAULTS, deps.logger, () =>
      deps.clock.now(),
    );
    throttles.set(deps, throttle);
  }
  return throttle;
}

/** The peer address (no `trust proxy`: X-Forwarded-For is not believed). */
function clientAddress(req: Request): string {
  return req.socket.remoteAddress ?? "unknown";
}

function presentsKey(req: Request): boolean {
  return header(req, API_KEY_HEADER) !== undefined || header(req, ADMIN_KEY_HEADER) !== undefined;
}

function throttledError(throttle: AuthThrottle, retryAfterSeconds: number): HttpError {
  const { maxFailures, windowMs } = throttle.config;
  return new HttpError(
    "RATE_LIMITED",
    "Too many failed authentication attempts from this address; retry after the Retry-After delay",
    {
      reason: "failed_authentication",
      limit: maxFailures,
      windowSeconds: Math.ceil(windowMs / 1000),
      retryAfterSeconds,
    },
    { headers: { "Retry-After": String(retryAfterSeconds) } },
  );
}

function header(req: Request, name: string): string | undefined {
  const value = req.headers[name];
  return typeof value === "string" && value !== "" ? value : undefined;
}

function unauthorized(message: string): Check {
  return { ok: false, error: new HttpError("UNAUTHORIZED", message) };
}

function forbidden(message: string, details: Record<string, unknown> | null = null): Check {
  return { ok: false, error: new HttpError("FORBIDDEN", message, details) };
}

async function checkPartner(deps: AppDeps, req: Request, scope: string): Promise<Check> {
  const presented = header(req, API_KEY_HEADER);
  if (presented === undefined) {
    const admin = header(req, ADMIN_KEY_HEADER);
    if (admin !== undefined && (await verifyAdmin(deps, admin, null))) {
      return forbidden("Admin keys cannot call partner endpoints; send a partner key in X-API-Key");
    }
    return unauthorized("Missing API key: send it in the X-API-Key header");
  }
  const verified = await verifyPartner(deps, presented);
  if (!verified.ok) {
    // A valid admin key in the partner header is a valid key not allowed here, as the other way round.
    if (parseKey(presented)?.kind !== "partner" && (await verifyAdmin(deps, presented, null))) {
      return forbidden("Admin keys cannot call partner endpoints; send a partner key in X-API-Key");
    }
    return verified;
  }
  const auth = verified.auth;
  if (auth.kind !== "partner") return unauthorized("Invalid API key");
  if (!auth.scopes.includes(scope as never)) {
    return forbidden(`This API key is not allowed to call this endpoint (scope '${scope}' required)`, {
      requiredScope: scope,
      keyId: auth.keyId,
    });
  }
  return verified;
}

/** Verify a partner key; 401 for anything but a live key, 403 for an inactive consumer. */
async function verifyPartner(deps: AppDeps, presented: string): Promise<Check> {
  const parsed = parseKey(presented);
  if (parsed?.kind !== "partner") return unauthorized("Invalid API key");
  if (parsed.env !== deps.config.env) {
    return unauthorized(
      `This API key is for the ${parsed.env} environment; this server is ${deps.config.env}`,
    );
  }
  const record = await deps.consumers.keyForAuth(parsed.id);
  if (!record || record.env !== parsed.env || !secretMatches(parsed.secret, record.secretHash)) {
    return unauthorized("Invalid API key");
  }
  if (record.revokedAt !== null) return unauthorized("This API key has been revoked");
  if (!record.consumerActive)
    return forbidden("The API consumer of this key is inactive", { keyId: record.id });
  return {
    ok: true,
    auth: { kind: "partner", keyId: record.id, consumerId: record.consumerId, scopes: record.scopes },
  };
}

async function checkAdmin(deps: AppDeps, req: Request, envAdminHash: Buffer | null): Promise<Check> {
  const presented = header(req, ADMIN_KEY_HEADER);
  if (presented !== undefined) {
    const keyId = await verifyAdmin(deps, presented, envAdminHash);
    if (keyId !== null) return { ok: true, auth: { kind: "admin", keyId } };
    // A valid partner key in the admin header is a valid key not allowed here, as the other way round.
    if (parseKey(presented)?.kind === "partner" && (await verifyPartner(deps, presented)).ok) {
      return forbidden("Partner keys cannot call admin endpoints; send an admin key in X-Admin-API-Key");
    }
    return unauthorized("Invalid admin API key");
  }
  const partner = header(req, API_KEY_HEADER);
  if (partner !== undefined && (await verifyPartner(deps, partner)).ok) {
    return forbidden("Partner keys cannot call admin endpoints; send an admin key in X-Admin-API-Key");
  }
  return unauthorized("Missing admin API key: send it in the X-Admin-API-Key header");
}

/** The admin key's id when `presented` is a valid admin key, else null. */
async function verifyAdmin(
  deps: AppDeps,
  presented: string,
  envAdminHash: Buffer | null,
): Promise<string | null> {
  const envHash = envAdminHash ?? (deps.config.adminKey === null ? null : hashSecret(deps.config.adminKey));
  if (envHash !== null && timingSafeEqual(hashSecret(presented), envHash)) return ENV_ADMIN_KEY_ID;
  const parsed = parseKey(presented);
  if (parsed?.kind !== "admin" || parsed.env !== deps.config.env) return null;
  const stored = await deps.adminKeys.forAuth(parsed.id);
  if (!stored || stored.revokedAt !== null || stored.env !== parsed.env) return null;
  return secretMatches(parsed.secret, stored.secretHash) ? stored.id : null;
}
