#!/usr/bin/env node
// Packages that install anywhere (issue 18, item 5): build, `pnpm pack` core, server and client,
// install the tarballs with npm into an empty project in a temp directory outside the
// workspace (their own dependencies come from the npm registry), copy examples/ in unchanged
// and run its test script there. Exits non-zero on the first failure; prints each step's time.
// Run: node scripts/pack-install-check.mjs [--skip-build] [--keep]
import { execFileSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "..");
const PACKAGES = ["core", "server", "client"];
const args = new Set(process.argv.slice(2));
const started = Date.now();

const work = mkdtempSync(join(tmpdir(), "namescreen-pack-check-"));
const tarballs = join(work, "tarballs");
const project = join(work, "project");
mkdirSync(tarballs);
mkdirSync(project);

try {
  if (!args.has("--skip-build")) step("build", () => run("pnpm", ["build"], ROOT));

  const packed = step("pack", () =>
    Object.fromEntries(
      PACKAGES.map((name) => {
        run("pnpm", ["pack", "--pack-destination", tarballs], join(ROOT, "packages", name));
        const file = readdirSync(tarballs).find((f) => f.startsWith(`namescreen-${name}-`));
        if (!file) throw new Error(`pnpm pack wrote no tarball for ${name}`);
        return [`@namescreen/${name}`, join(tarballs, file)];
      }),
    ),
  );

  step("install", () => {
    // The examples' own package.json, with the workspace links replaced by the tarballs.
    const examples = JSON.parse(readFileSync(join(ROOT, "examples", "package.json"), "utf8"));
    const withTarballs = (deps = {}) =>
      Object.fromEntries(Object.entries(deps).map(([n, v]) => [n, packed[n] ? `file:${packed[n]}` : v]));
    writeFileSync(
      join(project, "package.json"),
      `${JSON.stringify(
        {
          name: "namescreen-partner-project",
          private: true,
          type: "module",
          scripts: examples.scripts,
          dependencies: withTarballs(examples.dependencies),
          devDependencies: withTarballs(examples.devDependencies),
        },
        null,
        2,
      )}\n`,
    );
    // better-sqlite3 compiles from source where no prebuilt binary can be fetched (minutes on a
    // busy machine); node-gyp takes Node's headers from the machine when it has them (as in
    // .ci/run). The workspace's own build of it is offered as a local prebuild: used when npm
    // resolves the same version, ignored (so compiled) otherwise.
    const env = {
      npm_config_better_sqlite3_local_prebuilds: localPrebuilds(work),
      ...(existsSync("/usr/include/node/node.h") ? { npm_config_nodedir: "/usr" } : {}),
    };
    run("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"], project, env);
  });

  step("copy examples", () => {
    for (const entry of readdirSync(join(ROOT, "examples"), { withFileTypes: true })) {
      if (["node_modules", "package.json", "tsconfig.json"].includes(entry.name)) continue;
      cpSync(join(ROOT, "examples", entry.name), join(project, entry.name), { recursive: true });
    }
  });

  step("resolve by name", () =>
    run(
      "node",
      ["--input-type=module", "-e", PACKAGES.map((name) => `await import("@namescreen/${name}");`).join(" ")],
      project,
    ),
  );

  step("licences shipped", () => {
    const shipped = {
      core: ["LICENSE", "NOTICE", "DATA-LICENSES.md"],
      server: ["LICENSE", "NOTICE", "seed-data/companies/SOURCES.md", "seed-data/trademarks/SOURCES.md"],
      client: ["LICENSE"],
    };
    for (const [name, files] of Object.entries(shipped)) {
      const installed = join(project, "node_modules", "@namescreen", name);
      const { license } = JSON.parse(readFileSync(join(installed, "package.json"), "utf8"));
      if (license !== "Apache-2.0") throw new Error(`@namescreen/${name} declares licence ${license}`);
      const missing = files.filter((f) => !existsSync(join(installed, f)));
      if (missing.length > 0) throw new Error(`@namescreen/${name} ships without ${missing.join(", ")}`);
    }
  });

  step("run the examples (npm test)", () => run("npm", ["test", "--silent"], project));
  console.log(`pack-install check passed in ${seconds(Date.now() - started)} (${project})`);
} finally {
  if (!args.has("--keep")) rmSync(work, { recursive: true, force: true });
}

// --- Internal helpers ---

function step(name, action) {
  const t0 = Date.now();
  console.log(`> ${name}`);
  const result = action();
  console.log(`  ${name}: ${seconds(Date.now() - t0)}`);
  return result;
}

/** A prebuild-install style tarball of the workspace's compiled better-sqlite3, in `<work>/prebuilds`. */
function localPrebuilds(work) {
  const dir = join(work, "prebuilds");
  mkdirSync(dir);
  const require = createRequire(join(ROOT, "packages", "server", "package.json"));
  const pkg = dirname(require.resolve("better-sqlite3/package.json"));
  const { version } = JSON.parse(readFileSync(join(pkg, "package.json"), "utf8"));
  if (!existsSync(join(pkg, "build", "Release", "better_sqlite3.node"))) return dir;
  const name = `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
  run("tar", ["-czf", join(dir, name), "-C", pkg, "build/Release/better_sqlite3.node"], ROOT);
  return dir;
}

function run(command, commandArgs, cwd, env = {}) {
  execFileSync(command, commandArgs, { cwd, stdio: "inherit", env: { ...process.env, ...env } });
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}
