/** The batch job operations on the real server: a CSV or NDJSON body, the 202, NDJSON results. */
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import type { NameScreenClient, Schema } from "../src/index.js";
import { createNameScreenClient } from "../src/index.js";
import type { LoopbackServer } from "./helpers/server.js";
import { startLoopbackServer } from "./helpers/server.js";

describe("screening jobs", () => {
  let s: LoopbackServer;
  beforeAll(async () => {
    s = await startLoopbackServer();
  });
  afterAll(() => s.close());

  /** Poll until the job is no longer queued or running. */
  async function finished(client: NameScreenClient, id: string): Promise<Schema<"JobStatus">> {
    for (;;) {
      const { data } = await client.call("getScreeningJob", { path: { id } });
      if (data.status !== "queued" && data.status !== "running") return data;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it("creates a job from a CSV text with its content type and reads its NDJSON results as items", async () => {
    const client = createNameScreenClient({ baseUrl: s.baseUrl, apiKey: s.apiKey });
    const created = await client.call("createScreeningJob", {
      body: "id,name\na,Alpenblick Treuhand AG\nb,Zürich AG\n",
      contentType: "text/csv",
    });
    expect(created.status).toBe(202);
    expect(created.data).toMatchObject({ format: "csv", status: expect.any(String) });
    expect(created.data.progress.total).toBe(2);
    expectTypeOf(created.data).toEqualTypeOf<Schema<"JobStatus">>();
    expect(created.headers.get("location")).toBe(created.data.links.self);

    expect((await finished(client, created.data.id)).status).toBe("completed");
    const results = await client.call("getScreeningJobResults", { path: { id: created.data.id } });
    expectTypeOf(results.data).toEqualTypeOf<Schema<"BatchItem">[]>();
    expect(results.data.map((item) => [item.id, item.line, item.name])).toEqual([
      ["a", 2, "Alpenblick Treuhand AG"],
      ["b", 3, "Zürich AG"],
    ]);
    expect(results.headers.get("x-job-status")).toBe("completed");
  });

  it("sends an NDJSON text as application/x-ndjson", async () => {
    const client = createNameScreenClient({ baseUrl: s.baseUrl, apiKey: s.apiKey });
    const created = await client.call("createScreeningJob", {
      body: `${JSON.stringify({ name: "Alpha AG" })}\n`,
      contentType: "application/x-ndjson",
    });
    expect(created.data).toMatchObject({ format: "ndjson", progress: { total: 1 } });
  });

  it("refuses a text operation without a content type, or a body that is not a string, before sending", async () => {
    const client = createNameScreenClient({ baseUrl: s.baseUrl, apiKey: s.apiKey });
    const noType = { body: "name\nAlpha AG\n" } as never;
    await expect(client.call("createScreeningJob", noType)).rejects.toThrow(TypeError);
    await expect(client.call("createScreeningJob", noType)).rejects.toThrow(/contentType/);
    const notText = { body: { name: "Alpha AG" }, contentType: "text/csv" } as never;
    await expect(client.call("createScreeningJob", notText)).rejects.toThrow(/string/);
  });
});
