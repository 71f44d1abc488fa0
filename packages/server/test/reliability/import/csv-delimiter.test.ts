/**
 * A company CSV is parsed with the delimiter of its header (',' or ';'), not with both: before,
 * a ';' file with a comma in an unquoted name split that name ("has 7 fields, the header has 6")
 * and a full import removed the company.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { importCompanies } from "../../../src/storage/companies/index.js";
import { tempRegister } from "./files.js";

let t: ReturnType<typeof tempRegister>;
beforeEach(() => {
  t = tempRegister();
});
afterEach(() => t.cleanup());

const names = () => t.db.prepare("SELECT name FROM company_names ORDER BY name").pluck().all() as string[];

describe("the delimiter of a company CSV", () => {
  it("reads a ';' file whose unquoted names hold commas, in full mode, removing nothing", async () => {
    const semicolons = [
      "\uFEFFcompany_id;name;legal_form",
      "C1;Alpenblick Treuhand AG;AG",
      "C2;Frédéric Hänni S.A., installations électriques;SA",
      "C3;Müller Bäckerei GmbH;GmbH",
    ].join("\r\n");
    const s = await importCompanies(t.db, { file: t.file("semi.csv", semicolons), strict: true });
    expect(s).toMatchObject({ rowsRead: 3, rowsImported: 3, rowsRejected: 0, removed: 0 });
    expect(names()).toEqual([
      "Alpenblick Treuhand AG",
      "Frédéric Hänni S.A., installations électriques",
      "Müller Bäckerei GmbH",
    ]);
  });

  it("reads a ',' file whose unquoted names hold semicolons", async () => {
    const commas = "company_id,name,legal_form\nC1,Bau; Holz & Co AG,AG\nC2,Gamma GmbH,GmbH\n";
    expect(await importCompanies(t.db, { file: t.file("comma.csv", commas), strict: true })).toMatchObject({
      rowsImported: 2,
    });
    expect(names()).toEqual(["Bau; Holz & Co AG", "Gamma GmbH"]);
  });

  it("refuses a header holding both delimiters, and stores nothing", async () => {
    const mixed = "company_id;name,legal_form\nC1;Alpha AG,AG\n";
    await expect(importCompanies(t.db, { file: t.file("mixed.csv", mixed) })).rejects.toThrow(
      /line 1: the header holds both "," and ";": cannot tell which one separates the columns/,
    );
    expect(names()).toEqual([]);
  });

  it("finds the delimiter of a header cut across read chunks, and of a file with no line break", async () => {
    // A header longer than the reader's 64 KiB chunks (blank trailing cells), then one row.
    const wide = `company_id;name${";".repeat(70_000)}\nC1;Alpha, Beta AG${";".repeat(70_000)}\n`;
    expect(await importCompanies(t.db, { file: t.file("wide.csv", wide) })).toMatchObject({
      rowsImported: 1,
    });
    expect(names()).toEqual(["Alpha, Beta AG"]);
    await expect(importCompanies(t.db, { file: t.file("head.csv", "company_id;name") })).rejects.toThrow(
      /no importable rows/,
    );
  });
});
