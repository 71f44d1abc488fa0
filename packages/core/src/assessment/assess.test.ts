import { describe, expect, it } from "vitest";
import { holeFirst } from "../../test/helpers/sparse.js";
import { PortError, ValidationError } from "../errors.js";
import type { SemanticAnalyzer } from "../semantic/port.js";
import type { AssessmentRequest, RiskProfile } from "../types.js";
import { assess } from "./assess.js";
import { applyAssessmentDefaults } from "./assessment-request.js";

const base: AssessmentRequest = {
  companyName: "Zubag Handel AG",
  legalForm: "stock_corporation",
  language: "de",
};
const fixedClock = { now: () => 1_000 };

const descriptiveOnly: SemanticAnalyzer = {
  analyze: () => ({
    analyzer: "test",
    impliedActivities: ["G"],
    isPurelyDescriptive: true,
    containsGeographicTerm: false,
    findings: [{ code: "WARN_PURELY_DESCRIPTIVE", message: "only generic terms", evidence: ["handel"] }],
  }),
};

describe("assess: request validation", () => {
  it.each([
    [{ ...base, companyName: "" }, "companyName"],
    [{ ...base, companyName: "   " }, "companyName"],
    [{ ...base, companyName: "x".repeat(10_000) }, "companyName"],
    [{ ...base, companyName: "Alpha\u0000 AG" }, "companyName"],
    [{ ...base, companyName: "Alpha \uD800 AG" }, "companyName"],
    [{ ...base, legalForm: "partnership" as never }, "legalForm"],
    [{ ...base, language: "es" as never }, "language"],
    [{ ...base, checkLevel: "deep" as never }, "checkLevel"],
    // Optional, not nullable: null was taken as absent, where the HTTP schema refuses it.
    [{ ...base, checkLevel: null as never }, "checkLevel"],
    [{ ...base, riskProfile: null as never }, "riskProfile"],
    [
      { ...base, languageVariants: [{ language: "xx", companyName: "A SA" }] as never },
      "languageVariants.0.language",
    ],
    [
      { ...base, languageVariants: [{ language: "fr", companyName: "A SA", extra: 1 }] as never },
      "languageVariants.0.extra",
    ],
    // A misspelt optional field was ignored and the request answered with its default.
    [{ ...base, riskprofile: "conservative" } as never, "riskprofile"],
    // Only zero-width spaces: blank, as the searches say (before, it was assessed).
    [{ ...base, companyName: "\u200B\u200B\u200B" }, "companyName"],
    [{ ...base, legalSeat: "Zug", seat: "Zug" } as never, "seat"],
    // A hole was skipped by the check, then failed the assessment with a TypeError.
    [
      { ...base, languageVariants: holeFirst({ language: "fr", companyName: "Zubag Commerce SA" }) as never },
      "languageVariants.0",
    ],
  ])("refuses %j at %s", async (request, path) => {
    const error = await assess(request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues.map((i) => i.path)).toContain(path);
  });

  // Before, each was CLEAR_TO_FILE at the basic level: nothing but a legal form, no name to judge.
  it.each([
    ["GmbH", "limited_liability", "companyName"],
    ["GmbH GmbH", "limited_liability", "companyName"],
    ["Sagl GmbH", "limited_liability", "companyName"],
    ["SA AG", "stock_corporation", "companyName"],
    ["AG in Liquidation", "stock_corporation", "companyName"],
    ["Aktiengesellschaft", "stock_corporation", "companyName"],
  ] as const)("refuses %j (%s): no name besides its legal form", async (companyName, legalForm, path) => {
    const error = await assess({ ...base, companyName, legalForm, checkLevel: "basic" }).catch(
      (e: unknown) => e,
    );
    expect((error as ValidationError).issues).toEqual([
      { path, message: "has no name besides its legal form" },
    ]);
  });

  it("refuses a language version that is only a legal form, and keeps names with a word of their own", async () => {
    const variant = { language: "fr", companyName: "SA" } as const;
    const error = await assess({ ...base, languageVariants: [variant] }).catch((e: unknown) => e);
    expect((error as ValidationError).issues.map((i) => i.path)).toEqual(["languageVariants.0.companyName"]);
    for (const companyName of ["Holding AG", "AG für Werbung", "Zubag AG"]) {
      await expect(assess({ ...base, companyName, checkLevel: "basic" })).resolves.toBeDefined();
    }
  });
});

