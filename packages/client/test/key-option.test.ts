/** A key that cannot be a header value is refused at creation, and never echoed. */
import { describe, expect, it } from "vitest";
import { createNameScreenClient } from "../src/index.js";

const SECRET = "ns_sandbox_s3cr3tValue";

describe("apiKey and adminKey", () => {
  it("refuses a key with a newline, a space, a control or non-ASCII character, or empty, without showing it", () => {
    const wrong: unknown[] = [
      `${SECRET}\n`,
      `${SECRET}\r\nX-Evil: 1`,
      ` ${SECRET}`,
      `${SECRET} x`,
      `${SECRET}\u0000`,
      `${SECRET}é`,
      "",
      42,
    ];
    for (const name of ["apiKey", "adminKey"]) {
      for (const key of wrong) {
        let error: unknown;
        try {
          createNameScreenClient({ baseUrl: "http://127.0.0.1:1", [name]: key });
        } catch (e) {
          error = e;
        }
        expect(error, `${name}: ${JSON.stringify(key)}`).toBeInstanceOf(TypeError);
        expect((error as Error).message).toContain(name);
        expect((error as Error).message).not.toContain("s3cr3t");
      }
    }
  });

  it("takes a printable ASCII key", () => {
    expect(() =>
      createNameScreenClient({ baseUrl: "http://127.0.0.1:1", apiKey: SECRET, adminKey: `${SECRET}_admin` }),
    ).not.toThrow();
  });
});
