/**
 * A throwaway PostgreSQL cluster for tests, started by the test itself so CI needs no service:
 * the system's binaries (Debian's /usr/lib/postgresql/<n>/bin, or NAMESCREEN_PG_BIN), run as
 * the `postgres` user when the tests run as root (initdb refuses root). The cluster lives in a
 * temporary directory on a free port, with fsync off, and is removed by `stop()`.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

/** A running test cluster. */
export interface TestPostgres {
  /** URL of a new, empty database on the cluster. */
  createDatabase(): Promise<string>;
  /** Stop the cluster and remove its files (once; later calls do nothing). */
  stop(): Promise<void>;
}

/** Start a cluster (about 1.5 s). */
export async function startTestPostgres(): Promise<TestPostgres> {
  const bin = findBinaries();
  const dir = mkdtempSync(join(tmpdir(), "namescreen-pg-"));
  const asRoot = process.getuid?.() === 0;
  const user = asRoot ? "postgres" : undefined;
  if (user) chownSync(dir, uidOf(user), gidOf(user));
  const run = (tool: string, args: string[]) => {
    const command = join(bin, tool);
    const result = user
      ? spawnSync("runuser", ["-u", user, "--", command, ...args], { encoding: "utf8" })
      : spawnSync(command, args, { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr || result.stdout}`);
  };
  const data = join(dir, "data");
  run("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync"]);
  // The port was free when asked, but another process may bind it before PostgreSQL does: then
  // the start fails on the bind, and a new port is tried.
  let port = 0;
  for (let attempt = 1; ; attempt++) {
    port = await freePort();
    try {
      run("pg_ctl", [
        "-D",
        data,
        "-l",
        join(dir, "log"),
        "-w",
        "-o",
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
        "start",
      ]);
      break;
    } catch (error) {
      if (attempt === 3 || !_portTaken(join(dir, "log"), port)) throw error;
    }
  }
  const base = `postgres://postgres@127.0.0.1:${port}`;
  let n = 0;
  let stopped = false;
  return {
    async createDatabase() {
      const name = `t${process.pid}_${++n}`;
      const admin = new pg.Client({ connectionString: `${base}/postgres` });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      return `${base}/${name}`;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

// --- Internal helpers ---

function findBinaries(): string {
  const fromEnv = process.env.NAMESCREEN_PG_BIN;
  if (fromEnv && existsSync(join(fromEnv, "initdb"))) return fromEnv;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) if (existsSync(join(root, v, "bin", "initdb"))) return join(root, v, "bin");
  throw new Error(
    "No PostgreSQL binaries: install Debian's postgresql package (.ci/run does) or set NAMESCREEN_PG_BIN",
  );
}

function uidOf(user: string): number {
  return Number(execFileSync("id", ["-u", user], { encoding: "utf8" }).trim());
}

function gidOf(user: string): number {
  return Number(execFileSync("id", ["-g", user], { encoding: "utf8" }).trim());
}

/** Whether the server log says the start failed because `port` was taken. */
function _portTaken(log: string, port: number): boolean {
  try {
    const text = readFileSync(log, "utf8");
    return (
      text.includes(`port ${port}`) &&
      /could not bind|could not create any TCP\/IP sockets|Address already in use/.test(text)
    );
  } catch {
    return false;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}
