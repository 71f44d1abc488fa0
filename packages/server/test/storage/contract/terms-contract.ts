/**
 * The restricted-terms cases of the store contract (registered by store-contract.ts inside
 * each adapter's describe block): seeding, duplicates, PATCH semantics, soft delete, the audit
 * log, and the assessment's term set following every change.
 */
import { expect, it } from "vitest";
import type { TermRecord, TermResult } from "../../../src/storage/restricted-terms/index.js";
import { TEST_SEED } from "../../restricted-terms/db.js";
import type { ContractStores } from "./store-contract.js";

const admin = { actor: "admin-key-1" };

function ok(result: TermResult): TermRecord {
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.problem)}`);
  return result.term;
}

/** Register the cases; `fresh` opens new stores, `tick` advances the clock and returns it. */
export function runTermsContract(fresh: () => Promise<ContractStores>, tick: () => string): void {
  it("seeds categories and terms once, with their audit rows", async () => {
    const s = await fresh();
    expect(await s.seedTerms(TEST_SEED)).toEqual({
      categoriesCreated: 2,
      categoriesUpdated: 0,
      termsCreated: 4,
      termsSkipped: 0,
      termsRejected: 0,
    });
    expect(await s.seedTerms(TEST_SEED)).toMatchObject({
      categoriesCreated: 0,
      termsCreated: 0,
      termsSkipped: 4,
    });
    const cats = await s.terms.listCategories();
    expect(cats.map((c) => [c.code, c.flagCode, c.isActive])).toEqual([
      ["banking", "WARN_FINREG_LICENSE_REQUIRED", true],
      ["gambling", "WARN_GAMBLING_TERMS_GSG", true],
    ]);
    const audit = await s.terms.listAudit({ limit: 10, offset: 0 });
    expect(audit.total).toBe(4);
    expect(audit.items.every((a) => a.action === "seed" && a.before === null)).toBe(true);
  });

  it("creates a term, refuses overlapping spellings and unknown categories", async () => {
    const s = await fresh();
    await s.seedTerms(TEST_SEED);
    const created = ok(await s.terms.createTerm({ categoryCode: "banking", term: " Sparkasse " }, admin));
    expect(created).toMatchObject({
      term: "Sparkasse",
      categoryCode: "banking",
      isActive: true,
      source: "api",
    });
    expect(await s.terms.getTerm(created.id)).toEqual(created);
    const dup = await s.terms.createTerm({ categoryCode: "banking", term: "BANK" }, admin);
    expect(dup).toMatchObject({ ok: false, problem: { kind: "duplicate_term", termKey: "bank" } });
    const missing = await s.terms.createTerm({ categoryCode: "nope", term: "x" }, admin);
    expect(missing).toEqual({ ok: false, problem: { kind: "category_not_found", categoryCode: "nope" } });
  });

  it("updates with PATCH semantics, soft-deletes, and audits before and after", async () => {
    const s = await fresh();
    await s.seedTerms(TEST_SEED);
    const term = ok(
      await s.terms.createTerm({ categoryCode: "gambling", term: "Wette", description: "d" }, admin),
    );
    const at = tick();
    const updated = ok(
      await s.terms.updateTerm(term.id, { severityOverride: "ERROR", description: null }, admin),
    );
    expect(updated).toMatchObject({
      term: "Wette",
      severityOverride: "ERROR",
      description: null,
      updatedAt: at,
    });
    const unchanged = ok(await s.terms.updateTerm(term.id, { severityOverride: "ERROR" }, admin));
    expect(unchanged.updatedAt).toBe(at);
    const deleted = ok(await s.terms.deleteTerm(term.id, admin));
    expect(deleted.isActive).toBe(false);
    expect(await s.terms.deleteTerm(9999, admin)).toEqual({
      ok: false,
      problem: { kind: "term_not_found", termId: 9999 },
    });
    const audit = await s.terms.listAudit({ termId: term.id, limit: 10, offset: 0 });
    expect(audit.items.map((a) => a.action)).toEqual(["delete", "update", "create"]);
    expect(audit.items[1]?.before?.description).toBe("d");
    expect(audit.items[1]?.after?.description).toBeNull();
  });

  it("lists terms by category, state and a search on the text or its folded key", async () => {
    const s = await fresh();
    await s.seedTerms(TEST_SEED);
    const page = await s.terms.listTerms({ categoryCode: "banking", limit: 1, offset: 0 });
    expect(page).toMatchObject({ total: 2, limit: 1, offset: 0 });
    expect(page.items.map((t) => t.term)).toEqual(["Bank"]);
    const found = await s.terms.listTerms({ search: "bänk", limit: 10, offset: 0 });
    expect(found.items.map((t) => t.term)).toEqual(["Bank"]);
    const casino = (await s.terms.listTerms({ search: "casino", limit: 10, offset: 0 }))
      .items[0] as TermRecord;
    await s.terms.deleteTerm(casino.id, admin);
    expect(
      (await s.terms.listTerms({ isActive: false, limit: 10, offset: 0 })).items.map((t) => t.term),
    ).toEqual(["Casino"]);
  });

  it("gives the assessment a new term set after each change, and the same set while none", async () => {
    const s = await fresh();
    await s.seedTerms(TEST_SEED);
    const first = await s.termsSource.snapshot();
    expect(first.terms.map((t) => t.term).sort()).toEqual(["Bank", "Casino", "Lotterie", "banque"]);
    expect(await s.termsSource.snapshot()).toBe(first);
    const created = ok(await s.terms.createTerm({ categoryCode: "banking", term: "Sparkasse" }, admin));
    const second = await waitForNewSet(s, first.version);
    expect(second.terms.map((t) => t.term)).toContain("Sparkasse");
    await s.terms.deleteTerm(created.id, admin);
    const third = await waitForNewSet(s, second.version);
    expect(third.terms.map((t) => t.term)).not.toContain("Sparkasse");
  });
}

/** The source may check the counter on a short timer (PostgreSQL): wait for it, at most 2 s. */
async function waitForNewSet(s: ContractStores, version: string) {
  const deadline = Date.now() + 2_000;
  for (;;) {
    const set = await s.termsSource.snapshot();
    if (set.version !== version || Date.now() > deadline) return set;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
