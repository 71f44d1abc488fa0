/** The LINDAS adapter against a real SPARQL engine (Oxigraph) on loopback. */
import { afterEach, describe, expect, it } from "vitest";
import type { LindasCompany, LindasSourceOptions } from "../../src/adapters/lindas/index.js";
import {
  createLindasSource,
  importRowsOf,
  LindasAnswerError,
  LindasHttpError,
  LindasUnavailableError,
} from "../../src/adapters/lindas/index.js";
import type { FakeLindas } from "./helpers/sparql-server.js";
import { startFakeLindas } from "./helpers/sparql-server.js";
import type { FixtureCompany } from "./helpers/zefix-triples.js";
import { manyCompanies, zefixQuads } from "./helpers/zefix-triples.js";

let fake: FakeLindas | null = null;
afterEach(async () => {
  await fake?.close();
  fake = null;
});

const sleeps: number[] = [];
async function sourceOver(companies: FixtureCompany[], options: LindasSourceOptions = {}) {
  fake = await startFakeLindas(zefixQuads(companies, "2026-09-14"));
  sleeps.length = 0;
  return createLindasSource({
    endpoint: fake.url,
    pageSize: 5,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0.5,
    // Generous: only a hang may time out, never a slow answer of the in-process Oxigraph.
    policy: { timeoutMs: 5_000, retries: 3, backoffBaseMs: 100, backoffMaxMs: 1_000 },
    ...options,
  });
}

async function all(source: ReturnType<typeof createLindasSource>): Promise<LindasCompany[]> {
  const out: LindasCompany[] = [];
  for await (const page of source.pages()) out.push(...page.companies);
  return out;
}

const rowsOf = (c: LindasCompany | undefined) => {
  const mapped = importRowsOf(c as LindasCompany);
  if ("reason" in mapped) throw new Error(mapped.reason);
  return mapped.rows;
};

