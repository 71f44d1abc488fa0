/** Assertions shared by the reliability tests: the contract's one error body, and a captured log. */
import type { Logger } from "pino";
import { expect } from "vitest";
import { createLogger } from "../../../src/logger.js";

/** A response as supertest or fetch-and-parse gives it. */
export interface ErrorResponse {
  status: number;
  body: unknown;
}

/** `{"error":{"code","message","details"}}` with a string code and message, details an object or null. */
export function expectErrorBody(res: ErrorResponse, status?: number, code?: string): void {
  if (status !== undefined) expect(res.status, JSON.stringify(res.body)).toBe(status);
  const body = res.body as { error?: { code?: unknown; message?: unknown; details?: unknown } };
  expect(Object.keys(body ?? {}), JSON.stringify(res.body)).toEqual(["error"]);
  expect(Object.keys(body.error ?? {}).sort()).toEqual(["code", "details", "message"]);
  expect(typeof body.error?.code).toBe("string");
  expect(typeof body.error?.message).toBe("string");
  const details = body.error?.details;
  expect(details === null || (typeof details === "object" && !Array.isArray(details))).toBe(true);
  if (code !== undefined) expect(body.error?.code).toBe(code);
}

/** A logger at `level` whose JSON lines are kept in `lines`. */
export function capturingLogger(level: "info" | "debug" = "info"): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  return { logger: createLogger(level, { write: (line: string) => lines.push(line) }), lines };
}
