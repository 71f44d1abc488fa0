import { describe, expect, it } from "vitest";
import { messageOf } from "./errors.js";

describe("messageOf", () => {
  it.each<[string, unknown, string]>([
    ["an Error", new Error("boom"), "boom"],
    ["a string", "down", "down"],
    ["null", null, "null"],
    ["a symbol", Symbol("s"), "Symbol(s)"],
    // Before, String() threw "Cannot convert object to primitive value" inside the catch handlers.
    ["an object without a prototype", Object.create(null), "a value that cannot be read as text"],
    [
      "an object whose toString throws",
      {
        toString() {
          throw new Error("no");
        },
      },
      "a value that cannot be read as text",
    ],
  ])("reads %s without throwing", (_what, error, message) => {
    expect(messageOf(error)).toBe(message);
  });
});
