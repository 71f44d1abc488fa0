/**
 * Register facts and validation of `searchConflicts`, run against both the in-memory index and
 * the brute-force oracle (they must agree on every case).
 */
import { describe, expect, it } from "vitest";
import { PortError, ValidationError } from "../errors.js";
import { BruteForceCompanyRegister } from "../testing/oracle.js";
import type { CompanyRegister, DescribedHit, RegisteredCompany, RegisterHit } from "./company-register.js";
import { InMemoryCompanyRegister } from "./company-register.js";
import type { ConflictSearchRequest } from "./conflict-search-request.js";
import { searchConflicts } from "./search-conflicts.js";

function company(
  id: string,
  names: RegisteredCompany["names"],
  extra: Partial<RegisteredCompany> = {},
): RegisteredCompany {
  return {
    id,
    uid: id,
    legalForm: "AG",
    soleProprietorship: false,
    legalSeat: "Zürich",
    canton: "ZH",
    status: "active",
    names,
    ...extra,
  };
}
const main = (name: string) => ({ name, language: "de" as const, kind: "main" as const });

// Long first words, so "Consulting" alone is no visual match of these names (only a subset).
const REGIONS = [
  "Nordwestschweizer",
  "Suedostschweizer",
  "Innerschweizer",
  "Zentralschweizer",
  "Ostschweizerische",
];

const COMPANIES: RegisteredCompany[] = [
  company("CHE-100.000.001", [
    main("Müller Treuhand AG"),
    { name: "Müller Fiduciaire SA", language: "fr", kind: "variant" },
    { name: "Müller Fiduciaria SA", language: "it", kind: "variant" },
  ]),
  company("CHE-100.000.002", [main("Alpha Beta AG in Liquidation")], { status: "in_liquidation" }),
  company("CHE-100.000.003", [main("Gamma Delta AG")], { status: "deleted" }),
  company("CHE-100.000.004", [
    main("Neoterra AG"),
    { name: "Oldvista Immobilien AG", language: "de", kind: "former" },
  ]),
  company("CHE-100.000.005", [main("Hans Zaugg Schreinerei")], {
    soleProprietorship: true,
    legalForm: "Einzelunternehmen",
  }),
  company("CHE-100.000.006", [main("Meier Garage AG")], { legalSeat: "Bern", canton: "BE" }),
  company("CHE-100.000.007", [main("Zyxora Consulting GmbH")], { legalForm: "GmbH" }),
  // Many names share "Consulting": the word must weigh little.
  ...Array.from({ length: 60 }, (_, i) =>
    company(`CHE-200.000.${String(i).padStart(3, "0")}`, [
      main(`${REGIONS[i % REGIONS.length]}${i} Consulting GmbH`),
    ]),
  ),
];

const registers = {
  index: InMemoryCompanyRegister.fromCompanies(COMPANIES),
  oracle: new BruteForceCompanyRegister(COMPANIES),
};

