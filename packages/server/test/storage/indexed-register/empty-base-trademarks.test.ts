/**
 * The trademark index shares the company index's delta path (indexed register + LayeredIndex):
 * an index built on an empty register, then marks added, then one removed, answers every
 * search with the matched mark's own record, search after search, in memory and after a restart.
 */
import { join } from "node:path";
import type { TrademarkRecord, TrademarkSearchResult } from "@namescreen/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { TrademarkSearchService } from "../../../src/storage/trademarks/index.js";
import { createTrademarkSearchService, createTrademarkStore } from "../../../src/storage/trademarks/index.js";
import { tempTrademarkDb } from "../../trademarks/db.js";

let t: ReturnType<typeof tempTrademarkDb>;
let snapshotPath: string;
beforeEach(() => {
  t = tempTrademarkDb();
  snapshotPath = join(t.dir, "tm.snap");
});
afterEach(() => t.cleanup());

const mark = (sourceRecordId: string, markText: string, niceClasses: number[]): TrademarkRecord => ({
  sourceRecordId,
  registrationNumber: sourceRecordId.slice(3),
  applicationNumberText: null,
  markText,
  status: "Registered",
  niceClasses,
  applicationDate: null,
  registrationDate: null,
  expiryDate: null,
  markCategory: "Individual",
  markFeatureCategory: "Word",
});
const MARKS = [
  mark("EM:000000001", "Swisscom", [9, 38]),
  mark("EM:000000002", "Abschied Reisen", [39]),
  mark("EM:000000003", "Bergland Käserei", [29]),
];
const at = () => new Date().toISOString();

/** Every match of `r` is a mark of the register, shown with its own text and classes. */
function expectOwnRecords(r: TrademarkSearchResult, query: string): void {
  const store = createTrademarkStore(t.db);
  const byId = new Map(MARKS.map((m) => [m.sourceRecordId, m]));
  for (const m of r.similarMatches) {
    const own = byId.get(m.sourceRecordId);
    expect(own, `${query}: ${m.sourceRecordId}`).toBeDefined();
    expect(
      store.get(_rowIdOf(m.sourceRecordId)),
      `${query}: ${m.sourceRecordId} is in the register`,
    ).toBeDefined();
    expect({ text: m.markText, classes: m.niceClasses }, query).toEqual({
      text: own?.markText,
      classes: own?.niceClasses,
    });
  }
}

/** Search each mark's text on each service (in turn, twice): the ids of the exact finds. */
async function exactFinds(services: readonly TrademarkSearchService[]) {
  const out: Record<string, string[][]> = {};
  for (let round = 0; round < 2; round++) {
    for (const m of MARKS) {
      const query = m.markText as string;
      out[query] = [];
      for (const service of services) {
        const r = await service.search({ query, limit: 50 });
        expectOwnRecords(r, query);
        out[query].push(r.similarMatches.filter((x) => x.markText === query).map((x) => x.sourceRecordId));
      }
    }
  }
  return out;
}

describe("trademark index delta over an index built on an empty register", () => {
  it("adds marks, then removes one: no missing record, no other mark's record", async () => {
    const server = createTrademarkSearchService(t.db, { snapshotPath });
    expect(server.warm()).toMatchObject({ source: "built", marks: 0 });
    const store = createTrademarkStore(t.db);
    t.db.transaction(() => {
      for (const m of MARKS) store.upsert(m, "test", at());
    })();
    expect(server.warm()).toMatchObject({ source: "memory", deltaMarks: 3, marks: 3 });
    const [swisscom, abschied, bergland] = MARKS.map((m) => m.sourceRecordId);
    expect(await exactFinds([server])).toEqual({
      Swisscom: [[swisscom]],
      "Abschied Reisen": [[abschied]],
      "Bergland Käserei": [[bergland]],
    });

    store.remove(abschied as string);
    const restarted = createTrademarkSearchService(t.db, { snapshotPath });
    expect(restarted.warm()).toMatchObject({ source: "snapshot", deltaMarks: 3, marks: 2 });
    const rebuilt = createTrademarkSearchService(t.db, { snapshotPath: null });
    expect(await exactFinds([server, restarted, rebuilt])).toEqual({
      Swisscom: [[swisscom], [swisscom], [swisscom]],
      "Abschied Reisen": [[], [], []],
      "Bergland Käserei": [[bergland], [bergland], [bergland]],
    });
  });
});

// --- Internal helpers ---

function _rowIdOf(sourceRecordId: string): number {
  return t.db
    .prepare("SELECT id FROM trademarks WHERE source_record_id = ?")
    .pluck()
    .get(sourceRecordId) as number;
}
