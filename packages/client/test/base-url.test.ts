/** baseUrl is parsed at creation: an absolute http(s) URL, a path prefix kept, no query or fragment. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNameScreenClient } from "../src/index.js";
import type { StubServer } from "./helpers/stub-server.js";
import { startStubServer } from "./helpers/stub-server.js";

describe("baseUrl", () => {
  let stub: StubServer;
  beforeAll(async () => {
    stub = await startStubServer((_, res) => res.end('{"status":"ok"}'));
  });
  afterAll(() => stub.close());

  it("refuses a missing, relative, non-http, query-carrying or credentialed baseUrl with a TypeError", () => {
    const wrong: [unknown, RegExp][] = [
      [undefined, /baseUrl is missing/],
      ["", /baseUrl/],
      ["127.0.0.1:8080", /baseUrl/],
      ["/v1", /absolute/],
      ["ftp://127.0.0.1", /http/],
      [`${"http://127.0.0.1:8080"}/?tenant=a`, /query/],
      ["http://127.0.0.1:8080/#top", /fragment/],
      ["http://user:hunter2@127.0.0.1:8080", /credentials/],
    ];
    for (const [baseUrl, message] of wrong) {
      const create = () => createNameScreenClient({ baseUrl: baseUrl as string });
      expect(create, String(baseUrl)).toThrow(TypeError);
      expect(create, String(baseUrl)).toThrow(message);
      expect(create).not.toThrow(/hunter2/);
    }
  });

  it("refuses no options at all, and a fetch that is no function, naming them", () => {
    const create = createNameScreenClient as (options?: unknown) => unknown;
    expect(() => create()).toThrow(
      new TypeError("createNameScreenClient needs an options object with at least baseUrl"),
    );
    expect(() => create(null)).toThrow(/needs an options object/);
    expect(() => create({ baseUrl: stub.baseUrl, fetch: "fetch" })).toThrow(
      new TypeError("fetch must be a function (default: the global fetch)"),
    );
  });

  it("keeps a path prefix, with or without the trailing slash", async () => {
    await createNameScreenClient({ baseUrl: `${stub.baseUrl}/prefix/` }).health();
    await createNameScreenClient({ baseUrl: `${stub.baseUrl}/prefix` }).health();
    await createNameScreenClient({ baseUrl: stub.baseUrl }).health();
    expect(stub.requests.map((r) => r.url)).toEqual(["/prefix/health", "/prefix/health", "/health"]);
  });
});
