import { describe, expect, it } from "vitest";
import { failuresOnItsOwn } from "../../test/helpers/passes-screening.js";
import type { RegisteredCompany } from "../conflicts/company-register.js";
import { InMemoryCompanyRegister } from "../conflicts/company-register.js";
import { createMemoryDomainChecker } from "../domains/memory.js";
import { PortError, ValidationError } from "../errors.js";
import type { ScreeningPorts } from "../screening/types.js";
import { InMemoryTrademarkRegister } from "../trademarks/register.js";
import type { TrademarkRecord } from "../trademarks/types.js";
import { suggestAlternatives } from "./suggest-alternatives.js";
import type { AlternativesRequest } from "./types.js";
import { STRATEGY_CODES } from "./types.js";

const company = (id: string, name: string): RegisteredCompany => ({
  id,
  uid: null,
  legalForm: "AG",
  soleProprietorship: false,
  legalSeat: "Zürich",
  canton: "ZH",
  status: "active",
  names: [{ name, language: "de", kind: "main" }],
});
const mark = (id: string, text: string, classes: number[]): TrademarkRecord => ({
  sourceRecordId: id,
  registrationNumber: null,
  applicationNumberText: id,
  markText: text,
  status: "Registered",
  niceClasses: classes,
  applicationDate: null,
  registrationDate: null,
  expiryDate: null,
  markCategory: "Individual mark",
  markFeatureCategory: "Word",
});

const ports: ScreeningPorts = {
  companies: InMemoryCompanyRegister.fromCompanies([
    company("CHE-1", "Alpha Consulting GmbH"),
    company("CHE-2", "Alpenblick Treuhand AG"),
  ]),
  trademarks: InMemoryTrademarkRegister.fromRecords([mark("EM:1", "QUANTIX", [36])]),
};

/** "Alpha Consulting GmbH" asked for `count` suggestions with the domain check of `tlds`. */
function alphaWithDomains(count: number, tlds: string[]) {
  return {
    companyName: "Alpha Consulting",
    legalForm: "limited_liability" as const,
    language: "de" as const,
    count,
    checks: { domains: { enabled: true, tlds } },
  };
}

