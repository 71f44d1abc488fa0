/**
 * Whether glibc backs large allocations, the index snapshots among them, with transparent huge
 * pages (`GLIBC_TUNABLES=glibc.malloc.hugetlb=1`, or `=2` for hugetlbfs pages). `pnpm start` sets
 * it; the start log reports it, so an operator who starts the server another way sees why its
 * restarts load slower (docs/deploy.md, "Huge pages for the indexes").
 */

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
