/**
 * docs/library.md stays true: every ```js block runs as its own ES module under Node against the
 * built @namescreen/core (resolved by package name, as a partner's code would), and every
 * function and class the core exports appears in at least one block.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import * as core from "@namescreen/core";
import { afterAll, describe, expect, it } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));
const doc = readFileSync(join(here, "../../../../docs/library.md"), "utf8");
const blocks = [...doc.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1] as string);
// Inside the server package, so "@namescreen/core" resolves through its node_modules (Node looks
// for packages in the node_modules folders above the example file). A folder of this run's own:
// a fixed one was shared with any other run at the same time, and the first to end deleted it.
const cache = join(here, "../../node_modules/.cache");
mkdirSync(cache, { recursive: true });
const scratch = mkdtempSync(join(cache, "library-examples-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("docs/library.md", () => {
  it("has examples", () => {
    expect(blocks.length).toBeGreaterThan(5);
  });

  it.each(blocks.map((code, i) => [i + 1, code] as const))("example %i runs", (i, code) => {
    const file = join(scratch, `example-${i}.mjs`);
    writeFileSync(file, code);
    execFileSync(process.execPath, [file], { stdio: "pipe", timeout: 60_000 });
  });

  it("shows every exported function and class in an example", () => {
    const code = blocks.join("\n");
    const missing = Object.entries(core)
      .filter(([, value]) => typeof value === "function")
      .map(([name]) => name)
      .filter((name) => !new RegExp(`\\b${name}\\b\\s*[(.]|(new|instanceof) ${name}\\b`).test(code));
    expect(missing).toEqual([]);
  });
});
