/**
 * Import-cycle check of both packages' sources (`pnpm check:cycles`, run by .ci/run).
 * Type-only imports count too (tsPreCompilationDeps): a cycle of types still ties two modules
 * together and is where a runtime cycle starts.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Modules must not import each other, directly or through others (type-only imports included).",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)dist/" },
  },
};
