/** The pino logger. Key headers are redacted: logs carry the key id (`keyId`), never a key. */
import type { DestinationStream, Logger } from "pino";
import { pino } from "pino";
import type { AppConfig } from "./config.js";

/** Paths pino replaces with "[redacted]". */
export const REDACTED_PATHS = [
  'req.headers["x-api-key"]',
  'req.headers["x-admin-api-key"]',
  "req.headers.authorization",
  "req.headers.cookie",
  "*.apiKey",
  "*.adminKey",
];

/** Create the JSON logger (stdout unless a destination is given, e.g. in tests). */
export function createLogger(level: AppConfig["logLevel"], destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    base: { service: "namescreen" },
  };
  return destination ? pino(options, destination) : pino(options);
}
