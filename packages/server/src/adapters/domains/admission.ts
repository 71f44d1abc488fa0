/**
 * The bounded queue in front of the domain checker: a request reserves one place per lookup
 * before it starts, up to a total bound and a per-consumer bound. A request that does not fit
 * is refused at once (429 for a consumer over its own bound, 503 when the server's queue is
 * full), with a Retry-After of one request deadline: by then the queued work has ended.
 * Lookups without a client to answer 429 to (a screening's) wait for room instead (`enter`).
 */

/** Queue bounds, in lookups (label × TLD pairs). */
export interface AdmissionOptions {
  maxPending: number;
  maxPendingPerConsumer: number;
  /** Seconds a refused client should wait. */
  retryAfterSeconds: number;
}

/** A request refused because the lookup queue is full. */
export class DomainCheckOverloadedError extends Error {
  /** `consumer`: this consumer's own bound (→ 429); `server`: the whole queue (→ 503). */
  readonly scope: "consumer" | "server";
  readonly retryAfterSeconds: number;
  readonly details: { pendingLookups: number; requestedLookups: number; maxPendingLookups: number };

  constructor(
    scope: "consumer" | "server",
    retryAfterSeconds: number,
    details: DomainCheckOverloadedError["details"],
  ) {
    super(
      scope === "consumer"
        ? "Too many domain lookups pending for this consumer; retry later"
        : "The domain check queue is full; retry later",
    );
    this.name = "DomainCheckOverloadedError";
    this.scope = scope;
    this.retryAfterSeconds = retryAfterSeconds;
    this.details = details;
  }
}

/** Admission control. */
export interface Admission {
  /** Reserve `lookups` places for `consumer`; returns the release. @throws DomainCheckOverloadedError */
  admit(consumer: string, lookups: number): () => void;
  /**
   * Reserve `lookups` places for `consumer`, waiting (first come, first served) until they fit;
   * resolves to the release. Rejects with the signal's reason if it aborts first.
   */
  enter(consumer: string, lookups: number, signal: AbortSignal): Promise<() => void>;
  /** Lookups reserved now (for tests and diagnostics). */
  pending(consumer?: string): number;
}

interface Waiter {
  lookups: number;
  start: () => void;
}

/** Create the admission control. */
export function createAdmission(options: AdmissionOptions): Admission {
  let total = 0;
  const byConsumer = new Map<string, number>();
  /** Consumer → its waiters, first come first served (a full consumer does not hold up others). */
  const waiting = new Map<string, Waiter[]>();
  const fits = (consumer: string, lookups: number) =>
    (byConsumer.get(consumer) ?? 0) + lookups <= options.maxPendingPerConsumer &&
    total + lookups <= options.maxPending;
  const dispatch = () => {
    for (const [consumer, queue] of waiting) {
      while (queue.length > 0 && fits(consumer, (queue[0] as Waiter).lookups))
        (queue.shift() as Waiter).start();
      if (queue.length === 0) waiting.delete(consumer);
    }
  };
  const reserve = (consumer: string, lookups: number) => {
    total += lookups;
    byConsumer.set(consumer, (byConsumer.get(consumer) ?? 0) + lookups);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      total -= lookups;
      const left = (byConsumer.get(consumer) ?? lookups) - lookups;
      if (left <= 0) byConsumer.delete(consumer);
      else byConsumer.set(consumer, left);
      dispatch();
    };
  };
  return {
    admit(consumer, lookups) {
      const mine = byConsumer.get(consumer) ?? 0;
      if (mine + lookups > options.maxPendingPerConsumer) {
        throw new DomainCheckOverloadedError("consumer", options.retryAfterSeconds, {
          pendingLookups: mine,
          requestedLookups: lookups,
          maxPendingLookups: options.maxPendingPerConsumer,
        });
      }
      if (total + lookups > options.maxPending) {
        throw new DomainCheckOverloadedError("server", options.retryAfterSeconds, {
          pendingLookups: total,
          requestedLookups: lookups,
          maxPendingLookups: options.maxPending,
        });
      }
      return reserve(consumer, lookups);
    },
    enter(consumer, lookups, signal) {
      return new Promise((resolve, reject) => {
        if (signal.aborted) return reject(signal.reason);
        const waiter: Waiter = {
          lookups,
          start: () => {
            signal.removeEventListener("abort", onAbort);
            resolve(reserve(consumer, lookups));
          },
        };
        const onAbort = () => {
          const queue = waiting.get(consumer) ?? [];
          const at = queue.indexOf(waiter);
          if (at >= 0) queue.splice(at, 1);
          if (queue.length === 0) waiting.delete(consumer);
          reject(signal.reason);
        };
        signal.addEventListener("abort", onAbort, { once: true });
        const queue = waiting.get(consumer) ?? [];
        queue.push(waiter);
        waiting.set(consumer, queue);
        dispatch();
      });
    },
    pending: (consumer) => (consumer === undefined ? total : (byConsumer.get(consumer) ?? 0)),
  };
}
