import { describe, expect, it } from "vitest";
import { hugePagesSetting } from "../src/huge-pages.js";

describe("hugePagesSetting", () => {
  it.each([
    ["glibc.malloc.hugetlb=1", "linux", "on"],
    ["glibc.malloc.hugetlb=2", "linux", "on"],
    ["glibc.malloc.arena_max=2:glibc.malloc.hugetlb=1", "linux", "on"],
    ["glibc.malloc.hugetlb=0", "linux", "off"],
    ["glibc.malloc.hugetlb=10", "linux", "off"],
    ["glibc.malloc.arena_max=2", "linux", "off"],
    [undefined, "linux", "off"],
    ["glibc.malloc.hugetlb=1", "darwin", "not-linux"],
    ["glibc.malloc.hugetlb=1", "win32", "not-linux"],
  ] as const)("GLIBC_TUNABLES=%s on %s is %s", (tunables, platform, expected) => {
    expect(hugePagesSetting({ GLIBC_TUNABLES: tunables }, platform)).toBe(expected);
  });
});
