import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  createRestrictedTermsRepository,
  createSqliteRestrictedTermsSource,
  seedRestrictedTerms,
} from "../../src/storage/restricted-terms/index.js";
import type { TempDb } from "./db.js";
import { TEST_SEED, tempDb } from "./db.js";

describe("restricted-terms seeder", () => {
  let t: TempDb;

  beforeEach(() => {
    t = tempDb(null);
  });
  afterEach(() => t.cleanup());

  it("creates categories and terms with source seed and one audit row per term", () => {
    const report = seedRestrictedTerms(t.db, TEST_SEED);
    expect(report).toEqual({
      categoriesCreated: 2,
      categoriesUpdated: 0,
      termsCreated: 4,
      termsSkipped: 0,
      termsRejected: 0,
    });
    const repo = createRestrictedTermsRepository(t.db);
    const terms = repo.listTerms({ limit: 100, offset: 0 }).items;
    expect(terms.every((x) => x.source === "seed" && x.isActive && x.createdBy === null)).toBe(true);
    const audit = repo.listAudit({ limit: 100, offset: 0 });
    expect(audit.total).toBe(4);
    expect(audit.items.every((a) => a.action === "seed" && a.actor === "seed" && a.before === null)).toBe(
      true,
    );
  });

  it("is idempotent: a second run changes nothing, not even the version", () => {
    seedRestrictedTerms(t.db, TEST_SEED);
    const source = createSqliteRestrictedTermsSource(t.db);
    const set = source.snapshot();
    const report = seedRestrictedTerms(t.db, TEST_SEED);
    expect(report).toEqual({
      categoriesCreated: 0,
      categoriesUpdated: 0,
      termsCreated: 0,
      termsSkipped: 4,
      termsRejected: 0,
    });
    expect(source.snapshot()).toBe(set);
  });

  it("never revives a soft-deleted term or overwrites an operator's change", () => {
    seedRestrictedTerms(t.db, TEST_SEED);
    const repo = createRestrictedTermsRepository(t.db);
    const [bank, banque] = repo.listTerms({ categoryCode: "banking", limit: 10, offset: 0 }).items;
    repo.deleteTerm(bank!.id, { actor: "ops" });
    repo.updateTerm(banque!.id, { term: "Banque privée", severityOverride: "INFO" }, { actor: "ops" });
    const report = seedRestrictedTerms(t.db, TEST_SEED);
    expect(report).toMatchObject({ termsCreated: 0, termsSkipped: 4 });
    expect(repo.getTerm(bank!.id)?.isActive).toBe(false);
    // A renamed built-in term is not seeded again under its old spelling.
    expect(repo.getTerm(banque!.id)).toMatchObject({ term: "Banque privée", severityOverride: "INFO" });
    expect(repo.listTerms({ search: "banque", limit: 10, offset: 0 }).total).toBe(1);
  });

  it("updates built-in category metadata but keeps the operator's isActive", () => {
    seedRestrictedTerms(t.db, TEST_SEED);
    t.db.prepare("UPDATE restricted_term_categories SET is_active = 0 WHERE code = 'gambling'").run();
    const changed = {
      ...TEST_SEED,
      categories: TEST_SEED.categories.map((c) =>
        c.code === "gambling" ? { ...c, ruleRef: "BGS art. 1", sectionNumber: "6.2" } : c,
      ),
    };
    expect(seedRestrictedTerms(t.db, changed)).toMatchObject({ categoriesCreated: 0, categoriesUpdated: 1 });
    const gambling = createRestrictedTermsRepository(t.db)
      .listCategories()
      .find((c) => c.code === "gambling");
    expect(gambling).toMatchObject({ ruleRef: "BGS art. 1", sectionNumber: "6.2", isActive: false });
  });

  it("rejects terms of unknown categories and terms that normalise to nothing", () => {
    const report = seedRestrictedTerms(t.db, {
      categories: TEST_SEED.categories,
      terms: [
        { categoryCode: "banking", term: "Bank" },
        { categoryCode: "banking", term: "BANK" },
        { categoryCode: "unknown", term: "x" },
        { categoryCode: "banking", term: "..." },
      ],
    });
    expect(report).toMatchObject({ termsCreated: 1, termsSkipped: 1, termsRejected: 2 });
  });
});
