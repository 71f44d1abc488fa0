/**
 * Huge pages for the index snapshots (docs/deploy.md, "Huge pages for the indexes"). glibc backs
 * large allocations with transparent huge pages when the process starts with
 * `GLIBC_TUNABLES=glibc.malloc.hugetlb=1` (or `=2` for hugetlbfs pages); `pnpm start` sets it. The
 * start log reports both whether it was asked for and how much memory the kernel gave in huge
 * pages, so an operator sees why a restart loads slower.
 */
import { readFileSync } from "node:fs";

/** `on`, `off`, or `not-linux` (the variable means nothing there). */
export type HugePages = "on" | "off" | "not-linux";

/** The setting this process was started with (glibc reads it once, at start). */
export function hugePagesSetting(
  env: Readonly<Record<string, string | undefined>> = process.env,
  platform: string = process.platform,
): HugePages {
  if (platform !== "linux") return "not-linux";
  // Tunables are `name=value` pairs separated by colons.
  const on = (env.GLIBC_TUNABLES ?? "")
    .split(":")
    .some((t) => t === "glibc.malloc.hugetlb=1" || t === "glibc.malloc.hugetlb=2");
  return on ? "on" : "off";
}

/** MB of this process's memory in transparent huge pages, or null where the kernel does not say. */
export function hugePagesInUseMb(): number | null {
  try {
    return anonHugePagesMb(readFileSync("/proc/self/smaps_rollup", "utf8"));
  } catch {
    return null; // not Linux, or a kernel before 4.14
  }
}

/** The `AnonHugePages` line of a smaps file, in MB; null when it has none. */
export function anonHugePagesMb(smaps: string): number | null {
  const kb = /^AnonHugePages:\s+(\d+) kB$/m.exec(smaps)?.[1];
  return kb === undefined ? null : Math.round(Number(kb) / 1024);
}
