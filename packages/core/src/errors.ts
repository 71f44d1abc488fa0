import { missingMethods } from "./arguments.js";

/** One problem with an input field. `path` is dotted (`languageVariants.0.companyName`). */
export interface ValidationIssue {
  path: string;
  message: string;
  /** The offending or derived value where it helps (e.g. the normalised name). */
  value?: unknown;
}

/**
 * Thrown by the core's public functions when a request is invalid. The server maps it to
 * HTTP 422 `VALIDATION_ERROR` with `details.issues`. Every other exception is a bug or a broken port.
 */
export class ValidationError extends Error {
  readonly code = "VALIDATION_ERROR" as const;
  readonly issues: ValidationIssue[];

  constructor(issues: ValidationIssue[], message?: string) {
    super(message ?? issues.map((i) => `${i.path}: ${i.message}`).join("; "));
    this.name = "ValidationError";
    this.issues = issues;
  }
}

/** Raised when a data port fails in a way the caller must see (not used for semantic fail-open). */
export class PortError extends Error {
  readonly code: "UPSTREAM_ERROR" | "UPSTREAM_TIMEOUT";

  constructor(code: "UPSTREAM_ERROR" | "UPSTREAM_TIMEOUT", message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PortError";
    this.code = code;
  }
}

/**
 * A port's answer checked to be a list (of `count` items when given): a register answering
 * something else is a broken port, and is reported as one (UPSTREAM_ERROR naming the method)
 * rather than as a TypeError further on.
 */
export function portList<T>(answer: unknown, method: string, count?: number): T[] {
  if (!Array.isArray(answer)) throw new PortError("UPSTREAM_ERROR", `${method} answered no list`);
  if (count !== undefined && answer.length !== count)
    throw new PortError("UPSTREAM_ERROR", `${method} answered ${answer.length} items for ${count}`);
  return answer;
}

/**
 * The port `name` of `ports`, checked to be there with its `methods`: a missing one is the
 * caller's programming error, and is named plainly (a TypeError saying which port and methods
 * the function needs) rather than as "Cannot read properties of undefined" deep inside.
 */
export function requirePort(ports: unknown, name: string, methods: readonly string[], fn: string): void {
  const port = (ports as Record<string, unknown> | null | undefined)?.[name];
  if (missingMethods(port, methods).length > 0) {
    throw new TypeError(
      `${fn} needs ports.${name}, an object with ${methods.map((m) => `${m}()`).join(" and ")}`,
    );
  }
}

/**
 * A thrown value's message for a report, never throwing itself: `String()` throws on an object
 * without a prototype or with a throwing `toString`, which a partner's port may reject with.
 */
export function messageOf(error: unknown): string {
  try {
    return error instanceof Error ? String(error.message) : String(error);
  } catch {
    return "a value that cannot be read as text";
  }
}