describe.each(Object.entries(registers))("searchConflicts over the %s register", (_, register) => {
  const search = (req: ConflictSearchRequest) => searchConflicts(req, { companies: register });

  it("echoes the input with its normalised forms and phonetic keys", async () => {
    const r = await search({ name: "Meyer Garage GmbH" });
    expect(r.input).toMatchObject({ name: "Meyer Garage GmbH", nameCore: "meyer garage" });
    expect(r.input.phoneticPrimary).toBe("KRJ MR");
    expect(typeof r.input.phoneticAlt).toBe("string");
  });

  it("finds a registered language version as identity and says which one", async () => {
    const r = await search({ name: "Mueller Fiduciaire Sàrl" });
    expect(r.registrable).toBe(false);
    expect(r.identityMatch).toMatchObject({
      sourceCompanyId: "CHE-100.000.001",
      nameDisplay: "Müller Fiduciaire SA",
      nameKind: "variant",
      matchedLanguage: "fr",
      legalSeat: "Zürich",
      legalForm: "AG",
      status: "active",
    });
    // The identical company is not repeated among the similar names.
    expect(r.similarMatches.map((m) => m.sourceCompanyId)).not.toContain("CHE-100.000.001");
  });

  it("prefers the registered name written exactly like the query as the identity", async () => {
    // Both companies are legally identical to either spelling; the exact one is reported.
    const pair = [
      company("CHE-300.000.001", [main("Mueller Holzbau AG")]),
      company("CHE-300.000.002", [main("Müller Holzbau AG")]),
    ];
    const exact =
      register instanceof InMemoryCompanyRegister
        ? InMemoryCompanyRegister.fromCompanies(pair)
        : new BruteForceCompanyRegister(pair);
    const r1 = await searchConflicts({ name: "Müller Holzbau AG" }, { companies: exact });
    expect(r1.identityMatch).toMatchObject({
      sourceCompanyId: "CHE-300.000.002",
      nameDisplay: "Müller Holzbau AG",
    });
    const r2 = await searchConflicts({ name: "Mueller Holzbau AG" }, { companies: exact });
    expect(r2.identityMatch).toMatchObject({ sourceCompanyId: "CHE-300.000.001" });
    // Another legal form: the same spelling of the core still wins.
    const r3 = await searchConflicts({ name: "MÜLLER HOLZBAU GmbH" }, { companies: exact });
    expect(r3.identityMatch).toMatchObject({ sourceCompanyId: "CHE-300.000.002" });
    // Identical only with the words reordered: the register order decides (the lower record).
    const r4 = await searchConflicts({ name: "Holzbau Müller GmbH" }, { companies: exact });
    expect(r4.identityMatch).toMatchObject({ sourceCompanyId: "CHE-300.000.001" });
  });

  // Before (normalisation 1.1.8), a Cyrillic М made the name registrable with the registered
  // name a Medium match, and a soft hyphen split "Meier" into "mei er": no match at all.
  it.each([
    ["a Cyrillic letter that looks Latin", "\u041cüller Treuhand AG", "CHE-100.000.001"],
    ["a soft hyphen inside a word", "Mei\u00ader Garage AG", "CHE-100.000.006"],
    ["a zero-width space inside a word", "Zyx\u200bora Consulting GmbH", "CHE-100.000.007"],
  ])("finds the registered name written with %s as identity", async (_what, name, id) => {
    const r = await search({ name });
    expect(r.registrable).toBe(false);
    expect(r.identityMatch).toMatchObject({ sourceCompanyId: id });
  });

  it("lets a name in liquidation block (word order and legal form do not matter)", async () => {
    const r = await search({ name: "Beta Alpha GmbH" });
    expect(r.registrable).toBe(false);
    expect(r.identityMatch).toMatchObject({ sourceCompanyId: "CHE-100.000.002", status: "in_liquidation" });
  });

  it("reports a deleted company's identical name as Low evidence, never as identity", async () => {
    const r = await search({ name: "Gamma Delta SA" });
    expect(r.registrable).toBe(true);
    expect(r.identityMatch).toBeNull();
    const m = r.similarMatches.find((x) => x.sourceCompanyId === "CHE-100.000.003");
    expect(m).toMatchObject({ risk: "Low", explanation: { companyStatus: "deleted" } });
    expect(m?.explanation.classes).toContain("E");
  });

  it("searches former names at low weight", async () => {
    const r = await search({ name: "Oldvista Immobilien AG" });
    expect(r.registrable).toBe(true);
    const m = r.similarMatches.find((x) => x.sourceCompanyId === "CHE-100.000.004");
    expect(m).toMatchObject({
      risk: "Low",
      nameDisplay: "Oldvista Immobilien AG",
      explanation: { nameKind: "former" },
    });
  });

  it("does not auto-reject the name of a sole proprietorship (protected at its seat only)", async () => {
    const r = await search({ name: "Hans Zaugg Schreinerei" });
    expect(r.registrable).toBe(true);
    const m = r.similarMatches.find((x) => x.sourceCompanyId === "CHE-100.000.005");
    expect(m?.risk).toBe("High");
    expect(m?.explanation.evidence.join(" ")).toContain("sole proprietorship");
  });

  it("finds phonetic variants and explains the shared key", async () => {
    const r = await search({ name: "Mayer Garage GmbH" });
    const m = r.similarMatches.find((x) => x.sourceCompanyId === "CHE-100.000.006");
    expect(m).toMatchObject({
      phoneticMatch: true,
      risk: "High",
      legalSeat: "Bern",
      nameNorm: "meier garage ag",
    });
    expect(m?.explanation.evidence).toContain("same double-metaphone key KRJ MR");
  });

  it("names the digit reading behind a phonetic key, on the query's side and on the name's", async () => {
    const register = InMemoryCompanyRegister.fromCompanies([
      company("CHE-200.000.001", [main("Truone AG")]),
      company("CHE-200.000.002", [main("Quattro 1 GmbH")]),
    ]);
    const evidence = async (name: string, id: string) => {
      const r = await searchConflicts({ name }, { companies: register });
      return r.similarMatches.find((m) => m.sourceCompanyId === id)?.explanation.evidence ?? [];
    };
    // Every language's reading that gives the key is named ("true un", "true uno", "true one").
    const query = (await evidence("TRUE1 GmbH", "CHE-200.000.001")).join(" ");
    expect(query).toContain("same Cologne phonetic key 276 (the query's digits read as words:");
    expect(query).toContain('"true one"');
    // "Quattro" is itself a number word: the registered core is "4 1".
    expect((await evidence("Quattrouno AG", "CHE-200.000.002")).join(" ")).toContain(
      'the registered name\'s digits read as words: "quatre un" or "quattro uno"',
    );
    // A key both names have as written needs no reading.
    expect((await evidence("Truone Holding AG", "CHE-200.000.001")).join(" ")).not.toContain("digits read");
  });

  it("weighs a distinctive contained word high and a common market word low", async () => {
    const distinctive = await search({ name: "Zyxora" });
    const zyx = distinctive.similarMatches.find((x) => x.sourceCompanyId === "CHE-100.000.007");
    expect(zyx).toMatchObject({ risk: "High" });
    expect(zyx?.explanation.classes).toContain("S");

    const common = await search({ name: "Consulting", limit: 100 });
    const subsetOnly = common.similarMatches.filter((m) => m.explanation.classes.join() === "S");
    expect(subsetOnly.length).toBeGreaterThan(50);
    expect(subsetOnly.every((m) => m.risk === "Low")).toBe(true);
    expect(subsetOnly[0]?.explanation.evidence.join(" ")).toContain(
      "all query words contained in the name: consulting",
    );
  });

  it("orders by risk, then visual score, within limit and minRisk", async () => {
    const all = await search({ name: "Innerschweizer Consulting", limit: 100 });
    const ranks = all.similarMatches.map((m) => ({ High: 3, Medium: 2, Low: 1 })[m.risk]);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    for (let i = 1; i < all.similarMatches.length; i++) {
      const [a, b] = [all.similarMatches[i - 1], all.similarMatches[i]];
      if (a?.risk === b?.risk) expect(a?.visualScore).toBeGreaterThanOrEqual(b?.visualScore ?? 0);
    }
    const limited = await search({ name: "Innerschweizer Consulting", limit: 3 });
    expect(limited.similarMatches).toEqual(all.similarMatches.slice(0, 3));
    const medium = await search({ name: "Innerschweizer Consulting", minRisk: "Medium", limit: 100 });
    expect(medium.similarMatches).toEqual(all.similarMatches.filter((m) => m.risk !== "Low"));
  });

  it.each([
    [{ name: "" }, "name", undefined],
    [{ name: "x".repeat(257) }, "name", undefined],
    [{ name: "Q SA" }, "name", "q"],
    [{ name: "GmbH" }, "name", ""],
    [{ name: "AG in Liquidation" }, "name", ""],
    [{ name: "X GmbH" }, "name", "x"],
    [{ name: "!!!" }, "name", ""],
    // "&" is a word of the core, not a letter: two of them are nothing to compare.
    [{ name: "&& AG" }, "name", "& &"],
    [{ name: "+ + GmbH" }, "name", "& &"],
    [{ name: "Alpha", limit: 0 }, "limit", 0],
    [{ name: "Alpha", limit: 101 }, "limit", 101],
    [{ name: "Alpha", limit: 2.5 }, "limit", 2.5],
    [{ name: "Alpha", minRisk: "Extreme" as never }, "minRisk", "Extreme"],
  ])("rejects %j with a ValidationError on %s", async (req, path, value) => {
    const err = await search(req as ConflictSearchRequest).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ValidationError);
    const issue = (err as ValidationError).issues.find((i) => i.path === path);
    expect(issue).toBeDefined();
    if (value !== undefined) expect(issue?.value).toBe(value);
  });
});

