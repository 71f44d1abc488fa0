/**
 * Runs a benchmark's child process in plain Node, as a server runs its built package. The
 * benchmark file is transpiled next to itself (TypeScript's `transpileModule`: the types are
 * removed, nothing else changes) and started without tsx, whose loader thread alone adds about
 * 40 MB to the resident memory the child is there to measure.
 */
import type { SpawnSyncOptions, SpawnSyncReturns } from "node:child_process";
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import ts from "typescript";

/** `spawnSync` of `file` (a .ts file importing only packages) with `args`, in plain Node. */
export function spawnPlainNode(
  file: string,
  args: readonly string[],
  options: SpawnSyncOptions,
): SpawnSyncReturns<string | Buffer> {
  const compiled = file.replace(/\.ts$/, `.child-${process.pid}.mjs`);
  const source = readFileSync(file, "utf8");
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    fileName: file,
  });
  writeFileSync(compiled, outputText);
  try {
    return spawnSync(process.execPath, [...withoutTsx(process.execArgv), compiled, ...args], options);
  } finally {
    rmSync(compiled, { force: true });
  }
}

/** Node's flags without the tsx loader (`--import tsx` or `--import=tsx`). */
function withoutTsx(flags: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < flags.length; i++) {
    const f = flags[i] as string;
    if (f === "--import" && flags[i + 1]?.startsWith("tsx")) i++;
    else if (!f.startsWith("--import=tsx")) out.push(f);
  }
  return out;
}
