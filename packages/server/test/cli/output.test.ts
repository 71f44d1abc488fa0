import { InvalidArgumentError } from "commander";
import { describe, expect, it } from "vitest";
import { CliError, describeFailure } from "../../src/cli/context.js";
import { intIn, positiveInt } from "../../src/cli/options.js";
import { table } from "../../src/cli/output.js";

describe("the CLI table", () => {
  it("pads columns to their widest cell, two spaces apart, without trailing blanks", () => {
    expect(
      table(
        ["ID", "NAME", "STATE"],
        [
          ["1", "Alpha", ""],
          ["22", "B", "revoked"],
        ],
      ),
    ).toBe("ID  NAME   STATE\n1   Alpha\n22  B      revoked\n");
  });

  it("prints the head alone for no rows", () => {
    expect(table(["ID", "NAME"], [])).toBe("ID  NAME\n");
  });
});

describe("the CLI number options", () => {
  it.each([
    ["5", 5],
    ["1_000", 1000],
    ["10", 10],
  ])("intIn(1, 1000) reads %s as %i", (text, n) => {
    expect(intIn(1, 1000)(text)).toBe(n);
  });

  it.each(["0", "1001", "-1", "1.5", "ten", ""])("intIn(1, 1000) refuses %j", (text) => {
    expect(() => intIn(1, 1000)(text)).toThrow(
      new InvalidArgumentError("must be a whole number from 1 to 1000"),
    );
  });

  it("positiveInt refuses 0 with its own message", () => {
    expect(positiveInt("30000")).toBe(30_000);
    expect(() => positiveInt("0")).toThrow("must be a positive whole number");
  });
});

describe("a failed command", () => {
  it("prints a user error without a stack and anything else with it; exit code 1", () => {
    expect(describeFailure(new CliError("no key with id X"))).toEqual({
      message: "namescreen: no key with id X\n",
      exitCode: 1,
    });
    const bug = describeFailure(new TypeError("boom"));
    expect(bug.exitCode).toBe(1);
    expect(bug.message).toMatch(/^namescreen: TypeError: boom\n {4}at /);
  });
});
