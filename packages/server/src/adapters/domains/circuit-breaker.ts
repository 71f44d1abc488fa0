/**
 * A circuit breaker per upstream host. After `failureThreshold` consecutive failures (timeouts,
 * network errors, 5xx, resolvers that do not answer) the host's circuit opens: lookups fail fast for
 * `coolDownMs` instead of waiting on a dead upstream. Then one trial request is let through
 * (half-open); its success closes the circuit, its failure opens it for another cool-down.
 */

/** Breaker settings. */
export interface CircuitBreakerOptions {
  /** Consecutive failures that open the circuit (0 = never open). */
  failureThreshold: number;
  /** How long an open circuit fails fast before a trial request, ms. */
  coolDownMs: number;
  now: () => number;
}

/** The state of one host's circuit. */
export type CircuitState = "closed" | "open" | "half_open";

/** Per-host breakers. */
export interface CircuitBreaker {
  /** Whether a request to `host` may go out now (in half-open: only the one trial). */
  allow(host: string): boolean;
  /** The request let through by `allow` ended; `ok` = the host answered sanely. */
  record(host: string, ok: boolean): void;
  /** A request let through by `allow` was abandoned without an answer either way. */
  release(host: string): void;
  state(host: string): CircuitState;
}

interface HostCircuit {
  failures: number;
  openUntil: number;
  /** A half-open trial is in flight. */
  trial: boolean;
}

/** Create the breakers (one per host, created on first use). */
export function createCircuitBreaker(options: CircuitBreakerOptions): CircuitBreaker {
  const circuits = new Map<string, HostCircuit>();
  const circuit = (host: string): HostCircuit => {
    let c = circuits.get(host);
    if (!c) {
      c = { failures: 0, openUntil: 0, trial: false };
      circuits.set(host, c);
    }
    return c;
  };
  const stateOf = (c: HostCircuit | undefined): CircuitState => {
    if (!c || c.openUntil === 0) return "closed";
    return options.now() < c.openUntil ? "open" : "half_open";
  };

  return {
    allow(host) {
      if (options.failureThreshold <= 0) return true;
      const c = circuit(host);
      const state = stateOf(c);
      if (state === "closed") return true;
      if (state === "open" || c.trial) return false;
      c.trial = true;
      return true;
    },
    record(host, ok) {
      if (options.failureThreshold <= 0) return;
      const c = circuit(host);
      const wasTrial = c.trial;
      c.trial = false;
      if (ok) {
        circuits.delete(host);
        return;
      }
      c.failures += 1;
      if (wasTrial || c.failures >= options.failureThreshold)
        c.openUntil = options.now() + options.coolDownMs;
    },
    release(host) {
      const c = circuits.get(host);
      if (c) c.trial = false;
    },
    state: (host) => stateOf(circuits.get(host)),
  };
}
