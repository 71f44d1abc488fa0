/**
 * A per-host concurrency limit that is fair between consumers: at most `limit` tasks per host
 * run at once, one consumer may hold at most its share of them (so another consumer always
 * finds a free slot), and freed slots go round-robin to the consumers that wait, FIFO within
 * each consumer. A waiting task whose signal aborts leaves the queue without running.
 */

/** Who a task runs for, and when to give up waiting. */
export interface LimiterTicket {
  /** Default: one shared consumer. */
  consumer?: string | undefined;
  signal?: AbortSignal | undefined;
}

/** Runs tasks with a fair per-host concurrency bound. */
export interface HostLimiter {
  /** Run `task` when a slot is free; rejects with the signal's reason if it aborts first. */
  run<T>(host: string, task: () => Promise<T>, ticket?: LimiterTicket): Promise<T>;
  /** Tasks running now for a host (for tests and diagnostics). */
  active(host: string): number;
  /** Slots one consumer may hold per host. */
  readonly perConsumerLimit: number;
}

/** Limiter settings beyond the slot count. */
export interface HostLimiterOptions {
  /** Share of a host's slots one consumer may hold, in (0, 1]; at least one slot. Default 1. */
  consumerShare?: number | undefined;
}

const SHARED_CONSUMER = "";

interface Waiter {
  start: () => void;
}

interface HostSlots {
  active: number;
  activeBy: Map<string, number>;
  /** Consumer → its waiting tasks (insertion order is the round-robin order). */
  queues: Map<string, Waiter[]>;
  lastServed: string | null;
}

/** Create a limiter allowing `limit` (≥ 1) concurrent tasks per host. */
export function createHostLimiter(limit: number, options: HostLimiterOptions = {}): HostLimiter {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError("limit must be an integer ≥ 1");
  const share = options.consumerShare ?? 1;
  if (!(share > 0 && share <= 1)) throw new RangeError("consumerShare must be in (0, 1]");
  const perConsumerLimit = Math.max(1, Math.floor(limit * share));
  const hosts = new Map<string, HostSlots>();

  const slotsOf = (host: string): HostSlots => {
    let s = hosts.get(host);
    if (!s) {
      s = { active: 0, activeBy: new Map(), queues: new Map(), lastServed: null };
      hosts.set(host, s);
    }
    return s;
  };
  const mayStart = (s: HostSlots, consumer: string) =>
    s.active < limit && (s.activeBy.get(consumer) ?? 0) < perConsumerLimit;
  const take = (s: HostSlots, consumer: string) => {
    s.active += 1;
    s.activeBy.set(consumer, (s.activeBy.get(consumer) ?? 0) + 1);
  };

  /** Start waiting tasks while slots are free, round-robin from the consumer after the last served. */
  const dispatch = (host: string, s: HostSlots) => {
    while (s.active < limit) {
      const consumers = [...s.queues.keys()];
      if (consumers.length === 0) break;
      const after = s.lastServed === null ? -1 : consumers.indexOf(s.lastServed);
      let next: string | undefined;
      for (let i = 1; i <= consumers.length; i += 1) {
        const candidate = consumers[(after + i + consumers.length) % consumers.length] as string;
        if (mayStart(s, candidate)) {
          next = candidate;
          break;
        }
      }
      if (next === undefined) break;
      const queue = s.queues.get(next) as Waiter[];
      const waiter = queue.shift() as Waiter;
      if (queue.length === 0) s.queues.delete(next);
      s.lastServed = next;
      take(s, next);
      waiter.start();
    }
    if (s.active === 0 && s.queues.size === 0) hosts.delete(host);
  };

  const release = (host: string, consumer: string) => {
    const s = hosts.get(host);
    if (!s) return;
    s.active -= 1;
    const mine = (s.activeBy.get(consumer) ?? 1) - 1;
    if (mine === 0) s.activeBy.delete(consumer);
    else s.activeBy.set(consumer, mine);
    dispatch(host, s);
  };

  const acquire = (host: string, consumer: string, signal: AbortSignal | undefined): Promise<void> => {
    signal?.throwIfAborted();
    const s = slotsOf(host);
    // Enqueue, then let dispatch decide: a newcomer must not overtake another consumer's turn.
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          signal?.removeEventListener("abort", onAbort);
          resolve();
        },
      };
      const onAbort = () => {
        const queue = s.queues.get(consumer);
        const at = queue?.indexOf(waiter) ?? -1;
        if (queue && at >= 0) {
          queue.splice(at, 1);
          if (queue.length === 0) s.queues.delete(consumer);
        }
        reject(signal?.reason);
      };
      signal?.addEventListener("abort", onAbort, { once: true });
      const queue = s.queues.get(consumer) ?? [];
      queue.push(waiter);
      s.queues.set(consumer, queue);
      dispatch(host, s);
    });
  };

  return {
    perConsumerLimit,
    async run(host, task, ticket = {}) {
      const consumer = ticket.consumer ?? SHARED_CONSUMER;
      await acquire(host, consumer, ticket.signal);
      try {
        return await task();
      } finally {
        release(host, consumer);
      }
    },
    active: (host) => hosts.get(host)?.active ?? 0,
  };
}
