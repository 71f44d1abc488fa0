/**
 * The consumers-and-keys port: API consumers and their partner keys. SQLite answers
 * synchronously, PostgreSQL with promises; callers always `await` (MaybePromise).
 */
import type { MaybePromise } from "@namescreen/core";
import type { Environment } from "../../config.js";
import type { Scope } from "../../keys/scopes.js";

/** An API consumer as the contract shows it. */
export interface Consumer {
  id: number;
  code: string;
  name: string;
  description: string | null;
  contactEmail: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A partner key's metadata (never the secret). */
export interface ApiKeyInfo {
  id: string;
  consumerId: number;
  env: Environment;
  scopes: Scope[];
  createdAt: string;
  revokedAt: string | null;
}

/** What the authentication middleware needs about a key, in one lookup. */
export interface KeyRecord extends ApiKeyInfo {
  secretHash: Buffer;
  consumerActive: boolean;
}

/** Fields of a new consumer. */
export interface NewConsumer {
  name: string;
  description?: string | null | undefined;
  contactEmail?: string | null | undefined;
  isActive?: boolean | undefined;
}

/** Fields a PATCH may change. */
export interface ConsumerPatch {
  name?: string | undefined;
  description?: string | null | undefined;
  contactEmail?: string | null | undefined;
  isActive?: boolean | undefined;
}

/** Storage of consumers and partner keys. */
export interface ConsumerStore {
  list(filter?: { isActive?: boolean | undefined }): MaybePromise<Consumer[]>;
  get(id: number): MaybePromise<Consumer | null>;
  /** Find by numeric id or by code. */
  find(idOrCode: string): MaybePromise<Consumer | null>;
  create(input: NewConsumer): MaybePromise<Consumer>;
  /** Partial update of the given fields; `null` when no such consumer exists. */
  update(id: number, patch: ConsumerPatch): MaybePromise<Consumer | null>;
  /** Issue a key; the returned `key` is the only copy of the secret. */
  issueKey(
    consumerId: number,
    scopes: readonly Scope[],
    env: Environment,
  ): MaybePromise<ApiKeyInfo & { key: string }>;
  listKeys(consumerId?: number): MaybePromise<ApiKeyInfo[]>;
  /** Revoke a key; null when no such key exists (for that consumer). */
  revokeKey(keyId: string, consumerId?: number): MaybePromise<ApiKeyInfo | null>;
  /**
   * Key plus consumer state for authentication (frozen; cached in memory by every adapter, so a
   * known key still authenticates while the database is briefly unavailable).
   */
  keyForAuth(keyId: string): MaybePromise<Readonly<KeyRecord> | null>;
}
