import { describe, expect, it } from "vitest";
import { assess } from "../assessment/assess.js";
import { BUILTIN_ANALYZER_ID } from "./analyzer.js";

describe("assess with the built-in analyser (the default)", () => {
  it("reads the name in full mode without any port configured", async () => {
    const { result, explanation } = await assess({
      companyName: "Immobilienverwaltung AG",
      legalForm: "stock_corporation",
      language: "de",
    });
    expect(result.metadata.semanticFailOpen).toBe(false);
    expect(result.semanticContext).toEqual({
      impliedActivities: ["L: Real estate activities"],
      isPurelyDescriptive: true,
      containsGeographicTerm: false,
    });
    expect(result.flags.find((f) => f.code === "WARN_PURELY_DESCRIPTIVE")).toMatchObject({
      severity: "WARNING",
      category: "SEMANTIC",
    });
    const step = explanation.steps.find((s) => s.stepId === "semantic.analysis");
    expect(step).toMatchObject({ ran: true, triggered: true, outcome: "WARNING" });
    expect(step?.evidence[0]).toBe(BUILTIN_ANALYZER_ID);
  });

  it("maps translation findings to ERROR flags of category TRANSLATION", async () => {
    const { result } = await assess({
      companyName: "Blaue Blume AG",
      legalForm: "stock_corporation",
      language: "de",
      languageVariants: [{ language: "fr", companyName: "Fleur Bleue SA" }],
    });
    expect(result.flags.find((f) => f.code === "ERR_TRANSLATION_UNTRANSLATABLE")).toMatchObject({
      severity: "ERROR",
      category: "TRANSLATION",
    });
    expect(result.assessment.overallStatus).toBe("REGISTRY_REJECTION_LIKELY");
  });

  it("applies the risk profile to WARN_PURELY_DESCRIPTIVE", async () => {
    const { result } = await assess({
      companyName: "Schreinerei GmbH",
      legalForm: "limited_liability",
      language: "de",
      riskProfile: "conservative",
    });
    expect(result.flags.find((f) => f.code === "WARN_PURELY_DESCRIPTIVE")?.severity).toBe("ERROR");
  });

  it("does not run in basic mode and is switched off by `semantic: null`", async () => {
    const request = { companyName: "Garage AG", legalForm: "stock_corporation", language: "de" } as const;
    const basic = await assess({ ...request, checkLevel: "basic" });
    expect(basic.result.semanticContext).toBeNull();
    expect(basic.result.flags.map((f) => f.code)).not.toContain("WARN_PURELY_DESCRIPTIVE");
    const off = await assess(request, { semantic: null });
    expect(off.result.metadata.semanticFailOpen).toBe(true);
    expect(off.result.semanticContext).toBeNull();
  });
});
