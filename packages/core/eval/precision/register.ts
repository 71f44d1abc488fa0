/**
 * The register of the precision run: the 1,483 real FINMA names as companies of their own next to
 * a fixed background of generated companies, built once through the public surface.
 */
import { readFileSync } from "node:fs";
import type { RegisteredCompany } from "@namescreen/core";
import { InMemoryCompanyRegister } from "@namescreen/core";
import { generateCompanies } from "@namescreen/core/synthetic";
import { readFinmaNames } from "../../test/fixtures/finma.js";

/** Size and seed of the generated background: fixed, so every run measures the same register. */
export const BACKGROUND = { names: 50_000, seed: 15_004 } as const;

/** Id prefix of the FINMA companies (generated companies carry their UID as id). */
export const FINMA_ID_PREFIX = "FINMA:";

/** The register and the real names, each with the id of its own register entry. */
export interface PrecisionRegister {
  register: InMemoryCompanyRegister;
  queries: { id: string; name: string }[];
  companies: number;
}

/** Build the register of the FINMA names plus the generated background. */
export function buildPrecisionRegister(): PrecisionRegister {
  const csv = readFileSync(
    new URL("../../test/fixtures/finma_portfolio_managers_trustees.csv", import.meta.url),
    "utf8",
  );
  const queries = readFinmaNames(csv).map((name, i) => ({
    id: `${FINMA_ID_PREFIX}${String(i + 1).padStart(4, "0")}`,
    name,
  }));
  const finma: RegisteredCompany[] = queries.map((q) => ({
    id: q.id,
    uid: null,
    legalForm: null,
    soleProprietorship: false,
    legalSeat: null,
    canton: null,
    status: "active",
    names: [{ name: q.name, language: null, kind: "main" }],
  }));
  const background = generateCompanies({ count: BACKGROUND.names, seed: BACKGROUND.seed });
  const all = [...finma, ...background];
  return { register: InMemoryCompanyRegister.fromCompanies(all), queries, companies: all.length };
}
