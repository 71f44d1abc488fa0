/**
 * Make sure the trademark tables exist. Migration 0003 cannot be listed in MIGRATIONS before
 * 0002 (companies) is, since versions must be contiguous; until then the trademark seeder,
 * commands and search apply its idempotent SQL here, and the numbered run later is a no-op.
 */
import { m0003Trademarks } from "../sqlite/migrations/0003-trademarks.js";
import type { Db } from "../sqlite/open.js";

/** Create the trademark tables when they are missing. */
export function ensureTrademarkSchema(db: Db): void {
  const has = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'trademarks'").get();
  if (!has) db.exec(m0003Trademarks.sql);
}