describe("assess: unknown properties", () => {
  it("names the allowed properties, and refuses only the unknown one", async () => {
    const error = await assess({ ...base, riskProfil: "conservative" } as never).catch((e: unknown) => e);
    expect((error as ValidationError).issues).toEqual([
      {
        path: "riskProfil",
        message:
          "is not an allowed property; allowed: activityScope, checkLevel, companyName, language, languageVariants, legalForm, legalSeat, ownerSurname, riskProfile",
      },
    ]);
  });

  it("accepts every property of the request type", async () => {
    const full: AssessmentRequest = {
      ...base,
      activityScope: "Handel",
      ownerSurname: null,
      legalSeat: "Zug",
      languageVariants: [],
      checkLevel: "basic",
      riskProfile: "conservative",
    };
    await expect(assess(full)).resolves.toMatchObject({
      result: { assessment: { clientProfileApplied: "conservative" } },
    });
  });
});

describe("assess: one flag per code", () => {
  it("keeps every reason of the code's most severe occurrences in its message", async () => {
    const { result } = await assess({
      companyName: "Müller & Co Immobilien",
      legalForm: "sole_proprietorship",
      language: "de",
      ownerSurname: "Meier",
    });
    const flags = result.flags.filter((f) => f.code === "ERR_INVALID_SOLE_PROP_SUFFIX");
    // Before, only the first reason ("& Co") was shown; the missing surname came after fixing it.
    expect(flags).toHaveLength(1);
    expect(flags[0]?.message).toBe(
      'A sole proprietorship may not carry additions that suggest a company or partnership: "& Co". ' +
        'The name of a sole proprietorship must contain the owner\'s family name "Meier".',
    );
  });
});

describe("an owner's surname without a letter", () => {
  it.each(["\u200b", "\u202e\u200b\ufeff", "😀", " "])(
    "%j resolves to none, as a blank one does",
    (owner) => {
      // Before: an invisible surname was kept, and the eligibility endpoints took it for an owner.
      const sole = {
        companyName: "Muster Treuhand",
        legalForm: "sole_proprietorship",
        language: "de",
      } as const;
      expect(applyAssessmentDefaults({ ...sole, ownerSurname: owner }).ownerSurname).toBeNull();
      expect(applyAssessmentDefaults({ ...sole, ownerSurname: " Müller-Meier " }).ownerSurname).toBe(
        "Müller-Meier",
      );
    },
  );
});

describe("assess: a clock that answers no time", () => {
  it.each(["x", Number.NaN, Number.POSITIVE_INFINITY])(
    "now() answering %s is a TypeError naming it",
    async (now) => {
      // Before: a result with processingTimeMs NaN.
      const error = await assess(base, { clock: { now: () => now as number } }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TypeError);
      expect((error as Error).message).toBe(
        `clock.now() answered ${String(now)}, not milliseconds since the epoch`,
      );
    },
  );
});

