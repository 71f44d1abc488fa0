/**
 * The 1,483 names of FINMA's list of portfolio managers and trustees (real registered names, see
 * test/fixtures/SOURCES.md): every written legal form is recognised at its place, no name has two
 * Swiss forms, and none is hidden (embedded).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { normalizeName, recognizeLegalForms } from "../../src/normalize/index.js";
import { readFinmaNames } from "../fixtures/finma.js";

const names = readFinmaNames(
  readFileSync(new URL("../fixtures/finma_portfolio_managers_trustees.csv", import.meta.url), "utf8"),
);

/** An independent oracle: designations written as a separate word, and their canonical form. */
const WRITTEN =
  /(?<=^|[\s,(])(AG|ag|SA|S\.A\.|GmbH|GMBH|Sàrl|SARL|Sagl|Ltd\.?|LTD|ltd|Limited|KlG|Aktiengesellschaft|Inc\.)(?=$|[\s,)])/gu;
const CANONICAL: Record<string, string> = {
  ag: "AG",
  aktiengesellschaft: "AG",
  sa: "SA",
  "s.a.": "SA",
  gmbh: "GmbH",
  sàrl: "Sàrl",
  sarl: "Sàrl",
  sagl: "Sagl",
  ltd: "Ltd",
  "ltd.": "Ltd",
  limited: "Ltd",
  klg: "KlG",
  "inc.": "Inc",
};
const NOT_SWISS = new Set(["english", "foreign", "partnership_suffix"]);

describe("FINMA list of registered names", () => {
  it("has the 1,483 names", () => {
    expect(names).toHaveLength(1483);
  });

  it("recognises every written legal form at its offsets", () => {
    const missed: string[] = [];
    for (const name of names) {
      const found = recognizeLegalForms(name);
      for (const m of name.matchAll(WRITTEN)) {
        const hit = found.find((f) => f.start === m.index);
        if (hit?.canonical !== CANONICAL[m[1]!.toLowerCase()] || hit?.text !== m[1])
          missed.push(`${name} [${m[1]}]`);
      }
    }
    expect(missed).toEqual([]);
  });

  it("finds no two Swiss forms in one name and no hidden form", () => {
    const multiple = names.filter(
      (n) => recognizeLegalForms(n).filter((f) => !NOT_SWISS.has(f.kind)).length > 1,
    );
    const hidden = names.filter((n) => recognizeLegalForms(n).some((f) => f.embedded));
    expect(multiple).toEqual([]);
    expect(hidden).toEqual([]);
  });

  it("reads a form joined by a hyphen at the end as the legal form (registered: hidden until 1.1.12)", () => {
    const name = "Cosmopolitan-Vermögensverwaltungs-AG";
    expect(names).toContain(name);
    expect(recognizeLegalForms(name).map((f) => [f.canonical, f.embedded])).toEqual([["AG", false]]);
  });

  it("leaves names without any designation unrecognised (sole proprietorships, branches)", () => {
    const none = names.filter((n) => recognizeLegalForms(n).length === 0);
    for (const n of none) expect(n.match(WRITTEN), n).toBeNull();
    // About 35 of the names carry no legal form at all (the list's own count of ~90 includes
    // partnership-style names such as "Ehinger & Cie." and "... & Partner").
    expect(none.length).toBeGreaterThan(20);
    expect(none.length).toBeLessThan(60);
  });

  it("strips legal forms and additions from every core", () => {
    for (const name of names) {
      const r = normalizeName(name);
      expect(r.coreTokens.length, name).toBeGreaterThan(0);
      for (const f of r.legalForms.filter((x) => !x.embedded)) {
        expect(r.coreTokens, name).not.toContain(f.canonical.toLowerCase());
      }
    }
    expect(normalizeName("Start Capital SA, in liquidazione").additions).toEqual(["in liquidazione"]);
    expect(normalizeName("AionTEC Capital Partners SA (en formation)").additions).toEqual(["(en formation)"]);
    expect(normalizeName("GADD & Cie SA, Luxembourg, succursale de Meyrin/Genève").additions).toEqual([
      "succursale de Meyrin/Genève",
    ]);
  });
});
