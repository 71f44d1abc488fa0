import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import {
  createRestrictedTermsRepository,
  createSqliteRestrictedTermsSource,
} from "../../src/storage/restricted-terms/index.js";
import { migrate } from "../../src/storage/sqlite/migrate.js";
import { m0001Core } from "../../src/storage/sqlite/migrations/0001-core.js";
import { m0002Companies } from "../../src/storage/sqlite/migrations/0002-companies.js";
import { m0003Trademarks } from "../../src/storage/sqlite/migrations/0003-trademarks.js";
import { m0004RestrictedTerms } from "../../src/storage/sqlite/migrations/0004-restricted-terms.js";
import { TEST_SEED, tempDb } from "./db.js";

describe("migration 0004", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it("applies on a fresh database through the numbered run", () => {
    const dir = mkdtempSync(join(tmpdir(), "ns-m4-"));
    dirs.push(dir);
    const db = new Database(join(dir, "a.db"));
    expect(migrate(db, [m0001Core, m0002Companies, m0003Trademarks, m0004RestrictedTerms])).toBe(4);
    expect(createSqliteRestrictedTermsSource(db).snapshot().terms).toEqual([]);
    db.close();
  });

  it("runs as a no-op over existing restricted-term tables, keeping the data", () => {
    const t = tempDb(TEST_SEED);
    try {
      const repo = createRestrictedTermsRepository(t.db);
      const before = repo.listTerms({ limit: 100, offset: 0 });
      const version = createSqliteRestrictedTermsSource(t.db).currentVersion();
      t.db.exec(m0004RestrictedTerms.sql);
      expect(repo.listTerms({ limit: 100, offset: 0 })).toEqual(before);
      expect(createSqliteRestrictedTermsSource(t.db).currentVersion()).toBe(version);
      // Triggers were not duplicated: one write bumps the counter by exactly one.
      repo.createTerm({ categoryCode: "banking", term: "Geldhaus" }, { actor: null });
      const [, epoch, n] = version.split(":");
      expect(createSqliteRestrictedTermsSource(t.db).currentVersion()).toBe(
        `sqlite:${epoch}:${Number(n) + 1}`,
      );
    } finally {
      t.cleanup();
    }
  });
});
