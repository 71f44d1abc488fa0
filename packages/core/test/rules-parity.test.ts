/**
 * Parity (ESLint's checkRuleFiles, as a test): every flag of the contract has a catalog entry,
 * a deterministic rule or the semantic step that can raise it, a table test that triggers it
 * (deterministic flags), and a section in docs/rules.md; step ids are unique and well-formed.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FLAG_CATALOG } from "../src/assessment/flag-catalog.js";
import { DETERMINISTIC_RULES } from "../src/rules/registry.js";
import { FLAG_CODES } from "../src/types.js";

const rulesDir = new URL("../src/rules/", import.meta.url);
const tests = readdirSync(rulesDir)
  .filter((f) => f.endsWith(".test.ts"))
  .map((f) => readFileSync(new URL(f, rulesDir), "utf8"))
  .join("\n");
const doc = readFileSync(new URL("../../../docs/rules.md", import.meta.url), "utf8");
// The catch-all for administered categories declares every code; it is not a dedicated rule.
const dedicated = DETERMINISTIC_RULES.filter((r) => r.id !== "restricted_terms.other");

describe("rules parity", () => {
  it.each(FLAG_CODES.map((c) => [c]))(
    "%s has a catalog entry, a rule or the semantic step, a test and a doc section",
    (code) => {
      const def = FLAG_CATALOG[code];
      expect(def.code).toBe(code);
      const rules = dedicated.filter((r) => (r.codes as readonly string[]).includes(code));
      if (def.semantic) {
        expect(rules).toEqual([]);
      } else {
        expect(rules.length).toBe(1);
        expect(tests).toMatch(new RegExp(`ruleTester\\(\\s*"${code}",\\s*"${rules[0]?.id}"`));
      }
      const section = doc.split(/^## /m).find((s) => s.startsWith(`${code}\n`));
      expect(section, `docs/rules.md needs "## ${code}"`).toBeDefined();
      if (def.semantic) {
        expect(section).toContain("semantic");
      } else {
        for (const part of [
          "**Trigger**",
          "**Legal basis**",
          "**Triggers**",
          "**Does not trigger**",
          `\`${rules[0]?.id}\``,
        ]) {
          expect(section).toContain(part);
        }
      }
    },
  );

  it("step ids are unique, stable-looking and listed in docs/rules.md in run order", () => {
    const ids = DETERMINISTIC_RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z_]+\.[a-z_]+$/);
    const order = doc.slice(doc.indexOf("Run order"));
    const positions = ids.map((id) => order.indexOf(`\`${id}\``));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });
});
