/**
 * Option values the commands cannot use are usage errors, at once: a timer longer than Node's
 * (it fired at once) and an endpoint that is no http(s) URL (retried for about 40 s).
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCli } from "../helpers/run-cli.js";

const dir = mkdtempSync(join(tmpdir(), "namescreen-options-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const env = { NAMESCREEN_DB_PATH: join(dir, "db.sqlite"), NAMESCREEN_DEMO_DATA: "false" };

describe("option limits", () => {
  it("refuses a download timeout longer than a timer can wait", async () => {
    const run = await runCli(
      ["domains", "refresh-bootstrap", "--url", "http://127.0.0.1:9/x", "--timeout", "3000000000"],
      env,
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("must be a whole number from 1 to 2147483647");
  });

  it.each(["not a url", "ftp://example.org/sparql"])(
    "refuses %j as an endpoint at once",
    async (endpoint) => {
      const run = await runCli(["sync", "companies", "--endpoint", endpoint], env);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain("must be an http:// or https:// URL");
    },
  );

  it.each(["", "http", "70000"])("refuses --port %j instead of listening on 8080", async (port) => {
    const run = await runCli(["serve", "--port", port], env);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("must be a port number from 0 to 65535");
  });

  it.each(["companies", "trademarks"])(
    "names a directory given to import %s as one, with no summary of 0 rows",
    async (kind) => {
      const folder = join(dir, `${kind}.csv`);
      mkdirSync(folder, { recursive: true });
      const run = await runCli(["import", kind, folder], env);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/is a directory/);
      expect(run.stderr).not.toContain("0 rows read");
    },
  );
});
