/**
 * The HTTP contract on a replica over PostgreSQL, in process (supertest): the same smoke and
 * endpoint-contract cases as the SQLite app, then the admin, import and search paths, and the
 * behaviour while PostgreSQL is down (searches answer from memory, writes answer 503).
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "../../src/storage/postgres/pool.js";
import { importCompaniesToPostgres } from "../../src/storage/postgres/registers/company-publish.js";
import { importTrademarksToPostgres } from "../../src/storage/postgres/registers/trademark-publish.js";
import type { TestPostgres } from "../helpers/postgres.js";
import { startTestPostgres } from "../helpers/postgres.js";
import type { TestApp } from "../helpers/test-app.js";
import { createTestApp } from "../helpers/test-app.js";
import { runEndpointContract } from "../http/cases/endpoint-contract.js";
import { runSmokeCases } from "../http/cases/smoke-cases.js";

let server: TestPostgres;
beforeAll(async () => {
  server = await startTestPostgres();
}, 30_000);
afterAll(() => server?.stop());

const onPostgres = async () => createTestApp({ postgres: await server.createDatabase() });

runSmokeCases("PostgreSQL", onPostgres);
runEndpointContract("PostgreSQL", onPostgres);

describe("a replica over PostgreSQL", () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    url = await server.createDatabase();
    t = await createTestApp({ postgres: url });
  }, 30_000);
  afterAll(() => t?.close());

  it("administers consumers and keys, and a new key authenticates at once", async () => {
    const admin = { "X-Admin-API-Key": t.adminKey };
    const created = await request(t.app)
      .post("/v1/admin/consumers")
      .set(admin)
      .send({ name: "Bank Onboarding" });
    expect(created.status).toBe(200);
    const key = await request(t.app)
      .post(`/v1/admin/consumers/${created.body.id}/keys`)
      .set(admin)
      .send({ scopes: ["conflicts"] });
    expect(key.status).toBe(200);
    const search = await request(t.app)
      .post("/v1/conflicts/search")
      .set("X-API-Key", key.body.key)
      .send({ name: "Alpenblick AG" });
    expect(search.status).toBe(200);
  });

  it("searches companies imported into PostgreSQL once the replica has synced", async () => {
    const file = join(t.dir, "companies.csv");
    writeFileSync(
      file,
      "company_id,uid,name,name_language,name_kind,legal_form,seat,canton,status,registered_on,deleted_on,valid_from,valid_to,sole_proprietorship\n" +
        "PG-1,,Matterhorn Seilbahnen AG,de,main,AG,Zermatt,VS,active,,,,,false\n",
    );
    const { pool } = await openPostgres(url);
    try {
      const summary = await importCompaniesToPostgres(pool, { file });
      expect(summary).toMatchObject({ added: 1, removed: 0 });
    } finally {
      await pool.end();
    }
    // The follower does this on NOTIFY in a server; here the test syncs by hand.
    const { openReplicaStorage } = await import("../../src/storage/postgres/replica.js");
    const replica = await openReplicaStorage(url, t.dbPath);
    try {
      await replica.mirror.sync();
    } finally {
      await replica.close();
    }
    const res = await request(t.app)
      .post("/v1/conflicts/search")
      .set("X-API-Key", t.partnerKey)
      .send({ name: "Matterhorn Seilbahnen AG" });
    expect(res.status).toBe(200);
    expect(res.body.identityMatch?.sourceCompanyId).toBe("PG-1");
  });

  it("applies a trademark file's explicit delete rows in PostgreSQL", async () => {
    const lines = (rows: object[]) => `${rows.map((r) => JSON.stringify(r)).join("\n")}\n`;
    const marks = join(t.dir, "marks.ndjson");
    writeFileSync(
      marks,
      lines([
        { sourceRecordId: "PG-TM-1", markText: "Gletscherblick", niceClasses: [33] },
        { sourceRecordId: "PG-TM-2", markText: "Firnlicht", niceClasses: [33] },
      ]),
    );
    const removal = join(t.dir, "delete.ndjson");
    writeFileSync(removal, lines([{ sourceRecordId: "PG-TM-2", deleted: true }]));
    const { pool } = await openPostgres(url);
    try {
      expect(await importTrademarksToPostgres(pool, { file: marks, layout: "ndjson" })).toMatchObject({
        inserted: 2,
      });
      expect(await importTrademarksToPostgres(pool, { file: removal, layout: "ndjson" })).toMatchObject({
        deleted: 1,
      });
      const { rows } = await pool.query<{ id: string }>(
        "SELECT source_record_id AS id FROM trademarks WHERE source_record_id LIKE 'PG-TM-%' ORDER BY 1",
      );
      expect(rows.map((r) => r.id)).toEqual(["PG-TM-1"]);
    } finally {
      await pool.end();
    }
  });

  it("answers searches from memory and writes with 503 while PostgreSQL is down", async () => {
    // A key seen before stays usable from the key cache.
    const warm = await request(t.app)
      .post("/v1/conflicts/search")
      .set("X-API-Key", t.partnerKey)
      .send({ name: "Matterhorn Seilbahnen AG" });
    expect(warm.status).toBe(200);
    await server.stop();
    const search = await request(t.app)
      .post("/v1/conflicts/search")
      .set("X-API-Key", t.partnerKey)
      .send({ name: "Matterhorn Seilbahnen AG" });
    expect(search.status).toBe(200);
    const write = await request(t.app)
      .post("/v1/admin/consumers")
      .set("X-Admin-API-Key", t.adminKey)
      .send({ name: "During the outage" });
    expect(write.status).toBe(503);
    expect(write.body.error).toMatchObject({ code: "SERVICE_UNAVAILABLE" });
  }, 30_000);
});
