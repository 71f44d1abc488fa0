/**
 * The real test app (test/helpers/test-app.ts) for the restricted-terms HTTP tests: buildDeps
 * wires the SQLite-administered terms (built-in terms seeded) into the assessment and the
 * admin routes, exactly as the server does.
 */
import type { TestApp, TestAppOptions } from "../helpers/test-app.js";
import { createTestApp } from "../helpers/test-app.js";

/** A test app over a fresh (or, with `dir`, an existing) database file. */
export function termsTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  return createTestApp(options);
}
