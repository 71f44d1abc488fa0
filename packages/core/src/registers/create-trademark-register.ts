/**
 * `createTrademarkRegister`: an in-memory trademark register, ready for `searchTrademarks` and
 * `screen`, from plain mark objects.
 */
import { InMemoryTrademarkRegister } from "../trademarks/register.js";
import {
  checkIterable,
  collectRows,
  collectRowsAsync,
  isAsyncIterable,
  RowCollector,
} from "./row-collector.js";
import type { TrademarkInput } from "./trademark-input.js";
import { trademarkFromInput } from "./trademark-input.js";

/**
 * Build a trademark register from marks. Record order is input order. Throws a
 * `ValidationError` listing the refused rows (`marks.<row>.<field>`).
 *
 * @example
 * const trademarks = createTrademarkRegister([{ markText: "ALPINA", niceClasses: [9, 42] }]);
 * const result = await searchTrademarks({ query: "Alpyna", niceClasses: [9] }, { trademarks });
 */
export function createTrademarkRegister(marks: Iterable<TrademarkInput>): InMemoryTrademarkRegister;
/** From an async iterable (a file read row by row, a database cursor): resolves once it ends. */
export function createTrademarkRegister(
  marks: AsyncIterable<TrademarkInput>,
): Promise<InMemoryTrademarkRegister>;
export function createTrademarkRegister(
  marks: Iterable<TrademarkInput> | AsyncIterable<TrademarkInput>,
): InMemoryTrademarkRegister | Promise<InMemoryTrademarkRegister> {
  checkIterable(marks, "marks");
  const collector = new RowCollector("marks", trademarkFromInput, (m) => m.sourceRecordId, "sourceRecordId");
  if (isAsyncIterable<TrademarkInput>(marks)) {
    return collectRowsAsync(marks, collector).then((list) => InMemoryTrademarkRegister.fromRecords(list));
  }
  return InMemoryTrademarkRegister.fromRecords(collectRows(marks, collector));
}
