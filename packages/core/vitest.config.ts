import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts", "eval/**/*.test.ts"],
    testTimeout: 60_000,
    // A register built in beforeAll takes 2 to 3 s on a quiet machine: the 10 s default is too
    // close on a loaded CI machine.
    hookTimeout: 60_000,
  },
});
