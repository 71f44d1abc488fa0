/** A CPU profile of one stretch of a benchmark (node:inspector), summarised by self time per source file. */
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Start profiling; `stop` writes the .cpuprofile (open it in Chrome DevTools) and returns the top files. */
export async function startCpuProfile(): Promise<{ stop(path: string, top?: number): Promise<string[]> }> {
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.start");
  return {
    async stop(path, top = 10) {
      const { profile } = (await session.post("Profiler.stop")) as unknown as { profile: Profile };
      session.disconnect();
      writeFileSync(path, JSON.stringify(profile));
      return selfTimeByFile(profile, top);
    },
  };
}

function selfTimeByFile(profile: Profile, top: number): string[] {
  const timeOf = new Map<number, number>();
  for (const [i, id] of profile.samples.entries()) {
    timeOf.set(id, (timeOf.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  const byFile = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const t = timeOf.get(node.id) ?? 0;
    total += t;
    const file =
      node.callFrame.url.replace(/.*\/packages\//, "").replace(/.*node_modules\//, "") ||
      node.callFrame.functionName;
    byFile.set(file, (byFile.get(file) ?? 0) + t);
  }
  return [...byFile]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([file, t]) => `${((100 * t) / total).toFixed(1).padStart(5)}%  ${file}`);
}