describe("searchConflicts over a broken register", () => {
  const real = registers.index;
  // Before, each of these failed with a TypeError ("hits.filter is not a function", ...).
  it.each<[string, CompanyRegister, string]>([
    [
      "match answering null",
      { match: () => null as never, describe: (h) => real.describe(h) },
      "companies.match answered no list",
    ],
    [
      "match answering {}",
      { match: () => ({}) as never, describe: (h) => real.describe(h) },
      "companies.match answered no list",
    ],
    [
      "match answering null hits",
      {
        match: async (q, f) => (await real.match(q, f)).map(() => null) as never,
        describe: (h) => real.describe(h),
      },
      "companies.match answered item 0 with no object",
    ],
    [
      "match answering a company status outside the contract",
      {
        match: async (q, f) => (await real.match(q, f)).map((h) => ({ ...h, status: "Active" })) as never,
        describe: (h) => real.describe(h),
      },
      'companies.match answered item 0 with status "Active", not one of active, in_liquidation, deleted',
    ],
    // Before, any kind but "former" read as a current name: a former name reported as "Former"
    // blocked the name as an identity, reported as a main name.
    [
      "match answering a name kind in another wording",
      {
        match: async (q, f) => (await real.match(q, f)).map((h) => ({ ...h, kind: "Former" })) as never,
        describe: (h) => real.describe(h),
      },
      'companies.match answered item 0 with kind "Former", not one of main, variant, former',
    ],
    // Before, "xx" reached the answer's matchedLanguage, outside its type and the HTTP schema.
    [
      "match answering a language outside the contract",
      {
        match: async (q, f) => (await real.match(q, f)).map((h) => ({ ...h, language: "xx" })) as never,
        describe: (h) => real.describe(h),
      },
      'companies.match answered item 0 with language "xx", not null or one of de, fr, it, en, rm',
    ],
    [
      "match answering a record that is not a number",
      {
        match: async (q, f) => (await real.match(q, f)).map((h) => ({ ...h, record: "7" })) as never,
        describe: (h) => real.describe(h),
      },
      "companies.match answered item 0 with record 7, not a record number",
    ],
    [
      // Before, Infinity passed and reached the JSON as null; 5 passed as a score.
      "match answering a visual score of Infinity",
      {
        match: async (q, f) =>
          (await real.match(q, f)).map((h) => ({ ...h, visualScore: Infinity })) as never,
        describe: (h) => real.describe(h),
      },
      "companies.match answered item 0 with visualScore Infinity, not a number from 0 to 1",
    ],
    [
      "match answering a visual score of 5",
      {
        match: async (q, f) => (await real.match(q, f)).map((h) => ({ ...h, visualScore: 5 })) as never,
        describe: (h) => real.describe(h),
      },
      "companies.match answered item 0 with visualScore 5, not a number from 0 to 1",
    ],
    [
      "describe answering []",
      { match: (q, f) => real.match(q, f), describe: () => [] },
      "companies.describe answered 0 items for 1",
    ],
    [
      "describe answering null",
      { match: (q, f) => real.match(q, f), describe: () => null as never },
      "companies.describe answered no list",
    ],
    // Before, these reached the response as they were ("status": "Active", "name": 5) or failed
    // later with a TypeError.
    [
      "describe answering a company status outside the contract",
      {
        match: (q, f) => real.match(q, f),
        describe: (h) => changed(h, (d) => (d.company.status = "Active" as never)),
      },
      'companies.describe answered item 0 with company.status "Active", not one of active, in_liquidation, deleted',
    ],
    [
      "describe answering no company facts",
      { match: (q, f) => real.match(q, f), describe: (h) => changed(h, (d) => (d.company = null as never)) },
      "companies.describe answered item 0 with no company facts",
    ],
    [
      "describe answering a name that is not a string",
      { match: (q, f) => real.match(q, f), describe: (h) => changed(h, (d) => (d.name = 5 as never)) },
      "companies.describe answered item 0 with name that is not a non-empty string",
    ],
    [
      "describe answering words that are not strings",
      { match: (q, f) => real.match(q, f), describe: (h) => changed(h, (d) => (d.words = [1] as never)) },
      "companies.describe answered item 0 with words that are not a list of strings",
    ],
  ])("%s is an UPSTREAM_ERROR naming the method", async (_what, companies, message) => {
    const err = await searchConflicts({ name: "Neoterra AG" }, { companies }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PortError);
    expect(err).toMatchObject({ code: "UPSTREAM_ERROR", message });
  });

  it("a directory without the hit's record is an UPSTREAM_ERROR, not an Error", async () => {
    const companies = new InMemoryCompanyRegister(real.index, { get: () => undefined });
    const err = await searchConflicts({ name: "Neoterra AG" }, { companies }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PortError);
    expect(err).toMatchObject({
      code: "UPSTREAM_ERROR",
      message: expect.stringMatching(/^the company directory has no record \d+$/),
    });
  });

  it("reads a directory's absent nullable facts as null", async () => {
    const companies = new InMemoryCompanyRegister(real.index, {
      get: (record) => {
        const { uid: _u, legalForm: _f, legalSeat: _s, canton: _c, names: _n, ...rest } = COMPANIES[record]!;
        return rest as never;
      },
    });
    const r = await searchConflicts({ name: "Neoterra AG" }, { companies });
    expect(r.identityMatch).toMatchObject({ uid: null, legalForm: null, legalSeat: null, canton: null });
  });
});

/** The real register's descriptions, each changed by `change`. */
async function changed(
  hits: readonly RegisterHit[],
  change: (d: DescribedHit) => void,
): Promise<DescribedHit[]> {
  const described = await registers.index.describe(hits);
  return described.map((d) => {
    const copy = { ...d, company: { ...d.company } };
    change(copy);
    return copy;
  });
}

describe("searchConflicts without a register", () => {
  it.each([undefined, {}, { companies: null }, { companies: {} }])(
    "names the port it needs (%j)",
    async (ports) => {
      // Before: "Cannot read properties of undefined (reading 'companies')" or "register.match is not a function".
      const error = await searchConflicts({ name: "Neoterra AG" }, ports as never).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TypeError);
      expect((error as Error).message).toBe(
        "searchConflicts needs ports.companies, an object with match() and describe()",
      );
    },
  );
});
