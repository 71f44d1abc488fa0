import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const coreSrc = (p: string) => fileURLToPath(new URL(`../core/src/${p}`, import.meta.url));

export default defineConfig({
  resolve: {
    // Tests run against the core's sources, so no build is needed between edits.
    alias: [
      { find: /^@namescreen\/core\/synthetic$/, replacement: coreSrc("synthetic/index.ts") },
      { find: /^@namescreen\/core\/testing$/, replacement: coreSrc("testing/index.ts") },
      { find: /^@namescreen\/core$/, replacement: coreSrc("index.ts") },
    ],
  },
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
