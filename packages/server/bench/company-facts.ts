/**
 * Where company facts for reported matches should live with PostgreSQL (issue 20): in memory
 * beside the index, or read asynchronously per response. Measures, for `--count` companies:
 * 1. the heap the facts take in memory (one frozen object per company, repeated strings shared);
 * 2. reading the facts of 25 reported matches: from that map, from SQLite (synchronous, by
 *    primary key, as the server does today) and from PostgreSQL (one `id = ANY($1)` query).
 *
 *   node --expose-gc --import tsx bench/company-facts.ts --count 1200000
 *
 * PostgreSQL is a throwaway cluster started like the tests start it. Shared machine: noisy.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import type { CompanyFacts } from "@namescreen/core";
import Database from "better-sqlite3";
import { openPostgres } from "../src/storage/postgres/pool.js";
import { startTestPostgres } from "../test/helpers/postgres.js";

const count = Number(process.argv[process.argv.indexOf("--count") + 1] || 1_200_000);
const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
const CANTONS = ["ZH", "BE", "LU", "GE", "VD", "TI", "BS", "SG", "AG", "ZG"];
const FORMS = ["AG", "GmbH", "Einzelunternehmen", "Genossenschaft", "Verein", "Stiftung"];
const SEATS = Array.from({ length: 2_000 }, (_, i) => `Gemeinde ${i}`);

function factsOf(i: number): CompanyFacts {
  return {
    id: `CHE-${String(900_000_000 + i)}`,
    uid: i % 10 === 0 ? null : `CHE-${String(900_000_000 + i)}`,
    legalForm: FORMS[i % FORMS.length] ?? null,
    soleProprietorship: i % FORMS.length === 2,
    legalSeat: SEATS[i % SEATS.length] ?? null,
    canton: CANTONS[i % CANTONS.length] ?? null,
    status: i % 20 === 0 ? "deleted" : "active",
  };
}

// 1. Memory of the facts in a Map keyed by row id.
gc();
const before = process.memoryUsage().heapUsed;
const inMemory = new Map<number, CompanyFacts>();
for (let i = 1; i <= count; i++) inMemory.set(i, Object.freeze(factsOf(i)));
gc();
const heapMb = (process.memoryUsage().heapUsed - before) / 1024 / 1024;
console.log(`facts in memory: ${count} companies, ${heapMb.toFixed(0)} MB of heap`);

const ids = () => Array.from({ length: 25 }, () => 1 + Math.floor(Math.random() * count));
const rounds = 2_000;
const report = (label: string, ms: number[]) => {
  ms.sort((a, b) => a - b);
  const at = (q: number) => (ms[Math.floor(q * (ms.length - 1))] ?? 0).toFixed(3);
  console.log(`${label}: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms per response of 25 matches`);
};
const time = async (label: string, read: (batch: number[]) => unknown) => {
  const ms: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const batch = ids();
    const t = performance.now();
    await read(batch);
    ms.push(performance.now() - t);
  }
  report(label, ms);
};

// 2a. Memory.
await time("memory", (batch) => batch.map((id) => inMemory.get(id)));

// 2b. SQLite, synchronous primary-key reads.
const dir = mkdtempSync(join(tmpdir(), "facts-bench-"));
const sqlite = new Database(join(dir, "facts.db"));
sqlite.exec(`CREATE TABLE companies (id INTEGER PRIMARY KEY, source_company_id TEXT, uid TEXT, legal_form TEXT,
  sole_proprietorship INTEGER, legal_seat TEXT, canton TEXT, status TEXT)`);
const insert = sqlite.prepare("INSERT INTO companies VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
sqlite.transaction(() => {
  for (const [id, f] of inMemory) {
    insert.run(id, f.id, f.uid, f.legalForm, f.soleProprietorship ? 1 : 0, f.legalSeat, f.canton, f.status);
  }
})();
const byId = sqlite.prepare("SELECT * FROM companies WHERE id = ?");
await time("SQLite", (batch) => batch.map((id) => byId.get(id)));

// 2c. PostgreSQL, one round trip per response.
const server = await startTestPostgres();
try {
  const { pool } = await openPostgres(await server.createDatabase());
  await pool.query(
    `INSERT INTO companies (id, source_company_id, uid, legal_form, sole_proprietorship, legal_seat, canton, status,
       source, imported_at)
     SELECT i, 'CHE-' || (900000000 + i), 'CHE-' || (900000000 + i), 'AG', false, 'Gemeinde ' || (i % 2000), 'ZH',
       'active', 'bench', '2026-01-01'
       FROM generate_series(1, $1::integer) AS i`,
    [count],
  );
  await time("PostgreSQL", (batch) =>
    pool.query(
      `SELECT id, source_company_id, uid, legal_form, sole_proprietorship, legal_seat, canton, status
         FROM companies WHERE id = ANY($1::integer[])`,
      [batch],
    ),
  );
  await pool.end();
} finally {
  await server.stop();
  sqlite.close();
  rmSync(dir, { recursive: true, force: true });
}
