/** The admin-keys port: generated admin keys (NAMESCREEN_ADMIN_KEY is never stored). */
import type { MaybePromise } from "@namescreen/core";
import type { Environment } from "../../config.js";

/** Metadata of a stored admin key. */
export interface AdminKeyInfo {
  id: string;
  env: Environment;
  createdAt: string;
  revokedAt: string | null;
}

/** Storage of generated admin keys. */
export interface AdminKeyStore {
  /** Issue a new admin key; the plaintext is returned once. */
  issue(env: Environment): MaybePromise<AdminKeyInfo & { key: string }>;
  /** Hash and state of one key, for authentication (frozen; cached in memory). */
  forAuth(id: string): MaybePromise<Readonly<AdminKeyInfo & { secretHash: Buffer }> | null>;
  list(): MaybePromise<AdminKeyInfo[]>;
  revoke(id: string): MaybePromise<AdminKeyInfo | null>;
  /** Number of unrevoked keys. */
  activeCount(): MaybePromise<number>;
}
