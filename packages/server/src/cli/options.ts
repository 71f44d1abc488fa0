/** Option parsers and options that several commands share. */
import { InvalidArgumentError, Option } from "commander";

/**
 * Parser of a whole number from `min` to `max` (`_` allowed as a digit separator, as in
 * `--count 1_000_000`).
 */
export function intIn(
  min: number,
  max: number,
  message = `must be a whole number from ${min} to ${max}`,
): (value: string) => number {
  return (value) => {
    const digits = value.replaceAll("_", "");
    const n = /^\d{1,16}$/.test(digits) ? Number(digits) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < min || n > max) {
      throw new InvalidArgumentError(message);
    }
    return n;
  };
}

/** Parser of a whole number of at least 1. */
export const positiveInt = intIn(1, Number.MAX_SAFE_INTEGER, "must be a positive whole number");

/**
 * An http(s) URL option: anything else ("not a url", ftp://) used to be fetched, fail as a network
 * error, and be retried with backoff for about 40 s before the command gave up.
 */
export function httpUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InvalidArgumentError("must be an http:// or https:// URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new InvalidArgumentError(`must be an http:// or https:// URL, not ${url.protocol}`);
  }
  return value;
}

/**
 * Parser of a file path option: an empty value is refused. `--out ""` was taken as no --out at
 * all (the results went to stdout, the summary said "0 already in ").
 */
export function filePath(value: string): string {
  if (value.trim() === "") throw new InvalidArgumentError("must name a file, not be empty");
  return value;
}

/** `--db <path>`: the SQLite file, overriding NAMESCREEN_DB_PATH. */
export function dbOption(): Option {
  return new Option("--db <path>", "SQLite file (overrides NAMESCREEN_DB_PATH)");
}

/** `--json`: print the result as JSON. */
export function jsonOption(description = "print the summary as JSON"): Option {
  return new Option("--json", description);
}
