import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { SqliteTermsRepository } from "../../src/storage/restricted-terms/index.js";
import {
  createRestrictedTermsRepository,
  createSqliteRestrictedTermsSource,
} from "../../src/storage/restricted-terms/index.js";
import type { TempDb } from "./db.js";
import { tempDb } from "./db.js";

const admin = { actor: "admin-key-1" };

describe("SQLite RestrictedTermsSource", () => {
  let t: TempDb;
  let repo: SqliteTermsRepository;

  beforeEach(() => {
    t = tempDb();
    repo = createRestrictedTermsRepository(t.db);
  });
  afterEach(() => t.cleanup());

  it("returns the active categories and terms in the port's shape", () => {
    const set = createSqliteRestrictedTermsSource(t.db).snapshot();
    expect(set.version).toMatch(/^sqlite:[0-9a-f]{16}:\d+$/);
    expect(set.categories).toEqual([
      {
        code: "banking",
        name: "Banking",
        flagCode: "WARN_FINREG_LICENSE_REQUIRED",
        defaultSeverity: "WARNING",
        matchMode: "compound",
        ruleRef: "BankG art. 1 para. 4",
        isActive: true,
      },
      {
        code: "gambling",
        name: "Gambling",
        flagCode: "WARN_GAMBLING_TERMS_GSG",
        defaultSeverity: "WARNING",
        matchMode: "whole_word",
        ruleRef: "BGS",
        isActive: true,
      },
    ]);
    expect(set.terms.map((x) => [x.categoryCode, x.term, x.languageCode])).toEqual([
      ["banking", "Bank", "de"],
      ["banking", "banque", "fr"],
      ["gambling", "Casino", null],
      ["gambling", "Lotterie", "de"],
    ]);
    expect(set.terms[0]).toMatchObject({ exceptions: ["datenbank", "sandbank"], matchModeOverride: null });
    expect(set.terms[1]!.exceptions).toBeUndefined();
  });

  it("returns the SAME set object while nothing changed", () => {
    const source = createSqliteRestrictedTermsSource(t.db);
    const first = source.snapshot();
    expect(source.snapshot()).toBe(first);
    // Reads and refused writes do not count as changes.
    repo.listTerms({ limit: 100, offset: 0 });
    repo.createTerm({ categoryCode: "banking", term: "BANK" }, admin);
    repo.createTerm({ categoryCode: "missing", term: "x" }, admin);
    expect(source.snapshot()).toBe(first);
  });

  it("sees every kind of change at the next snapshot", () => {
    const source = createSqliteRestrictedTermsSource(t.db);
    const v0 = source.snapshot();

    const created = repo.createTerm(
      { categoryCode: "banking", term: "Sparkasse", severityOverride: "ERROR" },
      admin,
    );
    if (!created.ok) throw new Error("create failed");
    const v1 = source.snapshot();
    expect(v1).not.toBe(v0);
    expect(v1.version).not.toBe(v0.version);
    expect(v1.terms.find((x) => x.term === "Sparkasse")).toMatchObject({ severityOverride: "ERROR" });

    repo.updateTerm(created.term.id, { matchModeOverride: "phrase" }, admin);
    const v2 = source.snapshot();
    expect(v2.terms.find((x) => x.id === created.term.id)?.matchModeOverride).toBe("phrase");

    repo.deleteTerm(created.term.id, admin);
    const v3 = source.snapshot();
    expect(v3.terms.some((x) => x.id === created.term.id)).toBe(false);

    repo.updateTerm(created.term.id, { isActive: true }, admin);
    expect(source.snapshot().terms.some((x) => x.id === created.term.id)).toBe(true);
  });

  it("leaves out the terms of an inactive category, and sees a change made with plain SQL", () => {
    const source = createSqliteRestrictedTermsSource(t.db);
    const before = source.snapshot();
    t.db.prepare("UPDATE restricted_term_categories SET is_active = 0 WHERE code = 'gambling'").run();
    const after = source.snapshot();
    expect(after).not.toBe(before);
    expect(after.categories.map((c) => c.code)).toEqual(["banking"]);
    expect(after.terms.every((x) => x.categoryCode === "banking")).toBe(true);
  });

  it("sees a change committed through another connection (another server process)", () => {
    const other = t.reopen();
    const source = createSqliteRestrictedTermsSource(other);
    const before = source.snapshot();
    expect(before.terms.some((x) => x.term === "Spielbank")).toBe(false);
    repo.createTerm({ categoryCode: "gambling", term: "Spielbank" }, admin);
    const after = source.snapshot();
    expect(after).not.toBe(before);
    expect(after.terms.some((x) => x.term === "Spielbank")).toBe(true);
    expect(source.snapshot()).toBe(after);
  });

  it("gives two databases different versions even at the same counter", () => {
    const u = tempDb();
    try {
      const a = createSqliteRestrictedTermsSource(t.db).currentVersion();
      const b = createSqliteRestrictedTermsSource(u.db).currentVersion();
      expect(a.split(":")[2]).toBe(b.split(":")[2]);
      expect(a).not.toBe(b);
    } finally {
      u.cleanup();
    }
  });
});
