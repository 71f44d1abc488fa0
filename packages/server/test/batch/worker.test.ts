/**
 * The batch worker screens each chunk with the ports of the moment for the job's consumer, and
 * a few rows at once, so rows waiting on their domain checks overlap their waits.
 */
import type { DomainChecker, DomainEvidence, ScreeningPorts } from "@namescreen/core";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createJob } from "../../src/batch/create-job.js";
import type { BatchJobStore } from "../../src/batch/job-store.js";
import { BATCH_LIMITS } from "../../src/batch/limits.js";
import { prepareRow } from "../../src/batch/row.js";
import type { BatchWorker } from "../../src/batch/worker.js";
import { startBatchWorker } from "../../src/batch/worker.js";
import { createLogger } from "../../src/logger.js";
import type { Db } from "../../src/storage/sqlite/open.js";
import { candidateName } from "./candidates.js";
import { tempJobStore } from "./temp-job-store.js";

let db: Db;
let store: BatchJobStore;
let close: () => void;
let worker: BatchWorker | null = null;
beforeEach(() => {
  ({ db, store, close } = tempJobStore());
});
afterEach(async () => {
  await worker?.stop();
  worker = null;
  close();
});

/** A domain checker whose every lookup takes `ms` (a slow registry), counting the lookups in flight. */
function slowDomains(ms: number) {
  const seen = { inFlight: 0, most: 0 };
  const checker: DomainChecker = {
    async lookup(): Promise<DomainEvidence> {
      seen.inFlight++;
      seen.most = Math.max(seen.most, seen.inFlight);
      await new Promise((resolve) => setTimeout(resolve, ms));
      seen.inFlight--;
      return { dns: { outcome: "not_delegated", rcode: "NXDOMAIN" }, rdap: { outcome: "not_found" } };
    },
  };
  return { checker, seen };
}

async function untilDone(jobId: string, consumerId: number): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (store.get(jobId, consumerId)?.status === "completed") return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("the job did not complete");
}

describe("the batch worker", () => {
  it("does not hold the thread while another process holds the database, and screens once it is free", async () => {
    const rows = Array.from({ length: 5 }, (_, i) => prepareRow(i + 1, { name: candidateName(i) }));
    const created = await createJob(store, { consumerId: 3, format: "csv", maxUnfinished: 10 }, rows);
    if (created.kind !== "created") throw new Error(created.kind);
    const holder = new Database(db.name);
    holder.exec("BEGIN IMMEDIATE");
    try {
      const start = performance.now();
      worker = startBatchWorker({
        store,
        portsFor: () => ({ semantic: null }),
        logger: createLogger("silent"),
        idleMs: 20,
      });
      // Timers keep firing on time while the worker finds the database locked.
      let late = 0;
      for (let i = 0; i < 10; i++) {
        const due = performance.now() + 20;
        await new Promise((resolve) => setTimeout(resolve, 20));
        late = Math.max(late, performance.now() - due);
      }
      expect(late).toBeLessThan(150);
      // Its first step (a prune, then a claim) met the lock too: it did not sleep the thread for it.
      expect(performance.now() - start).toBeLessThan(1000);
      expect(store.get(created.job.id, 3)?.doneRows).toBe(0);
    } finally {
      holder.exec("ROLLBACK");
      holder.close();
    }
    await untilDone(created.job.id, 3);
    expect(store.outcomes(created.job.id, -1, 10).map((o) => o.seq)).toEqual([0, 1, 2, 3, 4]);
  });

  it("screens rows with TLDs a few at a time, with the ports for the job's consumer", async () => {
    const { checker, seen } = slowDomains(150);
    const askedFor: number[] = [];
    const ports = (consumerId: number): ScreeningPorts => {
      askedFor.push(consumerId);
      return { domains: checker, semantic: null };
    };
    const rows = Array.from({ length: 8 }, (_, i) =>
      prepareRow(i + 1, { name: candidateName(i), tlds: ["ch"] }),
    );
    const created = await createJob(store, { consumerId: 7, format: "csv", maxUnfinished: 10 }, rows);
    if (created.kind !== "created") throw new Error(created.kind);
    const started = performance.now();
    worker = startBatchWorker({ store, portsFor: ports, logger: createLogger("silent"), idleMs: 20 });
    await untilDone(created.job.id, 7);
    const elapsed = performance.now() - started;
    // One row after another would take 8 × 150 ms; four at a time about a quarter of that.
    expect(seen.most).toBe(BATCH_LIMITS.rowsAtOnce);
    expect(elapsed).toBeLessThan(8 * 150);
    expect(new Set(askedFor)).toEqual(new Set([7]));
    const outcomes = store.outcomes(created.job.id, -1, 100);
    expect(outcomes.map((o) => o.seq)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    for (const o of outcomes) {
      expect(o.item).toMatchObject({
        result: { checks: { domains: { results: [{ fqdn: expect.any(String) }] } } },
      });
    }
  });
});
