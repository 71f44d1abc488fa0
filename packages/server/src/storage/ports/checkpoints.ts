/**
 * The checkpoints port: the database's background upkeep while the server runs (SQLite: WAL
 * checkpoints from a worker thread; PostgreSQL does its own, so its adapter has nothing to stop).
 */

/** Background upkeep that the server stops on shutdown. */
export interface Checkpoints {
  stop(): Promise<void>;
}

/** Upkeep that does nothing (PostgreSQL, in-memory SQLite). */
export const NO_CHECKPOINTS: Checkpoints = { stop: async () => undefined };
