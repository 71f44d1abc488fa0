/**
 * The public functions' optional arguments (ports, options): `null` is none given, and a wrong
 * one is a TypeError that names it, never "Cannot read properties of …" from deep inside.
 */
import { describe, expect, it } from "vitest";
import { suggestAlternatives } from "../src/alternatives/suggest-alternatives.js";
import { assess } from "../src/assessment/assess.js";
import { compareMarks } from "../src/compare/compare-marks.js";
import { compareNames } from "../src/compare/compare-names.js";
import { trademarkFromInput } from "../src/registers/trademark-input.js";
import { screen } from "../src/screening/screen.js";
import { InMemoryTrademarkRegister } from "../src/trademarks/register.js";
import { TRADEMARK_RISK_DEFAULTS } from "../src/trademarks/risk.js";
import { searchTrademarks } from "../src/trademarks/search-trademarks.js";
import type { TrademarkRecord } from "../src/trademarks/types.js";

const REQUEST = {
  companyName: "Alpenblick Treuhand AG",
  legalForm: "stock_corporation",
  language: "de",
} as const;
// biome-ignore lint/suspicious/noExplicitAny: the point is what a JavaScript caller can pass
const anyArg = (v: unknown) => v as any;

describe("ports of assess, screen and suggestAlternatives", () => {
  it("take null for none", async () => {
    expect((await assess(REQUEST, anyArg(null))).result.assessment.overallStatus).toBe("CLEAR_TO_FILE");
    expect((await screen(REQUEST, anyArg(null))).result.checks.ehraCompliance?.assessment.overallStatus).toBe(
      "CLEAR_TO_FILE",
    );
    expect((await suggestAlternatives(REQUEST, anyArg(null))).input.companyName).toBe(REQUEST.companyName);
  });

  it.each([
    ["a number", 5, "assess's ports must be an object, not 5"],
    [
      "a clock without now()",
      { clock: {} },
      "assess's ports.clock must be an object with now(); it has no now()",
    ],
    [
      "a term source as a string",
      { restrictedTerms: "bank" },
      'assess\'s ports.restrictedTerms must be an object with snapshot(), not "bank"',
    ],
    [
      "an analyser as a function",
      { semantic: () => [] },
      "assess's ports.semantic must be an object with analyze(), not a function",
    ],
    [
      "a zero semantic budget",
      { semanticBudgetMs: 0 },
      "assess's ports.semanticBudgetMs must be a positive number of milliseconds, not 0",
    ],
  ])("refuse %s in assess", async (_what, ports, message) => {
    await expect(assess(REQUEST, anyArg(ports))).rejects.toThrow(new TypeError(message));
  });

  it.each([
    [
      "a register without describe()",
      { companies: { match: () => [] } },
      "screen's ports.companies must be an object with match() and describe(); it has no describe()",
    ],
    [
      "a checker as an array",
      { domains: [] },
      "screen's ports.domains must be an object with lookup(), not an array",
    ],
    ["budgets as a number", { budgetsMs: 100 }, "screen's ports.budgetsMs must be an object, not 100"],
    [
      "a budget as a string",
      { budgetsMs: { trademarks: "100" } },
      'screen\'s ports.budgetsMs.trademarks must be a positive number of milliseconds, not "100"',
    ],
  ])("refuse %s in screen", async (_what, ports, message) => {
    await expect(screen(REQUEST, anyArg(ports))).rejects.toThrow(new TypeError(message));
  });

  it("name suggestAlternatives in its own refusals", async () => {
    await expect(suggestAlternatives(REQUEST, anyArg({ trademarks: 1 }))).rejects.toThrow(
      new TypeError(
        "suggestAlternatives's ports.trademarks must be an object with match() and describe(), not 1",
      ),
    );
  });
});

describe("options of compareNames", () => {
  it("take null for none", () => {
    expect(compareNames("Alpha AG", "Alpha GmbH", anyArg(null)).identical).toBe(true);
  });

  it("refuse what is no object, and a register of another kind", () => {
    expect(() => compareNames("Alpha AG", "Alpha GmbH", anyArg("x"))).toThrow(
      new TypeError('compareNames\'s options must be an object, not "x"'),
    );
    expect(() => compareNames("Alpha AG", "Alpha GmbH", anyArg({ register: {} }))).toThrow(
      new TypeError("compareNames's options.register must be an InMemoryCompanyRegister, not an object"),
    );
  });
});

describe("options of the trademark search and compareMarks", () => {
  const register = InMemoryTrademarkRegister.fromRecords([
    trademarkFromInput({ markText: "ALPINA", niceClasses: [9] }, 0, []) as TrademarkRecord,
  ]);
  const search = (options: unknown) =>
    searchTrademarks({ query: "Alpina", niceClasses: [9] }, { trademarks: register }, anyArg(options));

  it("take null for none", async () => {
    expect((await search(null)).similarMatches[0]?.risk).toBe("High");
    expect(compareMarks("Alpina", "ALPINA", anyArg(null)).risk).toBe("High");
  });

  it("name the first weight that is missing or no number", async () => {
    const text = { ...TRADEMARK_RISK_DEFAULTS.text, partial: { 1: 0.3, 2: Number.NaN, 3: 0.8 } };
    await expect(search({ weights: { ...TRADEMARK_RISK_DEFAULTS, text } })).rejects.toThrow(
      new TypeError(
        "searchTrademarks's options.weights.text.partial.2 must be a number of at least 0, not NaN",
      ),
    );
    const { sign: _, ...withoutSign } = TRADEMARK_RISK_DEFAULTS;
    expect(() => compareMarks("Alpina", "ALPINA", anyArg({ weights: withoutSign }))).toThrow(
      new TypeError(
        "compareMarks's options.weights.sign must be an object like TRADEMARK_RISK_DEFAULTS, not undefined",
      ),
    );
  });

  it("refuse class relations without their methods", async () => {
    await expect(search({ relations: { strength: () => 0 } })).rejects.toThrow(
      new TypeError(
        "searchTrademarks's options.relations must be an object with strength() and relatedTo(); it has no relatedTo()",
      ),
    );
  });

  it("accept weights of their own", async () => {
    const thresholds = { High: 0.99, Medium: 0.5 };
    const weights = { ...TRADEMARK_RISK_DEFAULTS, thresholds };
    expect(compareMarks("Alpyna", "ALPINA", anyArg({ weights })).risk).not.toBe("High");
  });
});