describe("suggestAlternatives", () => {
  it("repairs a refused name and shows only names that pass screening on their own", async () => {
    const request: AlternativesRequest = {
      companyName: "Alpha Consulting",
      legalForm: "limited_liability",
      language: "de",
      count: 6,
    };
    const r = await suggestAlternatives(request, ports);
    expect(r.input.screening.overallStatus).toBe("REGISTRY_REJECTION_LIKELY");
    expect(r.suggestions).toHaveLength(6);
    expect(r.summary).toMatchObject({ requested: 6, returned: 6 });
    // "Alpha Consulting GmbH" repairs the legal form but is registered: tried, not shown.
    expect(r.suggestions.map((s) => s.companyName)).not.toContain("Alpha Consulting GmbH");
    expect(r.summary.dropped.IDENTITY_MATCH).toBeGreaterThanOrEqual(1);
    const dropped = Object.values(r.summary.dropped).reduce((a, b) => a + b, 0);
    expect(r.summary.candidatesTried).toBe(r.suggestions.length + dropped);
    for (const s of r.suggestions) {
      expect(STRATEGY_CODES).toContain(s.strategy);
      expect(s.reason).not.toBe("");
      expect(s.domains).toBeNull();
      expect(s.screening.drivers.some((d) => d.severity === "ERROR")).toBe(false);
      expect(await failuresOnItsOwn(s, request, ports)).toEqual([]);
    }
  });

  it("drops a candidate with a High trademark conflict in the requested classes", async () => {
    const request: AlternativesRequest = {
      companyName: "Quantix Bank AG",
      legalForm: "stock_corporation",
      language: "de",
      checks: { trademarks: { niceClasses: [36] } },
    };
    const r = await suggestAlternatives(request, ports);
    expect(r.suggestions.map((s) => s.companyName)).not.toContain("Quantix AG");
    expect(r.summary.dropped.HIGH_TRADEMARK_CONFLICT).toBeGreaterThanOrEqual(1);
    for (const s of r.suggestions) expect(await failuresOnItsOwn(s, request, ports)).toEqual([]);
  });

  it("is deterministic and keeps the kept words", async () => {
    const request: AlternativesRequest = {
      companyName: "Alpenblick Treuhand AG",
      legalForm: "stock_corporation",
      language: "de",
      keep: ["Alpenblick"],
      surnames: ["Keller"],
    };
    const a = await suggestAlternatives(request, ports);
    const b = await suggestAlternatives(request, ports);
    expect(a).toEqual(b);
    expect(a.suggestions.length).toBeGreaterThan(0);
    for (const s of a.suggestions) expect(s.companyName).toMatch(/Alpenblick/);
  });

  it("suggests no name longer than a name may be, for a name near the limit", async () => {
    // Before, adding a word to a 253-character name suggested names of 258 characters, which
    // the screening itself refuses.
    const request: AlternativesRequest = {
      companyName: `${"a".repeat(250)} AG`,
      legalForm: "stock_corporation",
      language: "de",
      count: 10,
    };
    const r = await suggestAlternatives(request, ports);
    expect(r.suggestions.length).toBeGreaterThan(0);
    for (const s of r.suggestions) {
      expect(s.companyName.length).toBeLessThanOrEqual(256);
      expect(await failuresOnItsOwn(s, request, ports)).toEqual([]);
    }
  });

  it("returns fewer than asked when the candidates run out, and says why", async () => {
    const r = await suggestAlternatives(
      { companyName: "Alpha Consulting", legalForm: "limited_liability", language: "de", count: 20 },
      {
        ...ports,
        companies: {
          match: () => {
            throw new PortError("UPSTREAM_ERROR", "register offline");
          },
          describe: () => [],
        },
      },
    );
    expect(r.suggestions).toEqual([]);
    expect(r.summary.dropped.CHECK_INCOMPLETE).toBe(r.summary.candidatesTried);
    expect(r.summary.candidatesTried).toBeGreaterThan(0);
  });

  it("screens no candidate when a register of the pre-screen is not configured", async () => {
    // Before: a count of 20 screened 100 candidates (800 ms), none of which could ever pass.
    const { trademarks: _none, ...withoutMarks } = ports;
    const r = await suggestAlternatives(
      { companyName: "Alpha Consulting", legalForm: "limited_liability", language: "de", count: 20 },
      withoutMarks,
    );
    expect(r.suggestions).toEqual([]);
    expect(r.summary.candidatesTried).toBe(0);
    expect(r.executionIssues).toEqual([
      expect.objectContaining({
        check: "trademarks",
        code: "NOT_CONFIGURED",
        companyName: "Alpha Consulting",
      }),
    ]);
  });

  it("starts no new round of candidates past three check budgets when a register never answers", async () => {
    // Before: each candidate waited out its budgets, round after round (a count of 1, 24 rounds).
    const hung: ScreeningPorts = {
      ...ports,
      companies: { match: () => new Promise(() => {}), describe: () => [] },
      budgetsMs: { ehraCompliance: 40, conflicts: 40, trademarks: 40 },
    };
    const request = {
      companyName: "Alpenblick Treuhand AG",
      legalForm: "stock_corporation",
      language: "de",
    } as const;
    const result = await suggestAlternatives({ ...request, count: 1 }, hung);
    expect(result.suggestions).toEqual([]);
    expect(result.summary.candidatesTried).toBeGreaterThan(0);
    expect(result.summary.candidatesTried).toBeLessThan(24);
    expect(result.summary.dropped.CHECK_INCOMPLETE).toBe(result.summary.candidatesTried);
    // A register that answers is never cut short: the same request finds its suggestion.
    expect((await suggestAlternatives({ ...request, count: 1 }, ports)).suggestions).toHaveLength(1);
  });

  it("reports domains when asked, never a false 'available' when the check fails", async () => {
    const failing = createMemoryDomainChecker();
    failing.lookup = () => {
      throw new PortError("UPSTREAM_ERROR", "registry down");
    };
    const r = await suggestAlternatives(alphaWithDomains(3, ["ch", "com"]), { ...ports, domains: failing });
    expect(r.suggestions).toHaveLength(3);
    for (const s of r.suggestions) {
      for (const d of s.domains?.results ?? []) {
        expect(d.status).not.toBe("likely_available");
        expect(d.available).not.toBe(true);
      }
    }
    const ok = await suggestAlternatives(alphaWithDomains(2, ["ch"]), {
      ...ports,
      domains: createMemoryDomainChecker(),
    });
    for (const s of ok.suggestions) expect(s.domains?.results.map((d) => d.tld)).toEqual(["ch"]);
  });

  // Before, only the term rules' evidence was read: every suggestion kept "Versicherung" and the
  // warning of a regulated financial activity it raised (evidence "finance:versicherung").
  it("leaves out the word a financial or health claim was raised for, unless it is kept", async () => {
    const asked = {
      companyName: "Alpina Versicherung AG",
      legalForm: "stock_corporation" as const,
      language: "de" as const,
      count: 5,
    };
    const r = await suggestAlternatives(asked, ports);
    expect(r.suggestions.length).toBeGreaterThan(0);
    for (const s of r.suggestions) expect(s.companyName).not.toMatch(/versicherung/i);
    const kept = await suggestAlternatives({ ...asked, keep: ["Versicherung"] }, ports);
    for (const s of kept.suggestions) expect(s.companyName).toMatch(/Versicherung/);
  });

  // Before, a hyphenated word was one word: "Bank-Müller" stayed in every suggestion with its
  // FINMA warning, and "Bank" gave the coined words ("Bankix AG").
  it("leaves out a flagged part of a hyphenated word", async () => {
    for (const companyName of ["Bank-Müller AG", "Müller-Bank AG", "Bundes-Immobilien AG"]) {
      const r = await suggestAlternatives(
        { companyName, legalForm: "stock_corporation", language: "de", count: 8 },
        ports,
      );
      expect(r.suggestions.length, companyName).toBeGreaterThan(0);
      for (const s of r.suggestions) expect(s.companyName).not.toMatch(/bank|bund/i);
    }
  });

  // Before, a lone "&" was cut out of the words: no candidate had "Müller & Meier", 0 shown.
  it("keeps a kept name joined by '&'", async () => {
    const r = await suggestAlternatives(
      {
        companyName: "Müller & Meier Bank AG",
        legalForm: "stock_corporation",
        language: "de",
        count: 4,
        keep: ["Müller & Meier"],
      },
      ports,
    );
    expect(r.suggestions.map((s) => s.companyName)).toContain("Müller & Meier AG");
    for (const s of r.suggestions) expect(s.companyName).toContain("Müller & Meier");
  });

  // Before, the issues came in the order the checks finished: the same request, another answer.
  it("lists the domain issues in the suggestions' order, whichever check ends first", async () => {
    let calls = 0;
    const slowFirst = createMemoryDomainChecker();
    slowFirst.lookup = async () => {
      // The first lookup asked ends last (more turns of the microtask queue: the core has no timers).
      const turns = Math.max(0, 400 - 100 * calls++);
      for (let i = 0; i < turns; i++) await Promise.resolve();
      throw new PortError("UPSTREAM_ERROR", "registry down");
    };
    const r = await suggestAlternatives(alphaWithDomains(3, ["ch"]), { ...ports, domains: slowFirst });
    expect(r.suggestions).toHaveLength(3);
    const named = r.executionIssues.map((i) => i.companyName);
    expect(named).toEqual(r.suggestions.map((s) => s.companyName));
  });

  it("refuses a request that is not an object, or has thousands of stray keys, with a short list", async () => {
    // Before: RangeError (Maximum call stack size exceeded), and a string's characters were its properties.
    const stray: Record<string, unknown> = {
      companyName: "Alpha AG",
      legalForm: "stock_corporation",
      language: "de",
    };
    for (let i = 0; i < 130_000; i++) stray[`k${i}`] = 1;
    const many = await suggestAlternatives(stray as never, ports).catch((e: unknown) => e);
    expect(many).toBeInstanceOf(ValidationError);
    expect((many as ValidationError).issues).toHaveLength(21);
    expect((many as ValidationError).issues[20]).toEqual({
      path: "",
      message: "has 129980 more properties that are not allowed",
    });
    for (const request of ["x".repeat(200_000), null, [1]]) {
      const error = await suggestAlternatives(request as never, ports).catch((e: unknown) => e);
      expect((error as ValidationError).issues).toEqual([
        { path: "", message: "the request must be an object" },
      ]);
    }
  });

  it("refuses an invalid request with every problem", async () => {
    await expect(
      suggestAlternatives(
        { companyName: "", legalForm: "stock_corporation", language: "de", count: 99 },
        ports,
      ),
    ).rejects.toBeInstanceOf(ValidationError);
  });
});
