/**
 * Every restricted-term admin endpoint and error code, against a real SQLite file over HTTP
 * (supertest drives the real app, with the built-in terms seeded).
 */
import request from "supertest";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseKey } from "../../src/keys/format.js";
import type { TestApp } from "../helpers/test-app.js";
import { termsTestApp } from "./app.js";

const BASE = "/v1/admin/restricted-terms";

describe("restricted-terms admin API", () => {
  let t: TestApp;
  let adminKeyId: string;

  const admin = (method: "get" | "post" | "patch" | "delete", path: string) =>
    request(t.app)[method](path).set("X-Admin-API-Key", t.adminKey);
  const create = (body: Record<string, unknown>) => admin("post", BASE).send(body);
  const firstTerm = async (search: string, categoryCode: string) => {
    const res = await admin(
      "get",
      `${BASE}?categoryCode=${categoryCode}&search=${encodeURIComponent(search)}`,
    );
    expect(res.status).toBe(200);
    return res.body.items[0] as { id: number; term: string };
  };

  beforeEach(async () => {
    t = await termsTestApp();
    adminKeyId = parseKey(t.adminKey)!.id;
  });
  afterEach(() => t.close());

  describe("authentication", () => {
    const endpoints: ["get" | "post" | "patch" | "delete", string][] = [
      ["get", `${BASE}/categories`],
      ["get", BASE],
      ["post", BASE],
      ["patch", `${BASE}/1`],
      ["delete", `${BASE}/1`],
      ["get", `${BASE}/audit`],
    ];
    it.each(endpoints)(
      "%s %s needs the admin key: 401 without, 403 with a partner key",
      async (method, path) => {
        const none = await request(t.app)[method](path).send({});
        expect(none.status).toBe(401);
        expect(none.body.error.code).toBe("UNAUTHORIZED");
        const wrong = await request(t.app)
          [method](path)
          .set("X-Admin-API-Key", "nsadmin_sandbox_x_y")
          .send({});
        expect(wrong.status).toBe(401);
        const partner = await request(t.app)[method](path).set("X-API-Key", t.partnerKey).send({});
        expect(partner.status).toBe(403);
      },
    );
  });

  describe("GET categories", () => {
    it("lists the seeded categories with the flag each raises", async () => {
      const res = await admin("get", `${BASE}/categories`);
      expect(res.status).toBe(200);
      const flags = Object.fromEntries(
        (res.body as { code: string; flagCode: string }[]).map((c) => [c.code, c.flagCode]),
      );
      expect(flags).toMatchObject({
        banking: "WARN_FINREG_LICENSE_REQUIRED",
        collective_investment: "WARN_FINREG_LICENSE_REQUIRED",
        gambling: "WARN_GAMBLING_TERMS_GSG",
        pharmacy: "WARN_HEALTH_APOTHEKE_HMG",
        higher_education: "WARN_HFKG_ACCREDITATION_REQUIRED",
        official_designation: "WARN_OFFICIAL_DESIGNATION",
        igo_protected: "ERR_PROTECTED_INTL_ORG_STRICT",
        igo_ambiguous: "WARN_PROTECTED_INTL_ORG_AMBIGUOUS",
      });
      const banking = res.body.find((c: { code: string }) => c.code === "banking");
      expect(Object.keys(banking).sort()).toEqual(
        [
          "id",
          "code",
          "name",
          "description",
          "flagCode",
          "sectionNumber",
          "sectionTitle",
          "ruleRef",
          "defaultSeverity",
          "matchMode",
          "isActive",
        ].sort(),
      );
      expect(banking).toMatchObject({ isActive: true, defaultSeverity: "WARNING", sectionNumber: "6.1" });
      expect(banking.ruleRef).toContain("BankG");
    });

    // Before, `?isActive=false` answered 200 with every category, as if filtered.
    it.each(["isActive=false", "categoryCode=banking", "limit=1"])(
      "refuses the query parameter %s with 422, as the terms list does",
      async (query) => {
        const res = await admin("get", `${BASE}/categories?${query}`);
        expect(res.status).toBe(422);
        expect(res.body.error).toMatchObject({
          code: "VALIDATION_ERROR",
          details: {
            issues: [
              { path: query.split("=")[0], message: expect.stringContaining("is not an allowed property") },
            ],
          },
        });
      },
    );
  });

  describe("GET terms", () => {
    it("pages with limit 100 and offset 0 by default", async () => {
      const res = await admin("get", BASE);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ limit: 100, offset: 0 });
      expect(res.body.total).toBeGreaterThan(100);
      expect(res.body.items).toHaveLength(100);
      expect(res.body.items[0]).toMatchObject({ source: "seed", isActive: true, createdBy: null });
      const next = await admin("get", `${BASE}?limit=5&offset=100`);
      expect(next.body.items.map((i: { id: number }) => i.id)).toEqual(
        (await admin("get", `${BASE}?limit=105`)).body.items.slice(100).map((i: { id: number }) => i.id),
      );
    });

    it("filters by category, activity and search text", async () => {
      const gambling = await admin("get", `${BASE}?categoryCode=gambling&limit=1000`);
      expect(gambling.body.total).toBeGreaterThan(0);
      expect(gambling.body.items.every((i: { categoryCode: string }) => i.categoryCode === "gambling")).toBe(
        true,
      );
      const casino = await admin("get", `${BASE}?search=CASINO&categoryCode=gambling`);
      expect(casino.body.items.map((i: { term: string }) => i.term.toLowerCase())).toContain("casino");
      expect((await admin("get", `${BASE}?isActive=false`)).body.total).toBe(0);
      await admin("delete", `${BASE}/${casino.body.items[0].id}`);
      const inactive = await admin("get", `${BASE}?isActive=false`);
      expect(inactive.body.items.map((i: { id: number }) => i.id)).toEqual([casino.body.items[0].id]);
    });

    it.each([
      ["limit=0"],
      ["limit=1001"],
      ["limit=abc"],
      ["limit=1.5"],
      ["offset=-1"],
      ["isActive=maybe"],
      [`categoryCode=${"x".repeat(65)}`],
      [`search=${"x".repeat(513)}`],
      // A misspelt filter: before, ignored, and every term listed.
      ["category=banking"],
    ])("refuses %s with 422", async (query) => {
      const res = await admin("get", `${BASE}?${query}`);
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe("VALIDATION_ERROR");
    });

    it.each([
      [BASE, "limit=0", "limit", "must be at least 1"],
      [BASE, "limit=abc", "limit", "must be a whole number"],
      [`${BASE}/audit`, "offset=2000000000", "offset", "must be at most 1000000000"],
      // Before, eleven digits or more were "not a whole number".
      [BASE, "offset=99999999999", "offset", "must be at most 1000000000"],
      [BASE, "offset=00000000000000000000099999999999999999999", "offset", "must be at most 1000000000"],
      [BASE, "limit=1.5", "limit", "must be a whole number"],
    ])("names the field once in a paging error (%s?%s)", async (path, query, field, text) => {
      const res = await admin("get", `${path}?${query}`);
      expect(res.status).toBe(422);
      expect(res.body.error.message).toMatch(new RegExp(`^Validation failed: ${field} ${text}`));
      expect(res.body.error.details.issues[0]).toMatchObject({
        path: field,
        message: expect.stringMatching(new RegExp(`^${text}`)),
      });
    });
  });

  describe("POST term", () => {
    it("creates a term (200) with source api and the contract's fields", async () => {
      const res = await create({
        categoryCode: "banking",
        term: "Geldhaus",
        description: "test",
        languageCode: "de",
        matchModeOverride: "compound",
        severityOverride: "ERROR",
        createdBy: "ops@example.ch",
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        categoryCode: "banking",
        term: "Geldhaus",
        description: "test",
        languageCode: "de",
        matchModeOverride: "compound",
        severityOverride: "ERROR",
        isActive: true,
        source: "api",
        createdBy: "ops@example.ch",
      });
      expect(Number.isInteger(res.body.id) && Number.isInteger(res.body.categoryId)).toBe(true);
      expect(Date.parse(res.body.createdAt)).not.toBeNaN();
      expect(res.body.updatedAt).toBe(res.body.createdAt);
    });

    it("answers 404 for an unknown category", async () => {
      const res = await create({ categoryCode: "astrology", term: "Horoskop" });
      expect(res.status).toBe(404);
      expect(res.body.error).toMatchObject({ code: "NOT_FOUND", details: { categoryCode: "astrology" } });
    });

    it("answers 409 for a term the category has after normalisation", async () => {
      const bank = await firstTerm("bank", "banking");
      for (const spelling of ["BANK", "Bänk", "bank."]) {
        const res = await create({ categoryCode: "banking", term: spelling });
        expect(res.status).toBe(409);
        expect(res.body.error).toMatchObject({
          code: "CONFLICT",
          details: {
            categoryCode: "banking",
            normalizedTerm: "bank",
            existingTermId: bank.id,
            existingIsActive: true,
          },
        });
      }
    });

    it.each([
      ["an extra property", { categoryCode: "banking", term: "Geldhaus", regex: ".*" }],
      ["a missing term", { categoryCode: "banking" }],
      ["a missing category", { term: "Geldhaus" }],
      ["an empty term", { categoryCode: "banking", term: "" }],
      ["a term of 513 characters", { categoryCode: "banking", term: "a".repeat(513) }],
      ["a term that is not a string", { categoryCode: "banking", term: 42 }],
      ["a term with nothing to match", { categoryCode: "banking", term: "*** ?" }],
      // Before, a NUL was stored and matched as a space ("A B Handel AG" raised the term).
      ["a term with a control character", { categoryCode: "banking", term: "a\u0000b" }],
      [
        "a description with a control character",
        { categoryCode: "banking", term: "Geldhaus", description: "a\u0007b" },
      ],
      ["a term of blanks", { categoryCode: "banking", term: "   " }],
      ["a category code with a control character", { categoryCode: "bank\u0007ing", term: "Geldhaus" }],
      ["createdBy with a line break", { categoryCode: "banking", term: "Geldhaus", createdBy: "ops\nroot" }],
      ["a category code of 65 characters", { categoryCode: "c".repeat(65), term: "Geldhaus" }],
      [
        "a description of 2001 characters",
        { categoryCode: "banking", term: "Geldhaus", description: "d".repeat(2001) },
      ],
      [
        "a language code of 17 characters",
        { categoryCode: "banking", term: "Geldhaus", languageCode: "l".repeat(17) },
      ],
      [
        "createdBy of 257 characters",
        { categoryCode: "banking", term: "Geldhaus", createdBy: "c".repeat(257) },
      ],
      ["an unknown match mode", { categoryCode: "banking", term: "Geldhaus", matchModeOverride: "regex" }],
      ["an unknown severity", { categoryCode: "banking", term: "Geldhaus", severityOverride: "CRITICAL" }],
    ])("answers 422 for %s", async (_label, body) => {
      const res = await create(body);
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe("VALIDATION_ERROR");
      expect(res.body.error.details.issues.length).toBeGreaterThan(0);
    });

    // Before, U+00AD or U+200D split the word ("wett lokal": "Wettlokal AG" not flagged, no 409
    // for "Wettlokal", not found by ?search=Wettlokal), and U+200B survived the trim.
    it.each([
      ["a soft hyphen", "Wett\u00adlokal", "U+00AD"],
      ["a zero-width joiner", "Wett\u200dlokal", "U+200D"],
      ["a leading zero-width space", "\u200bWettlokal", "U+200B"],
      ["a trailing zero-width space", "Wettlokal\u200b", "U+200B"],
      ["a byte order mark", "\ufeffWettlokal", "U+FEFF"],
    ])(
      "answers 422 naming the field and code point for a term with %s (POST and PATCH)",
      async (_l, term, code) => {
        const issue = { path: "term", value: code, message: expect.stringContaining(code) };
        const res = await create({ categoryCode: "gambling", term });
        expect(res.status).toBe(422);
        expect(res.body.error).toMatchObject({ code: "VALIDATION_ERROR", details: { issues: [issue] } });
        expect(res.body.error.message).toContain(`term: contains the invisible format character ${code}`);
        const casino = await firstTerm("casino", "gambling");
        const patched = await admin("patch", `${BASE}/${casino.id}`).send({ term });
        expect(patched.status).toBe(422);
        expect(patched.body.error.details.issues).toEqual([issue]);
        expect((await admin("get", `${BASE}?search=lokal`)).body.total).toBe(0);
        expect((await create({ categoryCode: "gambling", term: "Wettlokal" })).status).toBe(200);
      },
    );

    // Before, "&" was stored (it folds to the conjunction sign) and flagged "Bloch & Cie AG";
    // "+" was then a 409 against it.
    it.each(["&", "+", " & + ", "&&"])(
      "answers 422 for the term %j, which has no letters or digits (POST and PATCH)",
      async (term) => {
        const issue = { path: "term", message: "The term has no letters or digits left after normalisation" };
        const res = await create({ categoryCode: "collective_investment", term });
        expect(res.status).toBe(422);
        expect(res.body.error).toMatchObject({ code: "VALIDATION_ERROR", details: { issues: [issue] } });
        const casino = await firstTerm("casino", "gambling");
        const patched = await admin("patch", `${BASE}/${casino.id}`).send({ term });
        expect(patched.status).toBe(422);
        expect(patched.body.error.details.issues).toMatchObject([issue]);
      },
    );

    it("accepts a term whose only letters are a partnership word (it has letters to match)", async () => {
      expect((await create({ categoryCode: "collective_investment", term: "&" })).status).toBe(422);
      const res = await create({ categoryCode: "collective_investment", term: "& Co" });
      expect(res.status).toBe(200);
      expect(res.body.term).toBe("& Co");
    });

    it("answers 400 for a body that is not JSON", async () => {
      const res = await admin("post", BASE).set("Content-Type", "text/plain").send("term=Geldhaus");
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("INVALID_REQUEST");
    });
  });

  describe("PATCH term", () => {
    it("updates only the fields sent; null clears the nullable ones", async () => {
      const created = (
        await create({ categoryCode: "banking", term: "Geldhaus", description: "d", languageCode: "de" })
      ).body;
      const res = await admin("patch", `${BASE}/${created.id}`).send({
        description: null,
        severityOverride: "INFO",
        term: null,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: created.id,
        term: "Geldhaus",
        description: null,
        languageCode: "de",
        severityOverride: "INFO",
        isActive: true,
        source: "api",
      });
      const moved = await admin("patch", `${BASE}/${created.id}`).send({
        categoryCode: "gambling",
        isActive: false,
      });
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({ categoryCode: "gambling", isActive: false });
      const empty = await admin("patch", `${BASE}/${created.id}`).send({});
      expect(empty.status).toBe(200);
      expect(empty.body).toEqual(moved.body);
    });

    it("answers 404 for an unknown term or category", async () => {
      const term = await admin("patch", `${BASE}/999999`).send({ isActive: false });
      expect(term.status).toBe(404);
      expect(term.body.error).toMatchObject({ code: "NOT_FOUND", details: { termId: 999999 } });
      const casino = await firstTerm("casino", "gambling");
      const cat = await admin("patch", `${BASE}/${casino.id}`).send({ categoryCode: "astrology" });
      expect(cat.status).toBe(404);
      expect(cat.body.error.details).toEqual({ categoryCode: "astrology" });
    });

    it("answers 409 when the change would duplicate a term of the category", async () => {
      const created = (await create({ categoryCode: "banking", term: "Geldhaus" })).body;
      const res = await admin("patch", `${BASE}/${created.id}`).send({ term: "Bank" });
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe("CONFLICT");
    });

    it.each([
      ["a non-integer id", "abc", { isActive: false }],
      ["a decimal id", "1.5", { isActive: false }],
      ["id 0", "0", { isActive: false }],
      ["an extra property", "1", { isActive: false, source: "api" }],
      ["a non-boolean isActive", "1", { isActive: "no" }],
      ["an unknown match mode", "1", { matchModeOverride: "fuzzy" }],
      ["an empty term", "1", { term: "" }],
      // Before, this became the one-letter term "a".
      ["a term with a control character", "1", { term: "a\u0000" }],
    ])("answers 422 for %s", async (_label, id, body) => {
      const res = await admin("patch", `${BASE}/${id}`).send(body);
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe("VALIDATION_ERROR");
    });
  });

  describe("DELETE term", () => {
    it("soft-deletes: 200 with the documented body, the record stays inactive", async () => {
      const created = (await create({ categoryCode: "banking", term: "Geldhaus" })).body;
      const res = await admin("delete", `${BASE}/${created.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: created.id, deleted: true, isActive: false });
      expect(res.body.term).toMatchObject({ id: created.id, term: "Geldhaus", isActive: false });
      const listed = await admin("get", `${BASE}?search=geldhaus`);
      expect(listed.body.items).toEqual([res.body.term]);
      const again = await admin("delete", `${BASE}/${created.id}`);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(res.body);
    });

    it("answers 404 for an unknown term and 422 for a non-integer id", async () => {
      const missing = await admin("delete", `${BASE}/424242`);
      expect(missing.status).toBe(404);
      expect(missing.body.error.code).toBe("NOT_FOUND");
      const bad = await admin("delete", `${BASE}/one`);
      expect(bad.status).toBe(422);
      expect(bad.body.error.code).toBe("VALIDATION_ERROR");
    });
  });

  describe("GET audit", () => {
    it("records who changed what, when, before and after", async () => {
      const created = (await create({ categoryCode: "banking", term: "Geldhaus", createdBy: "ops" })).body;
      await admin("patch", `${BASE}/${created.id}`).send({ severityOverride: "ERROR" });
      await admin("delete", `${BASE}/${created.id}`);
      const res = await admin("get", `${BASE}/audit?termId=${created.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ total: 3, limit: 100, offset: 0 });
      const [del, upd, cre] = res.body.items;
      expect([del.action, upd.action, cre.action]).toEqual(["delete", "update", "create"]);
      expect(res.body.items.every((a: { actor: string }) => a.actor === adminKeyId)).toBe(true);
      expect(JSON.stringify(res.body)).not.toContain(t.adminKey);
      expect(cre).toMatchObject({ termId: created.id, before: null, after: created });
      expect(upd.before).toMatchObject({ severityOverride: null });
      expect(upd.after).toMatchObject({ severityOverride: "ERROR" });
      expect(del.after).toMatchObject({ isActive: false });
      expect(Date.parse(del.at)).not.toBeNaN();
      const seeded = await admin("get", `${BASE}/audit?limit=1&offset=3`);
      expect(seeded.body.items[0]).toMatchObject({ action: "seed", actor: "seed" });
    });

    it("refuses a bad termId or page with 422", async () => {
      for (const q of ["termId=x", "limit=0", "offset=-2"]) {
        const res = await admin("get", `${BASE}/audit?${q}`);
        expect(res.status).toBe(422);
      }
    });
  });
});
