import { afterAll, beforeAll } from "vitest";
import { createPgAdminKeyStore } from "../../../src/storage/postgres/admin-keys.js";
import { createPgConsumerStore } from "../../../src/storage/postgres/consumers.js";
import type { PgPool } from "../../../src/storage/postgres/pool.js";
import { openPostgres } from "../../../src/storage/postgres/pool.js";
import { createPgTermsRepository } from "../../../src/storage/postgres/restricted-terms/repository.js";
import { seedPgRestrictedTerms } from "../../../src/storage/postgres/restricted-terms/seed.js";
import { createPgRestrictedTermsSource } from "../../../src/storage/postgres/restricted-terms/source.js";
import { createPgTraceStore } from "../../../src/storage/postgres/traces.js";
import type { TestPostgres } from "../../helpers/postgres.js";
import { startTestPostgres } from "../../helpers/postgres.js";
import { runStoreContract } from "./store-contract.js";

let server: TestPostgres;
beforeAll(async () => {
  server = await startTestPostgres();
}, 30_000);
afterAll(() => server?.stop());

runStoreContract("PostgreSQL", async (now) => {
  const url = await server.createDatabase();
  const pools: PgPool[] = [(await openPostgres(url)).pool];
  const storesOf = (pool: PgPool) => ({
    consumers: createPgConsumerStore(pool, now),
    adminKeys: createPgAdminKeyStore(pool, now),
    traces: createPgTraceStore(pool, now),
    terms: createPgTermsRepository(pool, { now: () => new Date(now()) }),
    termsSource: createPgRestrictedTermsSource(pool, { checkMs: 100 }),
  });
  return {
    ...storesOf(pools[0]!),
    seedTerms: (data) => seedPgRestrictedTerms(pools[0]!, data, () => new Date(now())),
    async reopen() {
      const { pool } = await openPostgres(url);
      pools.push(pool);
      return storesOf(pool);
    },
    async close() {
      await Promise.all(pools.map((p) => p.end()));
    },
  };
});
