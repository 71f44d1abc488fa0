import { describe, expect, it } from "vitest";
import type { EvalDataset, EvalPair } from "./dataset.js";
import { datasetIssues, loadDataset, pairKey } from "./dataset.js";
import { BLIND_SHARE, fnv1a, splitOf } from "./split.js";

const data = loadDataset();
const count = (pred: (p: EvalPair) => boolean) => data.pairs.filter(pred).length;

describe("matching evaluation set (pairs.json)", () => {
  it("is valid: sourced pairs, labels and classes in range, no duplicates, stored splits match the hash", () => {
    expect(datasetIssues(data)).toEqual([]);
  });

  it("has at least 150 pairs and at least 30 judged not confusable", () => {
    expect(data.pairs.length).toBeGreaterThanOrEqual(150);
    expect(count((p) => p.label === "not_confusable")).toBeGreaterThanOrEqual(30);
  });

  it("has both labels in both parts, and about the blind share in the blind part", () => {
    for (const split of ["dev", "blind"] as const) {
      for (const label of ["confusable", "not_confusable"] as const) {
        expect(
          count((p) => p.split === split && p.label === label),
          `${split}/${label}`,
        ).toBeGreaterThan(0);
      }
    }
    const blindShare = count((p) => p.split === "blind") / data.pairs.length;
    expect(blindShare).toBeGreaterThan(BLIND_SHARE - 0.1);
    expect(blindShare).toBeLessThan(BLIND_SHARE + 0.1);
  });
});

describe("datasetIssues", () => {
  const valid: EvalPair = {
    id: "xx-test-1",
    a: "Alpha Invest AG",
    b: "Alpha Investment Holding AG",
    kind: "company",
    label: "confusable",
    class: "subset",
    source: { authority: "Court", reference: "1/2020", date: "2020-01-02", url: "https://example.org/d" },
    note: "made-up pair that only exercises the validator",
    split: splitOf("xx-test-1", "confusable"),
  };
  const issuesOf = (...pairs: EvalPair[]) =>
    datasetIssues({ version: 1, description: "", pairs } satisfies EvalDataset);

  it("accepts a complete pair", () => {
    expect(issuesOf(valid)).toEqual([]);
  });

  it("reports each kind of problem", () => {
    expect(
      issuesOf(valid, {
        ...valid,
        id: "xx-test-2",
        split: splitOf("xx-test-2", "confusable"),
        a: " alpha  investment holding ag",
        b: "ALPHA INVEST AG",
      }),
    ).toEqual([expect.stringContaining("same pair of names as xx-test-1")]);
    expect(issuesOf(valid, { ...valid }).join()).toContain("duplicate id");
    expect(issuesOf({ ...valid, source: { ...valid.source, url: "" } }).join()).toContain("source.url");
    expect(issuesOf({ ...valid, source: { ...valid.source, reference: " " } }).join()).toContain(
      "source.reference",
    );
    expect(issuesOf({ ...valid, label: "similar" as never }).join()).toContain("label must be one of");
    expect(issuesOf({ ...valid, class: "fuzzy" as never }).join()).toContain("class must be one of");
    expect(issuesOf({ ...valid, niceClasses: { a: [3], b: [46] } }).join()).toContain("niceClasses");
    const other = valid.split === "dev" ? "blind" : "dev";
    expect(issuesOf({ ...valid, split: other }).join()).toContain(`split is ${other}`);
  });
});

describe("splitOf", () => {
  it("depends only on the pair's id and label", () => {
    expect(splitOf("ch-bger-4a-125-2019", "not_confusable")).toBe(
      splitOf("ch-bger-4a-125-2019", "not_confusable"),
    );
    expect(fnv1a("")).toBe(0x811c9dc5);
    expect(fnv1a("a")).toBe(0xe40c292c);
  });

  it("sends about the blind share of many ids to the blind part", () => {
    const ids = Array.from({ length: 2000 }, (_, i) => `id-${i}`);
    const blind = ids.filter((id) => splitOf(id, "confusable") === "blind").length / ids.length;
    expect(Math.abs(blind - BLIND_SHARE)).toBeLessThan(0.05);
  });
});

it("pairKey ignores case, spacing and order", () => {
  expect(pairKey({ a: "Foo  Bar", b: "baz" })).toBe(pairKey({ a: "BAZ", b: "foo bar" }));
});
