/** A per-host concurrency limit: at most `limit` tasks per host run at once, the rest queue (FIFO). */

/** Runs tasks with a per-host concurrency bound. */
export interface HostLimiter {
  run<T>(host: string, task: () => Promise<T>): Promise<T>;
  /** Tasks running now for a host (for tests and diagnostics). */
  active(host: string): number;
}

/** Create a limiter allowing `limit` (≥ 1) concurrent tasks per host. */
export function createHostLimiter(limit: number): HostLimiter {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError("limit must be an integer ≥ 1");
  const slots = new Map<string, { active: number; waiting: (() => void)[] }>();

  const acquire = async (host: string): Promise<void> => {
    const slot = slots.get(host) ?? { active: 0, waiting: [] };
    slots.set(host, slot);
    if (slot.active < limit) {
      slot.active += 1;
      return;
    }
    // The releasing task hands its slot over, so `active` stays counted.
    await new Promise<void>((resolve) => slot.waiting.push(resolve));
  };

  const release = (host: string): void => {
    const slot = slots.get(host);
    if (!slot) return;
    const next = slot.waiting.shift();
    if (next) next();
    else {
      slot.active -= 1;
      if (slot.active === 0) slots.delete(host);
    }
  };

  return {
    async run(host, task) {
      await acquire(host);
      try {
        return await task();
      } finally {
        release(host);
      }
    },
    active: (host) => slots.get(host)?.active ?? 0,
  };
}
