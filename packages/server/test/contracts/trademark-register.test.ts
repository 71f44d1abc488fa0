/** The TrademarkRegister contract against the SQLite register behind the trademark search service. */
import { describeTrademarkRegisterContract } from "@namescreen/core/testing";
import { createTrademarkSearchService, createTrademarkStore } from "../../src/storage/trademarks/index.js";
import { tempDatabases } from "./temp-db.js";

const openDb = tempDatabases("trademarks");

describeTrademarkRegisterContract("SQLite trademark register (search service)", (marks) => {
  const db = openDb();
  const store = createTrademarkStore(db);
  const at = new Date().toISOString();
  db.transaction(() => {
    for (const mark of marks) store.upsert(mark, "contract", at);
  })();
  return createTrademarkSearchService(db, { snapshotPath: null }).register();
});
