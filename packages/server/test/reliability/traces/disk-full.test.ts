/**
 * Finding 16.5: when the disk is full, an assessment is still answered (the decision does not
 * fail), the response says the trace was not stored (X-Trace-Stored: false), and /health
 * reports `degraded` with the reason. Once space is back, traces are stored and /health is ok.
 * Run on a real 8 MB tmpfs when this sandbox may mount one, and always with SQLITE_FULL
 * injected on the real file through PRAGMA max_page_count.
 */
import request from "supertest";
import { afterEach, describe, expect, it } from "vitest";
import type { TestApp } from "../../helpers/test-app.js";
import { createTestApp } from "../../helpers/test-app.js";
import type { SmallFs } from "./small-fs.js";
import { mountSmallFs } from "./small-fs.js";

const ASSESS = {
  companyName: "Zurzach Metallbau",
  legalForm: "stock_corporation",
  language: "de",
  checkLevel: "basic",
};
const TRACES = {
  maxAgeDays: 0,
  maxCount: 0,
  batchSize: 100,
  intervalMs: 3_600_000,
  minFreeDiskBytes: 64 * 1024,
};

const assess = (t: TestApp) =>
  request(t.app).post("/v1/name/assessment").set("X-API-Key", t.partnerKey).send(ASSESS);

/** Post assessments until one's trace is not stored; every one must still be a decision. */
async function assessUntilNotStored(t: TestApp): Promise<request.Response> {
  for (let i = 0; i < 2000; i += 1) {
    const res = await assess(t);
    expect(res.status).toBe(200);
    expect(res.body.assessment.overallStatus).toEqual(expect.any(String));
    if (res.headers["x-trace-stored"] === "false") return res;
    expect(res.headers["x-trace-stored"]).toBe("true");
  }
  throw new Error("the disk never filled");
}

const fs = mountSmallFs(8 * 1024 * 1024);
const strategies: {
  name: string;
  setUp: () => Promise<{ t: TestApp; fill: () => void; free: () => void }>;
}[] = [
  {
    name: "SQLITE_FULL injected with PRAGMA max_page_count on the real file",
    async setUp() {
      const t = await createTestApp({ config: { traces: TRACES } });
      const limit = () => t.db.pragma(`max_page_count = ${t.db.pragma("page_count", { simple: true })}`);
      return { t, fill: limit, free: () => t.db.pragma("max_page_count = 1073741823") };
    },
  },
];
let mounted: SmallFs | null = null;
if (fs) {
  fs.unmount(); // probe only; each test mounts its own
  strategies.push({
    name: "a real 8 MB tmpfs filled to the last byte",
    async setUp() {
      mounted = mountSmallFs(8 * 1024 * 1024);
      if (!mounted) throw new Error("tmpfs mount worked once and then failed");
      const m = mounted;
      const t = await createTestApp({ dir: m.dir, config: { traces: TRACES } });
      return { t, fill: () => m.fill(), free: () => m.free() };
    },
  });
}

describe.each(strategies)("disk full: $name", ({ setUp }) => {
  let t: TestApp | undefined;
  afterEach(() => {
    t?.close({ keepFiles: mounted !== null });
    mounted?.unmount();
    mounted = null;
  });

  it("answers the decision, says the trace was not stored, and /health is degraded until space is back", async () => {
    const world = await setUp();
    t = world.t;
    expect((await request(t.app).get("/health")).body).toMatchObject({ status: "ok" });
    const stored = await assess(t);
    expect(stored.status).toBe(200);
    expect(stored.headers["x-trace-stored"]).toBe("true");

    world.fill();
    const notStored = await assessUntilNotStored(t);
    const traceId = notStored.headers["x-trace-id"];
    expect(notStored.body.metadata.traceId).toBe(traceId);

    const health = await request(t.app).get("/health");
    expect(health.status).toBe(200);
    expect(health.body.status).toBe("degraded");
    expect(health.body.reasons.join("\n")).toMatch(/SQLITE_FULL/);
    // The decision was not stored: the admin lookup says so honestly.
    const lookup = await request(t.app)
      .get(`/v1/admin/name/assessment/traces/${traceId}`)
      .set("X-Admin-API-Key", t.adminKey);
    expect(lookup.status).toBe(404);

    world.free();
    expect((await assess(t)).headers["x-trace-stored"]).toBe("true");
    expect((await request(t.app).get("/health")).body).toMatchObject({ status: "ok" });
  }, 60_000);
});
