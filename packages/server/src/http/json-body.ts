/**
 * A response body serialised once. A handler that also stores the body (a decision trace)
 * stringifies it one time, stores that text and returns it wrapped here; the registry then
 * sends the text as is instead of serialising the object a second time.
 */

/** A JSON value together with its serialised text. */
export class JsonBody<T> {
  /** Prefer {@link jsonBody}, which derives `text` from `value`. */
  constructor(
    readonly value: T,
    readonly text: string,
  ) {}
}

/** Serialise `value` once (JSON.stringify, as `res.json` would). */
export function jsonBody<T>(value: T): JsonBody<T> {
  return new JsonBody(value, JSON.stringify(value));
}
