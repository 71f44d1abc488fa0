import { describe, expect, it } from "vitest";
import { NameIndex } from "../search/name-index.js";
import { syntheticTrademark } from "../synthetic/index.js";
import type { TrademarkSearchFields } from "./register.js";
import { buildTrademarkIndex, trademarkIndexInputs } from "./register.js";

describe("buildTrademarkIndex", () => {
  it("builds from a stream exactly what the array path builds", () => {
    const marks: TrademarkSearchFields[] = Array.from({ length: 600 }, (_, i) => syntheticTrademark(3, i));
    function* stream() {
      yield* marks;
    }
    const streamed = buildTrademarkIndex(stream());
    const { inputs, classMasks } = trademarkIndexInputs(marks);
    const built = NameIndex.build(inputs, undefined, { texts: false });
    expect(streamed.classMasks).toEqual(classMasks);
    expect(streamed.index.data).toEqual(built.data);
    // The records hold the texts; the index keeps none.
    expect(streamed.index.data.text.blob.length).toBe(0);
    // Readings and figurative marks make entries and records differ.
    expect(streamed.index.size).not.toBe(marks.length);
  });
});
