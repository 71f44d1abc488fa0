// Keeps tsconfig.tools.json non-empty until the benchmark scripts land beside it.
export {};
