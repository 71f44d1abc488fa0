/** `createTrademarkRegister`: plain marks, async streams, and refused rows with their row index. */
import { describe, expect, it } from "vitest";
import { holeFirst } from "../../test/helpers/sparse.js";
import { ValidationError } from "../errors.js";
import { searchTrademarks } from "../trademarks/search-trademarks.js";
import { createTrademarkRegister } from "./create-trademark-register.js";
import type { TrademarkInput } from "./trademark-input.js";

async function* stream<T>(rows: readonly T[]): AsyncGenerator<T> {
  for (const row of rows) yield row;
}

const MARKS: TrademarkInput[] = [
  { markText: " ALPINA ", niceClasses: [42, 9, 9], status: "Registered", sourceRecordId: "CH:1" },
  { markText: "Lumora", niceClasses: [2], markFeatureCategory: "Figurative", registrationNumber: "77" },
  { markText: null, niceClasses: [9] },
];

describe("createTrademarkRegister", () => {
  it("builds from plain marks: texts trimmed, classes folded, ids generated where absent", async () => {
    const trademarks = createTrademarkRegister(MARKS);
    const { similarMatches } = await searchTrademarks({ query: "Alpyna", niceClasses: [9] }, { trademarks });
    expect(similarMatches[0]).toMatchObject({
      sourceRecordId: "CH:1",
      markText: "ALPINA",
      niceClasses: [9, 42],
    });
    const lumora = await searchTrademarks({ query: "Lumora" }, { trademarks });
    expect(lumora.similarMatches[0]).toMatchObject({ sourceRecordId: "mark-2", registrationNumber: "77" });
  });

  it("streams from an async iterable and resolves to the same register", async () => {
    const streamed = await createTrademarkRegister(stream(MARKS));
    const built = createTrademarkRegister(MARKS);
    const query = { query: "Alpina", niceClasses: [9] };
    expect(await searchTrademarks(query, { trademarks: streamed })).toEqual(
      await searchTrademarks(query, { trademarks: built }),
    );
  });

  it("names each refused row and field", () => {
    const rows = [
      { markText: "A", niceClasses: [] },
      { markText: "B", niceClasses: [0, 9] },
      { markText: 7, niceClasses: [9] },
      { markText: "C", niceClasses: [9], sourceRecordId: "x" },
      { markText: "D", niceClasses: [9], sourceRecordId: "x" },
      // A hole was skipped by the check and stored as a class `undefined`.
      { markText: "E", niceClasses: holeFirst(9) },
    ] as unknown as TrademarkInput[];
    let issues: { path: string; message: string }[] = [];
    try {
      createTrademarkRegister(rows);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      issues = error.issues.map(({ path, message }) => ({ path, message }));
    }
    expect(issues).toEqual([
      { path: "marks.0.niceClasses", message: "must list at least one Nice class" },
      { path: "marks.1.niceClasses", message: "must be integers from 1 to 45" },
      { path: "marks.2.markText", message: "must be a string or null" },
      { path: "marks.4.sourceRecordId", message: "repeats the id of row 3" },
      { path: "marks.5.niceClasses", message: "must be integers from 1 to 45" },
    ]);
  });
});
