import { describe, expect, it } from "vitest";
import { hasMarkText, markStanding, signType } from "./mark-standing.js";

describe("markStanding", () => {
  it.each([
    ["Registered", "registered"],
    ["Registration cancellation pending", "registered"],
    ["Application opposed", "pending"],
    ["Application under examination", "pending"],
    ["Application published", "pending"],
    ["Application filed", "pending"],
    ["Appeal pending", "pending"],
    ["Application withdrawn", "dead"],
    ["Application refused", "dead"],
    ["Registration expired", "dead"],
    ["Registration cancelled", "dead"],
    ["gelöscht", "dead"],
    ["eingetragen", "registered"],
    ["something else", "unknown"],
    [null, "unknown"],
  ] as const)("%s → %s", (status, expected) => {
    expect(markStanding(status)).toBe(expected);
  });
});

describe("signType", () => {
  it.each([
    ["Word", "word"],
    ["Figurative", "combined"],
    ["Combined", "combined"],
    ["3D shape", "other"],
    ["Three dimensional", "other"],
    ["Sound", "other"],
    [null, "unknown"],
    ["  ", "unknown"],
  ] as const)("%s → %s", (feature, expected) => {
    expect(signType(feature)).toBe(expected);
  });

  it("treats marks without a verbal element as having no text", () => {
    expect(hasMarkText(null)).toBe(false);
    expect(hasMarkText("   ")).toBe(false);
    expect(hasMarkText("ALPHA")).toBe(true);
  });
});
