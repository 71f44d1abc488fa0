import { describe, expect, it } from "vitest";
import { RecentRelations } from "./recent-relations.js";

describe("RecentRelations", () => {
  it("keeps words within the budget of numbers, least recently asked out", () => {
    const recent = new RecentRelations(12);
    recent.set("a", [1, 2, 3, 4]);
    recent.set("b", [5, 6, 7, 8]);
    recent.set("c", [9, 10, 11, 12]);
    expect(recent.get("a")).toEqual([1, 2, 3, 4]); // "a" is now the most recently asked
    recent.set("d", [13, 14, 15, 16]);
    expect(recent.get("b")).toBeUndefined();
    expect(recent.get("a")).toEqual([1, 2, 3, 4]);
    expect(recent.get("c")).toEqual([9, 10, 11, 12]);
    expect(recent.numbers).toBe(12);
  });

  it("drops as many words as a large entry needs, and never keeps one over the budget", () => {
    const recent = new RecentRelations(12);
    recent.set("a", [1, 2, 3, 4]);
    recent.set("b", [5, 6, 7, 8]);
    recent.set("big", [1, 2, 3, 4, 5, 6, 7, 8]);
    expect([recent.get("a"), recent.words, recent.numbers]).toEqual([undefined, 2, 12]);
    recent.set("huge", new Array(16).fill(0));
    expect([recent.get("huge"), recent.words]).toEqual([undefined, 2]);
  });

  it("replaces a word's relations without counting them twice, and forgets all on clear", () => {
    const recent = new RecentRelations(8);
    recent.set("a", [1, 2, 3, 4]);
    recent.set("a", [5, 6, 7, 8]);
    expect([recent.get("a"), recent.numbers]).toEqual([[5, 6, 7, 8], 4]);
    recent.clear();
    expect([recent.get("a"), recent.words, recent.numbers]).toEqual([undefined, 0, 0]);
  });
});
