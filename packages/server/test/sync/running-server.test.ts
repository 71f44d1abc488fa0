/**
 * A running server and a sync beside it: the synced register answers conflict searches without
 * a restart (the change log), a next-day sync's deletions, renames and new firms show at once,
 * and `/health` reports the source, its date and staleness.
 */
import { join } from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importCompanies } from "../../src/storage/companies/index.js";
import { DEFAULT_SYNC_CONFIG } from "../../src/sync/config.js";
import { runServerSync } from "../../src/sync/server-sync.js";
import type { TestApp } from "../helpers/test-app.js";
import { createTestApp } from "../helpers/test-app.js";
import { writeEditedRegister } from "./helpers/register-file.js";
import type { FakeLindas } from "./helpers/sparql-server.js";
import { startFakeLindas } from "./helpers/sparql-server.js";
import type { FixtureCompany } from "./helpers/zefix-triples.js";
import { manyCompanies, zefixQuads } from "./helpers/zefix-triples.js";

const DAY_ONE: FixtureCompany[] = [
  ...manyCompanies(25),
  {
    ehraId: 1,
    legalName: "Swisscom (Schweiz) AG",
    uid: "CHE101654423",
    names: [
      ["Swisscom (Suisse) SA", "fr"],
      ["Swisscom (Svizzera) SA", "it"],
    ],
    bfs: 362,
  },
  { ehraId: 2, legalName: "Vergangen Bau GmbH in Liquidation", legalForm: "0107", bfs: 261 },
  { ehraId: 3, legalName: "Zeta Ohne-UID Genossenschaft", legalForm: "0108", uid: null, bfs: 351 },
  { ehraId: 4, legalName: "Abschied Reisen AG", bfs: 230 },
  { ehraId: 5, legalName: "Altname Consulting AG", bfs: 230 },
];

let t: TestApp;
let stale: TestApp;
let fake: FakeLindas;
beforeAll(async () => {
  fake = await startFakeLindas(zefixQuads(DAY_ONE, "2026-09-14"));
  t = await createTestApp({ scopes: ["conflicts"] });
  stale = await createTestApp({
    config: { sync: { ...DEFAULT_SYNC_CONFIG, maxAgeHours: 24 } },
    // A clock two days ahead: the sync below is then older than the allowed 24 hours.
    configure: (deps) => {
      deps.clock = { now: () => Date.now() + 48 * 3_600_000 };
    },
  });
});
afterAll(async () => {
  t.close();
  stale.close();
  await fake.close();
});

const sync = (app: TestApp) =>
  runServerSync(app.dbPath, app.db, { ...DEFAULT_SYNC_CONFIG, endpoint: fake.url });
const search = (name: string) =>
  request(t.app).post("/v1/conflicts/search").set("X-API-Key", t.partnerKey).send({ name });

describe("a sync beside a running server", () => {
  it("makes every synced firm its own identity match, with UID and seat; translations are the same firm", async () => {
    expect((await sync(t)).outcome).toBe("applied");
    const match = (await search("Swisscom (Schweiz) AG")).body.identityMatch;
    expect(match).toMatchObject({
      sourceCompanyId: "CHE-101.654.423",
      legalSeat: "Ittigen",
      nameDisplay: "Swisscom (Schweiz) AG",
    });
    const fr = (await search("Swisscom (Suisse) SA")).body;
    expect(fr.identityMatch).toMatchObject({ sourceCompanyId: "CHE-101.654.423" });
    expect(fr.similarMatches.map((m: { sourceCompanyId: string }) => m.sourceCompanyId)).not.toContain(
      "CHE-101.654.423",
    );
    const liquidation = (await search("Vergangen Bau GmbH")).body;
    expect(liquidation.registrable).toBe(false);
    expect(liquidation.identityMatch).toMatchObject({ status: "in_liquidation", legalSeat: "Zürich" });
    expect((await search("Zeta Ohne-UID Genossenschaft")).body.identityMatch).toMatchObject({
      sourceCompanyId: "EHRA-3",
      legalSeat: "Bern",
    });
  });

  it("shows a next-day sync's deletions, renames and new firms without a restart", async () => {
    // The index the server built on the first searches above is layered with this sync's delta.
    expect((await search("Abschied Reisen AG")).body.identityMatch).toMatchObject({
      sourceCompanyId: "CHE-100.000.004",
    });
    const dayTwo = DAY_ONE.filter((c) => c.ehraId !== 4).map((c) =>
      c.ehraId === 5 ? { ...c, legalName: "Neuname Beratung AG" } : c,
    );
    dayTwo.push({ ehraId: 6, legalName: "Frisch Gegründet GmbH", legalForm: "0107", bfs: 261 });
    fake.load(zefixQuads(dayTwo, "2026-09-15"));
    expect(await sync(t)).toMatchObject({ outcome: "applied", added: 1, changed: 1, removed: 1 });
    expect((await search("Abschied Reisen AG")).body.identityMatch).toBeNull();
    expect((await search("Altname Consulting AG")).body.identityMatch).toBeNull();
    expect((await search("Neuname Beratung AG")).body.identityMatch).toMatchObject({
      nameDisplay: "Neuname Beratung AG",
    });
    expect((await search("Frisch Gegründet GmbH")).body.identityMatch).toMatchObject({ legalSeat: "Zürich" });
  });

  it("reports the register's source and date in /health", async () => {
    const res = await request(t.app).get("/health");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: "ok",
      register: {
        sync: {
          source: "Zefix, Federal Office of Justice / EHRA, via LINDAS",
          endpoint: fake.url,
          datasetModified: "2026-09-15",
          lastRun: { outcome: "applied" },
          stale: false,
        },
      },
    });
  });

  it("does not report a register an import replaced as synced, until the next sync", async () => {
    // Before: "source": "imported" beside the old sync's date, "stale": false.
    const file = join(t.dir, "own.csv");
    writeEditedRegister(t.db, file, ["Neuname Beratung AG", "Eigenname Beratung AG"]);
    expect(await importCompanies(t.db, { file })).toMatchObject({ added: 1, changed: 1 });
    const imported = (await request(t.app).get("/health")).body;
    expect(imported.register.source).toBe("imported");
    expect(imported.register.sync).toBeUndefined();
    expect(await sync(t)).toMatchObject({
      outcome: "applied",
      writtenSinceSync: true,
      changed: 1,
      removed: 1,
    });
    const synced = (await request(t.app).get("/health")).body;
    expect(synced.register.sync).toMatchObject({ datasetModified: "2026-09-15", stale: false });
  });

  it("is degraded when the last successful sync is older than the configured age", async () => {
    const before = (await request(stale.app).get("/health")).body;
    expect(before.status).toBe("ok");
    expect(before.register.sync).toBeUndefined(); // never synced
    await sync(stale);
    const res = await request(stale.app).get("/health");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: "degraded",
      reasons: ["company register sync is older than its allowed age"],
      register: { sync: { stale: true } },
    });
  });
});