describe("LINDAS source", () => {
  it("reads the dataset date", async () => {
    const source = await sourceOver(manyCompanies(2));
    expect(await source.datasetModified()).toBe("2026-09-14");
  });

  it("pages by company across many pages, each company once, in IRI order", async () => {
    const companies = manyCompanies(53);
    // Several names per company must not split a company across pages.
    for (const c of companies.slice(0, 20))
      c.names = [
        [`${c.legalName} (fr) SA`, "fr"],
        [`${c.legalName} (it) SA`, "it"],
      ];
    const source = await sourceOver(companies);
    const got = await all(source);
    expect(got.map((c) => c.iri)).toEqual(
      companies.map((c) => `https://register.ld.admin.ch/zefix/company/${c.ehraId}`).sort(),
    );
    // 10 full pages, a short one, and the page after it (empty: the short page was the last)
    expect(fake?.queries.length).toBe(12);
    expect(got[0]?.names).toHaveLength(2);
  });

  it("maps a company: UID format, legal form, seat, translations as language versions, liquidation", async () => {
    const source = await sourceOver([
      {
        ehraId: 1,
        legalName: "Swisscom (Schweiz) AG",
        uid: "CHE101654423",
        names: [
          ["Swisscom (Suisse) SA", "fr"],
          ["Swisscom (Svizzera) SA", "it"],
          ["Swisscom (Switzerland) Ltd", "en"],
        ],
        bfs: 362,
      },
      { ehraId: 2, legalName: "Alpha Bau GmbH in Liquidation", legalForm: "0107", bfs: 261 },
      { ehraId: 3, legalName: "Beta SA en liquidation", names: [["Beta AG in Liquidation", "de"]] },
      { ehraId: 4, legalName: "Gamma Sagl in liquidazione", legalForm: "0107" },
    ]);
    const [swisscom, alpha, beta, gamma] = await all(source);
    expect(rowsOf(swisscom)).toEqual([
      {
        company_id: "CHE-101.654.423",
        uid: "CHE-101.654.423",
        legal_form: "Aktiengesellschaft",
        seat: "Ittigen",
        canton: "BE",
        status: "active",
        name: "Swisscom (Schweiz) AG",
        name_language: null,
        name_kind: "main",
      },
      expect.objectContaining({ name: "Swisscom (Suisse) SA", name_language: "fr", name_kind: "variant" }),
      expect.objectContaining({ name: "Swisscom (Svizzera) SA", name_language: "it", name_kind: "variant" }),
      expect.objectContaining({
        name: "Swisscom (Switzerland) Ltd",
        name_language: "en",
        name_kind: "variant",
      }),
    ]);
    expect(rowsOf(alpha)[0]).toMatchObject({
      status: "in_liquidation",
      legal_form: "Gesellschaft mit beschränkter Haftung",
      seat: "Zürich",
      canton: "ZH",
    });
    expect(rowsOf(beta).map((r) => r.status)).toEqual(["in_liquidation", "in_liquidation"]);
    expect(rowsOf(gamma)[0]?.status).toBe("in_liquidation");
  });

  it("keeps companies without a purpose text, without a UID, with an unknown legal form, and odd names exactly", async () => {
    const odd = '«L\'Atelier» [Zürich] & Co. "Ω-Δ" 株式会社 \\ Sàrl';
    const source = await sourceOver([
      { ehraId: 10, legalName: "Ohne Zweck AG", description: null },
      { ehraId: 11, legalName: "Ohne UID GmbH", uid: null, legalForm: "0107" },
      { ehraId: 12, legalName: "Neue Form AG", legalForm: "0999" },
      {
        ehraId: 13,
        legalName: odd,
        names: [
          [`${odd} (fr)`, "fr-CH"],
          ["Odd Name", "ja"],
        ],
      },
    ]);
    const [noPurpose, noUid, unknownForm, oddOne] = await all(source);
    expect(rowsOf(noPurpose)[0]).toMatchObject({ name: "Ohne Zweck AG", uid: "CHE-100.000.010" });
    expect(rowsOf(noUid)[0]).toMatchObject({ company_id: "EHRA-11", uid: null });
    expect(rowsOf(unknownForm)[0]?.legal_form).toBe("other");
    expect(rowsOf(oddOne).map((r) => [r.name, r.name_language])).toEqual([
      [odd, null],
      [`${odd} (fr)`, "fr"],
      ["Odd Name", null],
    ]);
  });

  it("retries a 503 (honouring Retry-After) and a timeout mid-way, then completes", async () => {
    // The hang is cut by the client timeout (5 s), which applies to every real query as well: a
    // short one (300 ms) turned a slow Oxigraph answer on a loaded machine into an extra retry.
    const source = await sourceOver(manyCompanies(23));
    const f = fake as FakeLindas;
    f.faults = (i) =>
      i === 2
        ? { status: 503, retryAfter: "7" }
        : i === 4
          ? { hang: true }
          : i === 5
            ? { status: 429 }
            : undefined;
    const got = await all(source);
    expect(got).toHaveLength(23);
    expect(sleeps[0]).toBe(7_000); // Retry-After beats the (smaller) backoff
    // Full jitter: random 0.5 × (base 100 · 2^retry): the hang's retry, then the 429's (second of that page).
    expect(sleeps.slice(1)).toEqual([50, 100]);
    expect(f.queries).toHaveLength(5 + 3 + 1); // + the empty page after the short one
  });

  it("gives up after the retries with a clear error", async () => {
    const source = await sourceOver(manyCompanies(3));
    (fake as FakeLindas).faults = () => ({ status: 503 });
    await expect(source.datasetModified()).rejects.toThrow(LindasUnavailableError);
    await expect(source.datasetModified()).rejects.toThrow(
      /did not answer after 4 attempts \(last: HTTP 503\)/,
    );
    expect(sleeps.slice(0, 3)).toEqual([50, 100, 200]); // exponential backoff
  });

  it("does not retry a refused query or a malformed answer", async () => {
    const source = await sourceOver(manyCompanies(12));
    const f = fake as FakeLindas;
    f.faults = (i) => (i === 1 ? { status: 400 } : undefined);
    await expect(all(source)).rejects.toThrow(LindasHttpError);
    f.faults = (i) => (i === 3 ? { body: "<html>Service temporarily unavailable</html>" } : undefined);
    await expect(all(source)).rejects.toThrow(/malformed SPARQL JSON answer: no results.bindings/);
    f.faults = (i) => (i === 6 ? { cutAfterChars: 300 } : undefined);
    await expect(all(source)).rejects.toThrow(LindasAnswerError);
    f.faults = (i) =>
      i === 8
        ? { body: '{"head":{},"results":{"bindings":[{"company":{"type":"literal","value":"x"}}]}}' }
        : undefined;
    await expect(all(source)).rejects.toThrow(/\?company is not a uri/);
  });

  // Before, each of these was retried as an outage, or accepted.
  it.each([
    ["a null term", '{"head":{},"results":{"bindings":[{"company":null}]}}', /\?company is not an RDF term/],
    [
      "a name that is an IRI",
      '{"head":{},"results":{"bindings":[{"company":{"type":"uri","value":"https://register.ld.admin.ch/zefix/company/1"},"name":{"type":"uri","value":"http://evil/x","xml:lang":"fr"}}]}}',
      /\?name is not a literal/,
    ],
    [
      "a numeric language tag",
      '{"head":{},"results":{"bindings":[{"company":{"type":"uri","value":"https://register.ld.admin.ch/zefix/company/1"},"name":{"type":"literal","value":"A AG","xml:lang":5}}]}}',
      /language tag that is not a string/,
    ],
    [
      "a body cut after the bindings",
      '{"head":{},"results":{"bindings":[]',
      /does not end as a JSON document/,
    ],
    [
      "a page followed by HTML",
      '{"head":{},"results":{"bindings":[]}}<html>x</html>',
      /does not end as a JSON document/,
    ],
    [
      "a solution of over a megabyte",
      `{"head":{},"results":{"bindings":[{"company":{"type":"uri","value":"${"x".repeat(1_100_000)}"}}]}}`,
      /longer than 1048576 characters/,
    ],
  ])("refuses %s at once, without retrying", async (_what, body, message) => {
    const source = await sourceOver(manyCompanies(3));
    const f = fake as FakeLindas;
    f.faults = (i) => (i === 0 ? { body } : undefined);
    await expect(all(source)).rejects.toThrow(message);
    expect(f.queries).toHaveLength(1);
  });

  it("refuses a repeated page and a page cut short, which removed the companies after them", async () => {
    const source = await sourceOver(manyCompanies(23));
    const f = fake as FakeLindas;
    // Offset 0 for every page: before, the sync never ended (or removed the companies it hid).
    f.faults = (i) => (i >= 1 ? { rewrite: (q) => q.replace(/OFFSET \d+/, "OFFSET 0") } : undefined);
    await expect(all(source)).rejects.toThrow(/page 2 is not in IRI order .*a repeated or shifted page/);
    // The second page capped at 3 rows: before, its short length ended the register there.
    const asked = f.queries.length;
    f.faults = (i) => (i === asked + 1 ? { rewrite: (q) => q.replace(/LIMIT \d+/, "LIMIT 3") } : undefined);
    await expect(all(source)).rejects.toThrow(/page 2 holds 3 of 5 companies, yet page 3 holds more/);
  });

  it("refuses an empty page in the middle, which ended the register there", async () => {
    // Before: an empty page was taken as the end without asking the next one, and the sync
    // removed every company after it (exit 0).
    const source = await sourceOver(manyCompanies(23));
    const f = fake as FakeLindas;
    f.faults = (_i, query) => (/OFFSET 10\b/.test(query) ? { body: EMPTY_ANSWER } : undefined);
    await expect(all(source)).rejects.toThrow(
      /page 3 holds 0 of 5 companies, yet page 4 holds more: the endpoint cut a page short/,
    );
    expect(f.queries.at(-1)).toMatch(/OFFSET 15\b/);
  });

  it("ends after an empty page when the page after it is empty too", async () => {
    // A register of whole pages: the first empty page ends it, confirmed by one more request.
    const source = await sourceOver(manyCompanies(10));
    expect(await all(source)).toHaveLength(10);
    expect(fake?.queries.map((q) => /OFFSET (\d+)/.exec(q)?.[1])).toEqual(["0", "5", "10", "15"]);
  });
});

const EMPTY_ANSWER = '{"head":{"vars":["company"]},"results":{"bindings":[]}}';
