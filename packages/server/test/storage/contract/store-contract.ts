/**
 * The store contract: one set of cases every storage adapter must pass (SQLite and
 * PostgreSQL run the very same cases; see sqlite.test.ts and postgres.test.ts beside this).
 * Each case gets fresh, migrated stores from `open`.
 */

import type { RestrictedTermsSource } from "@namescreen/core";
import { afterEach, describe, expect, it } from "vitest";
import type {
  AdminKeyStore,
  ConsumerStore,
  RestrictedTermsRepository,
  TraceStore,
} from "../../../src/storage/ports/index.js";
import type { SeedData, SeedReport } from "../../../src/storage/restricted-terms/index.js";
import { runTermsContract } from "./terms-contract.js";

/** The stores of one fresh database. */
export interface ContractStores {
  consumers: ConsumerStore;
  adminKeys: AdminKeyStore;
  traces: TraceStore;
  terms: RestrictedTermsRepository;
  termsSource: RestrictedTermsSource;
  seedTerms(data: SeedData): Promise<SeedReport>;
  /** Another process's view of the same database (a second replica, the CLI). */
  reopen(): Promise<Omit<ContractStores, "reopen" | "close" | "seedTerms">>;
  close(): Promise<void>;
}

/** Register the contract cases for one adapter. */
export function runStoreContract(name: string, open: (now: () => string) => Promise<ContractStores>): void {
  describe(`store contract: ${name}`, () => {
    let stores: ContractStores | null = null;
    let clock = Date.parse("2026-03-01T10:00:00.000Z");
    const now = () => new Date(clock).toISOString();
    const fresh = async () => {
      stores = await open(now);
      return stores;
    };
    afterEach(async () => {
      await stores?.close();
      stores = null;
    });

    it("creates consumers with unique codes and finds them by id or code", async () => {
      const s = await fresh();
      const a = await s.consumers.create({ name: "Acme Treuhand AG", contactEmail: "ops@acme.ch" });
      const b = await s.consumers.create({ name: "Acme Treuhand AG" });
      expect(a).toMatchObject({ code: "acme-treuhand-ag", isActive: true, contactEmail: "ops@acme.ch" });
      expect(b.code).toBe("acme-treuhand-ag-2");
      expect(await s.consumers.find(String(a.id))).toEqual(a);
      expect(await s.consumers.find("acme-treuhand-ag-2")).toEqual(b);
      expect(await s.consumers.find("nobody")).toBeNull();
      expect((await s.consumers.list()).map((c) => c.id)).toEqual([a.id, b.id]);
    });

    it("updates only the fields given and filters by state", async () => {
      const s = await fresh();
      const a = await s.consumers.create({ name: "Alpha", description: "first" });
      clock += 1000;
      const updated = await s.consumers.update(a.id, { isActive: false, contactEmail: null });
      expect(updated).toMatchObject({ name: "Alpha", description: "first", isActive: false });
      expect(updated?.updatedAt).not.toBe(a.updatedAt);
      expect(await s.consumers.update(9999, { name: "x" })).toBeNull();
      expect(await s.consumers.list({ isActive: true })).toEqual([]);
      expect((await s.consumers.list({ isActive: false })).map((c) => c.id)).toEqual([a.id]);
    });

    it("issues partner keys with sorted unique scopes and authenticates them", async () => {
      const s = await fresh();
      const c = await s.consumers.create({ name: "Partner" });
      const issued = await s.consumers.issueKey(c.id, ["screening", "assessment", "screening"], "sandbox");
      expect(issued.scopes).toEqual(["assessment", "screening"]);
      expect(issued.key).toMatch(/^ns_sandbox_/);
      const auth = await s.consumers.keyForAuth(issued.id);
      expect(auth).toMatchObject({ id: issued.id, consumerId: c.id, consumerActive: true, revokedAt: null });
      expect(Buffer.isBuffer(auth?.secretHash)).toBe(true);
      expect(await s.consumers.keyForAuth("unknown")).toBeNull();
      expect((await s.consumers.listKeys(c.id)).map((k) => k.id)).toEqual([issued.id]);
    });

    it("revokes a key only for its consumer, and authentication sees it at once", async () => {
      const s = await fresh();
      const c = await s.consumers.create({ name: "Partner" });
      const other = await s.consumers.create({ name: "Other" });
      const issued = await s.consumers.issueKey(c.id, ["assessment"], "sandbox");
      await s.consumers.keyForAuth(issued.id);
      expect(await s.consumers.revokeKey(issued.id, other.id)).toBeNull();
      const revoked = await s.consumers.revokeKey(issued.id, c.id);
      expect(revoked?.revokedAt).toBe(now());
      expect((await s.consumers.keyForAuth(issued.id))?.revokedAt).toBe(now());
    });

    it("shows a deactivated consumer's key as inactive to authentication", async () => {
      const s = await fresh();
      const c = await s.consumers.create({ name: "Partner" });
      const issued = await s.consumers.issueKey(c.id, ["assessment"], "sandbox");
      await s.consumers.keyForAuth(issued.id);
      await s.consumers.update(c.id, { isActive: false });
      expect((await s.consumers.keyForAuth(issued.id))?.consumerActive).toBe(false);
    });

    it("issues, lists, counts and revokes admin keys", async () => {
      const s = await fresh();
      const a = await s.adminKeys.issue("sandbox");
      const b = await s.adminKeys.issue("sandbox");
      expect(a.key).toMatch(/^nsadmin_sandbox_/);
      expect(await s.adminKeys.activeCount()).toBe(2);
      expect((await s.adminKeys.forAuth(a.id))?.revokedAt).toBeNull();
      expect((await s.adminKeys.revoke(a.id))?.revokedAt).toBe(now());
      expect(await s.adminKeys.revoke("missing")).toBeNull();
      expect(await s.adminKeys.activeCount()).toBe(1);
      expect((await s.adminKeys.forAuth(a.id))?.revokedAt).toBe(now());
      expect((await s.adminKeys.list()).map((k) => k.id).sort()).toEqual([a.id, b.id].sort());
    });

    it("stores traces by group commit and reads them back from another connection", async () => {
      const s = await fresh();
      const stored = await Promise.all(
        [1, 2, 3].map((i) =>
          s.traces.record({
            traceId: `trace-${i}`,
            endpoint: "/v1/name/assessment",
            statusCode: 200,
            response: { n: i, umlaut: "Zürich" },
            explanation: i === 2 ? { why: "because" } : null,
            apiKeyId: "key-1",
          }),
        ),
      );
      expect(stored.map((t) => t.traceId)).toEqual(["trace-1", "trace-2", "trace-3"]);
      const other = await s.reopen();
      expect(await other.traces.get("trace-2")).toEqual({
        traceId: "trace-2",
        createdAt: now(),
        endpoint: "/v1/name/assessment",
        statusCode: 200,
        response: { n: 2, umlaut: "Zürich" },
        explanation: { why: "because" },
      });
      expect(await other.traces.get("missing")).toBeNull();
    });

    it("reports a duplicate trace id as a failed write without throwing from tryRecord", async () => {
      const s = await fresh();
      const trace = { traceId: "dup", endpoint: "/e", statusCode: 200, response: {} };
      expect(await s.traces.tryRecord(trace)).toBe(true);
      expect(s.traces.lastFailure()).toBeNull();
      expect(await s.traces.tryRecord(trace)).toBe(false);
      expect(s.traces.lastFailure()?.message).toMatch(/unique|duplicate|constraint/i);
      expect(await s.traces.tryRecord({ ...trace, traceId: "next" })).toBe(true);
      expect(s.traces.lastFailure()).toBeNull();
    });

    it("lets another connection see keys issued here", async () => {
      const s = await fresh();
      const c = await s.consumers.create({ name: "Partner" });
      const issued = await s.consumers.issueKey(c.id, ["assessment"], "sandbox");
      const other = await s.reopen();
      expect((await other.consumers.keyForAuth(issued.id))?.consumerId).toBe(c.id);
      expect((await other.consumers.find("partner"))?.id).toBe(c.id);
    });

    runTermsContract(fresh, () => {
      clock += 1000;
      return now();
    });
  });
}
