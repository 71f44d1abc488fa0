/**
 * The default clock. Timers are not I/O, but the core's type environment has no `setTimeout`
 * (so that Node APIs cannot creep in); it is looked up on globalThis where the host provides it.
 */
import { describe } from "./arguments.js";

/** Time source, injectable so tests and traces are deterministic. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Resolves after `ms` milliseconds; used for per-check time budgets. Without it, budgets are not enforced. */
  sleep?(ms: number): Promise<void>;
  /**
   * `sleep` that can be called off: a budget's timer is called off once its task is done, so a
   * finished screening leaves no timer behind (one keeps a script's process alive for the rest of
   * its budget, 2 to 6 s). Optional: without it, budgets use `sleep` and its timer runs out.
   */
  timer?(ms: number): Timer;
}

/** A timer of {@link Clock.timer}: `done` resolves after its time unless `cancel` came first. */
export interface Timer {
  done: Promise<void>;
  cancel(): void;
}

type TimerHost = {
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
};

/**
 * Longest delay a host timer takes (2^31 - 1 ms, about 24.8 days): Node and browsers fire a
 * longer one after 1 ms, which would turn a budget of 30 days into an immediate timeout.
 */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * `clock.now()`, checked: a clock answering no finite number is a TypeError that names it (before,
 * a processing time of NaN, or a RangeError from deep inside the domain check's dates).
 */
export function nowOf(clock: Clock): number {
  const now: unknown = clock.now();
  if (typeof now !== "number" || !Number.isFinite(now))
    throw new TypeError(`clock.now() answered ${String(now)}, not milliseconds since the epoch`);
  return now;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms: number) => hostTimer(ms).done,
  timer: hostTimer,
};

/** A timer of the host (none where it has no `setTimeout`: `done` never resolves). */
function hostTimer(ms: number): Timer {
  const host = globalThis as TimerHost;
  let handle: unknown;
  const done = new Promise<void>((resolve) => {
    if (host.setTimeout) handle = host.setTimeout(resolve, Math.min(ms, MAX_TIMER_MS));
  });
  return { done, cancel: () => host.clearTimeout?.(handle) };
}

/** The outcome of a task run against a time budget. */
export type Budgeted<T> =
  | { state: "done"; value: T }
  | { state: "failed"; error: unknown }
  | { state: "timeout" };

/**
 * Run `task` and give up waiting after `ms` (the task itself is not cancelled). The budget's
 * timer is called off when the task is done first, where the clock can (`Clock.timer`). A task
 * that throws at once has failed, one answering no promise is done with its answer; `ms` is a
 * positive number (Infinity: no budget); no clock (`null`) is the system clock.
 */
export async function withBudget<T>(task: () => Promise<T>, ms: number, clock: Clock): Promise<Budgeted<T>> {
  // Before: NaN and null meant no budget at all, and 0 or -1 a timeout at once.
  if (typeof ms !== "number" || Number.isNaN(ms) || ms <= 0)
    throw new TypeError(`withBudget's ms must be a positive number of milliseconds, not ${describe(ms)}`);
  // Settled through a promise of its own: a task that threw at once escaped as a rejection, and
  // one answering a value was a TypeError ("task(...).then is not a function").
  const run = new Promise<T>((resolve) => resolve(task())).then(
    (value): Budgeted<T> => ({ state: "done", value }),
    (error: unknown): Budgeted<T> => ({ state: "failed", error }),
  );
  if (!Number.isFinite(ms)) return run;
  // A JavaScript caller's null clock enforced no budget, silently: it is none given.
  const timer = budgetTimer((clock as Clock | null | undefined) ?? systemClock, ms);
  if (!timer) return run;
  void run.then(() => {
    try {
      timer.cancel?.();
    } catch {
      // A clock whose timer cannot be called off keeps it running: nothing else depends on it.
    }
  });
  // A clock that fails to sleep enforces no budget, like one without `sleep`: its error is not the task's.
  const timeout = timer.done.then(
    (): Budgeted<T> => ({ state: "timeout" }),
    () => run,
  );
  return Promise.race([run, timeout]);
}

/**
 * The clock's timer for a budget, or null when it has none or cannot give one: a partner's clock
 * whose `sleep` throws, or answers no promise, enforces no budget rather than failing the task.
 */
function budgetTimer(clock: Clock, ms: number): (Partial<Timer> & Pick<Timer, "done">) | null {
  try {
    const timer = clock.timer ? clock.timer(ms) : clock.sleep ? { done: clock.sleep(ms) } : null;
    const done = (timer as { done?: unknown } | null)?.done;
    return timer && typeof (done as { then?: unknown })?.then === "function" ? timer : null;
  } catch {
    return null;
  }
}
