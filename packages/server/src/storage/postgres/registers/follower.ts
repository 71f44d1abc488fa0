/**
 * A replica following PostgreSQL: `LISTEN namescreen_changes` wakes it at each commit that
 * changes a register or the restricted terms, and a poll every `pollMs` is the fallback (a lost
 * connection, a missed notification). Each wake-up syncs the local register copy (mirror.ts),
 * then the indexed registers refresh from it, and the term source re-checks its counter. A
 * failed sync (PostgreSQL unavailable) is logged and retried at the next poll; searches go on
 * answering from what is local.
 */
import pg from "pg";
import type { Logger } from "pino";
import type { MirrorSync, RegisterMirror } from "./mirror.js";

/** A running follower. */
export interface Follower {
  /** Sync now (also what NOTIFY and the poll call). */
  syncNow(): Promise<MirrorSync | null>;
  stop(): Promise<void>;
}

/** Options of {@link startFollower}. */
export interface FollowerOptions {
  url: string;
  mirror: RegisterMirror;
  /** After each sync that changed something (refresh the indexes). */
  onSynced: (sync: MirrorSync) => void;
  /** A restricted-terms notification (the term source re-checks its counter). */
  onTermsChanged: () => void;
  logger: Logger;
  /** Poll interval when no notification arrives (default 1 s: changes show within 2 s). */
  pollMs?: number;
}

/** Start following; the first sync has run when this resolves. */
export async function startFollower(options: FollowerOptions): Promise<Follower> {
  const pollMs = options.pollMs ?? 1_000;
  let stopped = false;
  let listener: pg.Client | null = null;

  const syncNow = async (): Promise<MirrorSync | null> => {
    try {
      const sync = await options.mirror.sync();
      if (sync.companies.kind !== "current" || sync.trademarks.kind !== "current") {
        options.logger.info({ sync }, "register copy synced from PostgreSQL");
        options.onSynced(sync);
      }
      return sync;
    } catch (error) {
      options.logger.warn(
        { err: error },
        "register sync from PostgreSQL failed; answering from the local copy",
      );
      return null;
    }
  };

  const listen = async () => {
    if (stopped || listener) return;
    const client = new pg.Client({ connectionString: options.url, connectionTimeoutMillis: 3_000 });
    client.on("notification", (message) => {
      if (message.payload === "restricted_terms") options.onTermsChanged();
      else void syncNow();
    });
    client.on("error", () => {
      if (listener === client) listener = null;
      client.end().catch(() => undefined);
    });
    try {
      await client.connect();
      await client.query("LISTEN namescreen_changes");
      listener = client;
    } catch {
      await client.end().catch(() => undefined);
    }
  };

  await syncNow();
  await listen();
  // The poll also re-opens a lost LISTEN connection.
  const timer = setInterval(() => {
    void listen();
    options.onTermsChanged();
    void syncNow();
  }, pollMs);
  timer.unref();
  return {
    syncNow,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await listener?.end().catch(() => undefined);
      listener = null;
    },
  };
}
