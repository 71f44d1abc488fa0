import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  createTrademarkSearchService,
  createTrademarkStore,
  euipoSamplePath,
  ImportError,
  importTrademarks,
  isoTimestamp,
} from "../../src/storage/trademarks/index.js";
import { tempTrademarkDb } from "./db.js";

let t: ReturnType<typeof tempTrademarkDb>;
beforeEach(() => {
  t = tempTrademarkDb();
});
afterEach(() => t.cleanup());

const ndjson = (name: string, lines: unknown[]) => {
  const file = join(t.dir, name);
  writeFileSync(file, `${lines.map((l) => (typeof l === "string" ? l : JSON.stringify(l))).join("\n")}\n`);
  return file;
};

describe("importing the real EUIPO 2020 sample", () => {
  it("stores all 824 marks with their classes, status, dates and categories verbatim", async () => {
    const progress: number[] = [];
    const summary = await importTrademarks(t.db, {
      file: euipoSamplePath(),
      layout: "euipo-csv",
      onProgress: (read, total) => progress.push(read / total),
    });
    expect(summary).toMatchObject({
      rows: 824,
      inserted: 824,
      updated: 0,
      deleted: 0,
      withoutText: 21,
      totalMarks: 824,
    });
    expect(progress.at(-1)).toBe(1);
    const store = createTrademarkStore(t.db);
    const id = t.db
      .prepare("SELECT id FROM trademarks WHERE source_record_id = 'EM:018222197'")
      .pluck()
      .get() as number;
    expect(store.get(id)).toEqual({
      sourceRecordId: "EM:018222197",
      registrationNumber: "018222197",
      applicationNumberText: "018222197",
      markText: "TERRA S NOVA",
      status: "Registered",
      niceClasses: [1],
      applicationDate: "2020-04-08T00:00:00Z",
      registrationDate: "2020-08-05T00:00:00Z",
      expiryDate: "2030-04-08T00:00:00Z",
      markCategory: "Individual",
      markFeatureCategory: "Word",
    });
  });

  it("re-importing the same file writes nothing (no version bump, no reindexing)", async () => {
    await importTrademarks(t.db, { file: euipoSamplePath(), layout: "euipo-csv" });
    const version = () => t.db.prepare("SELECT version FROM trademarks_state").pluck().get();
    const before = version();
    const again = await importTrademarks(t.db, { file: euipoSamplePath(), layout: "euipo-csv" });
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: 824, totalMarks: 824 });
    expect(version()).toBe(before);
  });

  it("finds known near-marks of the sample", async () => {
    await importTrademarks(t.db, { file: euipoSamplePath(), layout: "euipo-csv" });
    const service = createTrademarkSearchService(t.db);
    // "TERRA S NOVA" (class 1) by a respelling, and its containment by a longer sign.
    const r1 = await service.search({ query: "Terra Nova", niceClasses: [1] });
    expect(r1.similarMatches[0]).toMatchObject({ markText: "TERRA S NOVA", classOverlap: [1] });
    expect(r1.similarMatches[0]?.risk).not.toBe("Low");
    const r2 = await service.search({ query: "Iris Vivaldy" });
    expect(r2.similarMatches[0]).toMatchObject({ markText: "IRIS VIVALDI", phoneticMatch: true });
    // A pseudo-mark of the sample: since normalisation 1.1.0 the normaliser itself reads
    // "Cine4Health" as "cine for health", so the identity needs no pseudo-mark reading.
    const r4 = await service.search({ query: "Cine for Health" });
    expect(r4.similarMatches[0]).toMatchObject({ markText: "Cine4Health", risk: "High" });
    expect(r4.similarMatches[0]?.matchBasis[0]).toBe("identical after normalisation");
    // Identical text in an unrelated class is still reported, as Low.
    const r3 = await service.search({ query: "IRIS VIVALDI", niceClasses: [12] });
    // (Marks in related classes that share a word's sound can rank above it, also as Low.)
    const identical = r3.similarMatches.find((m) => m.markText === "IRIS VIVALDI");
    expect(identical).toMatchObject({ risk: "Low", classOverlap: [] });
    expect(r3.similarMatches.every((m) => m.risk === "Low")).toBe(true);
    // A figurative mark without text is stored but never matched by text.
    const blank = t.db.prepare("SELECT count(*) FROM trademarks WHERE mark_text IS NULL").pluck().get();
    expect(blank).toBe(21);
  });
});

