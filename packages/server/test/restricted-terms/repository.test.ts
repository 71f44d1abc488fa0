import { ValidationError } from "@namescreen/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type {
  SqliteTermsRepository,
  TermRecord,
  TermResult,
} from "../../src/storage/restricted-terms/index.js";
import {
  createRestrictedTermsRepository,
  createSqliteRestrictedTermsSource,
} from "../../src/storage/restricted-terms/index.js";
import type { TempDb } from "./db.js";
import { tempDb } from "./db.js";

const admin = { actor: "admin-key-1" };

function ok(result: TermResult): TermRecord {
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.problem)}`);
  return result.term;
}

describe("restricted-terms repository (real SQLite file)", () => {
  let t: TempDb;
  let repo: SqliteTermsRepository;
  let clock: number;

  beforeEach(() => {
    t = tempDb();
    clock = Date.parse("2026-11-22T05:00:00.000Z");
    repo = createRestrictedTermsRepository(t.db, { now: () => new Date(clock) });
  });
  afterEach(() => t.cleanup());

  it("lists every category with its flag, section, rule and modes", () => {
    const cats = repo.listCategories();
    expect(cats.map((c) => c.code)).toEqual(["banking", "gambling"]);
    expect(cats[0]).toEqual({
      id: cats[0]!.id,
      code: "banking",
      name: "Banking",
      description: null,
      flagCode: "WARN_FINREG_LICENSE_REQUIRED",
      sectionNumber: "6.1",
      sectionTitle: "Banking",
      ruleRef: "BankG art. 1 para. 4",
      defaultSeverity: "WARNING",
      matchMode: "compound",
      isActive: true,
    });
  });

  it("creates a term with source api, timestamps and an audit record", () => {
    const term = ok(
      repo.createTerm(
        { categoryCode: "banking", term: "  Sparkasse ", languageCode: "de", createdBy: "ops@example.ch" },
        admin,
      ),
    );
    expect(term).toMatchObject({
      categoryCode: "banking",
      term: "Sparkasse",
      description: null,
      languageCode: "de",
      matchModeOverride: null,
      severityOverride: null,
      isActive: true,
      source: "api",
      createdBy: "ops@example.ch",
      createdAt: "2026-11-22T05:00:00.000Z",
      updatedAt: "2026-11-22T05:00:00.000Z",
    });
    expect(repo.getTerm(term.id)).toEqual(term);
    const audit = repo.listAudit({ termId: term.id, limit: 10, offset: 0 });
    expect(audit.total).toBe(1);
    expect(audit.items[0]).toMatchObject({
      action: "create",
      actor: "admin-key-1",
      before: null,
      after: term,
    });
  });

  it("reports an unknown category as data", () => {
    const result = repo.createTerm({ categoryCode: "nope", term: "x" }, admin);
    expect(result).toEqual({ ok: false, problem: { kind: "category_not_found", categoryCode: "nope" } });
  });

  it("refuses a term that exists in the category after normalisation, active or not", () => {
    const bank = repo.listTerms({ search: "bank", limit: 10, offset: 0 }).items[0]!;
    for (const spelling of ["BANK", "Bänk", " bank. "]) {
      const result = repo.createTerm({ categoryCode: "banking", term: spelling }, admin);
      expect(result).toEqual({
        ok: false,
        problem: {
          kind: "duplicate_term",
          categoryCode: "banking",
          termKey: "bank",
          existingId: bank.id,
          existingIsActive: true,
        },
      });
    }
    ok(repo.deleteTerm(bank.id, admin));
    const again = repo.createTerm({ categoryCode: "banking", term: "Bank" }, admin);
    expect(again.ok ? null : again.problem).toMatchObject({
      kind: "duplicate_term",
      existingIsActive: false,
    });
    // The same word in another category is a different term.
    ok(repo.createTerm({ categoryCode: "gambling", term: "Bank" }, admin));
  });

  it("compares spellings as the matcher folds them, with the register's umlaut transcription", () => {
    const uni = ok(repo.createTerm({ categoryCode: "banking", term: "Universität" }, admin));
    for (const spelling of ["Universitaet", "UNIVERSITAT", "universität"]) {
      const result = repo.createTerm({ categoryCode: "banking", term: spelling }, admin);
      expect(result.ok ? null : result.problem).toMatchObject({ kind: "duplicate_term", existingId: uni.id });
    }
    const strasse = ok(repo.createTerm({ categoryCode: "banking", term: "Strasse" }, admin));
    const sz = repo.createTerm({ categoryCode: "banking", term: "Straße" }, admin);
    expect(sz.ok ? null : sz.problem).toMatchObject({ kind: "duplicate_term", existingId: strasse.id });
    // "ue" is not always an umlaut: Mueller and Muller are different literals.
    ok(repo.createTerm({ categoryCode: "banking", term: "Mueller" }, admin));
    ok(repo.createTerm({ categoryCode: "banking", term: "Muller" }, admin));
    const mu = repo.createTerm({ categoryCode: "banking", term: "Müller" }, admin);
    expect(mu.ok ? null : mu.problem).toMatchObject({ kind: "duplicate_term" });
  });

  it("throws ValidationError for a term with nothing left to match", () => {
    expect(() => repo.createTerm({ categoryCode: "banking", term: "*** !" }, admin)).toThrow(ValidationError);
    expect(() => repo.updateTerm(1, { term: "---" }, admin)).toThrow(ValidationError);
  });

  it("filters, searches and pages the term list", () => {
    const all = repo.listTerms({ limit: 100, offset: 0 });
    expect(all.total).toBe(4);
    expect(all.items.map((i) => i.term)).toEqual(["Bank", "banque", "Casino", "Lotterie"]);
    expect(
      repo.listTerms({ categoryCode: "gambling", limit: 100, offset: 0 }).items.map((i) => i.term),
    ).toEqual(["Casino", "Lotterie"]);
    expect(repo.listTerms({ search: "BAN", limit: 100, offset: 0 }).total).toBe(2);
    expect(repo.listTerms({ search: "bänk", limit: 100, offset: 0 }).items.map((i) => i.term)).toEqual([
      "Bank",
    ]);
    expect(repo.listTerms({ search: "%", limit: 100, offset: 0 }).total).toBe(0);
    const page = repo.listTerms({ limit: 2, offset: 1 });
    expect(page).toMatchObject({ total: 4, limit: 2, offset: 1 });
    expect(page.items.map((i) => i.term)).toEqual(["banque", "Casino"]);
    ok(repo.deleteTerm(page.items[0]!.id, admin));
    expect(repo.listTerms({ isActive: false, limit: 100, offset: 0 }).items.map((i) => i.term)).toEqual([
      "banque",
    ]);
    expect(repo.listTerms({ isActive: true, limit: 100, offset: 0 }).total).toBe(3);
    expect(repo.listTerms({ categoryCode: "unknown", limit: 100, offset: 0 }).total).toBe(0);
  });

  it("updates partially: absent keeps, null clears, values set", () => {
    const created = ok(
      repo.createTerm(
        { categoryCode: "banking", term: "Sparen", description: "BankG 15", languageCode: "de" },
        admin,
      ),
    );
    clock += 60_000;
    const updated = ok(
      repo.updateTerm(
        created.id,
        { description: null, matchModeOverride: "word_prefix", severityOverride: "ERROR", term: null },
        admin,
      ),
    );
    expect(updated).toMatchObject({
      term: "Sparen",
      description: null,
      languageCode: "de",
      matchModeOverride: "word_prefix",
      severityOverride: "ERROR",
      isActive: true,
      createdAt: created.createdAt,
      updatedAt: "2026-11-22T05:01:00.000Z",
    });
    const moved = ok(repo.updateTerm(created.id, { categoryCode: "gambling", isActive: false }, admin));
    expect(moved).toMatchObject({ categoryCode: "gambling", isActive: false });
    const audit = repo.listAudit({ termId: created.id, limit: 10, offset: 0 });
    expect(audit.items.map((a) => a.action)).toEqual(["update", "update", "create"]);
    expect(audit.items[0]!.before).toMatchObject({ categoryCode: "banking", isActive: true });
    expect(audit.items[0]!.after).toEqual(moved);
  });

  it("does not write or audit an update that changes nothing", () => {
    const source = createSqliteRestrictedTermsSource(t.db);
    const bank = repo.listTerms({ search: "bank", limit: 1, offset: 0 }).items[0]!;
    const version = source.currentVersion();
    clock += 60_000;
    const same = ok(repo.updateTerm(bank.id, { term: "Bank", languageCode: "de" }, admin));
    expect(same).toEqual(bank);
    expect(source.currentVersion()).toBe(version);
    expect(repo.listAudit({ termId: bank.id, limit: 10, offset: 0 }).items.map((a) => a.action)).toEqual([
      "seed",
    ]);
  });

  it("reports update problems: unknown term, unknown category, duplicate", () => {
    const casino = repo.listTerms({ search: "casino", limit: 1, offset: 0 }).items[0]!;
    expect(repo.updateTerm(9999, { isActive: false }, admin)).toEqual({
      ok: false,
      problem: { kind: "term_not_found", termId: 9999 },
    });
    expect(repo.updateTerm(casino.id, { categoryCode: "nope" }, admin)).toEqual({
      ok: false,
      problem: { kind: "category_not_found", categoryCode: "nope" },
    });
    const dup = repo.updateTerm(casino.id, { term: "lotterie" }, admin);
    expect(dup.ok ? null : dup.problem).toMatchObject({ kind: "duplicate_term", termKey: "lotterie" });
    // Renaming to a spelling of itself is not a duplicate.
    expect(ok(repo.updateTerm(casino.id, { term: "CASINO" }, admin)).term).toBe("CASINO");
  });

  it("soft-deletes: the record stays, inactive, and deleting twice changes nothing", () => {
    const lotterie = repo.listTerms({ search: "lotterie", limit: 1, offset: 0 }).items[0]!;
    clock += 1000;
    const deleted = ok(repo.deleteTerm(lotterie.id, admin));
    expect(deleted).toMatchObject({
      id: lotterie.id,
      isActive: false,
      updatedAt: "2026-11-22T05:00:01.000Z",
    });
    expect(repo.getTerm(lotterie.id)).toEqual(deleted);
    expect(ok(repo.deleteTerm(lotterie.id, admin))).toEqual(deleted);
    expect(repo.listAudit({ termId: lotterie.id, limit: 10, offset: 0 }).items.map((a) => a.action)).toEqual([
      "delete",
      "seed",
    ]);
    expect(repo.deleteTerm(12345, admin)).toEqual({
      ok: false,
      problem: { kind: "term_not_found", termId: 12345 },
    });
  });

  it("lists the whole audit log newest first, paged", () => {
    const created = ok(repo.createTerm({ categoryCode: "gambling", term: "Spielbank" }, { actor: null }));
    ok(repo.deleteTerm(created.id, admin));
    const log = repo.listAudit({ limit: 2, offset: 0 });
    expect(log.total).toBe(6); // 4 seeded + create + delete
    expect(log.items.map((a) => [a.action, a.actor])).toEqual([
      ["delete", "admin-key-1"],
      ["create", null],
    ]);
    expect(
      repo.listAudit({ limit: 10, offset: 2 }).items.every((a) => a.action === "seed" && a.actor === "seed"),
    ).toBe(true);
  });
});
