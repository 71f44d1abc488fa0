import { defineConfig } from "tsup";

export default defineConfig({
  entry: {
    index: "src/index.ts",
    "synthetic/index": "src/synthetic/index.ts",
    "testing/index": "src/testing/index.ts",
  },
  format: ["esm"],
  dts: true,
  clean: true,
  sourcemap: true,
  platform: "neutral",
  target: "es2022",
  // talisman is CommonJS; keep it external and let Node resolve it.
  // vitest is an optional peer: only the port contract suites of the testing entry import it.
  external: ["talisman", "fastest-levenshtein", "vitest"],
});
