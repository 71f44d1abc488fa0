import { describe, expect, it } from "vitest";
import { anonHugePagesMb, hugePagesSetting } from "../src/huge-pages.js";

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

describe("anonHugePagesMb", () => {
  const smaps = (huge: string) =>
    `55d4c1e00000-7ffc3b5fe000 ---p 00000000 00:00 0                          [rollup]\nRss:              612340 kB\nAnonymous:        540112 kB\nAnonHugePages:    ${huge} kB\nShmemPmdMapped:        0 kB\n`;

  it.each([
    ["360448", 352],
    ["0", 0],
    ["1536", 2],
  ])("AnonHugePages %s kB is %s MB", (kb, mb) => {
    expect(anonHugePagesMb(smaps(kb))).toBe(mb);
  });

  it("is null when the file has no such line", () => {
    expect(anonHugePagesMb("Rss: 612340 kB\nAnonymous: 540112 kB\n")).toBeNull();
    expect(anonHugePagesMb("")).toBeNull();
  });
});
