/**
 * Ctrl-C (SIGINT), SIGTERM and a closed terminal (SIGHUP) while a command holds something it must
 * undo: its cleanup runs (the progress bar gives the terminal its line wrapping back, a results
 * file lets its lock go), then the process exits with the shell's code for the signal, 128 + its
 * number (130, 143, 129). Before, Node ended at once: the terminal was left without line wrapping
 * and `<out>.lock` behind.
 */
import { constants } from "node:os";

const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;

/**
 * Until the returned function is called, end the process on those signals after `cleanup` (which
 * must be synchronous: nothing else runs after it).
 */
export function onInterrupt(cleanup: (signal: NodeJS.Signals) => void): () => void {
  const handler = (signal: NodeJS.Signals) => {
    try {
      cleanup(signal);
    } finally {
      process.exit(128 + constants.signals[signal]);
    }
  };
  for (const signal of SIGNALS) process.on(signal, handler);
  return () => {
    for (const signal of SIGNALS) process.removeListener(signal, handler);
  };
}
