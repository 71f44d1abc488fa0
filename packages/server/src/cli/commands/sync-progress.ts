/**
 * Progress of a sync on stderr: on a terminal a bar (companies, pages, rate, ETA against the
 * size of the last sync), otherwise a plain line every ten pages; retries always get a line.
 */
import cliProgress from "cli-progress";
import type { RetryNotice } from "../../adapters/lindas/index.js";
import type { SyncProgress } from "../../sync/sync-companies.js";

/** The progress sink of one sync. */
export interface SyncProgressView {
  update(progress: SyncProgress): void;
  retry(notice: RetryNotice): void;
  stop(): void;
}

/** A progress view labelled `label` on stderr. */
export function syncProgress(label: string, stream: NodeJS.WriteStream = process.stderr): SyncProgressView {
  const started = Date.now();
  const rate = (companies: number) => Math.round(companies / Math.max(0.001, (Date.now() - started) / 1000));
  if (!stream.isTTY) {
    return {
      update(p) {
        if (p.pages % 10 === 0)
          stream.write(`${label}: page ${p.pages}, ${p.companies} companies, ${rate(p.companies)}/s\n`);
      },
      retry: (n) =>
        stream.write(`${label}: ${n.reason}; retry ${n.attempt} in ${Math.round(n.delayMs / 1000)} s\n`),
      stop() {},
    };
  }
  const bar = new cliProgress.SingleBar(
    {
      stream,
      format: `${label} {bar} {value}/{total} companies | page {pages} | {rate}/s | ETA {eta_formatted}`,
      etaBuffer: 50,
    },
    cliProgress.Presets.shades_classic,
  );
  let barStarted = false;
  return {
    update(p) {
      const total = Math.max(p.expected ?? 0, p.companies);
      if (!barStarted) bar.start(total, 0, { pages: 0, rate: 0 });
      barStarted = true;
      bar.setTotal(total);
      bar.update(p.companies, { pages: p.pages, rate: rate(p.companies) });
    },
    // On its own line; the bar redraws below it on the next update.
    retry: (n) =>
      stream.write(`\n${label}: ${n.reason}; retry ${n.attempt} in ${Math.round(n.delayMs / 1000)} s\n`),
    stop: () => bar.stop(),
  };
}
