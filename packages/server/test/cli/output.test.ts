import { InvalidArgumentError } from "commander";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CliError, describeFailure } from "../../src/cli/context.js";
import { intIn, positiveInt } from "../../src/cli/options.js";
import { rateProgress, table } from "../../src/cli/output.js";

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

describe("the progress of a resumed run (plain lines)", () => {
  const tty = Object.getOwnPropertyDescriptor(process.stderr, "isTTY");
  afterEach(() => {
    vi.restoreAllMocks();
    if (tty) Object.defineProperty(process.stderr, "isTTY", tty);
    else delete (process.stderr as { isTTY?: boolean }).isTTY;
  });

  it("counts only the items worked in this run in the rate and the ETA", async () => {
    // Plain lines whether or not the test runs on a terminal.
    Object.defineProperty(process.stderr, "isTTY", { value: false, configurable: true });
    const lines: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((text) => {
      lines.push(String(text));
      return true;
    });
    const progress = rateProgress("screening", 2000, "names", 0);
    // 1000 rows already in the results file, then 10 screened in 0.15 s or so (a timer may fire a
    // millisecond early by the clock the rate reads: 0.1 s gave 101 names/s once).
    progress.update(1000, 1000);
    await new Promise((r) => setTimeout(r, 150));
    progress.update(1010, 1000);
    // Before: all 1010 rows counted over the 0.15 s, "6733 names/s, ETA 1 s".
    const [, done, rate, eta] =
      /^screening (\d+)\/2000 \(50%\) (\d+) names\/s, ETA (\d+) s\n$/.exec(lines.at(-1) ?? "") ?? [];
    expect(done).toBe("1010");
    expect(Number(rate)).toBeGreaterThan(0);
    expect(Number(rate)).toBeLessThanOrEqual(100);
    expect(Number(eta)).toBeGreaterThanOrEqual(10);
  });
});
