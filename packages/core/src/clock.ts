/**
 * The default clock. Timers are not I/O, but the core's type environment has no `setTimeout`
 * (so that Node APIs cannot creep in); it is looked up on globalThis where the host provides it.
 */
/** Time source, injectable so tests and traces are deterministic. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Resolves after `ms` milliseconds; used for per-check time budgets. Without it, budgets are not enforced. */
  sleep?(ms: number): Promise<void>;
}

type TimerHost = { setTimeout?: (fn: () => void, ms: number) => unknown };

/**
 * Longest delay a host timer takes (2^31 - 1 ms, about 24.8 days): Node and browsers fire a
 * longer one after 1 ms, which would turn a budget of 30 days into an immediate timeout.
 */
const MAX_TIMER_MS = 2 ** 31 - 1;

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms: number) =>
    new Promise<void>((resolve) => {
      const host = globalThis as TimerHost;
      if (host.setTimeout) host.setTimeout(resolve, Math.min(ms, MAX_TIMER_MS));
    }),
};

/** The outcome of a task run against a time budget. */
export type Budgeted<T> =
  | { state: "done"; value: T }
  | { state: "failed"; error: unknown }
  | { state: "timeout" };

/** Run `task` and give up waiting after `ms` (the task itself is not cancelled). */
export async function withBudget<T>(task: () => Promise<T>, ms: number, clock: Clock): Promise<Budgeted<T>> {
  const run = task().then(
    (value): Budgeted<T> => ({ state: "done", value }),
    (error: unknown): Budgeted<T> => ({ state: "failed", error }),
  );
  if (!clock.sleep || !Number.isFinite(ms)) return run;
  // A clock that fails to sleep enforces no budget, like one without `sleep`: its error is not the task's.
  const timeout = clock.sleep(ms).then(
    (): Budgeted<T> => ({ state: "timeout" }),
    () => run,
  );
  return Promise.race([run, timeout]);
}
