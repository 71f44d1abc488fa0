/**
 * The bounded queue in front of the domain checker: a request reserves one place per lookup
 * before it starts, up to a total bound and a per-consumer bound. A request that does not fit
 * is refused at once (429 for a consumer over its own bound, 503 when the server's queue is
 * full), with a Retry-After of one request deadline: by then the queued work has ended.
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
  /** Lookups reserved now (for tests and diagnostics). */
  pending(consumer?: string): number;
}

/** Create the admission control. */
export function createAdmission(options: AdmissionOptions): Admission {
  let total = 0;
  const byConsumer = new Map<string, number>();
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
      total += lookups;
      byConsumer.set(consumer, mine + lookups);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total -= lookups;
        const left = (byConsumer.get(consumer) ?? lookups) - lookups;
        if (left <= 0) byConsumer.delete(consumer);
        else byConsumer.set(consumer, left);
      };
    },
    pending: (consumer) => (consumer === undefined ? total : (byConsumer.get(consumer) ?? 0)),
  };
}
