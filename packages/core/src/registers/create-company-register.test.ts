/** `createCompanyRegister`: names, plain companies, async streams, and refused rows with their row index. */
import { describe, expect, it } from "vitest";
import { holeFirst } from "../../test/helpers/sparse.js";
import { searchConflicts } from "../conflicts/search-conflicts.js";
import { ValidationError } from "../errors.js";
import type { CompanyInput } from "./company-input.js";
import { createCompanyRegister } from "./create-company-register.js";
import { MAX_ROW_ISSUES } from "./row-issues.js";

function issuesOf(run: () => unknown): { path: string; message: string }[] {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error.issues.map(({ path, message }) => ({ path, message }));
    throw error;
  }
  throw new Error("expected a ValidationError");
}

async function* stream<T>(rows: readonly T[]): AsyncGenerator<T> {
  for (const row of rows) yield row;
}

describe("createCompanyRegister", () => {
  it("builds from names: each name an active company with a generated id", async () => {
    const companies = createCompanyRegister(["Alpenblick Treuhand AG", "Müller Bau GmbH"]);
    const result = await searchConflicts({ name: "Alpenblick Treuhand GmbH" }, { companies });
    expect(result.identityMatch).toMatchObject({ sourceCompanyId: "company-1", status: "active" });
  });

  it("reads every field of a plain company, with the importer's defaults", async () => {
    const rows: CompanyInput[] = [
      {
        name: "Lumora Farben AG",
        uid: "CHE123456789",
        legalForm: "AG",
        seat: "Bern",
        canton: "be",
        languageVersions: [{ name: "Lumora Couleurs SA", language: "fr" }],
        formerNames: ["Alpenrose Handel AG"],
      },
      { name: "Hans Muster", legalForm: "Einzelunternehmen" },
      { name: "Alte Mühle AG", id: "mill", status: "in_liquidation" },
    ];
    const companies = createCompanyRegister(rows);
    const french = await searchConflicts({ name: "Lumora Couleurs Sàrl" }, { companies });
    expect(french.identityMatch).toMatchObject({
      sourceCompanyId: "CHE-123.456.789",
      uid: "CHE-123.456.789",
      nameKind: "variant",
      matchedLanguage: "fr",
      legalSeat: "Bern",
      canton: "BE",
    });
    // A sole proprietorship is protected at its seat only: no identity, a similar match.
    const sole = await searchConflicts({ name: "Hans Muster GmbH" }, { companies });
    expect(sole.identityMatch).toBeNull();
    expect(sole.similarMatches[0]?.explanation.evidence).toContain(
      "sole proprietorship: protected at its seat only",
    );
    const mill = await searchConflicts({ name: "Alte Mühle GmbH" }, { companies });
    expect(mill.identityMatch).toMatchObject({ sourceCompanyId: "mill", status: "in_liquidation" });
    // A former name is Low evidence, never an identity.
    const former = await searchConflicts({ name: "Alpenrose Handel GmbH" }, { companies });
    expect(former.registrable).toBe(true);
    expect(former.similarMatches[0]).toMatchObject({ risk: "Low", explanation: { nameKind: "former" } });
  });

  it("streams from an async iterable and resolves to the same register", async () => {
    const names = ["Alpha AG", "Beta GmbH", { name: "Gamma SA", seat: "Genève" }];
    const streamed = await createCompanyRegister(stream(names));
    const built = createCompanyRegister(names);
    const query = { name: "Alfa AG" };
    expect(await searchConflicts(query, { companies: streamed })).toEqual(
      await searchConflicts(query, { companies: built }),
    );
  });

  it("names each refused row and field", () => {
    const rows = [
      { name: "  " },
      { name: "Alpha AG", status: "gone" },
      { name: "Beta AG", uid: "123" },
      { name: "Gamma AG", languageVersions: [{ name: "Gamma SA", language: "es" }] },
      { seat: "Bern" },
      42,
      { name: "Delta AG", id: "x" },
      { name: "Epsilon AG", id: "x" },
      { name: "Zeta AG", formerNames: holeFirst("Zeta Alt AG") },
    ] as unknown as CompanyInput[];
    expect(issuesOf(() => createCompanyRegister(rows))).toEqual([
      { path: "companies.0.name", message: "must not be empty or only whitespace" },
      { path: "companies.1.status", message: "must be one of active, in_liquidation, deleted" },
      { path: "companies.2.uid", message: "is not a Swiss UID (CHE-123.456.789)" },
      { path: "companies.3.languageVersions.0.language", message: "must be one of de, fr, it, en, rm" },
      { path: "companies.4.name", message: "is required" },
      { path: "companies.5", message: "must be a company object or a name" },
      { path: "companies.7.id", message: "repeats the id of row 6" },
      { path: "companies.8.formerNames.0", message: "is required" },
    ]);
  });

  it("refuses a lone string and stops reading at the issue bound", async () => {
    expect(issuesOf(() => createCompanyRegister("Alpha AG" as unknown as string[]))).toEqual([
      { path: "companies", message: "must be an array, an iterable or an async iterable of rows" },
    ]);
    const bad = Array.from({ length: MAX_ROW_ISSUES * 3 }, () => ({ name: "" }));
    await expect(createCompanyRegister(stream(bad))).rejects.toThrow(/reading stopped at 100 issues/);
    expect(issuesOf(() => createCompanyRegister(bad))).toHaveLength(MAX_ROW_ISSUES);
  });
});
