/**
 * End to end: restricted terms administered through the API drive the next assessment, in
 * this app and in a second app instance on the same database file, without a restart.
 */
import request from "supertest";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { TestApp } from "../helpers/test-app.js";
import { termsTestApp } from "./app.js";

const BASE = "/v1/admin/restricted-terms";
const FINREG = "WARN_FINREG_LICENSE_REQUIRED";

interface Flag {
  code: string;
  severity: string;
}

describe("administered terms drive the assessment live", () => {
  let a: TestApp;
  let b: TestApp;

  const assessOn = async (app: TestApp, companyName: string): Promise<Flag[]> => {
    const res = await request(app.app)
      .post("/v1/name/assessment")
      .set("X-API-Key", app.partnerKey)
      .send({ companyName, legalForm: "stock_corporation", language: "de", checkLevel: "basic" });
    expect(res.status).toBe(200);
    return res.body.flags as Flag[];
  };
  const codes = (flags: Flag[]) => flags.map((f) => f.code);
  const adminOn = (app: TestApp, method: "post" | "patch" | "delete", path: string) =>
    request(app.app)[method](path).set("X-Admin-API-Key", app.adminKey);

  beforeEach(async () => {
    a = await termsTestApp();
    // A second server process: its own connection to the same file, its own term cache.
    b = await termsTestApp({ dir: a.dir });
  });
  afterEach(() => {
    b.close({ keepFiles: true });
    a.close();
  });

  it("a new banking term raises the flag at the next assessment; deactivating it removes the flag", async () => {
    const name = "Geldhaus Alpha AG";
    expect(codes(await assessOn(a, name))).not.toContain(FINREG);
    expect(codes(await assessOn(b, name))).not.toContain(FINREG);

    const created = await adminOn(a, "post", BASE).send({ categoryCode: "banking", term: "Geldhaus" });
    expect(created.status).toBe(200);
    expect(codes(await assessOn(a, name))).toContain(FINREG);
    expect(codes(await assessOn(b, name))).toContain(FINREG);

    const off = await adminOn(a, "patch", `${BASE}/${created.body.id}`).send({ isActive: false });
    expect(off.status).toBe(200);
    expect(codes(await assessOn(a, name))).not.toContain(FINREG);
    expect(codes(await assessOn(b, name))).not.toContain(FINREG);

    // Reactivated on the second instance, deleted again on the first.
    await adminOn(b, "patch", `${BASE}/${created.body.id}`).send({ isActive: true });
    expect(codes(await assessOn(a, name))).toContain(FINREG);
    const del = await adminOn(a, "delete", `${BASE}/${created.body.id}`);
    expect(del.status).toBe(200);
    expect(codes(await assessOn(b, name))).not.toContain(FINREG);
  });

  // Before, "Kraeutermarkt" flagged only names spelt so ("Kräutermarkt … AG" was CLEAR_TO_FILE),
  // while the duplicate check called "Kräutermarkt" the same term (409).
  it("a term written with ae/oe/ue flags names written with the umlaut, as the 409 says", async () => {
    const pharmacy = "WARN_HEALTH_APOTHEKE_HMG";
    const created = await adminOn(a, "post", BASE).send({ categoryCode: "pharmacy", term: "Kraeutermarkt" });
    expect(created.status).toBe(200);
    expect(codes(await assessOn(b, "Kräutermarkt Alpha AG"))).toContain(pharmacy);
    expect(codes(await assessOn(b, "Kraeutermarkt Alpha AG"))).toContain(pharmacy);
    // No umlaut, no transcription: "ue" is not always one (Mueller, Muller).
    expect(codes(await assessOn(b, "Krautermarkt Alpha AG"))).not.toContain(pharmacy);
    const umlaut = await adminOn(a, "post", BASE).send({ categoryCode: "pharmacy", term: "Kräutermarkt" });
    expect(umlaut.status).toBe(409);
  });

  it("applies matchModeOverride and severityOverride", async () => {
    const compoundName = "Megageldhaus AG";
    const created = await adminOn(a, "post", BASE).send({ categoryCode: "banking", term: "Geldhaus" });
    // The banking category matches whole words by default: a compound does not match.
    expect(codes(await assessOn(a, compoundName))).not.toContain(FINREG);
    await adminOn(a, "patch", `${BASE}/${created.body.id}`).send({ matchModeOverride: "compound" });
    const flags = await assessOn(b, compoundName);
    expect(flags.find((f) => f.code === FINREG)?.severity).toBe("WARNING");
    await adminOn(a, "patch", `${BASE}/${created.body.id}`).send({ severityOverride: "ERROR" });
    expect((await assessOn(b, compoundName)).find((f) => f.code === FINREG)?.severity).toBe("ERROR");
  });

  it("a deactivated built-in term stops flagging; a changed term flags under its new category", async () => {
    const list = await request(a.app)
      .get(`${BASE}?categoryCode=gambling&search=casino`)
      .set("X-Admin-API-Key", a.adminKey);
    const casino = list.body.items.find((i: { term: string }) => i.term.toLowerCase() === "casino");
    const name = "Casino Royal AG";
    expect(codes(await assessOn(b, name))).toContain("WARN_GAMBLING_TERMS_GSG");
    await adminOn(a, "delete", `${BASE}/${casino.id}`);
    expect(codes(await assessOn(b, name))).not.toContain("WARN_GAMBLING_TERMS_GSG");
    const moved = await adminOn(a, "patch", `${BASE}/${casino.id}`).send({
      categoryCode: "pharmacy",
      isActive: true,
    });
    expect(moved.status).toBe(200);
    const flags = codes(await assessOn(b, name));
    expect(flags).toContain("WARN_HEALTH_APOTHEKE_HMG");
    expect(flags).not.toContain("WARN_GAMBLING_TERMS_GSG");
  });
});
