/**
 * Table tests for rules, in the style of ESLint's RuleTester: a list of names that must not
 * raise a flag and a list that must, each run through the real `assess` (basic level), so a case
 * exercises tokenising, legal-form recognition, the term matcher and the rule together.
 * Test-only (imported by *.test.ts files, never by the library).
 */
import { describe, expect, it } from "vitest";
import { assess } from "../../src/assessment/assess.js";
import type { AssessmentPorts } from "../../src/ports.js";
import type { AssessmentRequest, FlagCode, Language, LegalForm } from "../../src/types.js";

/** One case: a name, or a name with request fields. */
export type RuleCase =
  | string
  | {
      name: string;
      legalForm?: LegalForm;
      language?: Language;
      ownerSurname?: string;
      legalSeat?: string;
      /** Why the case is there (shown in the test title). */
      note?: string;
    };

/** The table of one flag. */
export interface RuleTable {
  valid: readonly RuleCase[];
  invalid: readonly RuleCase[];
}

/** Defaults for every case of a table. */
export interface TableDefaults {
  legalForm?: LegalForm;
  language?: Language;
  ports?: AssessmentPorts;
}

/** Run a valid/invalid table for `code`, raised by the step `stepId`. */
export function ruleTester(
  code: FlagCode,
  stepId: string,
  table: RuleTable,
  defaults: TableDefaults = {},
): void {
  describe(`${code} (${stepId})`, () => {
    it.each(table.valid.map((c) => [_title(c), c] as const))("valid: %s", async (_t, c) => {
      const codes = await flagsOf(c, defaults);
      expect(codes.flags).not.toContain(code);
    });
    it.each(table.invalid.map((c) => [_title(c), c] as const))("invalid: %s", async (_t, c) => {
      const codes = await flagsOf(c, defaults);
      expect(codes.flags).toContain(code);
      expect(codes.steps).toContain(stepId);
    });
  });
}

/** The request a case stands for. */
export function requestOf(c: RuleCase, defaults: TableDefaults = {}): AssessmentRequest {
  const base = typeof c === "string" ? { name: c } : c;
  return {
    companyName: base.name,
    legalForm: base.legalForm ?? defaults.legalForm ?? "stock_corporation",
    language: base.language ?? defaults.language ?? "de",
    ownerSurname: typeof c === "string" ? null : (c.ownerSurname ?? null),
    legalSeat: typeof c === "string" ? null : (c.legalSeat ?? null),
    checkLevel: "basic",
  };
}

/** Flag codes raised for a case, and the step ids that triggered. */
export async function flagsOf(
  c: RuleCase,
  defaults: TableDefaults = {},
): Promise<{ flags: FlagCode[]; steps: string[]; messages: string[] }> {
  const { result, explanation } = await assess(requestOf(c, defaults), defaults.ports ?? {});
  return {
    flags: result.flags.map((f) => f.code),
    steps: explanation.steps.filter((s) => s.triggered).map((s) => s.stepId),
    messages: result.flags.map((f) => f.message),
  };
}

function _title(c: RuleCase): string {
  if (typeof c === "string") return JSON.stringify(c);
  const extra = [
    c.legalForm,
    c.ownerSurname ? `owner ${c.ownerSurname}` : "",
    c.legalSeat ? `seat ${c.legalSeat}` : "",
    c.note ?? "",
  ]
    .filter(Boolean)
    .join(", ");
  return `${JSON.stringify(c.name)}${extra ? ` [${extra}]` : ""}`;
}
