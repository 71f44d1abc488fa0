import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configFromEnv, withDatabase } from "../../src/cli/context.js";
import { runCli } from "../helpers/run-cli.js";
import { candidatesCsv, candidatesNdjson } from "./candidates.js";

const SERVER_DIR = fileURLToPath(new URL("../..", import.meta.url));
const CLI = fileURLToPath(new URL("../../src/cli/main.ts", import.meta.url));

const dir = mkdtempSync(join(tmpdir(), "namescreen-screen-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// A production-like database without demo data: no first-start seeding of 50,000 names.
const env = { NAMESCREEN_DB_PATH: join(dir, "db.sqlite"), NAMESCREEN_DEMO_DATA: "false" };
// Made as the server makes it: `screen` refuses a database path that does not exist.
beforeAll(() => withDatabase(configFromEnv({}, env), () => {}));

/** The `line` column of a results CSV (header skipped). */
const linesOf = (csv: string) =>
  csv
    .split("\n")
    .slice(1)
    .filter((l) => l !== "")
    .map((l) => Number(l.split(",")[0]));

/** `namescreen screen` in a child process (node with tsx as a loader, so a signal reaches it). */
function screenChild(args: string[]) {
  const child = spawn(process.execPath, ["--import", "tsx", CLI, "screen", ...args], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (d: Buffer) => {
    stderr += d.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
}

/** Resolves once `out` holds `rows` result rows; rejects if `exited` settles first. */
async function rowsWritten(out: string, rows: number, exited: Promise<unknown>): Promise<void> {
  let done = false;
  void exited.then(() => {
    done = true;
  });
  for (;;) {
    await new Promise((r) => setTimeout(r, 50));
    if (existsSync(out) && linesOf(readFileSync(out, "utf8")).length >= rows) return;
    if (done) throw new Error("the run finished before it could be stopped");
  }
}

describe("namescreen screen", () => {
  it("screens a 10,000-row CSV, is killed mid-run, and resumes without duplicates or gaps", async () => {
    const input = join(dir, "names.csv");
    const out = join(dir, "results.csv");
    writeFileSync(input, candidatesCsv(10_000, 2500));

    // First run: killed once a good part of the rows is written. Node itself with tsx as a loader
    // (not the tsx binary, whose node child would outlive a SIGKILL of the wrapper).
    const child = spawn(process.execPath, ["--import", "tsx", CLI, "screen", "--file", input, "--out", out], {
      cwd: SERVER_DIR,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let progress = "";
    child.stderr.on("data", (d: Buffer) => {
      progress += d.toString();
    });
    const exited = new Promise((resolve) => child.on("close", resolve));
    for (;;) {
      await new Promise((r) => setTimeout(r, 100));
      // A progress line comes once the run has screened for 2 s.
      if (
        existsSync(out) &&
        linesOf(readFileSync(out, "utf8")).length >= 1500 &&
        progress.includes("screening ")
      )
        break;
      if (child.exitCode !== null) throw new Error(`finished before it could be killed:\n${progress}`);
    }
    child.kill("SIGKILL");
    await exited;
    const before = linesOf(readFileSync(out, "utf8"));
    expect(before.length).toBeLessThan(10_000);
    // Plain progress lines without a terminal: count, rate and ETA.
    expect(progress).toMatch(/screening \d+\/10000 \(\d+%\) \d+ names\/s, ETA \d+ s/);

    const resumed = await runCli(["screen", "--file", input, "--out", out, "--json"], env, 180_000);
    expect(resumed.code, resumed.stderr).toBe(0);
    const summary = JSON.parse(resumed.stdout);
    expect(summary.rows).toBe(10_000);
    expect(summary.skipped).toBeGreaterThanOrEqual(before.length - 1);
    expect(summary.skipped + summary.screened + summary.rowErrors).toBe(10_000);

    const lines = linesOf(readFileSync(out, "utf8"));
    expect(lines).toHaveLength(10_000);
    expect([...lines].sort((a, b) => a - b)).toEqual(Array.from({ length: 10_000 }, (_, i) => i + 2));
    // The four bad rows are row errors, not gaps.
    const errors = readFileSync(out, "utf8")
      .split("\n")
      .filter((l) => l.includes(",VALIDATION_ERROR,"));
    expect(errors.map((l) => l.split(",")[1]).sort()).toEqual(["c10000", "c2500", "c5000", "c7500"]);
  }, 240_000);

  it("writes NDJSON to stdout without --out, and the summary as text on stderr", async () => {
    const input = join(dir, "names.ndjson");
    writeFileSync(input, `${candidatesNdjson(3)}{"name": "Zentaro Bern"}\n`);
    const run = await runCli(["screen", "--file", input], env);
    expect(run.code, run.stderr).toBe(0);
    const items = run.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(items.map((i) => i.line)).toEqual([1, 2, 3, 4]);
    expect(items[3].error.details.issues[0].path).toBe("legalForm");
    expect(run.stderr).toContain("4 rows: 3 screened, 1 row errors, 0 already in the output");
  });

  it("refuses a file it cannot read with a message, not a stack", async () => {
    const input = join(dir, "bad.csv");
    writeFileSync(input, "name,colour\nZentaro AG,red\n");
    const run = await runCli(["screen", "--file", input], env);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("unknown column(s) colour");
    const missing = await runCli(["screen", "--file", join(dir, "nope.csv")], env);
    expect(missing.stderr).toContain("no such file");
  });

  it.each([
    ["an empty CSV", "empty.csv", ""],
    ["a CSV with only its header", "header-only.csv", "id,name\n"],
    ["an NDJSON file of blank lines", "blank.ndjson", "\n\n"],
  ])("refuses %s as having no rows (as the job API's 422), writing no results", async (_what, name, text) => {
    const input = join(dir, name);
    const out = join(dir, `${name}.results.csv`);
    writeFileSync(input, text);
    const run = await runCli(["screen", "--file", input, "--out", out], env);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`namescreen: ${input}: the file has no rows`);
    expect(run.stderr).not.toMatch(/\bat .+\.[jt]s:\d+/);
    expect(existsSync(out)).toBe(false);
  });

  it("refuses a CSV with a duplicate column, naming it, not a stack", async () => {
    const input = join(dir, "duplicate.csv");
    writeFileSync(input, "name,legalForm,legalForm\nZentaro,limited_liability,stock_corporation\n");
    const run = await runCli(["screen", "--file", input], env);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("line 1: duplicate column(s) legalForm");
    expect(run.stderr).not.toMatch(/\bat .+\.[jt]s:\d+/);
  });

  it("reads a Latin-1 file with --encoding latin1, the option its refusal names", async () => {
    const input = join(dir, "latin1.csv");
    writeFileSync(input, Buffer.from("id,name\n1,Zürich Treuhand AG\n", "latin1"));
    const refused = await runCli(["screen", "--file", input], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/line 2: not valid UTF-8 .*--encoding latin1/);
    const run = await runCli(["screen", "--file", input, "--encoding", "latin1"], env);
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ line: 2, id: "1", name: "Zürich Treuhand AG" });
  });

  it("screens a CSV row with a quote inside an unquoted field; refuses a file cut inside a quote with its line, not a stack", async () => {
    const stray = join(dir, "stray-quote.csv");
    writeFileSync(stray, 'name\nZentaro AG\nAl"pen AG\n');
    const screened = await runCli(["screen", "--file", stray], env);
    expect(screened.code).toBe(0);
    expect(screened.stdout).toContain('"name":"Al\\"pen AG"');
    const cut = join(dir, "cut-quote.csv");
    writeFileSync(cut, 'name\nZentaro AG\n"Alpen AG\n');
    const run = await runCli(["screen", "--file", cut], env);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("line 3");
    expect(run.stderr).not.toMatch(/\bat .+\.[jt]s:\d+/);
  });

  it("refuses a pipe as input (read twice, it screened nothing with exit 0), a directory, and --json without --out", async () => {
    const input = join(dir, "two.csv");
    writeFileSync(input, "id,name\n1,Zentaro AG\n");
    const piped = await runCli(["screen", "--file", "/dev/stdin", "--input-format", "csv"], env);
    expect(piped.code).toBe(1);
    expect(piped.stderr).toContain("not a regular file (a pipe or device)");
    const folder = await runCli(["screen", "--file", dir, "--input-format", "csv"], env);
    expect(folder.stderr).toContain(`${dir}: is a directory`);
    const json = await runCli(["screen", "--file", input, "--json"], env);
    expect(json.code).toBe(1);
    expect(json.stderr).toContain("--json prints the summary on stdout: give --out");
  });

  it("stops quietly when its reader goes away (status 141, as SIGPIPE), and names a broken --db without a stack", async () => {
    const input = join(dir, "many.csv");
    writeFileSync(
      input,
      `id,name\n${Array.from({ length: 400 }, (_, i) => `${i},Zentaro ${i} AG`).join("\n")}\n`,
    );
    const child = spawn(process.execPath, ["--import", "tsx", CLI, "screen", "--file", input], {
      cwd: SERVER_DIR,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => {
      stderr += d.toString();
    });
    // The reader takes the first row and closes the pipe, like `| head -1`.
    child.stdout.once("data", () => child.stdout.destroy());
    const code = await new Promise((resolve) => child.on("close", resolve));
    expect(code).toBe(141);
    expect(stderr).not.toContain("EPIPE");

    const notDb = join(dir, "not-a-db.sqlite");
    writeFileSync(
      notDb,
      "this is not SQLite, but long enough to have a header of one hundred bytes. ".repeat(3),
    );
    const out = join(dir, "never.csv");
    const broken = await runCli(["screen", "--file", input, "--db", notDb, "--out", out], env);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain("namescreen: file is not a database");
    expect(broken.stderr).not.toMatch(/\bat .+\.[jt]s:\d+/);
    // Before: a results file of its header alone, and a lock naming the dead run.
    expect(existsSync(out)).toBe(false);
    expect(existsSync(`${out}.lock`)).toBe(false);
  });

  it.each([
    ["SIGINT", 130],
    ["SIGTERM", 143],
  ] as const)(
    "stops on %s with exit code %i: the rows written stay, the lock goes, and the same command resumes",
    async (signal, code) => {
      // Before: Node ended at once, leaving <out>.lock behind (a Ctrl-C on a terminal, the bar's
      // line wrapping off too).
      const input = join(dir, `signal-${signal}.csv`);
      const out = join(dir, `signal-${signal}.results.csv`);
      writeFileSync(input, candidatesCsv(5000));
      const run = screenChild(["--file", input, "--out", out]);
      await rowsWritten(out, 200, run.exited);
      run.child.kill(signal);
      expect(await run.exited).toBe(code);
      expect(run.stderr()).toContain(`namescreen: stopped by ${signal}; the rows written are in ${out}`);
      expect(existsSync(`${out}.lock`)).toBe(false);
      const text = readFileSync(out, "utf8");
      expect(text.endsWith("\n")).toBe(true);
      const before = linesOf(text);
      expect(before.length).toBeLessThan(5000);

      const resumed = await runCli(["screen", "--file", input, "--out", out, "--json"], env, 120_000);
      expect(resumed.code, resumed.stderr).toBe(0);
      expect(JSON.parse(resumed.stdout).skipped).toBe(before.length);
      const lines = linesOf(readFileSync(out, "utf8"));
      expect([...lines].sort((a, b) => a - b)).toEqual(Array.from({ length: 5000 }, (_, i) => i + 2));
    },
    180_000,
  );

  it("gives a terminal its line wrapping back on Ctrl-C: the bar turned it off", async () => {
    // A real pseudo-terminal (util-linux `script`); Ctrl-C typed into it, as a user would.
    const input = join(dir, "terminal.csv");
    const out = join(dir, "terminal.results.csv");
    writeFileSync(input, candidatesCsv(5000));
    const command = [process.execPath, "--import", "tsx", CLI, "screen", "--file", input, "--out", out]
      .map((a) => `'${a.replaceAll("'", "'\\''")}'`)
      .join(" ");
    const child = spawn("script", ["-q", "-e", "-c", command, "/dev/null"], {
      cwd: SERVER_DIR,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let terminal = "";
    child.stdout.on("data", (d: Buffer) => {
      terminal += d.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.on("close", (c) => resolve(c)));
    await rowsWritten(out, 200, exited);
    expect(terminal).toContain("\x1b[?7l");
    child.stdin.write("\x03");
    expect(await exited).toBe(130);
    expect(terminal.lastIndexOf("\x1b[?7h")).toBeGreaterThan(terminal.lastIndexOf("\x1b[?7l"));
    expect(terminal).toContain("namescreen: stopped by SIGINT");
    expect(existsSync(`${out}.lock`)).toBe(false);
  }, 60_000);

  it("refuses an empty --out (it meant stdout), and a UTF-8 file with a BOM read as Latin-1", async () => {
    const input = join(dir, "bom.csv");
    writeFileSync(input, "\ufeffid,name\n1,Zürich Treuhand AG\n");
    const empty = await runCli(["screen", "--file", input, "--out", ""], env);
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain("option '--out <path>' argument '' is invalid. must name a file");
    expect(empty.stdout).toBe("");
    // Before: "unknown column(s) ï»¿id", the BOM read as three Latin-1 letters.
    const latin1 = await runCli(["screen", "--file", input, "--encoding", "latin1"], env);
    expect(latin1.code).toBe(1);
    expect(latin1.stderr).toBe(
      `namescreen: ${input}: starts with a UTF-8 byte order mark, so it is UTF-8: read it without --encoding latin1\n`,
    );
    const utf8 = await runCli(["screen", "--file", input], env);
    expect(utf8.code, utf8.stderr).toBe(0);
    expect(JSON.parse(utf8.stdout)).toMatchObject({ line: 2, id: "1", name: "Zürich Treuhand AG" });
  });

  it("refuses an --out that is the input file, leaving it untouched", async () => {
    // Before: its own error rows were read back as input, and the file grew without end.
    const input = join(dir, "self.ndjson");
    const text = `${Array.from({ length: 50 }, (_, i) => JSON.stringify({ line: -1, name: `X${i} AG` })).join("\n")}\n`;
    writeFileSync(input, text);
    const same = await runCli(["screen", "--file", input, "--out", join(dir, ".", "self.ndjson")], env);
    expect(same.code).toBe(1);
    expect(same.stderr).toContain("is the input file; give another --out");
    expect(readFileSync(input, "utf8")).toBe(text);
  });
});
