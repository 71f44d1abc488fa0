/** The CompanyRegister contract against the SQLite register behind the conflict search service. */
import { describeCompanyRegisterContract } from "@namescreen/core/testing";
import { createCompanySearchService, storeCompanies } from "../../src/storage/companies/index.js";
import { tempDatabases } from "./temp-db.js";

const openDb = tempDatabases("companies");

describeCompanyRegisterContract("SQLite company register (search service)", (companies) => {
  const db = openDb();
  storeCompanies(db, companies, "contract");
  return createCompanySearchService(db, { snapshotPath: null }).register();
});
