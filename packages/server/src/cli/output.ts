/**
 * The one formatter of CLI output: results as JSON or text on stdout, tables, and progress on
 * stderr (a bar of megabytes read, or a line per step), so commands print alike.
 */
import cliProgress from "cli-progress";

/** Print `value` as indented JSON when `json`, else `text` (which ends with a newline). */
export function printResult(json: boolean | undefined, value: unknown, text: string): void {
  process.stdout.write(json ? `${JSON.stringify(value, null, 2)}\n` : text);
}

/** A plain-text table: columns padded to their widest cell, two spaces apart, no trailing blanks. */
export function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (r: readonly string[]) =>
    r
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join("  ")
      .trimEnd();
  return `${[line(head), ...rows.map(line)].join("\n")}\n`;
}

/** Progress of reading a file, reported in bytes and shown in megabytes. */
export interface ByteProgress {
  /** Pass as an importer's `onProgress(read, total)`. */
  update(read: number, total: number): void;
  /** End the bar (safe to call when it never started, and twice). */
  stop(): void;
}

/** A progress bar on stderr ("<label> [bar] 42% | 3.1/7.4 MB"), redrawn every 2 s without a TTY. */
export function byteProgress(label: string): ByteProgress {
  const bar = new cliProgress.SingleBar(
    {
      stream: process.stderr,
      noTTYOutput: true,
      notTTYSchedule: 2000,
      format: `${label} {bar} {percentage}% | {value}/{total} MB`,
    },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  return {
    update(read, total) {
      if (!started) bar.start(_mb(total), 0);
      started = true;
      bar.update(_mb(read));
    },
    stop: () => bar.stop(),
  };
}

/** Progress of work counted in items, with the rate and the time left. */
export interface RateProgress {
  /** `done` of `total` items so far. */
  update(done: number): void;
  /** End the bar (safe twice). */
  stop(): void;
}

/**
 * Progress of `total` items on stderr: a bar with items/s and ETA on a terminal, otherwise a
 * plain line every `everyMs` ("<label> 2000/10000 (20%) 412 names/s, ETA 19 s").
 */
export function rateProgress(label: string, total: number, unit: string, everyMs = 2000): RateProgress {
  const started = Date.now();
  const rate = (done: number) => done / Math.max(0.001, (Date.now() - started) / 1000);
  if (process.stderr.isTTY) {
    const bar = new cliProgress.SingleBar(
      {
        stream: process.stderr,
        format: `${label} {bar} {percentage}% | {value}/{total} ${unit} | {rate} ${unit}/s | ETA {eta_formatted}`,
        etaBuffer: 200,
      },
      cliProgress.Presets.shades_classic,
    );
    bar.start(total, 0, { rate: "0" });
    return { update: (done) => bar.update(done, { rate: rate(done).toFixed(0) }), stop: () => bar.stop() };
  }
  let last = 0;
  return {
    update(done) {
      if (Date.now() - last < everyMs && done < total) return;
      last = Date.now();
      const perSecond = rate(done);
      const eta = perSecond > 0 ? Math.ceil((total - done) / perSecond) : 0;
      const percent = total === 0 ? 100 : Math.floor((done / total) * 100);
      process.stderr.write(
        `${label} ${done}/${total} (${percent}%) ${perSecond.toFixed(0)} ${unit}/s, ETA ${eta} s\n`,
      );
    },
    stop: () => {},
  };
}

/** Progress as one stderr line per step ("<label> 2000/5000"). */
export function stepProgress(label: string): (done: number, total: number) => void {
  return (done, total) => process.stderr.write(`${label} ${done}/${total}\n`);
}

// --- Internal helpers ---

function _mb(bytes: number): number {
  return Math.round((bytes / 1_048_576) * 10) / 10;
}
