/**
 * Whether an error means "PostgreSQL cannot be reached right now" (refused, reset or timed-out
 * connections, a server shutting down or starting up, a connection class 08 error), which the
 * HTTP layer answers with 503 SERVICE_UNAVAILABLE instead of 500.
 */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENOTFOUND",
]);
const SERVER_CODES = new Set(["57P01", "57P02", "57P03", "53300"]);

/** True for errors of an unreachable or restarting database. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === "string" &&
    (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith("08"))
  ) {
    return true;
  }
  const message = (error as { message?: unknown }).message;
  return (
    typeof message === "string" &&
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/.test(
      message,
    )
  );
}
