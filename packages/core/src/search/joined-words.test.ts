import { describe, expect, it } from "vitest";
import {
  CUT_RUN_WEIGHT,
  joinedInName,
  joinedRunOf,
  joinedRuns,
  nameInQueryWeight,
  partsOnSplit,
  queryInNameWords,
  queryJoined,
  runCounts,
  splitParts,
} from "./joined-words.js";

describe("joinedRuns", () => {
  it("runs adjacent words together, every run but the whole core", () => {
    expect(joinedRuns(["alp", "vision", "consulting"]).map((r) => r.text)).toEqual([
      "alp",
      "alpvision",
      "vision",
      "visionconsulting",
      "consulting",
    ]);
  });

  it("has for a core of one word only the runs cut from it: the whole core is the same-as key's (E)", () => {
    expect(joinedRuns(["alpvision"]).map((r) => r.text)).toEqual(["pvision", "alpvisi", "vision", "alpvis"]);
    expect(joinedRuns(["alpvisio"])).toEqual([
      { text: "pvisio", from: 0, to: 0, start: 2, end: 8, cut: true },
      { text: "alpvis", from: 0, to: 0, start: 0, end: 6, cut: true },
    ]);
    // Too short to leave two letters and keep six.
    expect(joinedRuns(["alpvisi"])).toEqual([]);
  });

  it("cuts the start or the end of a coined word, never of an ordinary one", () => {
    const cut = (words: string[]) =>
      joinedRuns(words)
        .filter((r) => r.from === r.to)
        .map((r) => r.text);
    expect(cut(["myadetech"])).toContain("adetech");
    expect(cut(["adetechpro"])).toContain("adetech");
    expect(cut(["euro", "myadetech"])).toContain("adetech");
    // "In Vest" in "investments", "Pro Fit" in "profitable": letters that meet by chance.
    expect(cut(["investments"])).toEqual([]);
    expect(cut(["profitable"])).toEqual([]);
  });

  it("counts a run of one word only against a name of several", () => {
    const [one, two] = joinedRuns(["y", "ng", "fitness"]);
    expect(one && runCounts(one, 1)).toBe(false);
    expect(one && runCounts(one, 2)).toBe(true);
    expect(two && runCounts(two, 1)).toBe(true);
  });
});

describe("the name in the query", () => {
  const weight = (w: string) => ({ alp: 0.9, vision: 0.4, y: 1, ng: 0.6 })[w] ?? 0.1;

  it.each([
    [["y", "ng", "gr8tness"], ["yng"], 1, ["y", "ng"]],
    [["alp", "vision", "consulting"], ["alpvision"], 1, ["alp", "vision"]],
    [["alpvision", "consulting"], ["alp vision", "alpvision"], 2, ["alpvision"]],
    // A name of several words at the start or the end of one query word.
    [["myadetech"], ["adetech"], 2, ["myadetech"]],
    [["swissalpvision", "ag"], ["alpvision"], 2, ["swissalpvision"]],
  ])("finds the run: %j in %j", (words, keys, nameWords, run) => {
    expect(joinedRunOf(words, keys, nameWords)).toEqual(run);
  });

  it.each([
    // One word against a name of one word: spelled otherwise, not joined.
    [["von", "moos"], ["von"], 1],
    // The whole core is an identity, not a containment.
    [["alp", "vision"], ["alpvision"], 1],
    // Words apart in the query are not a run.
    [["alp", "consulting", "vision"], ["alpvision"], 1],
    // A one-word name inside a word is class C's element, not a joined name.
    [["myadetech"], ["adetech"], 1],
    // Inside a word, not at its start or end; or an ordinary word cut.
    [["myadetechpro"], ["adetech"], 2],
    [["investments"], ["invest"], 2],
  ])("finds none: %j in %j", (words, keys, nameWords) => {
    expect(joinedRunOf(words, keys, nameWords)).toBeNull();
    expect(nameInQueryWeight(words, keys, nameWords, weight)).toBeNull();
  });

  it("weighs the runs that are the name by their largest word", () => {
    expect(nameInQueryWeight(["alp", "vision", "ag"], ["alpvision"], 1, weight)).toBe(0.9);
    expect(nameInQueryWeight(["y", "ng", "fitness"], ["yng"], 1, weight)).toBe(1);
  });

  it("weighs a run cut from a word at most CUT_RUN_WEIGHT: Medium, not High", () => {
    const rare = (w: string) => (w === "swissalpvision" ? 1 : weight(w));
    expect(nameInQueryWeight(["swissalpvision"], ["alpvision"], 2, rare)).toBe(CUT_RUN_WEIGHT);
    expect(nameInQueryWeight(["swissalpvision", "alp", "vision"], ["alpvision"], 2, rare)).toBe(0.9);
  });
});

