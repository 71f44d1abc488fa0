/**
 * The optional arguments of the public functions (ports, options), checked at the entry: a
 * wrong one is the caller's programming error, named plainly as a TypeError, rather than
 * "Cannot read properties of null" somewhere inside.
 */

/** `value` as an object; `undefined` and `null` are none given (`{}`). */
export function argumentObject<T extends object>(value: T | null | undefined, name: string, fn: string): T {
  if (value === undefined || value === null) return {} as T;
  if (typeof value !== "object" || Array.isArray(value))
    throw new TypeError(`${fn}'s ${name} must be an object, not ${describe(value)}`);
  return value;
}

/**
 * Member `key` of `owner`, when given (not `undefined`; not `null` either where `nullable`),
 * checked to be an object with `methods`.
 */
export function optionalMember(
  owner: object,
  key: string,
  methods: readonly string[],
  where: string,
  nullable = false,
): void {
  const member = (owner as Record<string, unknown>)[key];
  if (member === undefined || (nullable && member === null)) return;
  const missing = missingMethods(member, methods);
  if (missing.length === 0) return;
  const isObject = isPlainObject(member);
  const wanted = `${where}.${key} must be an object with ${methods.map((m) => `${m}()`).join(" and ")}`;
  throw new TypeError(
    isObject
      ? `${wanted}; it has no ${missing.map((m) => `${m}()`).join(" and ")}`
      : `${wanted}, not ${describe(member)}`,
  );
}

/** The `methods` that `value` lacks (all of them when it is no object). */
export function missingMethods(value: unknown, methods: readonly string[]): string[] {
  const isObject = isPlainObject(value);
  return methods.filter((m) => !isObject || typeof (value as Record<string, unknown>)[m] !== "function");
}

function isPlainObject(value: unknown): boolean {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A time budget: undefined (the default), or a positive number of milliseconds. */
export function optionalBudgetMs(ms: unknown, where: string): number | undefined {
  if (ms === undefined) return undefined;
  if (typeof ms !== "number" || Number.isNaN(ms) || ms <= 0)
    throw new TypeError(`${where} must be a positive number of milliseconds, not ${describe(ms)}`);
  return ms;
}

/** A value as a message shows it: strings quoted, objects by kind. */
export function describe(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return "an object";
  if (typeof value === "function") return "a function";
  return String(value);
}
