/**
 * API key format: `ns_<env>_<id>_<secret>` for partner keys and `nsadmin_<env>_<id>_<secret>`
 * for generated admin keys. id (12) and secret (32) are base62, so `_` splits the parts
 * unambiguously and a double click selects the whole key. The id is public (logged, listed);
 * only sha256(secret) is stored.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Environment } from "../config.js";

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const ID_LENGTH = 12;
const SECRET_LENGTH = 32; // 32 base62 chars ≈ 190 bits of entropy
const KEY_SHAPE = /^(ns|nsadmin)_(sandbox|production)_([0-9A-Za-z]{12})_([0-9A-Za-z]{32})$/;

/** Whether a key is a partner or an admin key. */
export type KeyKind = "partner" | "admin";

/** The parts of a well-formed key. */
export interface ParsedKey {
  kind: KeyKind;
  env: Environment;
  id: string;
  secret: string;
}

/** A freshly generated key: the plaintext is shown once and never stored. */
export interface GeneratedKey extends ParsedKey {
  plaintext: string;
  secretHash: Buffer;
}

/** Random base62 string of `length` characters (rejection sampling, so no modulo bias). */
export function randomBase62(length: number): string {
  let out = "";
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // 248 = 4 * 62: bytes at or above it would favour the first characters.
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

/** Generate a new key of the given kind for the given environment. */
export function generateKey(kind: KeyKind, env: Environment): GeneratedKey {
  const id = randomBase62(ID_LENGTH);
  const secret = randomBase62(SECRET_LENGTH);
  const prefix = kind === "admin" ? "nsadmin" : "ns";
  return {
    kind,
    env,
    id,
    secret,
    plaintext: `${prefix}_${env}_${id}_${secret}`,
    secretHash: hashSecret(secret),
  };
}

/** Split a presented key into its parts, or `null` when it is not of our shape. */
export function parseKey(presented: string): ParsedKey | null {
  const m = KEY_SHAPE.exec(presented);
  if (!m) return null;
  return {
    kind: m[1] === "nsadmin" ? "admin" : "partner",
    env: m[2] as Environment,
    id: m[3] as string,
    secret: m[4] as string,
  };
}

/** sha256 of a secret. Keys carry ≥128 bits of entropy, so a fast hash is the right choice. */
export function hashSecret(secret: string): Buffer {
  return createHash("sha256").update(secret, "utf8").digest();
}

/** Constant-time comparison of a presented secret with a stored hash. */
export function secretMatches(secret: string, storedHash: Uint8Array): boolean {
  const presented = hashSecret(secret);
  return storedHash.length === presented.length && timingSafeEqual(presented, storedHash);
}