describe("the query in the name", () => {
  const words = ["alp", "alpv", "vision", "ision", "on", "visio", "pvision"];
  const idOf = (text: string) => (from: number, to: number) => words.indexOf(text.slice(from, to));

  it("keeps every part on a full split, and only those", () => {
    // alp+vision and alpv+ision split "alpvision"; "visio" leaves "n", "on" is too short.
    expect(splitParts("alpvision", idOf("alpvision"))).toEqual([
      { from: 0, to: 3, id: 0 },
      { from: 0, to: 4, id: 1 },
      { from: 3, to: 9, id: 2 },
      { from: 4, to: 9, id: 3 },
    ]);
    expect(splitParts("alpvisionx", idOf("alpvisionx"))).toEqual([]);
  });

  it("keeps the parts on a full split of one name's words", () => {
    const parts = splitParts("alpvision", idOf("alpvision"));
    const of = (held: number[]) => partsOnSplit(parts, 9, (id) => held.includes(id)).map((p) => p.id);
    expect(of([0, 2])).toEqual([0, 2]);
    expect(of([0, 1, 2])).toEqual([0, 2]); // "alpv" leaves "ision", which the name lacks
    expect(of([0, 1, 2, 3])).toEqual([0, 1, 2, 3]);
    expect(of([0, 3])).toEqual([]);
  });

  it("tries parts no longer than the longest word", () => {
    const tried: number[] = [];
    const text = "holding".repeat(36);
    const parts = splitParts(
      text,
      (from, to) => {
        tried.push(to - from);
        return text.slice(from, to) === "holding" ? 0 : -1;
      },
      7,
    );
    expect(parts).toHaveLength(36);
    expect(Math.max(...tried)).toBe(7);
    expect(splitParts(text, (from, to) => (text.slice(from, to) === "holding" ? 0 : -1))).toEqual(parts);
  });

  it("leaves out runs longer than the longest key", () => {
    expect(joinedRuns(["myadetech"], 6).map((r) => r.text)).toEqual(["detech", "myadet"]);
    expect(joinedRuns(["ab", "cd", "ef", "gh"], 4).map((r) => r.text)).toEqual([
      "ab",
      "abcd",
      "cd",
      "cdef",
      "ef",
      "efgh",
      "gh",
    ]);
  });

  it("names the name's words the query's words run together are", () => {
    expect(queryJoined(["alp", "vision"])).toBe("alpvision");
    expect(queryJoined(["alpvision"])).toBeNull();
    expect(queryInNameWords(["alpvision"], ["consulting", "vision", "alp"])).toEqual(["alp", "vision"]);
    expect(queryInNameWords(["alp", "vision"], ["alpvision", "zug"])).toEqual(["alpvision"]);
    expect(joinedInName(["alpvision"], ["consulting", "vision", "alp"])).toBe("alp vision");
    expect(joinedInName(["alp", "vision"], ["alpvision", "zug"])).toBe("alpvision");
  });

  it("finds none for parts under three letters, letters left over or one word inside another", () => {
    expect(queryInNameWords(["alvision"], ["al", "vision"])).toEqual([]);
    expect(queryInNameWords(["alpvisionx"], ["alp", "vision"])).toEqual([]);
    expect(joinedInName(["vision"], ["alpvision"])).toBeNull();
  });
});
