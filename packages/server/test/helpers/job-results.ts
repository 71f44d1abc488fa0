/** The NDJSON results of a screening job, fetched over HTTP: one object per line. */
import type { Express } from "express";
import request from "supertest";
import { expect } from "vitest";

export async function jobResults(app: Express, key: string, id: string): Promise<Record<string, unknown>[]> {
  const res = await request(app)
    .get(`/v1/name/screening/jobs/${id}/results`)
    .set("X-API-Key", key)
    .buffer(true)
    .parse((r, done) => {
      let text = "";
      r.on("data", (c: Buffer) => {
        text += c.toString();
      });
      r.on("end", () => done(null, text));
    });
  expect(res.status).toBe(200);
  expect(res.headers["content-type"]).toMatch(/^application\/x-ndjson/);
  return (res.body as string)
    .split("\n")
    .filter((l) => l !== "")
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}
