/**
 * The stores read a search's matches in one transaction (`getMany`): the same records as one
 * `get` each, in the order asked, `undefined` for a row id not there, also inside an open write
 * transaction (a savepoint, seeing its own writes) and with nothing asked.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createCompanyStore, storeGeneratedCompanies } from "../../src/storage/companies/index.js";
import { createTrademarkStore, storeGeneratedTrademarks } from "../../src/storage/trademarks/index.js";
import { tempTrademarkDb } from "../trademarks/db.js";

let t: ReturnType<typeof tempTrademarkDb>;
beforeEach(() => {
  t = tempTrademarkDb();
});
afterEach(() => t.cleanup());

describe("getMany", () => {
  it("companies: as get for each row id, in order, undefined where none", () => {
    storeGeneratedCompanies(t.db, { count: 50, seed: 7 });
    const store = createCompanyStore(t.db);
    const ids = [12, 3, 999_999, 40, 3];
    expect(store.getMany(ids)).toEqual(ids.map((id) => store.get(id)));
    expect(store.getMany(ids)[2]).toBeUndefined();
    expect(store.getMany([12])[0]).toMatchObject({ status: expect.any(String) });
    expect(store.getMany([])).toEqual([]);
  });

  it("trademarks: as get for each row id, in order, undefined where none (-1 included)", () => {
    storeGeneratedTrademarks(t.db, { count: 50, seed: 7 });
    const store = createTrademarkStore(t.db);
    const ids = [5, -1, 17, 5, 123_456];
    const many = store.getMany(ids);
    expect(many).toEqual(ids.map((id) => store.get(id)));
    expect(many.map((m) => m === undefined)).toEqual([false, true, false, false, true]);
  });

  it("inside an open write transaction: sees its writes and leaves it open", () => {
    storeGeneratedTrademarks(t.db, { count: 10, seed: 7 });
    const store = createTrademarkStore(t.db);
    const first = store.get(1);
    if (!first) throw new Error("no mark 1");
    t.db.exec("BEGIN");
    store.upsert({ ...first, markText: "Quxbrindle" }, "test", new Date().toISOString());
    expect(store.getMany([1])[0]?.markText).toBe("Quxbrindle");
    expect(t.db.inTransaction).toBe(true);
    t.db.exec("ROLLBACK");
    expect(store.getMany([1])[0]?.markText).toBe(first.markText);
  });
});
