/**
 * Real-looking bad batch files: every data row ends with a prepared request or its own row error,
 * at the line an editor shows; a file the batch cannot read at all is one clear file error.
 */
import { Readable } from "node:stream";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readBatchRows } from "../../src/batch/read-rows.js";
import type { PreparedRow } from "../../src/batch/types.js";
import { jobResults } from "../helpers/job-results.js";
import type { TestApp } from "../helpers/test-app.js";
import { createAppWithWorker, untilJobDone } from "./app-with-worker.js";

async function rowsOf(text: string | Buffer, format: "csv" | "ndjson" = "csv"): Promise<PreparedRow[]> {
  const rows: PreparedRow[] = [];
  for await (const row of readBatchRows(Readable.from([Buffer.from(text)]), format)) rows.push(row);
  return rows;
}

/** Each row as `line: name` or `line: error message`. */
async function outcomes(text: string | Buffer, format: "csv" | "ndjson" = "csv"): Promise<string[]> {
  return (await rowsOf(text, format)).map((r) =>
    "error" in r ? `${r.line}: ${r.error.message}` : `${r.line}: ${r.request.assessment.companyName}`,
  );
}

describe("CSV files as spreadsheets and editors write them", () => {
  it("reads a BOM, CRLF line ends and an empty last line", async () => {
    const text = "\ufeffid,name,seat\r\n1,Alpenblick AG,Bern\r\n2,Foo GmbH,Zug\r\n\r\n";
    expect(await outcomes(text)).toEqual(["2: Alpenblick AG", "3: Foo GmbH"]);
  });

  it("reads header names in another case or with spaces around them", async () => {
    const text = " ID , Name ,SEAT,NiceClasses\n1,Alpenblick AG,Bern,35\n";
    const rows = await rowsOf(text);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      line: 2,
      id: "1",
      request: { assessment: { legalSeat: "Bern" }, trademarks: { niceClasses: [35] } },
    });
  });

  it.each([
    [
      "name,Name\nAlpenblick AG,Alpenblick AG\n",
      "line 1: duplicate column(s) name; each column may appear once",
    ],
    ["id,Nom\n1,Alpenblick AG\n", "line 1: unknown column(s) Nom; the columns are id, name,"],
    ["id;name,seat\n1;Alpenblick AG,Bern\n", 'line 1: the header holds both "," and ";"'],
  ])("refuses the header %j whole, saying why", async (text, message) => {
    await expect(rowsOf(text)).rejects.toThrow(message);
  });

  it("reads a file separated by semicolons (Excel in a Swiss locale)", async () => {
    const text = 'id;name;seat;niceClasses\r\n1;Alpenblick AG;Bern;9,35\r\n2;"Müller; Söhne AG";Zug;35\r\n';
    const rows = await rowsOf(text);
    expect(rows.map((r) => ("error" in r ? r.error.message : r.request.assessment.companyName))).toEqual([
      "Alpenblick AG",
      "Müller; Söhne AG",
    ]);
    expect(rows[0]).toMatchObject({
      request: { assessment: { legalSeat: "Bern" }, trademarks: { niceClasses: [9, 35] } },
    });
  });

  it("makes a row with too many columns that row's error, at its line", async () => {
    const text = "id,name\n1,Alpenblick AG\n2,Foo GmbH,extra\n3,Bar AG\n";
    expect(await outcomes(text)).toEqual([
      "2: Alpenblick AG",
      "3: Validation failed: row has 3 fields, the header has 2",
      "4: Bar AG",
    ]);
  });

  it.each([
    ["9, 35", [9, 35]],
    ["9;35", [9, 35]],
    ["9 35", [9, 35]],
  ])("reads the classes %j", async (cell, classes) => {
    const rows = await rowsOf(`name,niceClasses\nAlpenblick AG,"${cell}"\n`);
    expect(rows[0]).toMatchObject({ request: { trademarks: { niceClasses: classes } } });
  });

  it.each([
    ["abc", 'niceClasses "abc" is not a class number (1 to 45)'],
    ["99", "niceClasses"],
    ["0", "niceClasses"],
  ])("makes the classes %j that row's error", async (cell, message) => {
    const rows = await rowsOf(`id,name,niceClasses\nr1,Alpenblick AG,${cell}\nr2,Foo GmbH,35\n`);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ line: 2, id: "r1", error: { code: "VALIDATION_ERROR" } });
    expect(
      "error" in (rows[0] as PreparedRow) && (rows[0] as { error: { message: string } }).error.message,
    ).toContain(message);
    expect(rows[1]).toMatchObject({ line: 3, request: {} });
  });

  it("makes a 10,000-character name that row's error, and reads the next row", async () => {
    const long = `${"Alpenblick".repeat(1000)} AG`;
    const rows = await rowsOf(`id,name\nr1,${long}\nr2,Foo GmbH\n`);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ line: 2, id: "r1", error: { code: "VALIDATION_ERROR" } });
    expect(
      (rows[0] as unknown as { error: { details: { issues: { path: string }[] } } }).error.details.issues[0]
        ?.path,
    ).toBe("name");
    expect(rows[1]).toMatchObject({ line: 3, request: {} });
  });
});

