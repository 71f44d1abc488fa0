/**
 * The resident memory of another process over time, read from /proc/<pid>/status (Linux): no
 * admin endpoint and nothing inside the server needed.
 */
import { readFileSync } from "node:fs";

/** One reading: seconds since the sampler started and the resident set in MiB. */
export interface RssSample {
  atSeconds: number;
  rssMiB: number;
}

/** A running sampler. */
export interface RssSampler {
  samples: RssSample[];
  /** The peak resident set the kernel recorded (VmHWM), in MiB. */
  peakMiB(): number;
  stop(): void;
}

/** Sample `pid` every `everyMs` until stopped (or until the process is gone). */
export function sampleRss(pid: number, everyMs = 1000): RssSampler {
  const started = Date.now();
  const samples: RssSample[] = [];
  let peak = 0;
  const read = () => {
    const status = _status(pid);
    if (!status) return;
    samples.push({ atSeconds: Math.round((Date.now() - started) / 1000), rssMiB: status.rssMiB });
    peak = Math.max(peak, status.hwmMiB);
  };
  read();
  const timer = setInterval(read, everyMs);
  return {
    samples,
    peakMiB: () => peak,
    stop: () => {
      read();
      clearInterval(timer);
    },
  };
}

// --- Internal helpers ---

/** VmRSS and VmHWM of `pid` in MiB, or null when the process is gone. */
function _status(pid: number): { rssMiB: number; hwmMiB: number } | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/status`, "utf8");
  } catch {
    return null;
  }
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(text)?.[1] ?? 0);
  return { rssMiB: Math.round(kib("VmRSS") / 1024), hwmMiB: Math.round(kib("VmHWM") / 1024) };
}
