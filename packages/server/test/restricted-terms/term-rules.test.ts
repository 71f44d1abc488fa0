/**
 * The rules on a term's spelling, on both repositories (SQLite and a real PostgreSQL started by
 * the test): invisible format characters and terms without letters or digits are refused on
 * create and update, and a term written with ae/oe/ue matches the umlaut spelling it conflicts with.
 */
import type { RestrictedTermsSource } from "@namescreen/core";
import { assess, ValidationError } from "@namescreen/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RestrictedTermsRepository } from "../../src/storage/ports/restricted-terms.js";
import type { PgPool } from "../../src/storage/postgres/pool.js";
import { openPostgres } from "../../src/storage/postgres/pool.js";
import { createPgTermsRepository } from "../../src/storage/postgres/restricted-terms/repository.js";
import { seedPgRestrictedTerms } from "../../src/storage/postgres/restricted-terms/seed.js";
import { createPgRestrictedTermsSource } from "../../src/storage/postgres/restricted-terms/source.js";
import {
  createRestrictedTermsRepository,
  createSqliteRestrictedTermsSource,
} from "../../src/storage/restricted-terms/index.js";
import type { TestPostgres } from "../helpers/postgres.js";
import { startTestPostgres } from "../helpers/postgres.js";
import { TEST_SEED, tempDb } from "./db.js";

const admin = { actor: "admin-key-1" };

interface Backend {
  terms: RestrictedTermsRepository;
  source: RestrictedTermsSource;
  close(): Promise<void>;
}

let server: TestPostgres;
beforeAll(async () => {
  server = await startTestPostgres();
}, 30_000);
afterAll(() => server?.stop());

const backends: [string, () => Promise<Backend>][] = [
  [
    "SQLite",
    async () => {
      const t = tempDb();
      return {
        terms: createRestrictedTermsRepository(t.db),
        source: createSqliteRestrictedTermsSource(t.db),
        close: async () => t.cleanup(),
      };
    },
  ],
  [
    "PostgreSQL",
    async () => {
      const pool: PgPool = (await openPostgres(await server.createDatabase())).pool;
      await seedPgRestrictedTerms(pool, TEST_SEED);
      return {
        terms: createPgTermsRepository(pool),
        source: createPgRestrictedTermsSource(pool, { checkMs: 0 }),
        close: () => pool.end(),
      };
    },
  ],
];

/** The ValidationError a call throws (synchronously or as a rejection). */
async function refusal(call: () => unknown): Promise<ValidationError> {
  try {
    await call();
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
  throw new Error("expected a ValidationError");
}

describe.each(backends)("term spelling rules on %s", (_name, open) => {
  let s: Backend;
  beforeAll(async () => {
    s = await open();
  });
  afterAll(() => s?.close());

  const casinoId = async () => {
    const page = await s.terms.listTerms({ search: "Casino", limit: 1, offset: 0 });
    return (page.items[0] as { id: number }).id;
  };
  const auditTotal = async () => (await s.terms.listAudit({ limit: 1, offset: 0 })).total;

  // Before, "Wett\u00adlokal" was stored as the two words "wett lokal" and U+200B survived the trim.
  it.each([
    ["Wett\u00adlokal", "U+00AD"],
    ["Wett\u200dlokal", "U+200D"],
    ["\u200bWettlokal\u200b", "U+200B"],
    ["Wettlokal\u2060", "U+2060"],
  ])("refuses the term %j on create and update, naming %s", async (term, code) => {
    const audits = await auditTotal();
    const created = await refusal(() => s.terms.createTerm({ categoryCode: "gambling", term }, admin));
    expect(created.issues).toEqual([{ path: "term", message: expect.stringContaining(code), value: code }]);
    const id = await casinoId();
    const updated = await refusal(() => s.terms.updateTerm(id, { term }, admin));
    expect(updated.issues).toEqual(created.issues);
    expect(await auditTotal()).toBe(audits);
  });

  // Before, "&" was stored and matched every "… & Cie" name; "+" was then its duplicate.
  it.each(["&", "+", "& +"])(
    "refuses the term %j (no letters or digits) on create and update",
    async (term) => {
      const audits = await auditTotal();
      const issue = { path: "term", message: "The term has no letters or digits left after normalisation" };
      const created = await refusal(() => s.terms.createTerm({ categoryCode: "banking", term }, admin));
      expect(created.issues).toMatchObject([issue]);
      const updated = await refusal(async () => s.terms.updateTerm(await casinoId(), { term }, admin));
      expect(updated.issues).toMatchObject([issue]);
      expect(await auditTotal()).toBe(audits);
    },
  );

  // Before, "Kraeutermarkt" did not match "Kräutermarkt AG" although "Kräutermarkt" was its duplicate.
  it("a term written with ae/oe/ue matches the umlaut spelling its duplicate check equals it to", async () => {
    expect(
      await s.terms.createTerm({ categoryCode: "gambling", term: "Kraeutermarkt" }, admin),
    ).toMatchObject({
      ok: true,
    });
    const dup = await s.terms.createTerm({ categoryCode: "gambling", term: "Kräutermarkt" }, admin);
    expect(dup).toMatchObject({ ok: false, problem: { kind: "duplicate_term" } });
    // The assessment reads the repository's terms through its source, as the server does.
    const flagged = async (companyName: string) => {
      const { result } = await assess(
        { companyName, legalForm: "stock_corporation", language: "de", checkLevel: "basic" },
        { restrictedTerms: s.source },
      );
      return result.flags.some((f) => f.code === "WARN_GAMBLING_TERMS_GSG");
    };
    expect(await flagged("Kräutermarkt Alpha AG")).toBe(true);
    expect(await flagged("Kraeutermarkt Alpha AG")).toBe(true);
    expect(await flagged("Krautermarkt Alpha AG")).toBe(false);
  });
});
