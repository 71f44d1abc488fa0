import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  deriveClassRelations,
  PATHS,
  parseCsv,
  readInputs,
  renderModule,
} from "../../scripts/derive-class-relations.js";

const NICE = JSON.stringify(Array.from({ length: 45 }, (_, i) => ({ number: i + 1 })));
const EUIPO_HEADER = "Class 1,Term 1,Similarity,Class 2,Term 2,Comment,Reasoning,Factors";
const CURATED_HEADER = "class_a,class_b,relation,typical_rationale,confidence";

const derive = (euipoRows: string[], curatedRows: string[] = []) =>
  deriveClassRelations({
    euipoCsv: [EUIPO_HEADER, ...euipoRows].join("\n"),
    curatedCsv: [CURATED_HEADER, ...curatedRows].join("\n"),
    niceClassesJson: NICE,
  });

describe("class-relation derivation", () => {
  it("averages EUIPO degrees per unordered pair and ignores same-class judgements", () => {
    const rows = derive([
      '9,Software,3,42,"SaaS, hosted",,"[]","[]"',
      "42,Hosting,2,9,Servers,,[],[]",
      "42,Design,3,9,Apps,,[],[]",
      "9,Apps,3,9,Games,,[],[]",
    ]);
    expect(rows).toEqual([
      { a: 9, b: 42, strength: 3, euipoJudgements: 3, euipoMeanDegree: 2.67, curatedDegree: 0 },
    ]);
  });

  it("caps a pair seen once at low, whatever its degree", () => {
    expect(derive(["7,Machines,3,12,Vehicles,,[],[]"])[0]?.strength).toBe(1);
    expect(derive(["7,A,3,12,B,,[],[]", "7,C,3,12,D,,[],[]"])[0]?.strength).toBe(2);
  });

  it("counts a curated pair as two judgements of its confidence", () => {
    // (1 + 1 + 2·3) / 4 = 2
    expect(derive(["29,A,1,30,B,,[],[]", "29,C,1,30,D,,[],[]"], ["29,30,similar,x,high"])[0]).toMatchObject({
      strength: 2,
      curatedDegree: 3,
    });
    // A curated pair without EUIPO evidence: its own degree.
    expect(derive([], ["3,44,complementary,x,medium"])[0]).toMatchObject({ a: 3, b: 44, strength: 2 });
  });

  it("leaves out the curated retail rule, which is no class pair", () => {
    expect(derive([], ["35,ANY_GOODS,retail,x,high"])).toEqual([]);
  });

  it("refuses unknown classes and degrees", () => {
    expect(() => derive(["9,A,3,46,B,,[],[]"])).toThrow(/unknown Nice class 46/);
    expect(() => derive(["9,A,4,42,B,,[],[]"])).toThrow(/degree/);
  });

  it("parses quoted CSV fields with commas, quotes and line breaks", () => {
    expect(parseCsv('a,b\n"x, ""y""","line\nbreak"\r\n1,2', ["a", "b"])).toEqual([
      { a: 'x, "y"', b: "line\nbreak" },
      { a: "1", b: "2" },
    ]);
  });

  it("the shipped module is what the script writes from the shipped data", () => {
    expect(readFileSync(PATHS.output, "utf8")).toBe(renderModule(deriveClassRelations(readInputs())));
  });
});