describe("the NDJSON layout", () => {
  it("imports marks with the contract's field names, and deletions", async () => {
    const file = ndjson("marks.ndjson", [
      {
        sourceRecordId: "CH:1",
        markText: "Alpenglühn",
        niceClasses: [33, 32, 33],
        status: "eingetragen",
        applicationDate: "2019-01-02",
      },
      { sourceRecordId: "CH:2", markText: null, niceClasses: [9], markFeatureCategory: "Figurative" },
      "",
    ]);
    expect(await importTrademarks(t.db, { file, layout: "ndjson" })).toMatchObject({
      rows: 2,
      inserted: 2,
      withoutText: 1,
    });
    const store = createTrademarkStore(t.db);
    const row = [...store.searchFields()].find((f) => f.markText === "Alpenglühn");
    expect(row?.niceClasses).toEqual([32, 33]);
    const del = ndjson("delete.ndjson", [{ sourceRecordId: "CH:2", deleted: true }]);
    expect(await importTrademarks(t.db, { file: del, layout: "ndjson" })).toMatchObject({
      deleted: 1,
      totalMarks: 1,
    });
  });

  it("is all or nothing: one bad line and nothing is stored, every problem listed with its line", async () => {
    const file = ndjson("bad.ndjson", [
      { sourceRecordId: "CH:1", markText: "Good", niceClasses: [9] },
      { sourceRecordId: "CH:2", markText: "Bad class", niceClasses: [0, 46] },
      "{not json",
      { sourceRecordId: "CH:1", markText: "Twice", niceClasses: [9] },
      { sourceRecordId: "CH:4", markText: "Bad date", niceClasses: [9], expiryDate: "2020-02-31" },
      { sourceRecordId: "CH:5", niceClasses: [9], colour: "red" },
    ]);
    const error = await importTrademarks(t.db, { file, layout: "ndjson" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportError);
    expect((error as ImportError).issues.map((i) => [i.line, i.field])).toEqual([
      [2, "niceClasses"],
      [3, "json"],
      [4, "sourceRecordId"],
      [5, "expiryDate"],
      [6, "colour"],
    ]);
    expect(createTrademarkStore(t.db).count()).toBe(0);
    expect(t.db.inTransaction).toBe(false);
  });

  it("knows a padded sourceRecordId by its trimmed id: in full mode, delete rows and duplicates", async () => {
    const mark = (n: number, id = `CH:${n}/2020`) => ({
      sourceRecordId: id,
      markText: `MARKE ${n}`,
      niceClasses: [9],
    });
    const base = Array.from({ length: 41 }, (_, i) => mark(i + 1));
    await importTrademarks(t.db, { file: ndjson("base.ndjson", base), layout: "ndjson" });
    const stored = (id: string) =>
      t.db.prepare("SELECT count(*) FROM trademarks WHERE source_record_id = ?").pluck().get(id);

    // Before: "1 deleted", the padded mark stored trimmed and then removed as missing.
    const full = ndjson("full.ndjson", [...base.slice(0, 40), mark(41, " CH:41/2020")]);
    expect(await importTrademarks(t.db, { file: full, layout: "ndjson", mode: "full" })).toMatchObject({
      deleted: 0,
      missing: 0,
      unchanged: 41,
      totalMarks: 41,
    });
    expect(stored("CH:41/2020")).toBe(1);

    // Before: the padded delete row deleted nothing.
    const del = ndjson("del.ndjson", [{ sourceRecordId: " CH:5/2020", deleted: true }]);
    expect(await importTrademarks(t.db, { file: del, layout: "ndjson" })).toMatchObject({ deleted: 1 });
    expect(stored("CH:5/2020")).toBe(0);

    // Before: both passed as different ids, the second overwriting the first.
    const twice = ndjson("twice.ndjson", [mark(6, "CH:6/2020 "), { ...mark(6), markText: "MARKE 6 ANDERS" }]);
    const error = await importTrademarks(t.db, { file: twice, layout: "ndjson" }).catch((e: unknown) => e);
    expect((error as ImportError).issues).toEqual([
      { line: 2, field: "sourceRecordId", message: '"CH:6/2020" appears twice in the file' },
    ]);
  });

  it("refuses an empty file", async () => {
    const file = ndjson("empty.ndjson", []);
    await expect(importTrademarks(t.db, { file, layout: "ndjson" })).rejects.toThrow(/holds no marks/);
  });
});

describe("the EUIPO CSV layout", () => {
  it("refuses a CSV without the EUIPO columns", async () => {
    const file = join(t.dir, "other.csv");
    writeFileSync(file, "name,classes\nAlpha,9\n");
    await expect(importTrademarks(t.db, { file, layout: "euipo-csv" })).rejects.toThrow(
      /missing EUIPO columns/,
    );
  });
});

describe("isoTimestamp", () => {
  it.each([
    ["2020-04-08", "2020-04-08T00:00:00Z"],
    ["2020-04-08T10:11:12Z", "2020-04-08T10:11:12Z"],
    ["2020-04-08T10:11:12.5+02:00", "2020-04-08T10:11:12.5+02:00"],
    ["2020-02-30", null],
    ["08.04.2020", null],
  ])("%s → %s", (input, expected) => {
    expect(isoTimestamp(input)).toBe(expected);
  });
});
