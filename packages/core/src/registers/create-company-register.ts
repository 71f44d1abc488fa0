/**
 * `createCompanyRegister`: an in-memory company register, ready for `searchConflicts` and
 * `screen`, from plain company objects or names.
 */
import { InMemoryCompanyRegister } from "../conflicts/company-register.js";
import type { CompanyInput } from "./company-input.js";
import { companyFromInput } from "./company-input.js";
import {
  checkIterable,
  collectRows,
  collectRowsAsync,
  isAsyncIterable,
  RowCollector,
} from "./row-collector.js";

/**
 * Build a company register from companies or names (a bare string is `{ name }`). Record order
 * is input order. Throws a `ValidationError` listing the refused rows (`companies.<row>.<field>`).
 *
 * @example
 * const companies = createCompanyRegister(["Alpenblick Treuhand AG", { name: "Müller Bau GmbH", seat: "Bern" }]);
 * const result = await searchConflicts({ name: "Alpenblik Treuhand GmbH" }, { companies });
 */
export function createCompanyRegister(companies: Iterable<CompanyInput | string>): InMemoryCompanyRegister;
/** From an async iterable (a file read row by row, a database cursor): resolves once it ends. */
export function createCompanyRegister(
  companies: AsyncIterable<CompanyInput | string>,
): Promise<InMemoryCompanyRegister>;
export function createCompanyRegister(
  companies: Iterable<CompanyInput | string> | AsyncIterable<CompanyInput | string>,
): InMemoryCompanyRegister | Promise<InMemoryCompanyRegister> {
  checkIterable(companies, "companies");
  const collector = new RowCollector("companies", companyFromInput, (c) => c.id, "id");
  if (isAsyncIterable<CompanyInput | string>(companies)) {
    return collectRowsAsync(companies, collector).then((list) => InMemoryCompanyRegister.fromCompanies(list));
  }
  return InMemoryCompanyRegister.fromCompanies(collectRows(companies, collector));
}