describe("assess: a broken restricted-term source", () => {
  it.each([null, {}, { version: "1", categories: [], terms: null }])(
    "answering %j is an UPSTREAM_ERROR",
    async (set) => {
      // Before, the rules failed with a TypeError (reading 'categories', 'filter').
      const error = await assess(base, { restrictedTerms: { snapshot: () => set as never } }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(PortError);
      expect(error).toMatchObject({
        code: "UPSTREAM_ERROR",
        message: "restrictedTerms.snapshot answered no { categories, terms } set",
      });
    },
  );

  const category = {
    code: "banking",
    name: "Banking",
    flagCode: "WARN_FINREG_LICENSE_REQUIRED",
    defaultSeverity: "WARNING",
    matchMode: "whole_word",
    ruleRef: null,
    isActive: true,
  };
  const term = {
    id: 1,
    categoryCode: "banking",
    term: "Zubag",
    languageCode: null,
    matchModeOverride: null,
    severityOverride: null,
  };
  it.each([
    // Before, each of these was skipped silently and the name assessed without the term.
    [{ categories: [{}], terms: [{ term: 5 }] }, "categories.0.code that is not a non-empty string"],
    [{ categories: [category], terms: [{ ...term, term: 5 }] }, "terms.0.term that is not a string"],
    [{ categories: [{ ...category, matchMode: "regex" }], terms: [term] }, 'categories.0.matchMode "regex"'],
    [
      { categories: [category], terms: [{ ...term, severityOverride: "CRITICAL" }] },
      'terms.0.severityOverride "CRITICAL"',
    ],
    [{ categories: [category], terms: [null] }, "terms.0 that is no object"],
    // Before, these three terms never matched and "Zubag AG" cleared.
    [
      { categories: [category], terms: [{ ...term, categoryCode: "Banking" }] },
      'terms.0.categoryCode "Banking", not a category of the set',
    ],
    [
      { categories: [category], terms: [term, { ...term, term: " --- " }] },
      'terms.1.term " --- ", which has no letters or digits to match',
    ],
    [
      { categories: [category], terms: [{ ...term, term: "" }] },
      'terms.0.term "", which has no letters or digits to match',
    ],
    [{ categories: [category], terms: [{ ...term, id: {} }] }, "terms.0.id that is no string or number"],
  ])("a malformed set %j is an UPSTREAM_ERROR naming the item", async (parts, what) => {
    const set = { version: `bad-${what}`, ...parts };
    const error = await assess(base, { restrictedTerms: { snapshot: () => set as never } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PortError);
    expect(error).toMatchObject({
      code: "UPSTREAM_ERROR",
      message: `restrictedTerms.snapshot answered ${what}`,
    });
  });
});

describe("assess: semantic step and fail-open", () => {
  it("basic level never asks the analyser", async () => {
    let asked = false;
    const { result, explanation } = await assess(
      { ...base, checkLevel: "basic" },
      {
        semantic: {
          analyze: (input) => {
            asked = true;
            return descriptiveOnly.analyze(input);
          },
        },
      },
    );
    expect(asked).toBe(false);
    expect(result.metadata.semanticFailOpen).toBe(false);
    expect(result.semanticContext).toBeNull();
    expect(explanation.steps.find((s) => s.stepId === "semantic.analysis")?.outcome).toBe("not_run");
  });

  it("full level with a failing analyser completes and reports fail-open", async () => {
    const { result, explanation } = await assess(base, {
      semantic: { analyze: () => Promise.reject(new Error("model timed out")) },
      clock: fixedClock,
    });
    expect(result.metadata).toEqual({ processingTimeMs: 0, semanticFailOpen: true });
    expect(explanation.steps.find((s) => s.stepId === "semantic.analysis")).toMatchObject({
      ran: false,
      outcome: "failed_open",
      evidence: ["model timed out"],
    });
  });

  // Before, the assessment threw "Cannot convert object to primitive value" instead of failing open.
  it("full level with an analyser rejecting with an object without a prototype fails open", async () => {
    const { result } = await assess(base, {
      semantic: { analyze: () => Promise.reject(Object.create(null)) },
      clock: fixedClock,
    });
    expect(result.metadata.semanticFailOpen).toBe(true);
  });

  it.each([
    [null, "not an object"],
    [{}, "analyzer is not a string"],
    [{ ...descriptiveOnly.analyze(null as never), findings: null }, "findings is not a list"],
    [
      {
        ...descriptiveOnly.analyze(null as never),
        findings: [{ code: "WARN_NOPE", message: "m", evidence: [] }],
      },
      "findings.0 is not { code, message, evidence } with a semantic flag code",
    ],
    // Before, an analyser could raise any flag: a syntax error the name does not have.
    [
      {
        ...descriptiveOnly.analyze(null as never),
        findings: [{ code: "ERR_PROHIBITED_SYMBOL", message: "from semantic", evidence: [] }],
      },
      "findings.0 is not { code, message, evidence } with a semantic flag code",
    ],
  ])("full level with a malformed answer %j fails open naming the problem", async (answer, problem) => {
    // Before, the assessment itself failed with a TypeError.
    const { result, explanation } = await assess(base, {
      semantic: { analyze: () => answer as never },
      clock: fixedClock,
    });
    expect(result.metadata.semanticFailOpen).toBe(true);
    expect(result.semanticContext).toBeNull();
    expect(explanation.steps.find((s) => s.stepId === "semantic.analysis")).toMatchObject({
      outcome: "failed_open",
      evidence: [`malformed analysis: ${problem}`],
    });
  });

  it("full level with an analyser that never answers fails open after the budget", async () => {
    // Before, the assessment waited for ever.
    const { result, explanation } = await assess(
      { ...base, companyName: "Zubag Bank AG" },
      { semantic: { analyze: () => new Promise(() => {}) }, semanticBudgetMs: 30 },
    );
    expect(result.metadata.semanticFailOpen).toBe(true);
    expect(result.flags.map((f) => f.code)).toContain("WARN_FINREG_LICENSE_REQUIRED");
    expect(explanation.steps.find((s) => s.stepId === "semantic.analysis")).toMatchObject({
      outcome: "failed_open",
      evidence: ["no answer within 30 ms"],
    });
  });

  it("sets a budget timer only for an analyser that answers with a promise", async () => {
    let timers = 0;
    const clock = {
      now: () => Date.now(),
      timer: () => {
        timers++;
        return { done: new Promise<void>(() => {}), cancel() {} };
      },
    };
    await assess({ ...base, companyName: "Zubag Bank AG" }, { clock });
    expect(timers).toBe(0); // the built-in analyser answers at once
    const analysis = {
      analyzer: "test",
      impliedActivities: [],
      isPurelyDescriptive: false,
      containsGeographicTerm: false,
      findings: [],
    };
    await assess(
      { ...base, companyName: "Zubag Bank AG" },
      { clock, semantic: { analyze: async () => analysis } },
    );
    expect(timers).toBe(1);
  });

  it("full level with semantic switched off reports fail-open", async () => {
    const { result } = await assess(base, { semantic: null });
    expect(result.metadata.semanticFailOpen).toBe(true);
  });
});

describe("assess: risk profiles (contract rule 2)", () => {
  it.each<[RiskProfile, string, string]>([
    ["balanced", "WARNING", "MANUAL_REVIEW_ADVISED"],
    ["conservative", "ERROR", "REGISTRY_REJECTION_LIKELY"],
    ["relaxed", "INFO", "MINOR_RISKS_DETECTED"],
  ])("WARN_PURELY_DESCRIPTIVE alone under %s is %s → %s", async (riskProfile, severity, status) => {
    const { result, explanation } = await assess({ ...base, riskProfile }, { semantic: descriptiveOnly });
    const flag = result.flags.find((f) => f.code === "WARN_PURELY_DESCRIPTIVE");
    expect(flag).toMatchObject({ severity, category: "SEMANTIC" });
    expect(result.assessment).toEqual({
      companyName: base.companyName,
      overallStatus: status,
      clientProfileApplied: riskProfile,
    });
    expect(explanation.decisiveChecks).toContain("semantic.analysis");
    expect(result.semanticContext).toEqual({
      impliedActivities: ["G"],
      isPurelyDescriptive: true,
      containsGeographicTerm: false,
    });
  });
});
