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
  /**
   * `done` of `total` items so far, `skipped` of them not worked in this run (a resumed run's
   * items done before): they count in `done`, not in the rate.
   */
  update(done: number, skipped?: number): void;
  /** End the bar, giving the terminal back its line wrapping and cursor (safe twice). */
  stop(): void;
}

/**
 * Progress of `total` items on stderr: a bar with items/s and ETA on a terminal, otherwise a
 * plain line every `everyMs` ("<label> 2000/10000 (20%) 412 names/s, ETA 19 s"). The rate and ETA
 * count only the items worked in this run: a resumed run's skipped rows made it look eight times
 * faster than it was, and its ETA as short.
 */
export function rateProgress(label: string, total: number, unit: string, everyMs = 2000): RateProgress {
  // The clock runs from the last skipped item on: skipping is reading, not work.
  let since = { at: Date.now(), worked: 0, skipped: 0 };
  const pace = (done: number, skipped: number) => {
    const worked = done - skipped;
    if (skipped !== since.skipped) since = { at: Date.now(), worked, skipped };
    const perSecond = (worked - since.worked) / Math.max(0.001, (Date.now() - since.at) / 1000);
    return { perSecond, eta: perSecond > 0 ? Math.ceil((total - done) / perSecond) : null };
  };
  if (process.stderr.isTTY) {
    const bar = new cliProgress.SingleBar(
      {
        stream: process.stderr,
        format: `${label} {bar} {percentage}% | {value}/{total} ${unit} | {rate} ${unit}/s | ETA {timeLeft}`,
      },
      cliProgress.Presets.shades_classic,
    );
    bar.start(total, 0, { rate: "0", timeLeft: "-" });
    return {
      update(done, skipped = 0) {
        const { perSecond, eta } = pace(done, skipped);
        bar.update(done, { rate: perSecond.toFixed(0), timeLeft: eta === null ? "-" : clock(eta) });
      },
      stop: () => bar.stop(),
    };
  }
  let last = 0;
  return {
    update(done, skipped = 0) {
      const { perSecond, eta } = pace(done, skipped);
      // A first line once the clock has run `everyMs` (a resumed run's first said 15 names/s).
      if ((Date.now() - Math.max(last, since.at) < everyMs || eta === null) && done < total) return;
      last = Date.now();
      const percent = total === 0 ? 100 : Math.floor((done / total) * 100);
      process.stderr.write(
        `${label} ${done}/${total} (${percent}%) ${perSecond.toFixed(0)} ${unit}/s${eta === null ? "" : `, ETA ${eta} s`}\n`,
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

/** Seconds as the bar shows them: 42s, 3m05s, 1h02m. */
function clock(seconds: number): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  if (seconds < 60) return `${seconds}s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m${pad(seconds % 60)}s`;
  return `${Math.floor(seconds / 3600)}h${pad(Math.floor((seconds % 3600) / 60))}m`;
}

function _mb(bytes: number): number {
  return Math.round((bytes / 1_048_576) * 10) / 10;
}
