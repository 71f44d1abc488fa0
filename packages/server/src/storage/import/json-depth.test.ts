import { describe, expect, it } from "vitest";
import { ImportFileError } from "./file-error.js";
import { assertJsonDepth } from "./json-depth.js";

const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

describe("assertJsonDepth", () => {
  it.each([
    ["exactly the bound", nested(4)],
    ["brackets inside a string", `{"a":"${"[".repeat(50)}"}`],
    ["an escaped quote before brackets in a string", `{"a":"x\\"${"{".repeat(50)}"}`],
    ["wide but shallow", `[${Array(100).fill("[1]").join(",")}]`],
    ["not JSON at all", "hello world, this is text"],
  ])("accepts %s", (_name, text) => {
    expect(() => assertJsonDepth(text, 1, 4)).not.toThrow();
  });

  it.each([
    ["one level past the bound", nested(5)],
    ["objects", `${'{"a":'.repeat(5)}1${"}".repeat(5)}`],
    ["brackets after a closed string", `{"a":"]]]]]","b":${nested(5)}}`],
    ["a cut-off line", "[".repeat(10)],
  ])("refuses %s with the line", (_name, text) => {
    expect(() => assertJsonDepth(text, 7, 4)).toThrow(ImportFileError);
    expect(() => assertJsonDepth(text, 7, 4)).toThrow(/^line 7: the JSON nests more than 4 levels deep/);
  });
});