describe("NDJSON files", () => {
  it("skips a blank line and makes an array line that row's error, numbering lines as written", async () => {
    const text = '{"name":"Alpenblick AG"}\n\n["Foo GmbH"]\r\n{"name":"Bar AG"}\n';
    expect(await outcomes(text, "ndjson")).toEqual([
      "1: Alpenblick AG",
      "3: Validation failed: row must be a JSON object",
      "4: Bar AG",
    ]);
  });

  it("makes classes given as a text that row's error", async () => {
    const rows = await rowsOf('{"name":"Alpenblick AG","niceClasses":"9, 35"}\n', "ndjson");
    expect(rows[0]).toMatchObject({ line: 1, error: { code: "VALIDATION_ERROR" } });
    expect(JSON.stringify(rows[0])).toContain("niceClasses");
  });

  it("reads a BOM before the first line", async () => {
    expect(await outcomes('\ufeff{"name":"Alpenblick AG"}\n', "ndjson")).toEqual(["1: Alpenblick AG"]);
  });
});

describe("a spreadsheet's file through the job API", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAppWithWorker();
  });
  afterAll(() => t.close());
  const createJob = (body: string) =>
    request(t.app)
      .post("/v1/name/screening/jobs")
      .set("X-API-Key", t.partnerKey)
      .set("Content-Type", "text/csv")
      .send(body);

  it("gives every row a result or its own error, at the line an editor shows", async () => {
    const csv = [
      "\ufeffID; Name ;Seat;NiceClasses",
      "a;Alpenblick AG;Bern;9, 35",
      // Lines 3-4: a name on two lines is that row's error (a name is one line), ending at line 4.
      'b;"Müller\r\nSöhne AG";Zug;35',
      "c;Foo GmbH;Zug;abc",
      "d;Bar AG;Zug;35;extra",
      `e;${"Alpenblick".repeat(1000)} AG;;`,
      "",
      "f;Baz Sàrl;;",
      "",
    ].join("\r\n");
    const created = await createJob(csv);
    expect(created.status).toBe(202);
    expect((await untilJobDone(t, created.body.id)).status).toBe("completed");
    const items = await jobResults(t.app, t.partnerKey, created.body.id);
    const outcome = (i: Record<string, unknown>) =>
      `${i.line} ${i.id} ${"result" in i ? "result" : (i.error as { code: string }).code}`;
    expect(items.map(outcome)).toEqual([
      "2 a result",
      "4 b VALIDATION_ERROR",
      "5 c VALIDATION_ERROR",
      "6 null VALIDATION_ERROR",
      "7 e VALIDATION_ERROR",
      "9 f result",
    ]);
  }, 30_000);

  it("refuses a header that names a column twice in two cases with the line, not a 500", async () => {
    const res = await createJob("name,NAME\nAlpenblick AG,Alpenblick AG\n");
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "INVALID_REQUEST", details: { line: 1 } });
  });
});
